import { uuidV5 } from '@pusula/eventstore';
import { type Insertable, sql, type Transaction } from 'kysely';
import type { ProjectedEvent, Projector } from '../../projector';
import type { ReadModels } from '../../schema';
import { type ColumnTypes, inJsonList, insertJsonRows } from '../json-rows';
import {
  FALLBACK_NAMES,
  type NotificationText,
  PARENT_CALL_PAGE,
  STUDENT_PAGES,
  texts,
} from './notification-texts';
import type { NotificationNotesTable, NotificationsTable } from './tables';

type Trx = Transaction<ReadModels>;
type NoteRef = Omit<NotificationNotesTable, 'note_id'>;
/** The `data` keys a notification is found by when what it told of is opened. */
const SUBJECT_KEYS = ['noteId', 'messageId', 'studentId', 'coachingThread'] as const;
type SubjectKey = (typeof SUBJECT_KEYS)[number];
type StateChange =
  | { kind: 'read'; userId: string; notificationId: string; at: string }
  | { kind: 'allRead'; userId: string; upTo: string; at: string }
  | { kind: 'deleted'; userId: string; notificationId: string }
  /** The user opened what a notification told of (a note, a message): that notification is read too. */
  | {
      kind: 'seen';
      userId: string;
      about: SubjectKey;
      id: string;
      at: string;
      /** A thread read through a message: that thread's NEW_MESSAGE notifications up to here. */
      thread?: { upTo: string };
    };

/** Deterministic: a replay raises the same notification with the same id. */
export const notificationIdFor = (eventId: string, userId: string) =>
  uuidV5(`notification:${eventId}:${userId}`);

const NOTIFICATION_COLUMNS: ColumnTypes = {
  id: 'text',
  user_id: 'text',
  type: 'text',
  title: 'text',
  message: 'text',
  data: 'jsonb',
  is_read: 'boolean',
  read_at: 'timestamptz',
  created_at: 'timestamptz',
  position: 'text',
};
const NOTE_COLUMNS: ColumnTypes = {
  note_id: 'text',
  advisor_id: 'text',
  coach_id: 'text',
  student_id: 'text',
};
const SUBJECT_COLUMNS: ColumnTypes = { id: 'text', name: 'text' };
const STUDENT_ACCOUNT_COLUMNS: ColumnTypes = { student_id: 'text', account_id: 'text' };

/**
 * Raises notifications from domain events (notes, messages, assignments) and applies what users did with
 * them (read, all read, deleted — events of their notification-state streams), all in log order, so a
 * rebuild gives the same table. Names for the wording are kept in its own small tables.
 */
export const notificationsProjector: Projector = {
  name: 'notifications',
  // 2: reading a note or a message marks its notification read. 3: a batch's own changes apply to the
  // notifications it raised in memory, each only to those raised before it. 4: students with an account
  // are told of their coach's messages, new homework and changes to their weekly program; parents of
  // the messages in their child's family thread. 5: parents are told of homework given to their child.
  // 6: the coach is told of a topic state the student set on their konu takibi checklist.
  version: 6,
  handles: [
    'AccountRegistered',
    'ProfileUpdated',
    'StudentCreated',
    'NoteSent',
    'NoteRead',
    'NoteReplied',
    'MessageSent',
    'MessageRead',
    // Family threads (features/family-messages): a parent's message reaches the coach, any message the parents.
    'FamilyMessageSent',
    'FamilyThreadRead',
    'CoachAssigned',
    'NotificationRead',
    'AllNotificationsRead',
    'NotificationDeleted',
    // Video calls (features/video): the invitation raises an APPOINTMENT_REQUEST for the coach.
    'VideoCallStarted',
    // Student record (features/student-record): homework reminders and the parents' weekly summary.
    'HomeworkReminderDue',
    'WeeklySummaryPrepared',
    // The student app: what the student entered themselves reaches their coach (and refreshes the record).
    'StudyBlockProgressRecorded',
    'HomeworkCompleted',
    'MockExamRecorded',
    'TopicStateSet',
    // The student's own account (features/coaching-messages, student-record): what reaches their phone.
    'CoachingMessageSent',
    'CoachingThreadRead',
    'HomeworkAssigned',
    'StudyBlockPlanned',
    'StudyBlockChanged',
    'StudyBlockRemoved',
  ],
  tables: ['notifications', 'notification_subjects', 'notification_notes', 'notification_student_accounts'],
  indexesAfterRebuild: ['notifications_position_user'],

  async apply(trx, events) {
    const batch = await loadContext(trx, events);
    const raised = new RaisedInBatch();
    const changes: PendingChange[] = [];
    for (const event of events) {
      const raise: Raise = (userId, text, data, at, id = notificationIdFor(event.id, userId)) =>
        raised.add({
          id,
          user_id: userId,
          type: text.type,
          title: text.title,
          message: text.message,
          data,
          is_read: false,
          read_at: null,
          created_at: at,
          position: event.position,
        });
      // A change applies to what was raised before it in the log, not to what follows in the batch.
      project(event, batch, raise, { push: (change) => changes.push({ change, before: raised.size }) });
    }
    await save(trx, batch, raised, changes);
  },
};

