import { z } from 'zod';

/**
 * The student's coaching thread: one stream per student (`coaching-thread-{studentId}`) between the
 * student's own account and whoever is the student's coach. Each message keeps the coach of its time;
 * who may read the thread follows the current assignment, so a new coach takes the thread over.
 */
export const COACHING_SENDER_TYPES = ['COACH', 'STUDENT'] as const;
export type CoachingSenderType = (typeof COACHING_SENDER_TYPES)[number];

export const coachingMessageSent = z.object({
  messageId: z.string(),
  studentId: z.string(),
  /** The student's coach when the message was written. */
  coachId: z.string(),
  senderType: z.enum(COACHING_SENDER_TYPES),
  senderId: z.string(),
  content: z.string(),
  sentAt: z.string(),
});

/** A reader has seen the thread up to and including `throughMessageId`. */
export const coachingThreadRead = z.object({
  studentId: z.string(),
  readerId: z.string(),
  readerType: z.enum(COACHING_SENDER_TYPES),
  throughMessageId: z.string(),
  readAt: z.string(),
});
