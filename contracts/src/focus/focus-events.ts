import { z } from 'zod';

/*
 * The student's own focus log. Stream (one consistency boundary):
 *   focus-log-{studentId}-{isoWeek}   the focus blocks a student finished in one ISO week (Istanbul), by the
 *                                     week their start falls in; a week keeps the stream short, and blocks
 *                                     that overlap (the same block logged twice) are refused within it.
 */

/** A finished focus block (a Pomodoro work phase) the student logged from the timer. */
export const focusBlockLogged = z.object({
  studentId: z.string(),
  blockId: z.string(),
  /** The command id the client generated for this block (scoped to the student's account). */
  commandId: z.string(),
  /** Focused minutes (pauses excluded): at most the wall-clock span of the block. */
  minutes: z.number().int().min(1).max(180),
  startedAt: z.string(),
  endedAt: z.string(),
  /** The Istanbul calendar day the block started on (YYYY-MM-DD): the day it counts for. */
  day: z.string(),
  courseId: z.string().nullable(),
  topicId: z.string().nullable(),
  loggedBy: z.string(),
  at: z.string(),
});
