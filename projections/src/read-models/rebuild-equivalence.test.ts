import { afterEach, describe, expect, it } from 'vitest';
import type { Projector } from '../projector';
import { ProjectionRunner, resetProjection } from '../runner';
import { appendToStream, openTestStorage, TEST_STORAGE_KINDS, type TestStorage } from '../testing';
import { notesProjector } from './notes/projector';
import { notificationIdFor, notificationsProjector } from './notifications/projector';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 22, 9, minute)).toISOString();
const projectors: Projector[] = [notesProjector, notificationsProjector];

/**
 * The notes and notifications projectors fold a batch in memory and write it with one statement per table;
 * whatever the batch boundaries, and whether rows are replayed from empty or rebuilt over old rows, the
 * read models must come out the same as when the log is applied one event at a time.
 */
describe.each(TEST_STORAGE_KINDS)('notes and notifications over any batch size on %s', (kind) => {
  let storage: TestStorage;
  afterEach(async () => storage.close());

  async function append(stream: string, type: string, data: unknown) {
    const { ids, ...result } = await appendToStream(storage.store, stream, [{ type, data }]);
    return { id: ids[0]!, ...result };
  }

  async function writeLog() {
    const person = (accountId: string, role: string, firstName: string, lastName: string) =>
      append(`account-${accountId}`, 'AccountRegistered', {
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
    const student = (studentId: string, firstName: string) =>
      append(`student-${studentId}`, 'StudentCreated', {
        studentId,
        firstName,
        lastName: 'Öztürk',
        classLevel: '12',
        examTarget: 'YKS',
        school: null,
        phone: null,
        advisorId: 'adv',
        createdBy: 'test',
        createdAt: at(0),
      });
    const sent = (noteId: string, coachId: string, studentId: string, minute: number) =>
      append(`note-${noteId}`, 'NoteSent', {
        noteId,
        advisorId: 'adv',
        coachId,
        studentId,
        content: `Not ${noteId}: paragraf  sorularında   süreyi planlayalım`,
        priority: (['HIGH', 'MEDIUM', 'NORMAL'] as const)[minute % 3],
        pageContext: '/advisor/students',
        sentAt: at(minute),
      });
    const read = (noteId: string, coachId: string, minute: number) =>
      append(`note-${noteId}`, 'NoteRead', { noteId, coachId, readAt: at(minute) });
    const replied = (noteId: string, coachId: string, minute: number, markedRead: boolean) =>
      append(`note-${noteId}`, 'NoteReplied', {
        noteId,
        coachId,
        reply: `Yanıt ${noteId}: Işıl ile çalışacağız`,
        repliedAt: at(minute),
        markedRead,
      });

    await person('adv', 'ADVISOR', 'Ayşe', 'Yılmaz');
    await person('coach', 'COACH', 'Mehmet', 'Kaya');
    await student('s1', 'Elif');
    // s2 is named only after its first note: that notification keeps the fallback name.
    const first = await sent('n1', 'coach', 's2', 1);
    await student('s2', 'Can');
    await person('coach2', 'COACH', 'Zeynep', 'Demir');
    for (let i = 2; i <= 12; i++) await sent(`n${i}`, i % 2 ? 'coach2' : 'coach', i % 3 ? 's1' : 's2', i);
    // Reads and replies near and far from their notes, some twice, a reply without a read.
    for (let i = 12; i >= 1; i -= 2) await read(`n${i}`, i % 2 ? 'coach2' : 'coach', 20 + i);
    await append('account-coach', 'ProfileUpdated', {
      accountId: 'coach',
      lastName: 'Kara',
      updatedAt: at(30),
    });
    for (let i = 1; i <= 12; i += 3) await replied(`n${i}`, i % 2 ? 'coach2' : 'coach', 40 + i, i % 2 === 1);
    await read('n2', 'coach', 55);
    await append('notification-state-coach', 'NotificationRead', {
      userId: 'coach',
      notificationId: notificationIdFor(first.id, 'coach'),
      at: at(56),
    });
    await sent('n13', 'coach', 's1', 57);
    await append('notification-state-adv', 'AllNotificationsRead', {
      userId: 'adv',
      upTo: (await storage.store.committedHead())!,
      at: at(58),
    });
    await read('n13', 'coach', 59);
    const n3 = (await storage.store.readStream('note-n3'))[0]!;
    await append('notification-state-coach2', 'NotificationDeleted', {
      userId: 'coach2',
      notificationId: notificationIdFor(n3.id, 'coach2'),
      at: at(60),
    });
    return (await storage.store.committedHead())!;
  }

  const snapshot = async () => ({
    notes: await storage.db.selectFrom('notes').selectAll().orderBy('id').execute(),
    notifications: await storage.db.selectFrom('notifications').selectAll().orderBy('id').execute(),
    subjects: await storage.db.selectFrom('notification_subjects').selectAll().orderBy('id').execute(),
    noteRefs: await storage.db.selectFrom('notification_notes').selectAll().orderBy('note_id').execute(),
  });

  it('gives the same rows in batches of 1, 7 and 2,000, and after a rebuild over old rows', async () => {
    storage = await openTestStorage(kind);
    const head = await writeLog();
    const results = [];
    for (const batchSize of [1, 7, 2000]) {
      for (const p of projectors) await resetProjection(storage.db, p);
      const runner = new ProjectionRunner({ ...storage, projectors, batchSize });
      runner.start();
      await runner.waitFor(head);
      if (batchSize === 2000) {
        results.push(await snapshot());
        await runner.rebuild(); // replay into fresh tables and swap them in, as `pnpm bench:rebuild` measures
      }
      await runner.stop();
      results.push(await snapshot());
    }
    const [oneByOne, ...others] = results;
    expect(oneByOne!.notes).toHaveLength(13);
    expect(oneByOne!.notifications.length).toBeGreaterThan(20);
    // The log's own effects are there: read by opening, by id, all read, deleted, renamed, fallback name.
    const byNote = (type: string, noteId: string) =>
      oneByOne!.notifications.find(
        (n) => n.type === type && (n.data as unknown as { noteId: string }).noteId === noteId,
      );
    expect(byNote('NEW_NOTE', 'n1')?.message).toContain('bir öğrenci');
    expect(byNote('NEW_NOTE', 'n6')?.message).toContain('Can Öztürk');
    expect(byNote('NEW_NOTE', 'n1')?.is_read).toBe(true);
    expect(byNote('NEW_NOTE', 'n3')).toBeUndefined();
    expect(byNote('NEW_NOTE', 'n13')?.is_read).toBe(true);
    expect(byNote('NOTE_REPLIED', 'n4')?.message).toContain('Mehmet Kara');
    expect(byNote('NOTE_READ', 'n12')?.message).toContain('Mehmet Kaya');
    expect(byNote('NOTE_READ', 'n13')?.is_read).toBe(false);
    expect(oneByOne!.notifications.filter((n) => n.user_id === 'adv' && !n.is_read)).toHaveLength(1);
    const n4 = oneByOne!.notes.find((n) => n.id === 'n4')!;
    expect([n4.is_read, n4.coach_reply, n4.search_text]).toEqual([
      true,
      'Yanıt n4: Işıl ile çalışacağız',
      'not n4: paragraf sorularinda sureyi planlayalim yanit n4: isil ile calisacagiz',
    ]);
    for (const other of others) expect(other).toEqual(oneByOne);
    // Three runs and a rebuild: 3–10 s alone, over 30 s while other test files load the same database server.
  }, 90_000);
});
