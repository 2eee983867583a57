import type { EventStore } from '@pusula/eventstore';
import { afterEach, describe, expect, it } from 'vitest';
import { ProjectionRunner, resetProjection } from '../../runner';
import { appendToStream, openProjectorTest, TEST_STORAGE_KINDS, type TestStorage } from '../../testing';
import { notificationIdFor, notificationsProjector } from './projector';
import { listNotificationsQuery } from './queries';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 9, minute)).toISOString();

async function append(
  store: EventStore,
  stream: string,
  type: string,
  data: unknown,
  metadata?: Record<string, unknown>,
) {
  return appendToStream(store, stream, [{ type, data, metadata }]);
}

describe.each(TEST_STORAGE_KINDS)('notifications projector on %s', (kind) => {
  let storage: TestStorage;
  let runner: ProjectionRunner;
  const committed: { projector: string; size: number }[] = [];
  afterEach(async () => {
    await runner.stop();
    await storage.close();
  });

  async function start() {
    ({ storage, runner } = await openProjectorTest(kind, [notificationsProjector], {
      onCommitted: (projector, batch) => committed.push({ projector, size: batch.length }),
    }));
  }

  async function seedPeople() {
    const person = (accountId: string, role: string, firstName: string, lastName: string) =>
      append(storage.store, `account-${accountId}`, 'AccountRegistered', {
        accountId,
        role,
        email: `${accountId}@ornek.com`,
        firstName,
        lastName,
        phone: null,
        passwordHash: 'x',
        coach: null,
        advisor: null,
        consent: null,
        registeredAt: at(0),
        createdBy: 'test',
      });
    await person('adv', 'ADVISOR', 'Ayşe', 'Yılmaz');
    await person('coach', 'COACH', 'Mehmet', 'Kaya');
    await append(storage.store, 'student-s1', 'StudentCreated', {
      studentId: 's1',
      firstName: 'Elif',
      lastName: 'Öztürk',
      classLevel: '12',
      examTarget: 'YKS',
      school: null,
      phone: null,
      advisorId: 'adv',
      createdBy: 'test',
      createdAt: at(0),
    });
  }

  it('tells a student with an account of coach messages, new homework and program changes, once per week and hour', async () => {
    await start();
    await seedPeople();
    const notificationsOf = (userId: string) =>
      storage.db
        .selectFrom('notifications')
        .select(['title', 'message', 'data'])
        .where('user_id', '=', userId)
        .orderBy('position')
        .execute();
    // Before Elif has an account, nothing is raised for her; her account arrives by invitation.
    await append(storage.store, 'coaching-thread-s1', 'CoachingMessageSent', {
      messageId: 'c0',
      studentId: 's1',
      coachId: 'coach',
      senderType: 'COACH',
      senderId: 'coach',
      content: 'Hesabın açılmadan önce',
      sentAt: at(1),
    });
    await append(storage.store, 'account-stu', 'AccountRegistered', {
      accountId: 'stu',
      role: 'STUDENT',
      email: 'stu@ornek.com',
      firstName: 'Elif',
      lastName: 'Öztürk',
      phone: null,
      passwordHash: 'x',
      coach: null,
      advisor: null,
      consent: null,
      registeredAt: at(2),
      createdBy: 'test',
      studentId: 's1',
    });
    await append(storage.store, 'coaching-thread-s1', 'CoachingMessageSent', {
      messageId: 'c1',
      studentId: 's1',
      coachId: 'coach',
      senderType: 'COACH',
      senderId: 'coach',
      content: 'Yarınki denemeye erken yat',
      sentAt: at(3),
    });
    await append(storage.store, 'coaching-thread-s1', 'CoachingMessageSent', {
      messageId: 'c2',
      studentId: 's1',
      coachId: 'coach',
      senderType: 'STUDENT',
      senderId: 'stu',
      content: 'Tamam hocam',
      sentAt: at(4),
    });
    await append(storage.store, 'student-record-s1', 'HomeworkAssigned', {
      homeworkId: 'h1',
      studentId: 's1',
      coachId: 'coach',
      title: 'Paragraf: 30 soru',
      courseId: 'tyt-tr',
      topicIds: [],
      targetQuestions: 30,
      targetMinutes: null,
      description: null,
      dueAt: '2026-11-27T20:59:00.000Z',
      assignedBy: 'coach',
      at: at(5),
    });
    const block = (blockId: string, startTime: string) => ({
      studentId: 's1',
      week: '2026-W48',
      blockId,
      day: 3,
      startTime,
      durationMinutes: 30,
      courseId: 'ayt-mat',
      topicId: null,
      activity: 'SORU_COZME',
      targetQuestions: 20,
      targetMinutes: null,
      note: null,
      source: 'TEMPLATE',
      plannedBy: 'coach',
      at: at(6),
    });
    await append(storage.store, 'student-record-s1', 'StudyBlockPlanned', block('b1', '17:00'));
    const last = await append(storage.store, 'student-record-s1', 'StudyBlockPlanned', block('b2', '18:00'));
    await runner.waitFor(last.position, ['notifications']);

    const forStudent = await notificationsOf('stu');
    expect(forStudent.map((n) => n.title)).toEqual([
      'Koçundan yeni mesaj',
      'Yeni ödev',
      // Two blocks planned within the hour are one word, however the log was batched.
      'Haftalık programın güncellendi',
    ]);
    expect(forStudent[0]).toMatchObject({
      message: 'Mehmet Kaya: Yarınki denemeye erken yat',
      data: { url: '/ogrenci/mesajlar', coachingThread: 's1' },
    });
    expect(forStudent[1]).toMatchObject({
      message: '“Paragraf: 30 soru” – son teslim 27 Kasım Cuma.',
      data: { kind: 'STUDENT_HOMEWORK_ASSIGNED', url: '/ogrenci' },
    });
    // Her own message goes to the coach only.
    const forCoach = await notificationsOf('coach');
    expect(forCoach.at(-1)).toMatchObject({
      title: 'Öğrenciden yeni mesaj',
      message: 'Elif Öztürk: Tamam hocam',
    });
  });

  it('tells each linked parent of homework given to their child; an older event without parents, nobody', async () => {
    await start();
    await seedPeople();
    const homework = (homeworkId: string, title: string, minute: number, parentIds?: string[]) =>
      append(storage.store, `homework-${homeworkId}`, 'HomeworkAssigned', {
        homeworkId,
        studentId: 's1',
        coachId: 'coach',
        title,
        courseId: 'tyt-tr',
        topicIds: [],
        targetQuestions: 30,
        targetMinutes: null,
        description: null,
        dueAt: '2026-11-27T20:59:00.000Z',
        assignedBy: 'coach',
        ...(parentIds ? { parentIds } : {}),
        at: at(minute),
      });
    await homework('h0', 'Eski ödev', 1);
    const last = await homework('h1', 'Paragraf: 30 soru', 2, ['mom', 'dad']);
    await runner.waitFor(last.position, ['notifications']);

    for (const parent of ['mom', 'dad']) {
      const { notifications } = await listNotificationsQuery(storage.db, parent, 1, 10);
      expect(notifications).toHaveLength(1);
      expect(notifications[0]).toMatchObject({
        type: 'SYSTEM_NOTIFICATION',
        title: 'Yeni ödev verildi',
        message: 'Elif Öztürk – “Paragraf: 30 soru” ödevi verildi; son teslim 27 Kasım Cuma.',
        isRead: false,
        data: { kind: 'PARENT_HOMEWORK_ASSIGNED', homeworkId: 'h1', studentId: 's1' },
      });
    }
    // The coach who gave it is not told of it.
    expect((await listNotificationsQuery(storage.db, 'coach', 1, 10)).total).toBe(0);
  });

  it('raises Turkish notifications for notes, messages and assignments, to the right person', async () => {
    await start();
    await seedPeople();
    await append(storage.store, 'roster-adv', 'CoachAssigned', {
      advisorId: 'adv',
      studentId: 's1',
      coachId: 'coach',
      previousCoachId: null,
      at: at(1),
    });
    // A mentor placing their own new student is not told about it.
    await append(
      storage.store,
      'roster-coach',
      'CoachAssigned',
      { advisorId: 'coach', studentId: 's2', coachId: 'coach', previousCoachId: null, at: at(1) },
      { actorId: 'coach' },
    );
    await append(storage.store, 'note-n1', 'NoteSent', {
      noteId: 'n1',
      advisorId: 'adv',
      coachId: 'coach',
      studentId: 's1',
      content: 'Deneme sonuçlarına bakalım',
      priority: 'HIGH',
      pageContext: '/advisor/students/s1',
      sentAt: at(2),
    });
    await append(storage.store, 'note-n1', 'NoteReplied', {
      noteId: 'n1',
      coachId: 'coach',
      reply: 'Bu hafta iki ek deneme planladım',
      repliedAt: at(3),
      markedRead: true,
    });
    await append(storage.store, 'conversation-adv--coach', 'MessageSent', {
      messageId: 'm1',
      conversationId: 'adv--coach',
      advisorId: 'adv',
      participantId: 'coach',
      participantType: 'COACH',
      senderType: 'COACH',
      senderId: 'coach',
      recipientId: 'adv',
      content: 'Merhaba, yarın müsait misiniz?',
      sentAt: at(4),
    });
    // The advisor reads the message, and a second message stays unread.
    await append(storage.store, 'conversation-adv--coach', 'MessageRead', {
      messageId: 'm1',
      conversationId: 'adv--coach',
      readerId: 'adv',
      readAt: at(5),
    });
    const last = await append(storage.store, 'conversation-adv--coach', 'MessageSent', {
      messageId: 'm2',
      conversationId: 'adv--coach',
      advisorId: 'adv',
      participantId: 'coach',
      participantType: 'COACH',
      senderType: 'COACH',
      senderId: 'coach',
      recipientId: 'adv',
      content: 'Saat 15 uygun olur.',
      sentAt: at(6),
    });
    await runner.waitFor(last.position, ['notifications']);

    const coach = await listNotificationsQuery(storage.db, 'coach', 1, 20);
    expect(coach.notifications.map((n) => [n.type, n.title, n.message])).toEqual([
      [
        'NEW_NOTE',
        'Yeni danışman notu',
        'Ayşe Yılmaz, Elif Öztürk hakkında yeni bir not gönderdi (yüksek öncelik).',
      ],
      ['STUDENT_JOINED', 'Yeni öğrenci', 'Elif Öztürk size atandı.'],
    ]);
    // The coach replied to the note, which read it: its notification is read with it.
    expect(coach.notifications[0]).toMatchObject({
      isRead: true,
      readAt: at(3),
      createdAt: at(2),
      data: { noteId: 'n1', advisorId: 'adv', studentId: 's1', priority: 'HIGH' },
    });
    const advisor = await listNotificationsQuery(storage.db, 'adv', 1, 20);
    expect(advisor.notifications.map((n) => [n.type, n.message, n.isRead])).toEqual([
      ['MESSAGE_RECEIVED', 'Mehmet Kaya: Saat 15 uygun olur.', false],
      ['MESSAGE_RECEIVED', 'Mehmet Kaya: Merhaba, yarın müsait misiniz?', true],
      [
        'NOTE_REPLIED',
        'Mehmet Kaya, Elif Öztürk hakkındaki notunuzu yanıtladı: “Bu hafta iki ek deneme planladım”',
        false,
      ],
    ]);
    expect(advisor.unreadCount).toBe(2);
    // Only the coach's own notification changed: the STUDENT_JOINED one is still unread.
    expect(coach.notifications[1]).toMatchObject({ type: 'STUDENT_JOINED', isRead: false });
    expect(committed.some((c) => c.projector === 'notifications' && c.size > 0)).toBe(true);
  });

  it('gives the same table whether a read shares its batch with the notification or comes later', async () => {
    await start();
    await seedPeople();
    const noteSent = (noteId: string, minute: number) =>
      append(storage.store, `note-${noteId}`, 'NoteSent', {
        noteId,
        advisorId: 'adv',
        coachId: 'coach',
        studentId: 's1',
        content: `Not ${noteId}`,
        priority: 'HIGH',
        pageContext: '/advisor/students',
        sentAt: at(minute),
      });
    const noteRead = (noteId: string, minute: number) =>
      append(storage.store, `note-${noteId}`, 'NoteRead', { noteId, coachId: 'coach', readAt: at(minute) });
    await noteSent('b', 11);
    const sentB = (await storage.store.readStream('note-b'))[0]!;
    await noteSent('a', 10);
    await noteRead('a', 12); // opening note a marks its notification read at 12…
    await append(storage.store, 'notification-state-coach', 'NotificationRead', {
      userId: 'coach',
      notificationId: notificationIdFor(sentB.id, 'coach'),
      at: at(13),
    });
    await noteRead('a', 14); // …and a second opening does not move it
    await noteRead('b', 15);
    const last = await noteSent('c', 16);
    await runner.waitFor(last.position, ['notifications']);
    await runner.stop();

    const table = () => storage.db.selectFrom('notifications').selectAll().orderBy('id').execute();
    const tables = [];
    for (const batchSize of [1, 2, 3, 1000]) {
      await resetProjection(storage.db, notificationsProjector);
      runner = new ProjectionRunner({
        store: storage.store,
        db: storage.db,
        sql: storage.sql,
        projectors: [notificationsProjector],
        batchSize,
      });
      runner.start();
      await runner.waitFor(last.position, ['notifications']);
      await runner.stop();
      tables.push(await table());
    }
    const coachRows = tables[0]!.filter((n) => n.user_id === 'coach' && n.type === 'NEW_NOTE');
    expect(
      coachRows
        .map((n) => [
          (n.data as unknown as { noteId: string }).noteId,
          n.is_read,
          n.read_at && new Date(n.read_at).toISOString(),
        ])
        .sort(),
    ).toEqual([
      ['a', true, at(12)],
      ['b', true, at(13)],
      ['c', false, null],
    ]);
    for (const other of tables.slice(1)) expect(other).toEqual(tables[0]);
  });

  it('applies read, all-read and delete in log order, and a rebuild gives the same table', async () => {
    await start();
    await seedPeople();
    for (const [i, noteId] of ['a', 'b', 'c'].entries())
      await append(storage.store, `note-${noteId}`, 'NoteSent', {
        noteId,
        advisorId: 'adv',
        coachId: 'coach',
        studentId: 's1',
        content: `Not ${noteId}`,
        priority: 'NORMAL',
        pageContext: '/advisor/students',
        sentAt: at(10 + i),
      });
    const head = (await storage.store.committedHead())!;
    await runner.waitFor(head, ['notifications']);
    const [c, b, a] = (await listNotificationsQuery(storage.db, 'coach', 1, 20)).notifications;
    const state = 'notification-state-coach';
    await append(storage.store, state, 'NotificationRead', {
      userId: 'coach',
      notificationId: a!.id,
      at: at(20),
    });
    await append(storage.store, state, 'NotificationDeleted', {
      userId: 'coach',
      notificationId: c!.id,
      at: at(21),
    });
    const positionOfB = (
      await storage.db
        .selectFrom('notifications')
        .select('position')
        .where('id', '=', b!.id)
        .executeTakeFirstOrThrow()
    ).position;
    const last = await append(storage.store, state, 'AllNotificationsRead', {
      userId: 'coach',
      upTo: positionOfB,
      at: at(22),
    });
    await runner.waitFor(last.position, ['notifications']);

    const after = await listNotificationsQuery(storage.db, 'coach', 1, 20);
    expect(after.notifications.map((n) => [n.id, n.isRead, n.readAt])).toEqual([
      [b!.id, true, at(22)],
      [a!.id, true, at(20)],
    ]);
    expect(after.unreadCount).toBe(0);

    const snapshot = await storage.db.selectFrom('notifications').selectAll().orderBy('id').execute();
    await resetProjection(storage.db, notificationsProjector);
    await runner.waitFor(last.position, ['notifications']).catch(() => {});
    // The reset moved the checkpoint back; wait until the replay has caught up again.
    for (let i = 0; i < 100; i++) {
      const { position } = await storage.db
        .selectFrom('projection_checkpoints')
        .select('position')
        .where('name', '=', 'notifications')
        .executeTakeFirstOrThrow();
      if (position !== null && position >= last.position) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await storage.db.selectFrom('notifications').selectAll().orderBy('id').execute()).toEqual(
      snapshot,
    );
  });
});
