import { z } from 'zod';
import { NOTE_CONTENT_MAX, NOTE_PRIORITIES, NOTE_REPLY_MAX } from '../constants';

const id = (label: string) =>
  z
    .string({ error: `${label} gerekli` })
    .trim()
    .min(1, `${label} gerekli`);

/** What an advisor sends about a coach's student (spec §3, §5). */
export const sendNoteInput = z.object({
  coachId: id('Koç'),
  studentId: id('Öğrenci'),
  content: z
    .string({ error: 'Not metni gerekli' })
    .trim()
    .min(1, 'Not metni boş olamaz')
    .max(NOTE_CONTENT_MAX, `Not en fazla ${NOTE_CONTENT_MAX} karakter olabilir`),
  priority: z.enum(NOTE_PRIORITIES, { error: 'Öncelik NORMAL, MEDIUM veya HIGH olmalı' }).default('NORMAL'),
  pageContext: id('Sayfa bilgisi'),
});
export type SendNoteInput = z.infer<typeof sendNoteInput>;

export const replyNoteInput = z.object({
  coachReply: z
    .string({ error: 'Yanıt metni gerekli' })
    .trim()
    .min(1, 'Yanıt boş olamaz')
    .max(NOTE_REPLY_MAX, `Yanıt en fazla ${NOTE_REPLY_MAX} karakter olabilir`),
});
export type ReplyNoteInput = z.infer<typeof replyNoteInput>;

/** The advisor note as every reader sees it (spec §3). */
export interface AdvisorNoteDto {
  id: string;
  advisorId: string;
  coachId: string;
  studentId: string;
  content: string;
  priority: (typeof NOTE_PRIORITIES)[number];
  pageContext: string;
  isRead: boolean;
  readAt: string | null;
  coachReply: string | null;
  repliedAt: string | null;
  createdAt: string;
}
