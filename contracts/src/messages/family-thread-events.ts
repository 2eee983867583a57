import { z } from 'zod';

/**
 * The student's family thread: one stream per student (`student-thread-{studentId}`) between the student's
 * coach and the parents linked to the student. A student has no login; the family reads for them.
 */
export const FAMILY_SENDER_TYPES = ['COACH', 'PARENT'] as const;
export type FamilySenderType = (typeof FAMILY_SENDER_TYPES)[number];

export const familyMessageSent = z.object({
  messageId: z.string(),
  studentId: z.string(),
  /** The student's coach when the message was written (the coach side of the thread at that time). */
  coachId: z.string(),
  senderType: z.enum(FAMILY_SENDER_TYPES),
  senderId: z.string(),
  content: z.string(),
  /**
   * The parents linked to the student when it was sent: the message is news for each of them but its
   * sender (absent in events written before parents were told).
   */
  parentIds: z.array(z.string()).optional(),
  sentAt: z.string(),
});

/** A reader has seen the thread up to and including `throughMessageId` (opening the thread marks it). */
export const familyThreadRead = z.object({
  studentId: z.string(),
  readerId: z.string(),
  readerType: z.enum(FAMILY_SENDER_TYPES),
  throughMessageId: z.string(),
  readAt: z.string(),
});

/** Stream `family-messaging-{coachId}`: whether the coach's students' parents may write to the coach. */
export const parentMessagesPermissionSet = z.object({
  coachId: z.string(),
  allowParentMessages: z.boolean(),
  at: z.string(),
});
