import type { EventType } from '@pusula/contracts';
import type { Projector } from '../../projector';
import { refreshNetFalls } from './handlers/attention';
import { applyExamEvent, type TouchedExams } from './handlers/exams';
import { applyPlanEvent, refreshDayProgress, type Touched } from './handlers/plan';
import { applyRecordEvent } from './handlers/records';
import { applyTopicStateEvent, raiseStudiedTopics } from './handlers/topic-progress';

const HANDLES: readonly EventType[] = [
  'StudentCreated',
  'CoachAssigned',
  'StudyBlockPlanned',
  'StudyBlockChanged',
  'StudyBlockRemoved',
  'StudyBlockProgressRecorded',
  'PlanTemplateSaved',
  'PlanTemplateDeleted',
  'GoalProgramSet',
  'GoalMilestoneAdded',
  'GoalMilestoneCompleted',
  'GoalMilestoneRemoved',
  'CoachingSessionScheduled',
  'CoachingSessionRescheduled',
  'CoachingSessionHeld',
  'CoachingSessionMissed',
  'CoachingSessionCancelled',
  'CoachingSessionReportSharingChanged',
  'MockExamRecorded',
  'MockExamResultsCorrected',
  'MockExamMistakesRecorded',
  'MockExamDeleted',
  'HomeworkAssigned',
  'HomeworkCompleted',
  'HomeworkCancelled',
  'HomeworkReminderDue',
  'SchoolGradeRecorded',
  'SchoolGradeRemoved',
  'StudyResourceAdded',
  'StudyResourceProgressRecorded',
  'StudyResourceRemoved',
  'CoachNoteWritten',
  'CoachNoteEdited',
  'CoachNoteDeleted',
  'WeeklySummaryPrepared',
  'FocusBlockLogged',
  'AttentionReasonAcknowledged',
  'ExamDateSet',
  'ExamDateCleared',
  'TopicStateSet',
];

/**
 * The student record's read models (every tab of the student detail page) and the attention queue's
 * tables. Handlers write absolute values (upserts, deletes, recomputation from rows, timers that only move
 * forward), so re-applying a batch after a crash changes nothing. Derived figures (per-day plan totals, net
 * trends) are recomputed once per batch for what the batch touched.
 */
export const studentRecordProjector: Projector = {
  name: 'student-record',
  // 3: falling nets per comparable series (per test, branş apart), no-deneme and unclosed-session timers,
  // acknowledged reasons. 4: konu takibi (replayed so past study starts the topics it was on). 5: falling
  // nets kept from the most sensitive organisation choice on, with how sure each is (`standardErrors`).
  version: 5,
  handles: HANDLES,
  tables: [
    'plan_blocks',
    'plan_day_progress',
    'plan_templates',
    'goal_programs',
    'exam_dates',
    'goal_milestones',
    'coaching_sessions',
    'mock_exams',
    'homework',
    'school_grades',
    'study_resources',
    'coach_notes',
    'weekly_summaries',
    'student_attention',
    'attention_timers',
    'student_app_activity',
    'attention_acknowledgements',
    'topic_progress',
  ],

  async apply(trx, events) {
    const weeks: Touched = new Set();
    const exams: TouchedExams = new Set();
    for (const event of events) {
      await raiseStudiedTopics(trx, event);
      if (await applyTopicStateEvent(trx, event)) continue;
      if (await applyPlanEvent(trx, event, weeks)) continue;
      if (await applyExamEvent(trx, event, exams)) continue;
      await applyRecordEvent(trx, event);
    }
    await refreshDayProgress(trx, weeks);
    for (const studentId of exams) await refreshNetFalls(trx, studentId);
  },
};
