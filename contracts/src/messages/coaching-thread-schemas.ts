import { z } from 'zod';
import type { CoachingSenderType } from './coaching-thread-events';
import { messageContent } from './message-schemas';

const studentId = z
  .string({ error: 'Öğrenci gerekli' })
  .trim()
  .min(1, 'Öğrenci gerekli')
  .max(100, 'Öğrenci geçersiz');
const throughMessageId = z
  .string({ error: 'Mesaj geçersiz' })
  .trim()
  .min(1, 'Mesaj geçersiz')
  .max(100, 'Mesaj geçersiz')
  .optional();
const commandId = z.uuid({ error: 'Geçersiz istek kimliği' }).optional();

/** The coach names the student; the student's own procedures take the student from the account. */
export const coachingThreadInput = z.object({ studentId });
export const sendCoachingMessageInput = z.object({ studentId, content: messageContent, commandId });
export const markCoachingThreadReadInput = z.object({ studentId, throughMessageId });
export const sendOwnCoachingMessageInput = z.object({ content: messageContent, commandId });
export const markOwnCoachingThreadReadInput = z.object({ throughMessageId }).optional();

export const COACHING_THREAD_TEXTS = {
  noCoach: 'Henüz bir koçun yok; koçun atandığında buradan yazışabilirsiniz',
} as const;

export interface CoachingMessageDto {
  id: string;
  studentId: string;
  coachId: string;
  senderType: CoachingSenderType;
  senderId: string;
  senderName: string;
  content: string;
  createdAt: string;
}

/** A student's coaching thread as one reader sees it. */
export interface CoachingThreadDto {
  studentId: string;
  studentName: string;
  coach: { id: string; name: string } | null;
  messages: CoachingMessageDto[];
  /** Messages from the other side this reader had not seen when the thread was read. */
  unreadCount: number;
}

/** One entry of the coach's list: a student of theirs and the coaching thread's last message. */
export interface CoachingThreadSummaryDto {
  studentId: string;
  studentName: string;
  lastMessage: CoachingMessageDto | null;
  unreadCount: number;
}