/** Raises one notification; `id` only where several events share one notification (else one per event). */
type Raise = (
  userId: string,
  text: NotificationText,
  data: Record<string, unknown>,
  at: string,
  id?: string,
) => void;

interface PendingChange {
  change: StateChange;
  /** How many of the batch's notifications were raised before this change. */
  before: number;
}

/** A notification row as written: `data` stays an object, the whole batch is serialised once. */
type RaisedRow = Omit<Insertable<NotificationsTable>, 'data'> & {
  data: Record<string, unknown>;
  is_read: boolean;
};

/**
 * The notifications a batch raises, before they are written: the batch's own later events (a note read
 * right after it was sent, as in every replay) change them here, in memory, instead of with an UPDATE each.
 */
class RaisedInBatch {
  private readonly rows: RaisedRow[] = [];
  private readonly byId = new Map<string, number>();
  /** `user|about|id` → rows whose data names that note, message or student. */
  private readonly bySubject = new Map<string, number[]>();
  private readonly deleted = new Set<number>();

  get size() {
    return this.rows.length;
  }

  add(row: RaisedRow) {
    // One event raising the same user's notification twice (a parent listed twice): the first one stands,
    // as the insert's ON CONFLICT DO NOTHING would keep it, and later changes apply to that one.
    if (this.byId.has(row.id)) return;
    const index = this.rows.push(row) - 1;
    this.byId.set(row.id, index);
    for (const about of SUBJECT_KEYS) {
      const id = row.data[about];
      if (typeof id !== 'string') continue;
      const key = `${row.user_id}|${about}|${id}`;
      const rows = this.bySubject.get(key);
      if (rows) rows.push(index);
      else this.bySubject.set(key, [index]);
    }
  }

  /**
   * Applies a change to the rows raised before it. True when no stored row can be concerned, so the
   * change needs no statement: its notification (one id, or the one a note or message raised for this
   * user) was raised by this batch.
   */
  apply(change: StateChange, before: number): boolean {
    const markRead = (index: number) => {
      const row = this.rows[index]!;
      if (index >= before || row.is_read || this.deleted.has(index)) return;
      row.is_read = true;
      row.read_at = change.kind === 'deleted' ? null : change.at;
    };
    switch (change.kind) {
      case 'read':
      case 'deleted': {
        const index = this.byId.get(change.notificationId);
        if (index === undefined) return false;
        if (index < before && this.rows[index]!.user_id === change.userId) {
          if (change.kind === 'read') markRead(index);
          else this.deleted.add(index);
        }
        return true;
      }
      case 'allRead':
        for (let i = 0; i < before; i++) {
          const row = this.rows[i]!;
          if (row.user_id === change.userId && row.position! <= change.upTo) markRead(i);
        }
        return false;
      case 'seen': {
        const rows = this.bySubject.get(`${change.userId}|${change.about}|${change.id}`) ?? [];
        for (const i of rows) {
          const row = this.rows[i]!;
          if (!change.thread || (row.type === 'NEW_MESSAGE' && row.position! <= change.thread.upTo))
            markRead(i);
        }
        return !change.thread && rows.some((i) => i < before);
      }
    }
  }

  /** What is left to insert. */
  toInsert(): RaisedRow[] {
    return this.rows.filter((_, i) => !this.deleted.has(i));
  }
}

interface BatchContext {
  names: Map<string, string>;
  changedNames: Map<string, string>;
  notes: Map<string, NoteRef>;
  newNotes: Map<string, NoteRef>;
  /** studentId → the student's own account, where they have one. */
  studentAccounts: Map<string, string>;
  newStudentAccounts: Map<string, string>;
}

