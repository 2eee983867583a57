import { z } from 'zod';

/** Stream `coach-claim-{coachId}`: which advisor a coach works for; makes "available" a write-side fact. */
export const coachClaimed = z.object({ coachId: z.string(), advisorId: z.string(), at: z.string() });
export const coachReleased = z.object({ coachId: z.string(), advisorId: z.string(), at: z.string() });

/** Stream `roster-{advisorId}`: the advisor's coaches, students and who coaches whom — one consistency boundary. */
export const coachAddedToRoster = z.object({ advisorId: z.string(), coachId: z.string(), at: z.string() });
export const coachRemovedFromRoster = z.object({
  advisorId: z.string(),
  coachId: z.string(),
  at: z.string(),
});
export const studentEnrolled = z.object({ advisorId: z.string(), studentId: z.string(), at: z.string() });
export const coachAssigned = z.object({
  advisorId: z.string(),
  studentId: z.string(),
  coachId: z.string(),
  previousCoachId: z.string().nullable(),
  at: z.string(),
});
export const coachUnassigned = z.object({
  advisorId: z.string(),
  studentId: z.string(),
  coachId: z.string(),
  at: z.string(),
});
/**
 * A student leaves this roster with their coach, who is joining another organisation's roster
 * (`toAdvisorId`) and chose to bring their students; the new roster enrols them next.
 */
export const studentTransferredOut = z.object({
  advisorId: z.string(),
  studentId: z.string(),
  coachId: z.string(),
  toAdvisorId: z.string(),
  at: z.string(),
});
