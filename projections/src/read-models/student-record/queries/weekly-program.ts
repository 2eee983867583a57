import {
  addDays,
  type CatalogueNames,
  type PlanTemplateDto,
  round2,
  type StudyBlockDto,
  type WeeklyProgramDto,
  weekStartDate,
} from '@pusula/contracts';
import type { Selectable } from 'kysely';
import type { ReadDb } from '../../../db';
import type { PlanBlocksTable } from '../tables';
import { iso } from './row-values';

function toBlock(row: Selectable<PlanBlocksTable>, names: CatalogueNames): StudyBlockDto {
  return {
    blockId: row.block_id,
    day: row.day,
    startTime: row.start_time,
    startAt: iso(row.start_at),
    durationMinutes: row.duration_minutes,
    courseId: row.course_id,
    courseName: names.courseName(row.course_id),
    topicId: row.topic_id,
    topicName: row.topic_id ? names.topicName(row.topic_id) : null,
    activity: row.activity,
    targetQuestions: row.target_questions,
    targetMinutes: row.target_minutes,
    doneQuestions: row.done_questions,
    doneMinutes: row.done_minutes,
    completion: round2(row.completion),
    note: row.note,
    source: row.source,
    enteredByStudent: row.entered_by_student,
  };
}

export async function weeklyProgramQuery(
  db: ReadDb,
  studentId: string,
  week: string,
  names: CatalogueNames,
): Promise<WeeklyProgramDto> {
  const rows = await db
    .selectFrom('plan_blocks')
    .selectAll()
    .where('student_id', '=', studentId)
    .where('week', '=', week)
    .orderBy('day')
    .orderBy('start_time')
    .orderBy('block_id')
    .execute();
  const blocks = rows.map((r) => toBlock(r, names));
  const sum = (f: (b: StudyBlockDto) => number | null) => blocks.reduce((n, b) => n + (f(b) ?? 0), 0);
  const start = weekStartDate(week);
  return {
    studentId,
    week,
    startDate: start,
    endDate: addDays(start, 6),
    blocks,
    totals: {
      blocks: blocks.length,
      targetQuestions: sum((b) => b.targetQuestions),
      doneQuestions: sum((b) => b.doneQuestions),
      targetMinutes: sum((b) => b.targetMinutes),
      doneMinutes: sum((b) => b.doneMinutes),
      completion: blocks.length ? round2(rows.reduce((n, r) => n + r.completion, 0) / blocks.length) : null,
    },
  };
}

export async function planTemplatesQuery(db: ReadDb, coachId: string): Promise<PlanTemplateDto[]> {
  const rows = await db
    .selectFrom('plan_templates')
    .selectAll()
    .where('coach_id', '=', coachId)
    .orderBy('name')
    .orderBy('template_id')
    .execute();
  return rows.map((r) => ({
    templateId: r.template_id,
    coachId: r.coach_id,
    name: r.name,
    blocks: r.blocks as PlanTemplateDto['blocks'],
    updatedAt: iso(r.updated_at),
  }));
}

export async function planTemplateQuery(db: ReadDb, templateId: string): Promise<PlanTemplateDto | null> {
  const r = await db
    .selectFrom('plan_templates')
    .selectAll()
    .where('template_id', '=', templateId)
    .executeTakeFirst();
  return r
    ? {
        templateId: r.template_id,
        coachId: r.coach_id,
        name: r.name,
        blocks: r.blocks as PlanTemplateDto['blocks'],
        updatedAt: iso(r.updated_at),
      }
    : null;
}