/** One query each for the names and notes a batch refers to. */
async function loadContext(trx: Trx, events: readonly ProjectedEvent[]): Promise<BatchContext> {
  const subjectIds = new Set<string>();
  const sentInBatch = new Set<string>();
  const noteIds = new Set<string>();
  const studentIds = new Set<string>();
  for (const e of events) {
    if (STUDENT_FACING.has(e.type) && typeof (e.data as { studentId?: unknown }).studentId === 'string')
      studentIds.add((e.data as { studentId: string }).studentId);
    const d = e.data as Record<string, unknown>;
    for (const key of ['advisorId', 'coachId', 'studentId', 'senderId', 'accountId'])
      if (typeof d[key] === 'string') subjectIds.add(d[key] as string);
    if (e.type === 'NoteSent') sentInBatch.add(e.data.noteId);
    // A note sent earlier in this batch is known from its NoteSent, whatever is stored: no lookup.
    else if ((e.type === 'NoteRead' || e.type === 'NoteReplied') && !sentInBatch.has(e.data.noteId))
      noteIds.add(e.data.noteId);
  }
  // Notes first: a read or reply names the note's advisor and student, which the event does not carry.
  const notes = noteIds.size
    ? await trx
        .selectFrom('notification_notes')
        .selectAll()
        .where('note_id', '=', inJsonList(noteIds))
        .execute()
    : [];
  for (const n of notes) for (const id of [n.advisor_id, n.coach_id, n.student_id]) subjectIds.add(id);
  const subjects = subjectIds.size
    ? await trx
        .selectFrom('notification_subjects')
        .selectAll()
        .where('id', '=', inJsonList(subjectIds))
        .execute()
    : [];
  const accounts = studentIds.size
    ? await trx
        .selectFrom('notification_student_accounts')
        .selectAll()
        .where('student_id', '=', inJsonList(studentIds))
        .execute()
    : [];
  return {
    names: new Map(subjects.map((s) => [s.id, s.name])),
    changedNames: new Map(),
    notes: new Map(notes.map(({ note_id, ...ref }) => [note_id, ref])),
    newNotes: new Map(),
    studentAccounts: new Map(accounts.map((a) => [a.student_id, a.account_id])),
    newStudentAccounts: new Map(),
  };
}

/** Events that may tell a student with an account something: their account is looked up for these. */
const STUDENT_FACING = new Set([
  'CoachingMessageSent',
  'CoachingThreadRead',
  'HomeworkAssigned',
  'HomeworkReminderDue',
  'StudyBlockPlanned',
  'StudyBlockChanged',
  'StudyBlockRemoved',
  // A coach's own call rings her student's phone.
  'VideoCallStarted',
]);

