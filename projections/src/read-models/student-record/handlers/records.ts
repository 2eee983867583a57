import { sql, type Transaction } from 'kysely';
import type { ProjectedEvent } from '../../../projector';
import type { ReadModels } from '../../../schema';
import {
  clearHomeworkTimer,
  clearMissedBefore,
  clearSessionCloseTimer,
  markSessionMissed,
  noteActivity,
  noteMockExam,
  setHomeworkTimer,
  setSessionCloseTimer,
} from './attention';
import { noteStudentEntry } from './student-entries';

type Trx = Transaction<ReadModels>;

/** Goals, sessions, homework, grades, resources, coach notes, summaries and starts. True when handled. */
export async function applyRecordEvent(trx: Trx, event: ProjectedEvent): Promise<boolean> {
  switch (event.type) {
    case 'AttentionReasonAcknowledged': {
      const d = event.data;
      const values = {
        since: d.since,
        note: d.note,
        until: d.until,
        acknowledged_by: d.acknowledgedBy,
        acknowledged_at: d.at,
      };
      await trx
        .insertInto('attention_acknowledgements')
        .values({ student_id: d.studentId, reason: d.code, ref_id: d.ref, ...values })
        .onConflict((oc) => oc.columns(['student_id', 'reason', 'ref_id']).doUpdateSet(values))
        .execute();
      return true;
    }
    case 'StudentCreated':
      await noteActivity(trx, event.data.studentId, event.data.createdAt);
      // Only a student preparing for an exam is expected to sit denemes.
      if (event.data.examTarget) await noteMockExam(trx, event.data.studentId, event.data.createdAt, null);
      return true;
    case 'CoachAssigned':
      await noteActivity(trx, event.data.studentId, event.data.at);
      return true;
    case 'FocusBlockLogged':
      // A focus block is study the student did: it counts against inactivity like entered progress.
      await noteActivity(trx, event.data.studentId, event.data.at);
      await noteStudentEntry(trx, event.data.studentId, event.data.at, 'FOCUS_BLOCK');
      return true;

    case 'ExamDateSet': {
      const d = event.data;
      const values = { date: d.date, note: d.note, set_by: d.setBy, updated_at: d.at };
      await trx
        .insertInto('exam_dates')
        .values({ family: d.family, year: d.year, ...values })
        .onConflict((oc) => oc.columns(['family', 'year']).doUpdateSet(values))
        .execute();
      return true;
    }
    case 'ExamDateCleared':
      await trx
        .deleteFrom('exam_dates')
        .where('family', '=', event.data.family)
        .where('year', '=', event.data.year)
        .execute();
      return true;
    case 'GoalProgramSet': {
      const d = event.data;
      const values = {
        exam_family: d.examFamily,
        score_type: d.scoreType,
        target: JSON.stringify(d.target),
        target_nets: JSON.stringify(d.targetNets),
        updated_at: d.at,
      };
      await trx
        .insertInto('goal_programs')
        .values({ student_id: d.studentId, ...values })
        .onConflict((oc) => oc.column('student_id').doUpdateSet(values))
        .execute();
      return true;
    }
    case 'GoalMilestoneAdded': {
      const d = event.data;
      await trx
        .insertInto('goal_milestones')
        .values({
          milestone_id: d.milestoneId,
          student_id: d.studentId,
          title: d.title,
          due_date: d.dueDate,
          completed_at: null,
          created_at: d.at,
        })
        .onConflict((oc) => oc.column('milestone_id').doNothing())
        .execute();
      return true;
    }
    case 'GoalMilestoneCompleted':
      await trx
        .updateTable('goal_milestones')
        .set({ completed_at: event.data.at })
        .where('milestone_id', '=', event.data.milestoneId)
        .execute();
      return true;
    case 'GoalMilestoneRemoved':
      await trx.deleteFrom('goal_milestones').where('milestone_id', '=', event.data.milestoneId).execute();
      return true;

    case 'CoachingSessionScheduled': {
      const d = event.data;
      await trx
        .insertInto('coaching_sessions')
        .values({
          session_id: d.sessionId,
          student_id: d.studentId,
          coach_id: d.coachId,
          title: d.title,
          agenda: d.agenda,
          status: 'SCHEDULED',
          start_at: d.startAt,
          end_at: d.endAt,
          report: null,
          cancel_reason: null,
          closed_at: null,
          updated_at: d.at,
        })
        .onConflict((oc) => oc.column('session_id').doNothing())
        .execute();
      await setSessionCloseTimer(trx, d.studentId, d.sessionId, d.startAt, d.endAt);
      return true;
    }
    case 'CoachingSessionRescheduled': {
      const d = event.data;
      const moved = await trx
        .updateTable('coaching_sessions')
        .set({ start_at: d.startAt, end_at: d.endAt, updated_at: d.at })
        .where('session_id', '=', d.sessionId)
        .returning('status')
        .executeTakeFirst();
      if (moved?.status === 'SCHEDULED')
        await setSessionCloseTimer(trx, d.studentId, d.sessionId, d.startAt, d.endAt);
      return true;
    }
    case 'CoachingSessionHeld': {
      const d = event.data;
      await trx
        .updateTable('coaching_sessions')
        .set({
          status: 'HELD',
          report: d.report,
          report_shared: d.sharedWithParents ?? false,
          closed_at: d.at,
          updated_at: d.at,
        })
        .where('session_id', '=', d.sessionId)
        .execute();
      await clearMissedBefore(trx, d.studentId, d.startAt);
      await clearSessionCloseTimer(trx, d.studentId, d.sessionId);
      await noteActivity(trx, d.studentId, d.at);
      return true;
    }
    case 'CoachingSessionMissed': {
      const d = event.data;
      await trx
        .updateTable('coaching_sessions')
        .set({
          status: 'MISSED',
          report: d.report,
          report_shared: d.sharedWithParents ?? false,
          closed_at: d.at,
          updated_at: d.at,
        })
        .where('session_id', '=', d.sessionId)
        .execute();
      await markSessionMissed(trx, d.studentId, d.sessionId, d.startAt);
      await clearSessionCloseTimer(trx, d.studentId, d.sessionId);
      return true;
    }
    case 'CoachingSessionReportSharingChanged':
      await trx
        .updateTable('coaching_sessions')
        .set({ report_shared: event.data.shared, updated_at: event.data.at })
        .where('session_id', '=', event.data.sessionId)
        .execute();
      return true;
    case 'CoachingSessionCancelled':
      await trx
        .updateTable('coaching_sessions')
        .set({
          status: 'CANCELLED',
          cancel_reason: event.data.reason,
          closed_at: event.data.at,
          updated_at: event.data.at,
        })
        .where('session_id', '=', event.data.sessionId)
        .execute();
      await clearSessionCloseTimer(trx, event.data.studentId, event.data.sessionId);
      return true;

    case 'HomeworkAssigned': {
      const d = event.data;
      await trx
        .insertInto('homework')
        .values({
          homework_id: d.homeworkId,
          student_id: d.studentId,
          coach_id: d.coachId,
          title: d.title,
          course_id: d.courseId,
          topic_ids: JSON.stringify(d.topicIds),
          target_questions: d.targetQuestions,
          target_minutes: d.targetMinutes,
          description: d.description,
          due_at: d.dueAt,
          status: 'ASSIGNED',
          completed_at: null,
          completed_late: false,
          done_questions: null,
          done_minutes: null,
          reminders: '[]',
          assigned_at: d.at,
        })
        .onConflict((oc) => oc.column('homework_id').doNothing())
        .execute();
      await setHomeworkTimer(trx, d.studentId, d.homeworkId, d.dueAt, d.title);
      return true;
    }
    case 'HomeworkCompleted': {
      const d = event.data;
      await trx
        .updateTable('homework')
        .set({
          status: 'DONE',
          completed_at: d.at,
          completed_late: d.late,
          done_questions: d.doneQuestions,
          done_minutes: d.doneMinutes,
          completed_by_student: d.enteredBy === 'STUDENT',
        })
        .where('homework_id', '=', d.homeworkId)
        .execute();
      await clearHomeworkTimer(trx, d.studentId, d.homeworkId);
      await noteActivity(trx, d.studentId, d.at);
      if (d.enteredBy === 'STUDENT') await noteStudentEntry(trx, d.studentId, d.at, 'HOMEWORK_DONE');
      return true;
    }
    case 'HomeworkCancelled':
      await trx
        .updateTable('homework')
        .set({ status: 'CANCELLED' })
        .where('homework_id', '=', event.data.homeworkId)
        .execute();
      await clearHomeworkTimer(trx, event.data.studentId, event.data.homeworkId);
      return true;
    case 'HomeworkReminderDue':
      // A set: adding a kind twice leaves one.
      await sql`UPDATE homework SET reminders = reminders || ${JSON.stringify([event.data.kind])}::jsonb
        WHERE homework_id = ${event.data.homeworkId} AND NOT reminders ? ${event.data.kind}`.execute(trx);
      return true;

    case 'SchoolGradeRecorded': {
      const d = event.data;
      await trx
        .insertInto('school_grades')
        .values({
          grade_id: d.gradeId,
          student_id: d.studentId,
          course_id: d.courseId,
          course_name: d.courseName,
          term: d.term,
          exam_no: d.examNo,
          score: d.score,
          taken_on: d.takenOn,
          recorded_at: d.at,
        })
        .onConflict((oc) => oc.column('grade_id').doNothing())
        .execute();
      return true;
    }
    case 'SchoolGradeRemoved':
      await trx.deleteFrom('school_grades').where('grade_id', '=', event.data.gradeId).execute();
      return true;

    case 'StudyResourceAdded': {
      const d = event.data;
      await trx
        .insertInto('study_resources')
        .values({
          resource_id: d.resourceId,
          student_id: d.studentId,
          course_id: d.courseId,
          title: d.title,
          kind: d.kind,
          unit: d.unit,
          total: d.total,
          done: 0,
          added_at: d.at,
          updated_at: d.at,
        })
        .onConflict((oc) => oc.column('resource_id').doNothing())
        .execute();
      return true;
    }
    case 'StudyResourceProgressRecorded':
      await trx
        .updateTable('study_resources')
        .set({ done: event.data.done, updated_at: event.data.at })
        .where('resource_id', '=', event.data.resourceId)
        .execute();
      return true;
    case 'StudyResourceRemoved':
      await trx.deleteFrom('study_resources').where('resource_id', '=', event.data.resourceId).execute();
      return true;

    case 'CoachNoteWritten': {
      const d = event.data;
      await trx
        .insertInto('coach_notes')
        .values({
          note_id: d.noteId,
          student_id: d.studentId,
          coach_id: d.coachId,
          content: d.content,
          created_at: d.at,
          updated_at: d.at,
        })
        .onConflict((oc) => oc.column('note_id').doNothing())
        .execute();
      return true;
    }
    case 'CoachNoteEdited':
      await trx
        .updateTable('coach_notes')
        .set({ content: event.data.content, updated_at: event.data.at })
        .where('note_id', '=', event.data.noteId)
        .execute();
      return true;
    case 'CoachNoteDeleted':
      await trx.deleteFrom('coach_notes').where('note_id', '=', event.data.noteId).execute();
      return true;

    case 'WeeklySummaryPrepared': {
      const d = event.data;
      await trx
        .insertInto('weekly_summaries')
        .values({
          student_id: d.studentId,
          week: d.week,
          parent_ids: JSON.stringify(d.parentIds),
          figures: JSON.stringify(d.figures),
          prepared_at: d.at,
        })
        .onConflict((oc) => oc.columns(['student_id', 'week']).doNothing())
        .execute();
      return true;
    }
    default:
      return false;
  }
}
