import { FAMILY_THREAD_TEXTS, type FamilySenderType } from '@pusula/contracts';
import {
  DomainError,
  familyMessagingSettingsDecider,
  familyMessagingStreamId,
  familyThreadStreamId,
  foldEvents,
  studentThreadDecider,
} from '@pusula/domain';
import {
  allowsParentMessagesQuery,
  familyMessageByIdQuery,
  familyThreadQuery,
  lastFamilyMessageIdQuery,
  parentIdsOfStudentsQuery,
  type ReadDb,
  studentByIdQuery,
} from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { authorize } from '../../auth/authorize';
import type { SessionUser } from '../../auth/sessions';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';

const PROJECTOR = 'family-messages';
const handleThreadCommand = defineCommandHandler(studentThreadDecider, familyThreadStreamId, {
  projectors: [PROJECTOR],
});
/**
 * Reading marks the thread's notifications read too, and the reader's page asks for the bell next: a read
 * is answered once both read models show it (a send need not wait for the notifications).
 */
const handleThreadRead = defineCommandHandler(studentThreadDecider, familyThreadStreamId, {
  projectors: [PROJECTOR, 'notifications'],
});
const handleSettingsCommand = defineCommandHandler(familyMessagingSettingsDecider, familyMessagingStreamId, {
  projectors: [PROJECTOR],
});

const sideOf = (user: SessionUser): FamilySenderType => (user.role === 'PARENT' ? 'PARENT' : 'COACH');

async function currentCoachOf(db: ReadDb, studentId: string): Promise<string> {
  const coachId = (await studentByIdQuery(db, studentId))?.coach_id;
  if (!coachId) throw new DomainError('CONFLICT', FAMILY_THREAD_TEXTS.noCoach);
  return coachId;
}

/** The coach's switch from the write side (its own stream), so a parent's send is judged on the latest state. */
async function coachAllowsParentMessages(deps: AppDeps, coachId: string): Promise<boolean> {
  const history = await deps.storage.store.readStream(familyMessagingStreamId(coachId));
  const events = history.map((e) => ({ type: e.type, data: e.data })) as Parameters<
    typeof familyMessagingSettingsDecider.evolve
  >[1][];
  return foldEvents(familyMessagingSettingsDecider, events).allowParentMessages;
}

/** The thread as the caller sees it: coach and parents with their unread count, an advisor read-only. */
export async function readFamilyThread(deps: AppDeps, viewer: SessionUser, studentId: string) {
  await authorize(deps.storage.db, viewer, { kind: 'familyThread', studentId, access: 'read' });
  const thread = await familyThreadQuery(deps.storage.db, {
    studentId,
    readerId: viewer.userId,
    readerType: sideOf(viewer),
  });
  if (!thread) throw new DomainError('NOT_FOUND', 'Öğrenci bulunamadı');
  // Oversight only: nothing is addressed to the advisor, so nothing is unread for them.
  return viewer.role === 'ADVISOR' ? { ...thread, unreadCount: 0 } : thread;
}

export async function sendFamilyMessage(
  deps: AppDeps,
  sender: SessionUser,
  input: { studentId: string; content: string },
  commandId: string,
) {
  const db = deps.storage.db;
  await authorize(db, sender, { kind: 'familyThread', studentId: input.studentId, access: 'write' });
  const coachId = await currentCoachOf(db, input.studentId);
  const senderType = sideOf(sender);
  const parentMessagesAllowed = senderType === 'COACH' || (await coachAllowsParentMessages(deps, coachId));
  const messageId = await postFamilyMessage(deps, sender, {
    studentId: input.studentId,
    coachId,
    senderType,
    content: input.content,
    parentMessagesAllowed,
    commandId,
  });
  const message = await familyMessageByIdQuery(db, messageId);
  if (!message) throw new DomainError('NOT_FOUND', 'Mesaj bulunamadı');
  return { message };
}

/** Appends one message to the student's thread (the caller has been authorised) and waits for its read model. */
export async function postFamilyMessage(
  deps: AppDeps,
  sender: Actor,
  input: {
    studentId: string;
    coachId: string;
    senderType: FamilySenderType;
    content: string;
    parentMessagesAllowed: boolean;
    commandId: string;
  },
): Promise<string> {
  // The message id follows from the command id: a retried request finds the same message.
  const messageId = derivedId(input.commandId, 'family-message');
  const parents = await parentIdsOfStudentsQuery(deps.storage.db, [input.studentId]);
  await handleThreadCommand(
    deps,
    input.studentId,
    {
      type: 'SendFamilyMessage',
      data: {
        messageId,
        studentId: input.studentId,
        coachId: input.coachId,
        senderType: input.senderType,
        senderId: sender.userId,
        content: input.content,
        parentIds: parents.get(input.studentId) ?? [],
        parentMessagesAllowed: input.parentMessagesAllowed,
        now: deps.now().toISOString(),
      },
    },
    { commandId: input.commandId, actor: sender },
  );
  return messageId;
}

/** Opening the thread: the other side's messages up to the newest shown (or the newest) become read. */
export async function markFamilyThreadRead(
  deps: AppDeps,
  reader: SessionUser,
  input: { studentId: string; throughMessageId?: string },
  commandId: string,
) {
  const db = deps.storage.db;
  await authorize(db, reader, { kind: 'familyThread', studentId: input.studentId, access: 'read' });
  const through = input.throughMessageId ?? (await lastFamilyMessageIdQuery(db, input.studentId));
  if (through) {
    await handleThreadRead(
      deps,
      input.studentId,
      {
        type: 'MarkFamilyThreadRead',
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
  return readFamilyThread(deps, reader, input.studentId);
}

export async function familyMessagingSettings(deps: AppDeps, coachId: string) {
  return { allowParentMessages: await allowsParentMessagesQuery(deps.storage.db, coachId) };
}

export async function setParentMessagesPermission(
  deps: AppDeps,
  coach: Actor,
  allowParentMessages: boolean,
  commandId: string,
) {
  await handleSettingsCommand(
    deps,
    coach.userId,
    {
      type: 'SetParentMessagesPermission',
      data: { coachId: coach.userId, allowParentMessages, now: deps.now().toISOString() },
    },
    { commandId, actor: coach },
  );
  return familyMessagingSettings(deps, coach.userId);
}
