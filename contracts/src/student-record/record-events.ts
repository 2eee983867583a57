import { z } from 'zod';
import {
  ATTENTION_REASONS,
  GOAL_TARGET_KINDS,
  HOMEWORK_REMINDER_KINDS,
  MISTAKE_CAUSES,
  RESOURCE_KINDS,
  RESOURCE_UNITS,
  STUDY_ACTIVITIES,
} from './common';

/*
 * Events of the student record. Streams (one consistency boundary each):
 *   weekly-plan-{studentId}-{isoWeek}   study blocks of one week and their done counts
 *   plan-template-{templateId}          a coach's reusable week
 *   goal-program-{studentId}            target exam, field, target, target nets, milestones
 *   coaching-session-{sessionId}        one coaching session, from scheduled to closed
 *   mock-exam-{examId}                  one deneme: results, nets, mistakes by topic
 *   homework-{homeworkId}               one homework, its completion and its reminders
 *   school-grades-{studentId}           written-exam (yazılı) grades
 *   study-resources-{studentId}         books and resources with progress
 *   coach-notes-{studentId}             the coach's own notes about the student
 *   weekly-summary-{studentId}          the parents' weekly summaries
 * Every payload carries studentId so read models and notifications need no lookups to place it.
 */

const activity = z.enum(STUDY_ACTIVITIES);

/** The editable part of a study block; also the shape of a template block. */
export const studyBlockFields = z.object({
  /** 1 = Monday … 7 = Sunday (ISO). */
  day: z.number().int().min(1).max(7),
  /** Istanbul wall-clock time, HH:MM. */
  startTime: z.string(),
  durationMinutes: z.number().int().positive(),
  courseId: z.string(),
  topicId: z.string().nullable(),
  activity,
  targetQuestions: z.number().int().nonnegative().nullable(),
  targetMinutes: z.number().int().nonnegative().nullable(),
  note: z.string().nullable(),
});
export type StudyBlockFields = z.infer<typeof studyBlockFields>;

export const studyBlockPlanned = studyBlockFields.extend({
  studentId: z.string(),
  week: z.string(),
  blockId: z.string(),
  source: z.enum(['MANUAL', 'TEMPLATE', 'COPY']),
  plannedBy: z.string(),
  at: z.string(),
});
export const studyBlockChanged = studyBlockFields.extend({
  studentId: z.string(),
  week: z.string(),
  blockId: z.string(),
  at: z.string(),
});
export const studyBlockRemoved = z.object({
  studentId: z.string(),
  week: z.string(),
  blockId: z.string(),
  at: z.string(),
});
/** Absolute done counts (not increments): a correction simply records the new numbers. */
/**
 * Set only when the student entered it in the student app (absent: the coaching team did), so the coach's
 * views can say „öğrenci girdi"; `coachId` is the student's coach then, whom the notifications tell.
 */
export const enteredByStudent = {
  enteredBy: z.literal('STUDENT').optional(),
  coachId: z.string().nullable().optional(),
};

export const studyBlockProgressRecorded = z.object({
  studentId: z.string(),
  week: z.string(),
  blockId: z.string(),
  doneQuestions: z.number().int().nonnegative().nullable(),
  doneMinutes: z.number().int().nonnegative().nullable(),
  recordedBy: z.string(),
  ...enteredByStudent,
  at: z.string(),
});

export const planTemplateSaved = z.object({
  templateId: z.string(),
  coachId: z.string(),
  name: z.string(),
  blocks: z.array(studyBlockFields),
  at: z.string(),
});
export const planTemplateDeleted = z.object({ templateId: z.string(), coachId: z.string(), at: z.string() });

export const goalTarget = z.object({
  kind: z.enum(GOAL_TARGET_KINDS),
  /** A ranking option of the catalogue (`yks-ilk-10000`, `lgs-yuzde-1`), if one was picked. */
  rankingOptionId: z.string().nullable(),
  /** YKS: the target rank (İlk N). */
  rank: z.number().int().positive().nullable(),
  /** LGS: the target percentile (yüzdelik dilim). */
  percentile: z.number().positive().nullable(),
  university: z.string().nullable(),
  department: z.string().nullable(),
  /** LGS: the high school aimed at (free text), with or instead of a percentile; absent on older goals. */
  school: z.string().nullable().optional(),
});
export const targetNet = z.object({ examType: z.string(), testCode: z.string(), net: z.number() });
export const goalProgramSet = z.object({
  studentId: z.string(),
  examFamily: z.enum(['YKS', 'LGS']),
  /** YKS score type (field) aimed at; null for LGS. */
  scoreType: z.string().nullable(),
  target: goalTarget,
  targetNets: z.array(targetNet),
  setBy: z.string(),
  at: z.string(),
});
export const goalMilestoneAdded = z.object({
  studentId: z.string(),
  milestoneId: z.string(),
  title: z.string(),
  dueDate: z.string(),
  at: z.string(),
});
export const goalMilestoneCompleted = z.object({
  studentId: z.string(),
  milestoneId: z.string(),
  at: z.string(),
});
export const goalMilestoneRemoved = z.object({
  studentId: z.string(),
  milestoneId: z.string(),
  at: z.string(),
});