function project(
  event: ProjectedEvent,
  batch: BatchContext,
  raise: Raise,
  changes: { push(change: StateChange): void },
) {
  const name = (id: string, fallback: string) => batch.names.get(id) ?? fallback;
  const setName = (id: string, value: string) => {
    batch.names.set(id, value);
    batch.changedNames.set(id, value);
  };
  /** The student's own account, unless it is the one who did it (nobody needs news of their own act). */
  const studentAccount = (studentId: string) => {
    const account = batch.studentAccounts.get(studentId);
    return account && account !== event.metadata.actorId ? account : null;
  };
  switch (event.type) {
    case 'AccountRegistered': {
      const d = event.data;
      if (d.role === 'STUDENT' && d.studentId && !batch.studentAccounts.has(d.studentId)) {
        batch.studentAccounts.set(d.studentId, d.accountId);
        batch.newStudentAccounts.set(d.studentId, d.accountId);
      }
      return setName(d.accountId, `${d.firstName} ${d.lastName}`);
    }
    case 'StudentCreated':
      return setName(event.data.studentId, `${event.data.firstName} ${event.data.lastName}`);
    case 'ProfileUpdated': {
      const d = event.data;
      if (d.firstName === undefined && d.lastName === undefined) return;
      const [first = '', ...rest] = (batch.names.get(d.accountId) ?? '').split(' ');
      return setName(d.accountId, `${d.firstName ?? first} ${d.lastName ?? rest.join(' ')}`.trim());
    }
    case 'NoteSent': {
      const d = event.data;
      const ref = { advisor_id: d.advisorId, coach_id: d.coachId, student_id: d.studentId };
      batch.notes.set(d.noteId, ref);
      batch.newNotes.set(d.noteId, ref);
      raise(
        d.coachId,
        texts.newNote(
          name(d.advisorId, FALLBACK_NAMES.advisor),
          name(d.studentId, FALLBACK_NAMES.student),
          d.priority,
        ),
        {
          noteId: d.noteId,
          advisorId: d.advisorId,
          studentId: d.studentId,
          priority: d.priority,
          pageContext: d.pageContext,
        },
        d.sentAt,
      );
      return;
    }
    case 'NoteRead':
    case 'NoteReplied': {
      const ref = batch.notes.get(event.data.noteId);
      if (!ref) return; // a note this projector never saw sent: nothing to say
      const coach = name(ref.coach_id, FALLBACK_NAMES.coach);
      const student = name(ref.student_id, FALLBACK_NAMES.student);
      const data = { noteId: event.data.noteId, coachId: ref.coach_id, studentId: ref.student_id };
      const at = event.type === 'NoteRead' ? event.data.readAt : event.data.repliedAt;
      changes.push({ kind: 'seen', userId: ref.coach_id, about: 'noteId', id: event.data.noteId, at });
      if (event.type === 'NoteRead')
        raise(ref.advisor_id, texts.noteRead(coach, student), data, event.data.readAt);
      else
        raise(
          ref.advisor_id,
          texts.noteReplied(coach, student, event.data.reply),
          data,
          event.data.repliedAt,
        );
      return;
    }
    case 'MessageSent': {
      const d = event.data;
      if (!d.recipientId) return; // sent to a student before students had accounts: nobody to notify
      // An advisor's message to a student's account opens the student app's Mesajlar page.
      const toStudent = d.participantType === 'STUDENT' && d.senderType === 'ADVISOR';
      raise(
        d.recipientId,
        texts.messageReceived(name(d.senderId, FALLBACK_NAMES.someone), d.content),
        {
          messageId: d.messageId,
          conversationId: d.conversationId,
          senderId: d.senderId,
          senderType: d.senderType,
          ...(toStudent ? { url: STUDENT_PAGES.messages } : {}),
        },
        d.sentAt,
      );
      return;
    }
    case 'MessageRead': {
      const d = event.data;
      changes.push({ kind: 'seen', userId: d.readerId, about: 'messageId', id: d.messageId, at: d.readAt });
      return;
    }
    case 'FamilyThreadRead': {
      const d = event.data;
      const thread = { upTo: event.position };
      changes.push({
        kind: 'seen',
        userId: d.readerId,
        about: 'studentId',
        id: d.studentId,
        at: d.readAt,
        thread,
      });
      return;
    }
    case 'FamilyMessageSent': {
      const d = event.data;
      const data = {
        messageId: d.messageId,
        studentId: d.studentId,
        senderId: d.senderId,
        senderType: d.senderType,
      };
      const sender = name(d.senderId, FALLBACK_NAMES.someone);
      const student = name(d.studentId, FALLBACK_NAMES.student);
      // The coach hears of a parent's message; every linked parent but the sender hears of any message.
      if (d.senderType === 'PARENT')
        raise(d.coachId, texts.familyMessage(sender, student, d.content), data, d.sentAt);
      for (const parentId of d.parentIds ?? [])
        if (parentId !== d.senderId)
          raise(parentId, texts.familyMessageToParent(sender, student, d.content), data, d.sentAt);
      return;
    }
    case 'CoachingMessageSent': {
      const d = event.data;
      const data = {
        kind: 'COACHING_MESSAGE',
        messageId: d.messageId,
        coachingThread: d.studentId,
        senderId: d.senderId,
        senderType: d.senderType,
      };
      if (d.senderType === 'STUDENT') {
        raise(
          d.coachId,
          texts.studentMessage(name(d.studentId, FALLBACK_NAMES.student), d.content),
          { ...data, studentId: d.studentId },
          d.sentAt,
        );
        return;
      }
      const account = studentAccount(d.studentId);
      if (account)
        raise(
          account,
          texts.coachMessage(name(d.senderId, FALLBACK_NAMES.coach), d.content),
          { ...data, url: STUDENT_PAGES.messages },
          d.sentAt,
        );
      return;
    }
    case 'CoachingThreadRead': {
      const d = event.data;
      changes.push({
        kind: 'seen',
        userId: d.readerId,
        about: 'coachingThread',
        id: d.studentId,
        at: d.readAt,
        thread: { upTo: event.position },
      });
      return;
    }
    case 'HomeworkAssigned': {
      const d = event.data;
      // The parents see the homework on their dashboard: the notification leads there.
      const student = name(d.studentId, FALLBACK_NAMES.student);
      for (const parentId of d.parentIds ?? [])
        raise(
          parentId,
          texts.homeworkAssignedToParent(student, d.title, d.dueAt),
          { kind: 'PARENT_HOMEWORK_ASSIGNED', homeworkId: d.homeworkId, studentId: d.studentId },
          d.at,
        );
      const account = studentAccount(d.studentId);
      if (account)
        raise(
          account,
          texts.homeworkAssigned(d.title, d.dueAt),
          { kind: 'STUDENT_HOMEWORK_ASSIGNED', homeworkId: d.homeworkId, url: STUDENT_PAGES.today },
          d.at,
        );
      return;
    }
    case 'StudyBlockPlanned':
    case 'StudyBlockChanged':
    case 'StudyBlockRemoved': {
      const d = event.data;
      const account = studentAccount(d.studentId);
      if (!account) return;
      // A template or a copied week plans many blocks at once: one word per week and hour is enough (a
      // change an hour later is news again). The shared id keeps the first (an insert of the same id does
      // nothing), however the log is batched.
      const hour = new Date(d.at).toISOString().slice(0, 13);
      raise(
        account,
        texts.weeklyPlanChanged(),
        { kind: 'STUDENT_PLAN_CHANGED', week: d.week, url: STUDENT_PAGES.week },
        d.at,
        uuidV5(`notification:plan:${account}:${d.studentId}:${d.week}:${hour}`),
      );
      return;
    }
    case 'CoachAssigned': {
      const d = event.data;
      // A mentor who added their own student needs no news of it.
      if (event.metadata.actorId === d.coachId) return;
      raise(
        d.coachId,
        texts.studentJoined(name(d.studentId, FALLBACK_NAMES.student)),
        { studentId: d.studentId, advisorId: d.advisorId },
        d.at,
      );
      return;
    }
    // Video calls (features/video): the coach invited to an advisor's call is asked to join it; a coach's
    // own call rings her student's account and the invited parents (push follows the notification).
    case 'VideoCallStarted': {
      const d = event.data;
      if (d.hostType === 'COACH' && d.coachId && d.studentId) {
        const coach = name(d.coachId, FALLBACK_NAMES.coach);
        const data = { callId: d.callId, coachId: d.coachId, studentId: d.studentId, kind: 'VIDEO_CALL' };
        const account = studentAccount(d.studentId);
        if (account)
          raise(
            account,
            texts.coachVideoCall(coach, null),
            { ...data, url: STUDENT_PAGES.today },
            d.startedAt,
          );
        const student = name(d.studentId, FALLBACK_NAMES.student);
        for (const parentId of d.parentIds ?? [])
          raise(
            parentId,
            texts.coachVideoCall(coach, student),
            { ...data, url: PARENT_CALL_PAGE },
            d.startedAt,
          );
        return;
      }
      if (!d.coachId || !d.advisorId) return; // a student has no account to notify
      raise(
        d.coachId,
        texts.videoCallRequest(
          name(d.advisorId, FALLBACK_NAMES.advisor),
          d.studentId ? name(d.studentId, FALLBACK_NAMES.student) : null,
        ),
        {
          callId: d.callId,
          advisorId: d.advisorId,
          studentId: d.studentId,
          roomUrl: `/video-room/${d.callId}`,
        },
        d.startedAt,
      );
      return;
    }
    // Student record: a homework reminder to the coach and the linked parents, the weekly digest to parents.
    case 'HomeworkReminderDue': {
      const d = event.data;
      const student = name(d.studentId, FALLBACK_NAMES.student);
      const data = { homeworkId: d.homeworkId, studentId: d.studentId, kind: d.kind, dueAt: d.dueAt };
      if (d.coachId) raise(d.coachId, texts.homeworkReminder(d.kind, student, d.title, 'coach'), data, d.at);
      for (const parentId of d.parentIds ?? [])
        raise(parentId, texts.homeworkReminder(d.kind, student, d.title, 'parent'), data, d.at);
      const account = studentAccount(d.studentId);
      if (account)
        raise(
          account,
          texts.homeworkReminder(d.kind, student, d.title, 'student'),
          { ...data, url: STUDENT_PAGES.today },
          d.at,
        );
      return;
    }
    case 'WeeklySummaryPrepared': {
      const d = event.data;
      for (const parentId of d.parentIds)
        raise(
          parentId,
          texts.weeklySummary(d.studentName, d.figures),
          { studentId: d.studentId, week: d.week },
          d.at,
        );
      return;
    }
    case 'StudyBlockProgressRecorded': {
      const d = event.data;
      if (d.enteredBy !== 'STUDENT' || !d.coachId) return; // the coach's own entry needs no news
      raise(
        d.coachId,
        texts.studentProgress(name(d.studentId, FALLBACK_NAMES.student), d.doneQuestions, d.doneMinutes),
        { kind: 'STUDENT_PROGRESS', studentId: d.studentId, week: d.week, blockId: d.blockId },
        d.at,
      );
      return;
    }
    case 'HomeworkCompleted': {
      const d = event.data;
      if (d.enteredBy !== 'STUDENT' || !d.coachId) return;
      raise(
        d.coachId,
        texts.studentFinishedHomework(name(d.studentId, FALLBACK_NAMES.student), d.late),
        { kind: 'STUDENT_HOMEWORK_DONE', studentId: d.studentId, homeworkId: d.homeworkId },
        d.at,
      );
      return;
    }
    case 'MockExamRecorded': {
      const d = event.data;
      if (d.enteredBy !== 'STUDENT' || !d.coachId) return;
      raise(
        d.coachId,
        texts.studentEnteredMockExam(
          name(d.studentId, FALLBACK_NAMES.student),
          d.name,
          d.examType,
          d.totalNet,
        ),
        { kind: 'STUDENT_MOCK_EXAM', studentId: d.studentId, examId: d.examId },
        d.at,
      );
      return;
    }
    case 'TopicStateSet': {
      const d = event.data;
      if (d.enteredBy !== 'STUDENT' || !d.coachId) return;
      raise(
        d.coachId,
        texts.studentSetTopicState(name(d.studentId, FALLBACK_NAMES.student), d.state),
        { kind: 'STUDENT_TOPIC', studentId: d.studentId, courseId: d.courseId, topicId: d.topicId },
        d.at,
      );
      return;
    }
    case 'NotificationRead':
      changes.push({ kind: 'read', ...event.data });
      return;
    case 'AllNotificationsRead':
      changes.push({ kind: 'allRead', ...event.data });
      return;
    case 'NotificationDeleted':
      changes.push({ kind: 'deleted', userId: event.data.userId, notificationId: event.data.notificationId });
      return;
    default:
      return;
  }
}

