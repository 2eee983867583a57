import { blockCompletion, dateOfWeekday, istanbulInstant } from '@pusula/contracts';
import { sql, type Transaction } from 'kysely';
import type { ProjectedEvent } from '../../../projector';
import type { ReadModels } from '../../../schema';
import { noteActivity } from './attention';
import { noteStudentEntry } from './student-entries';

type Trx = Transaction<ReadModels>;
export type Touched = Set<string>;
const key = (studentId: string, week: string) => JSON.stringify([studentId, week]);

/** Weekly program blocks and templates. Returns true when it handled the event. */
export async function applyPlanEvent(
  trx: Trx,
  event: ProjectedEvent,
  touchedWeeks: Touched,
): Promise<boolean> {
  switch (event.type) {
    case 'StudyBlockPlanned': {
      const d = event.data;
      await trx
        .insertInto('plan_blocks')
        .values({
          block_id: d.blockId,
          student_id: d.studentId,
          week: d.week,
          day: d.day,
          start_time: d.startTime,
          start_at: istanbulInstant(dateOfWeekday(d.week, d.day), d.startTime),
          duration_minutes: d.durationMinutes,
          course_id: d.courseId,
          topic_id: d.topicId,
          activity: d.activity,
          target_questions: d.targetQuestions,
          target_minutes: d.targetMinutes,
          done_questions: null,
          done_minutes: null,
          completion: 0,
          note: d.note,
          source: d.source,
          planned_at: d.at,
          updated_at: d.at,
        })
        .onConflict((oc) => oc.column('block_id').doNothing())
        .execute();
      touchedWeeks.add(key(d.studentId, d.week));
      return true;
    }
    case 'StudyBlockChanged':
    case 'StudyBlockProgressRecorded': {
      const d = event.data;
      const row = await trx
        .selectFrom('plan_blocks')
        .selectAll()
        .where('block_id', '=', d.blockId)
        .executeTakeFirst();
      if (!row) return true;
      const next =
        event.type === 'StudyBlockChanged'
          ? {
              day: event.data.day,
              start_time: event.data.startTime,
              start_at: istanbulInstant(dateOfWeekday(d.week, event.data.day), event.data.startTime),
              duration_minutes: event.data.durationMinutes,
              course_id: event.data.courseId,
              topic_id: event.data.topicId,
              activity: event.data.activity,
              target_questions: event.data.targetQuestions,
              target_minutes: event.data.targetMinutes,
              note: event.data.note,
            }
          : {
              done_questions: event.data.doneQuestions,
              done_minutes: event.data.doneMinutes,
              entered_by_student: event.data.enteredBy === 'STUDENT',
            };
      const merged = { ...row, ...next };
      await trx
        .updateTable('plan_blocks')
        .set({
          ...next,
          completion: blockCompletion({
            targetQuestions: merged.target_questions,
            targetMinutes: merged.target_minutes,
            doneQuestions: merged.done_questions,
            doneMinutes: merged.done_minutes,
          }),
          updated_at: d.at,
        })
        .where('block_id', '=', d.blockId)
        .execute();
      touchedWeeks.add(key(d.studentId, d.week));
      if (event.type === 'StudyBlockProgressRecorded') {
        const { doneQuestions, doneMinutes } = event.data;
        if ((doneQuestions ?? 0) > 0 || (doneMinutes ?? 0) > 0) await noteActivity(trx, d.studentId, d.at);
        if (event.data.enteredBy === 'STUDENT')
          await noteStudentEntry(trx, d.studentId, d.at, 'BLOCK_PROGRESS');
      }
      return true;
    }
    case 'StudyBlockRemoved':
      await trx.deleteFrom('plan_blocks').where('block_id', '=', event.data.blockId).execute();
      touchedWeeks.add(key(event.data.studentId, event.data.week));
      return true;
    case 'PlanTemplateSaved': {
      const d = event.data;
      await trx
        .insertInto('plan_templates')
        .values({
          template_id: d.templateId,
          coach_id: d.coachId,
          name: d.name,
          blocks: JSON.stringify(d.blocks),
          updated_at: d.at,
        })
        .onConflict((oc) =>
          oc
            .column('template_id')
            .doUpdateSet({ name: d.name, blocks: JSON.stringify(d.blocks), updated_at: d.at }),
        )
        .execute();
      return true;
    }
    case 'PlanTemplateDeleted':
      await trx.deleteFrom('plan_templates').where('template_id', '=', event.data.templateId).execute();
      return true;
    default:
      return false;
  }
}

/** Rebuilds the per-day totals of the weeks a batch touched, from the blocks themselves. */
export async function refreshDayProgress(trx: Trx, touchedWeeks: Touched): Promise<void> {
  for (const k of touchedWeeks) {
    const [studentId, week] = JSON.parse(k) as [string, string];
    await trx
      .deleteFrom('plan_day_progress')
      .where('student_id', '=', studentId)
      .where('week', '=', week)
      .execute();
    await sql`INSERT INTO plan_day_progress (student_id, week, day, blocks, completion_sum)
      SELECT student_id, week, day, count(*), sum(completion) FROM plan_blocks
      WHERE student_id = ${studentId} AND week = ${week} GROUP BY student_id, week, day`.execute(trx);
  }
}
