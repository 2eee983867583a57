import { z } from 'zod';
import type { FamilySenderType } from './family-thread-events';
import { messageContent } from './message-schemas';

const studentId = z
  .string({ error: 'Öğrenci gerekli' })
  .trim()
  .min(1, 'Öğrenci gerekli')
  .max(100, 'Öğrenci geçersiz');

export const familyThreadInput = z.object({ studentId });
export const sendFamilyMessageInput = z.object({
  studentId,
  content: messageContent,
  commandId: z.uuid({ error: 'Geçersiz istek kimliği' }).optional(),
});
export const familyMessagingSettingsInput = z.object({
  allowParentMessages: z.boolean({ error: 'İzin alanı doğru ya da yanlış olmalı' }),
});

export const FAMILY_THREAD_TEXTS = {
  parentMessagesNotAllowed:
    'Koçunuz şu an velilerden mesaj almıyor. Koçunuzun mesajlarını burada okuyabilirsiniz; izin verdiğinde yanıt yazabilirsiniz.',
  noCoach: 'Bu öğrencinin henüz bir koçu yok',
} as const;

export interface FamilyMessageDto {
  id: string;
  studentId: string;
  coachId: string;
  senderType: FamilySenderType;
  senderId: string;
  senderName: string;
  content: string;
  createdAt: string;
}

/** A student's family thread as one reader sees it. */
export interface FamilyThreadDto {
  studentId: string;
  studentName: string;
  coach: { id: string; name: string } | null;
  /** The coach's switch: may the parents write? */
  allowParentMessages: boolean;
  messages: FamilyMessageDto[];
  /** Messages from the other side this reader had not seen when the thread was read. */
  unreadCount: number;
}

/** One entry of a coach's conversation list: a student of theirs and the family thread's last message. */
export interface FamilyThreadSummaryDto {
  studentId: string;
  studentName: string;
  lastMessage: FamilyMessageDto | null;
  unreadCount: number;
}