export const coachingSessionScheduled = z.object({
  sessionId: z.string(),
  studentId: z.string(),
  coachId: z.string(),
  title: z.string(),
  agenda: z.string().nullable(),
  startAt: z.string(),
  endAt: z.string(),
  scheduledBy: z.string(),
  at: z.string(),
});
export const coachingSessionRescheduled = z.object({
  sessionId: z.string(),
  studentId: z.string(),
  coachId: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  at: z.string(),
});
/**
 * Parents read a session's report only when the coach shares it; events stored before the choice
 * existed carry no flag and count as not shared.
 */
const sharedWithParents = z.boolean().optional();
/** Closed as held, with the coach's short report. */
export const coachingSessionHeld = z.object({
  sessionId: z.string(),
  studentId: z.string(),
  coachId: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  report: z.string(),
  sharedWithParents,
  at: z.string(),
});
export const coachingSessionMissed = z.object({
  sessionId: z.string(),
  studentId: z.string(),
  coachId: z.string(),
  startAt: z.string(),
  report: z.string().nullable(),
  sharedWithParents,
  at: z.string(),
});
/** The coach shares a closed session's report with the parents, or takes it back. */
export const coachingSessionReportSharingChanged = z.object({
  sessionId: z.string(),
  studentId: z.string(),
  coachId: z.string(),
  shared: z.boolean(),
  at: z.string(),
});
export const coachingSessionCancelled = z.object({
  sessionId: z.string(),
  studentId: z.string(),
  coachId: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});

/** One subject's share of a test's answers (TYT Fen: Fizik, Kimya, Biyoloji), by the catalogue's parts. */
export const mockExamSubjectResult = z.object({
  courseId: z.string(),
  correct: z.number().int().nonnegative(),
  wrong: z.number().int().nonnegative(),
  blank: z.number().int().nonnegative(),
  net: z.number(),
});
export const mockExamTestResult = z.object({
  testCode: z.string(),
  correct: z.number().int().nonnegative(),
  wrong: z.number().int().nonnegative(),
  blank: z.number().int().nonnegative(),
  /** D − Y/k with the exam's rule, rounded to 2 decimals for display (the total uses exact nets). */
  net: z.number(),
  /** Per subject, when given; they add up to the test's D/Y/B. Absent on denemes entered before splits. */
  subjects: z.array(mockExamSubjectResult).optional(),
});
export const mockExamResults = z.object({
  examId: z.string(),
  studentId: z.string(),
  examType: z.string(),
  name: z.string(),
  /** The day it was sat (YYYY-MM-DD, Istanbul). */
  takenOn: z.string(),
  durationMinutes: z.number().int().positive().nullable(),
  /** A branş denemesi: one test only, kept out of the total-net trend (absent: a full deneme). */
  singleSubject: z.literal(true).optional(),
  /**
   * The publisher and the Türkiye-geneli standing it announced (YKS: rank; LGS: percentile), each present
   * only when given: denemes recorded before they were kept simply lack them.
   */
  publisher: z.string().optional(),
  rank: z.number().int().positive().optional(),
  percentile: z.number().positive().max(100).optional(),
  participants: z.number().int().positive().optional(),
  tests: z.array(mockExamTestResult),
  totalNet: z.number(),
  /** Σ coefficient × net where the exam publishes coefficients (LGS); null otherwise. */
  weightedNet: z.number().nullable(),
  /** Always null for now: no net-to-score rule is documented in the reference (see domain/student-record/nets.ts). */
  estimatedScore: z.number().nullable(),
  at: z.string(),
});
export const mockExamRecorded = mockExamResults.extend({ recordedBy: z.string(), ...enteredByStudent });
/** correctedBy: who corrected it (absent on corrections recorded before it was kept). */
export const mockExamResultsCorrected = mockExamResults.extend({ correctedBy: z.string().optional() });
export const mockExamMistake = z.object({
  courseId: z.string(),
  topicId: z.string(),
  cause: z.enum(MISTAKE_CAUSES),
  count: z.number().int().positive(),
  note: z.string().nullable(),
});
export const mockExamMistakesRecorded = z.object({
  examId: z.string(),
  studentId: z.string(),
  mistakes: z.array(mockExamMistake),
  at: z.string(),
});
export const mockExamDeleted = z.object({ examId: z.string(), studentId: z.string(), at: z.string() });

