import type { MessageSenderType } from '@pusula/contracts';
import {
  type ConversationRef,
  conversationDecider,
  conversationId,
  conversationStreamId,
  DomainError,
} from '@pusula/domain';
import { accountByIdQuery, messageByIdQuery, toMessageDto } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';

const handleConversationCommand = defineCommandHandler(conversationDecider, conversationStreamId, {
  projectors: ['messages'],
});
/**
 * Reading marks the thread's notifications read too, and the reader's page asks for the bell next: a read
 * is answered once both read models show it (a send need not wait for the notifications).
 */
const handleConversationRead = defineCommandHandler(conversationDecider, conversationStreamId, {
  projectors: ['messages', 'notifications'],
});

async function messageAsItIs(deps: AppDeps, messageId: string) {
  const row = await messageByIdQuery(deps.storage.db, messageId);
  if (!row) throw new DomainError('NOT_FOUND', 'Mesaj bulunamadı');
  return { message: toMessageDto(row) };
}

export interface Delivery extends ConversationRef {
  senderType: MessageSenderType;
  recipientId: string | null;
}

/** Appends to the conversation's stream; the caller has been authorised for the other side before. */
export async function sendMessage(
  deps: AppDeps,
  sender: Actor,
  delivery: Delivery,
  content: string,
  commandId: string,
) {
  // The message id follows from the command id: a retried request finds the same message.
  const messageId = derivedId(commandId, 'message');
  await handleConversationCommand(
    deps,
    conversationId(delivery.advisorId, delivery.participantId),
    {
      type: 'SendMessage',
      data: { ...delivery, messageId, senderId: sender.userId, content, now: deps.now().toISOString() },
    },
    { commandId, actor: sender },
  );
  return messageAsItIs(deps, messageId);
}

/** A coach writes to the advisor whose roster holds them. */
export async function coachDelivery(
  deps: AppDeps,
  coach: Actor,
  advisorId: string | undefined,
): Promise<Delivery> {
  const account = await accountByIdQuery(deps.storage.db, coach.userId);
  if (!account?.advisor_id) throw new DomainError('CONFLICT', 'Henüz bir danışmana bağlı değilsiniz');
  if (advisorId !== undefined && advisorId !== account.advisor_id)
    throw new DomainError('FORBIDDEN', 'Yalnızca kendi danışmanınıza mesaj gönderebilirsiniz');
  return {
    advisorId: account.advisor_id,
    participantId: coach.userId,
    participantType: 'COACH',
    senderType: 'COACH',
    recipientId: account.advisor_id,
  };
}

export async function markMessageRead(deps: AppDeps, reader: Actor, messageId: string, commandId: string) {
  const row = await messageByIdQuery(deps.storage.db, messageId);
  if (!row) throw new DomainError('NOT_FOUND', 'Mesaj bulunamadı');
  await handleConversationRead(
    deps,
    row.conversation_id,
    { type: 'MarkMessageRead', data: { messageId, readerId: reader.userId, now: deps.now().toISOString() } },
    { commandId, actor: reader },
  );
  return messageAsItIs(deps, messageId);
}
