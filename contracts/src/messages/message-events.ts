import { z } from 'zod';

/** Who a conversation is with: one of the advisor's coaches or students. */
export const CONVERSATION_PARTICIPANT_TYPES = ['COACH', 'STUDENT'] as const;
export type ConversationParticipantType = (typeof CONVERSATION_PARTICIPANT_TYPES)[number];
export const MESSAGE_SENDER_TYPES = ['ADVISOR', 'COACH', 'STUDENT'] as const;
export type MessageSenderType = (typeof MESSAGE_SENDER_TYPES)[number];

/** Stream `conversation-{advisorId}--{participantId}`: every message between an advisor and one person. */
export const messageSent = z.object({
  messageId: z.string(),
  conversationId: z.string(),
  advisorId: z.string(),
  participantId: z.string(),
  participantType: z.enum(CONVERSATION_PARTICIPANT_TYPES),
  senderType: z.enum(MESSAGE_SENDER_TYPES),
  senderId: z.string(),
  /** The account that receives it; null for a student, who has no account to notify. */
  recipientId: z.string().nullable(),
  content: z.string(),
  sentAt: z.string(),
});
export const messageRead = z.object({
  messageId: z.string(),
  conversationId: z.string(),
  readerId: z.string(),
  readAt: z.string(),
});

export type MessageSent = { type: 'MessageSent'; data: z.infer<typeof messageSent> };
export type MessageRead = { type: 'MessageRead'; data: z.infer<typeof messageRead> };
export type MessageEvent = MessageSent | MessageRead;
