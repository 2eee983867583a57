import { COACHING_THREAD_TEXTS, type CoachingSenderType } from '@pusula/contracts';
import { coachingThreadDecider, coachingThreadStreamId, DomainError } from '@pusula/domain';
import {
  coachingMessageByIdQuery,
  coachingThreadQuery,
  lastCoachingMessageIdQuery,
  type ReadDb,
  studentByIdQuery,
} from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { authorize } from '../../auth/authorize';
import type { SessionUser } from '../../auth/sessions';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';

const handleThreadCommand = defineCommandHandler(coachingThreadDecider, coachingThreadStreamId, {
  projectors: ['coaching-messages'],
});
/**
 * Reading marks the thread's notifications read too, and the reader's page asks for the bell next: a read
 * is answered once both read models show it (a send need not wait for the notifications).
 */
const handleThreadRead = defineCommandHandler(coachingThreadDecider, coachingThreadStreamId, {
  projectors: ['coaching-messages', 'notifications'],
});

const sideOf = (user: SessionUser): CoachingSenderType => (user.role === 'STUDENT' ? 'STUDENT' : 'COACH');

async function currentCoachOf(db: ReadDb, studentId: string): Promise<string> {
  const coachId = (await studentByIdQuery(db, studentId))?.coach_id;
  if (!coachId) throw new DomainError('CONFLICT', COACHING_THREAD_TEXTS.noCoach);
  return coachId;
}

/** The thread as the caller sees it: the student and their coach with their unread count, an advisor read-only. */
export async function readCoachingThread(deps: AppDeps, viewer: SessionUser, studentId: string) {
  await authorize(deps.storage.db, viewer, { kind: 'coachingThread', studentId, access: 'read' });
  const thread = await coachingThreadQuery(deps.storage.db, {
    studentId,
    readerId: viewer.userId,
    readerType: sideOf(viewer),
  });
  if (!thread) throw new DomainError('NOT_FOUND', 'Öğrenci bulunamadı');
  // Oversight only: nothing is addressed to the advisor, so nothing is unread for them.
  return viewer.role === 'ADVISOR' ? { ...thread, unreadCount: 0 } : thread;
}

/** The student or their current coach writes; the message keeps the coach of its time. */
export async function sendCoachingMessage(
  deps: AppDeps,
  sender: SessionUser,
  input: { studentId: string; content: string },
  commandId: string,
) {
  const db = deps.storage.db;
  await authorize(db, sender, { kind: 'coachingThread', studentId: input.studentId, access: 'write' });
  const coachId = await currentCoachOf(db, input.studentId);
  // The message id follows from the command id: a retried request finds the same message.
  const messageId = derivedId(commandId, 'coaching-message');
  await handleThreadCommand(
    deps,
    input.studentId,
    {
      type: 'SendCoachingMessage',
      data: {
        messageId,
        studentId: input.studentId,
        coachId,
        senderType: sideOf(sender),
        senderId: sender.userId,
        content: input.content,
        now: deps.now().toISOString(),
      },
    },
    { commandId, actor: sender },
  );
  const message = await coachingMessageByIdQuery(db, messageId);
  if (!message) throw new DomainError('NOT_FOUND', 'Mesaj bulunamadı');
  return { message };
}

/** Opening the thread: the other side's messages up to the newest shown (or the newest) become read. */
export async function markCoachingThreadRead(
  deps: AppDeps,
  reader: SessionUser,
  input: { studentId: string; throughMessageId?: string },
  commandId: string,
) {
  const db = deps.storage.db;
  await authorize(db, reader, { kind: 'coachingThread', studentId: input.studentId, access: 'write' });
  const through = input.throughMessageId ?? (await lastCoachingMessageIdQuery(db, input.studentId));
  if (through) {
    await handleThreadRead(
      deps,
      input.studentId,
      {
        type: 'MarkCoachingThreadRead',
        data: {
          studentId: input.studentId,
          readerId: reader.userId,
          readerType: sideOf(reader),
          throughMessageId: through,
          now: deps.now().toISOString(),
        },
      },
      { commandId, actor: reader },
    );
  }
  return readCoachingThread(deps, reader, input.studentId);
}