async function save(trx: Trx, batch: BatchContext, raised: RaisedInBatch, changes: PendingChange[]) {
  const names = [...batch.changedNames].map(([id, name]) => ({ id, name }));
  await insertJsonRows(
    trx,
    'notification_subjects',
    SUBJECT_COLUMNS,
    names,
    'ON CONFLICT (id) DO UPDATE SET name = excluded.name',
  );
  const studentAccounts = [...batch.newStudentAccounts].map(([student_id, account_id]) => ({
    student_id,
    account_id,
  }));
  await insertJsonRows(
    trx,
    'notification_student_accounts',
    STUDENT_ACCOUNT_COLUMNS,
    studentAccounts,
    'ON CONFLICT (student_id) DO NOTHING',
  );
  const notes = [...batch.newNotes].map(([note_id, ref]) => ({ note_id, ...ref }));
  await insertJsonRows(trx, 'notification_notes', NOTE_COLUMNS, notes, 'ON CONFLICT (note_id) DO NOTHING');
  // Stored rows first, in log order, before this batch's rows exist: the two sets never overlap, and each
  // keeps the order of its changes (the first read of a notification sets its read_at).
  for (const { change, before } of changes) {
    if (raised.apply(change, before)) continue;
    await applyToStored(trx, change);
  }
  await insertJsonRows(
    trx,
    'notifications',
    NOTIFICATION_COLUMNS,
    raised.toInsert(),
    'ON CONFLICT DO NOTHING',
  );
}

async function applyToStored(trx: Trx, change: StateChange) {
  if (change.kind === 'deleted') {
    await trx
      .deleteFrom('notifications')
      .where('id', '=', change.notificationId)
      .where('user_id', '=', change.userId)
      .execute();
    return;
  }
  let update = trx
    .updateTable('notifications')
    .set({ is_read: true, read_at: change.at })
    .where('user_id', '=', change.userId)
    .where('is_read', '=', false);
  update =
    change.kind === 'read'
      ? update.where('id', '=', change.notificationId)
      : change.kind === 'seen'
        ? update
            .where(sql<boolean>`data->>${change.about} = ${change.id}`)
            .$if(change.thread !== undefined, (q) =>
              q.where('type', '=', 'NEW_MESSAGE').where('position', '<=', change.thread!.upTo),
            )
        : update.where('position', '<=', change.upTo);
  await update.execute();
}