export const homeworkAssigned = z.object({
  homeworkId: z.string(),
  studentId: z.string(),
  /** The student's coach when it was given (reminders go to them). */
  coachId: z.string().nullable(),
  title: z.string(),
  courseId: z.string(),
  topicIds: z.array(z.string()),
  targetQuestions: z.number().int().nonnegative().nullable(),
  targetMinutes: z.number().int().nonnegative().nullable(),
  description: z.string().nullable(),
  dueAt: z.string(),
  assignedBy: z.string(),
  /** The student's linked parents when it was given (they are told); absent in older events. */
  parentIds: z.array(z.string()).optional(),
  at: z.string(),
});
export const homeworkCompleted = z.object({
  homeworkId: z.string(),
  studentId: z.string(),
  doneQuestions: z.number().int().nonnegative().nullable(),
  doneMinutes: z.number().int().nonnegative().nullable(),
  /** Done after its due time. */
  late: z.boolean(),
  completedBy: z.string(),
  ...enteredByStudent,
  at: z.string(),
});
export const homeworkCancelled = z.object({ homeworkId: z.string(), studentId: z.string(), at: z.string() });
/**
 * A reminder is due (appended by the api scheduler, once per homework and kind). The notifications
 * projector turns it into notifications for `coachId` and the linked parents; it carries the title and due
 * time so no lookup is needed.
 */
export const homeworkReminderDue = z.object({
  homeworkId: z.string(),
  studentId: z.string(),
  coachId: z.string().nullable(),
  /** The student's linked parents when the reminder fell due (absent in older events: none). */
  parentIds: z.array(z.string()).default([]),
  kind: z.enum(HOMEWORK_REMINDER_KINDS),
  title: z.string(),
  dueAt: z.string(),
  at: z.string(),
});

export const schoolGradeRecorded = z.object({
  studentId: z.string(),
  gradeId: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  /** School year and term: `2025-2026/1`. */
  term: z.string(),
  /** 1. yazılı, 2. yazılı, … */
  examNo: z.number().int().positive(),
  score: z.number().min(0).max(100),
  takenOn: z.string().nullable(),
  at: z.string(),
});
export const schoolGradeRemoved = z.object({ studentId: z.string(), gradeId: z.string(), at: z.string() });

export const studyResourceAdded = z.object({
  studentId: z.string(),
  resourceId: z.string(),
  courseId: z.string(),
  title: z.string(),
  kind: z.enum(RESOURCE_KINDS),
  unit: z.enum(RESOURCE_UNITS),
  total: z.number().int().positive(),
  at: z.string(),
});
export const studyResourceProgressRecorded = z.object({
  studentId: z.string(),
  resourceId: z.string(),
  done: z.number().int().nonnegative(),
  at: z.string(),
});
export const studyResourceRemoved = z.object({
  studentId: z.string(),
  resourceId: z.string(),
  at: z.string(),
});

export const coachNoteWritten = z.object({
  studentId: z.string(),
  noteId: z.string(),
  coachId: z.string(),
  content: z.string(),
  at: z.string(),
});
export const coachNoteEdited = z.object({
  studentId: z.string(),
  noteId: z.string(),
  content: z.string(),
  at: z.string(),
});
export const coachNoteDeleted = z.object({ studentId: z.string(), noteId: z.string(), at: z.string() });

/**
 * A coach or advisor saw an attention reason and set it aside ("veliyle konuşuldu") until `until`: the queue
 * hides it until then, or until the reason changes (`since` moves: new data for it).
 */
export const attentionReasonAcknowledged = z.object({
  studentId: z.string(),
  code: z.enum(ATTENTION_REASONS),
  ref: z.string(),
  /** The reason's `since` when it was set aside. */
  since: z.string(),
  note: z.string(),
  until: z.string(),
  acknowledgedBy: z.string(),
  at: z.string(),
});

export const weeklySummaryFigures = z.object({
  plannedBlocks: z.number().int().nonnegative(),
  /** Share (0–1) of the week's planned targets done; null without a plan. */
  planCompletion: z.number().nullable(),
  exams: z.array(
    z.object({ examId: z.string(), name: z.string(), examType: z.string(), totalNet: z.number() }),
  ),
  homeworkDone: z.number().int().nonnegative(),
  homeworkLate: z.number().int().nonnegative(),
  sessionsHeld: z.number().int().nonnegative(),
  sessionReports: z.array(z.object({ sessionId: z.string(), startAt: z.string(), report: z.string() })),
});
export type WeeklySummaryFigures = z.infer<typeof weeklySummaryFigures>;
/** The parents' weekly digest of one student (reference §3, 6): the notifications projector can send it. */
export const weeklySummaryPrepared = z.object({
  studentId: z.string(),
  week: z.string(),
  parentIds: z.array(z.string()),
  studentName: z.string(),
  figures: weeklySummaryFigures,
  at: z.string(),
});
