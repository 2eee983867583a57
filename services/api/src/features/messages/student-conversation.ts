import { conversationId, DomainError } from '@pusula/domain';
import { accountOfStudentQuery, advisorOfStudentQuery, studentConversationQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';
import { type Delivery, markMessageRead, sendMessage } from './message-service';

const THREAD_LIMIT = 200;

export const STUDENT_CONVERSATION_TEXTS = {
  noAccount:
    'Bu öğrencinin Pusula hesabı yok; mesajı okuyamaz. Önce öğrenciyi davet edin, hesabını açınca yazabilirsiniz.',
  noAdvisor: 'Henüz bir danışmanın yok',
} as const;

/**
 * Who an advisor's message to a student goes to: the student's own account. A student without one cannot
 * read it, so the thread is not started (the advisor is told to invite the student first).
 */
export async function advisorToStudentDelivery(
  deps: AppDeps,
  advisorId: string,
  studentId: string,
): Promise<Delivery> {
  const account = await accountOfStudentQuery(deps.storage.db, studentId);
  if (!account) throw new DomainError('CONFLICT', STUDENT_CONVERSATION_TEXTS.noAccount);
  return {
    advisorId,
    participantId: studentId,
    participantType: 'STUDENT',
    senderType: 'ADVISOR',
    recipientId: account,
  };
}

async function currentAdvisor(deps: AppDeps, studentId: string) {
  const row = await advisorOfStudentQuery(deps.storage.db, studentId);
  if (!row?.advisor_id) return null;
  return { id: row.advisor_id, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() };
}

/** The student's conversation with their current advisor (the „Danışman" thread), as their account reads it. */
export async function readAdvisorConversation(deps: AppDeps, studentId: string, readerId: string) {
  const advisor = await currentAdvisor(deps, studentId);
  if (!advisor) return { advisor: null, messages: [], unreadCount: 0 };
  const thread = await studentConversationQuery(deps.storage.db, {
    conversationId: conversationId(advisor.id, studentId),
    readerId,
    limit: THREAD_LIMIT,
  });
  return { advisor, messages: thread.messages, unreadCount: thread.unreadCount };
}

/** The student answers their current advisor in the advisor's conversation with them. */
export async function sendToOwnAdvisor(
  deps: AppDeps,
  student: Actor,
  studentId: string,
  content: string,
  commandId: string,
) {
  const advisor = await currentAdvisor(deps, studentId);
  if (!advisor) throw new DomainError('CONFLICT', STUDENT_CONVERSATION_TEXTS.noAdvisor);
  const delivery: Delivery = {
    advisorId: advisor.id,
    participantId: studentId,
    participantType: 'STUDENT',
    senderType: 'STUDENT',
    recipientId: advisor.id,
  };
  return sendMessage(deps, student, delivery, content, commandId);
}

/** Opening the „Danışman" thread reads every advisor message addressed to this account. */
export async function readOwnAdvisorConversation(
  deps: AppDeps,
  student: Actor,
  studentId: string,
  commandId: string,
) {
  const advisor = await currentAdvisor(deps, studentId);
  if (advisor) {
    const { unreadIds } = await studentConversationQuery(deps.storage.db, {
      conversationId: conversationId(advisor.id, studentId),
      readerId: student.userId,
      limit: THREAD_LIMIT,
    });
    // One receipt per message, each with a command id of its own derived from the request's.
    for (const id of unreadIds) await markMessageRead(deps, student, id, derivedId(commandId, `read-${id}`));
  }
  return readAdvisorConversation(deps, studentId, student.userId);
}
