import { z } from 'zod';
import { MESSAGE_CONTENT_MAX, MESSAGES_PAGE_DEFAULTS } from '../constants';
import { MESSAGE_SENDER_TYPES, type MessageSenderType } from './message-events';

export const messageContent = z
  .string({ error: 'Mesaj metni gerekli' })
  .trim()
  .min(1, 'Mesaj boş olamaz')
  .max(MESSAGE_CONTENT_MAX, `Mesaj en fazla ${MESSAGE_CONTENT_MAX} karakter olabilir`);

const optionalId = (label: string) =>
  z
    .string({ error: `${label} geçersiz` })
    .trim()
    .min(1, `${label} geçersiz`)
    .max(100)
    .optional();

/**
 * POST /messages: a coach writes `{ content }` (or the spec's `{ content, advisorId, senderType }`) to
 * their advisor; an advisor names the coach with `coachId`.
 */
export const sendMessageInput = z.object({
  content: messageContent,
  advisorId: optionalId('Danışman'),
  senderType: z
    .enum(MESSAGE_SENDER_TYPES, { error: 'Gönderen türü ADVISOR, COACH veya STUDENT olmalı' })
    .optional(),
  coachId: optionalId('Koç'),
  commandId: z.uuid({ error: 'Geçersiz istek kimliği' }).optional(),
});
export type SendMessageInput = z.infer<typeof sendMessageInput>;

export const messagePageInput = {
  page: z.coerce
    .number({ error: 'Sayfa bir sayı olmalı' })
    .int('Sayfa bir tam sayı olmalı')
    .min(1, 'Sayfa 1 veya daha büyük olmalı')
    .max(100_000, 'Sayfa çok büyük')
    .default(MESSAGES_PAGE_DEFAULTS.page),
  limit: z.coerce
    .number({ error: 'Sayfa boyutu bir sayı olmalı' })
    .int('Sayfa boyutu bir tam sayı olmalı')
    .min(1, 'Sayfa boyutu 1 ile 100 arasında olmalı')
    .max(100, 'Sayfa boyutu 1 ile 100 arasında olmalı')
    .default(MESSAGES_PAGE_DEFAULTS.limit),
};

/** A message as both sides read it (spec §3 "Message": content, advisorId, senderType, and the rest). */
export interface MessageDto {
  id: string;
  conversationId: string;
  advisorId: string;
  participantId: string;
  participantType: 'COACH' | 'STUDENT';
  senderType: MessageSenderType;
  senderId: string;
  recipientId: string | null;
  content: string;
  isRead: boolean;
  readAt: string | null;
  createdAt: string;
}

export interface ConversationDto {
  id: string;
  advisorId: string;
  participantId: string;
  participantType: 'COACH' | 'STUDENT';
  /** The other side's name as the caller sees it. */
  name: string;
  lastMessage: MessageDto;
  /** Messages addressed to the caller that the caller has not read. */
  unreadCount: number;
}
