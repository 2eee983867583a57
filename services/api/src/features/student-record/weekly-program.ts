import {
  addStudyBlockInput,
  applyPlanTemplateInput,
  changeStudyBlockInput,
  copyWeekInput,
  isoWeekOf,
  planTemplateRefInput,
  recordStudyProgressInput,
  type StudyBlockFields,
  savePlanTemplateInput,
  shiftWeek,
  studyBlockRefInput,
  weekQueryInput,
} from '@pusula/contracts';
import {
  DomainError,
  liveStudyBlocks,
  planTemplateDecider,
  planTemplateStreamId,
  type WeeklyPlanCommand,
  weeklyPlanDecider,
  weeklyPlanStreamId,
} from '@pusula/domain';
import { planTemplateQuery, planTemplatesQuery, weeklyProgramQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import { derivedId } from '../../commands/command-ids';
import type { Actor } from '../../commands/handle-command';
import { load, names, notFound, nowIso, settleIn } from './record-commands';
import { coachOnly, reader, student, team, write } from './record-procedures';

const handleWeeklyPlanCommand = defineCommandHandler(
  weeklyPlanDecider,
  (week: { studentId: string; week: string }) => weeklyPlanStreamId(week.studentId, week.week),
  settleIn,
);
const handlePlanTemplateCommand = defineCommandHandler(planTemplateDecider, planTemplateStreamId, settleIn);

export const currentWeek = (deps: AppDeps) => isoWeekOf(deps.now());

export function weeklyProgram(deps: AppDeps, studentId: string, week = currentWeek(deps)) {
  return weeklyProgramQuery(deps.storage.db, studentId, week, names);
}

async function planCommand(
  deps: AppDeps,
  actor: Actor,
  studentId: string,
  week: string,
  command: WeeklyPlanCommand,
  commandId: string,
) {
  await handleWeeklyPlanCommand(deps, { studentId, week }, command, { commandId, actor });
  return weeklyProgram(deps, studentId, week);
}

export function addStudyBlock(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; week: string; block: StudyBlockFields },
  commandId: string,
) {
  const { studentId, week, block } = input;
  return planCommand(
    deps,
    actor,
    studentId,
    week,
    {
      type: 'PlanStudyBlocks',
      data: {
        studentId,
        week,
        now: nowIso(deps),
        blocks: [{ ...block, blockId: derivedId(commandId, 'block') }],
        source: 'MANUAL',
        plannedBy: actor.userId,
      },
    },
    commandId,
  );
}

export function changeStudyBlock(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; week: string; blockId: string; block: StudyBlockFields },
  commandId: string,
) {
  const { studentId, week, blockId, block } = input;
  return planCommand(
    deps,
    actor,
    studentId,
    week,
    { type: 'ChangeStudyBlock', data: { studentId, week, blockId, block, now: nowIso(deps) } },
    commandId,
  );
}

export function removeStudyBlock(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; week: string; blockId: string },
  commandId: string,
) {
  const { studentId, week, blockId } = input;
  return planCommand(
    deps,
    actor,
    studentId,
    week,
    { type: 'RemoveStudyBlock', data: { studentId, week, blockId, now: nowIso(deps) } },
    commandId,
  );
}

export function recordStudyProgress(
  deps: AppDeps,
  actor: Actor,
  input: {
    studentId: string;
    week: string;
    blockId: string;
    doneQuestions: number | null;
    doneMinutes: number | null;
    /** The student app: the student entered it, and their coach is told. */
    byStudent?: { coachId: string | null };
  },
  commandId: string,
) {
  const { studentId, week, blockId, doneQuestions, doneMinutes, byStudent } = input;
  return planCommand(
    deps,
    actor,
    studentId,
    week,
    {
      type: 'RecordStudyProgress',
      data: {
        studentId,
        week,
        blockId,
        doneQuestions,
        doneMinutes,
        recordedBy: actor.userId,
        ...(byStudent ? { byStudent } : {}),
        now: nowIso(deps),
      },
    },
    commandId,
  );
}

/** "Geçen haftayı kopyala": the blocks of `fromWeek` (default: the week before) into an empty `toWeek`. */
export async function copyWeek(
  deps: AppDeps,
  actor: Actor,
  input: { studentId: string; toWeek: string; fromWeek?: string },
  commandId: string,
) {
  const { studentId, toWeek } = input;
  const fromWeek = input.fromWeek ?? shiftWeek(toWeek, -1);
  if (fromWeek === toWeek)
    throw new DomainError('VALIDATION', 'Bir hafta kendisine kopyalanamaz', { fromWeek: 'Aynı hafta' });
  const source = liveStudyBlocks(
    await load(deps, weeklyPlanStreamId(studentId, fromWeek), weeklyPlanDecider),
  );
  if (source.length === 0) throw new DomainError('CONFLICT', `Kopyalanacak hafta (${fromWeek}) boş`);
  return planCommand(
    deps,
    actor,
    studentId,
    toWeek,
    {
      type: 'PlanStudyBlocks',
      data: {
        studentId,
        week: toWeek,
        now: nowIso(deps),
        blocks: source.map((b, i) => ({ ...b, blockId: derivedId(commandId, `copy/${i}`) })),
        source: 'COPY',
        plannedBy: actor.userId,
        requireEmptyWeek: true,
      },
    },
    commandId,
  );
}

export function planTemplates(deps: AppDeps, coachId: string) {
  return planTemplatesQuery(deps.storage.db, coachId);
}

export async function savePlanTemplate(
  deps: AppDeps,
  coach: Actor,
  input: { templateId?: string; name: string; blocks: StudyBlockFields[] },
  commandId: string,
) {
  const templateId = input.templateId ?? derivedId(commandId, 'template');
  await handlePlanTemplateCommand(
    deps,
    templateId,
    {
      type: 'SavePlanTemplate',
      data: { templateId, coachId: coach.userId, name: input.name, blocks: input.blocks, now: nowIso(deps) },
    },
    { commandId, actor: coach },
  );
  return (await planTemplateQuery(deps.storage.db, templateId))!;
}

export async function deletePlanTemplate(deps: AppDeps, coach: Actor, templateId: string, commandId: string) {
  await handlePlanTemplateCommand(
    deps,
    templateId,
    { type: 'DeletePlanTemplate', data: { templateId, coachId: coach.userId, now: nowIso(deps) } },
    { commandId, actor: coach },
  );
  return { templateId, deleted: true };
}

/**
 * Applies a coach's template to a week of several of their students (the caller has authorised every
 * student). One command per student's week stream, each with its own derived id: a retry repeats nothing.
 */
export async function applyPlanTemplate(
  deps: AppDeps,
  coach: Actor,
  input: { templateId: string; studentIds: string[]; week: string },
  commandId: string,
) {
  const template = await load(deps, planTemplateStreamId(input.templateId), planTemplateDecider);
  if (template.status !== 'saved') throw notFound('Program şablonu bulunamadı');
  if (template.coachId !== coach.userId) throw new DomainError('FORBIDDEN', 'Bu şablon size ait değil');
  const planFor = (studentId: string, perStudent: string): WeeklyPlanCommand => ({
    type: 'PlanStudyBlocks',
    data: {
      studentId,
      week: input.week,
      now: nowIso(deps),
      blocks: template.blocks.map((b, i) => ({ ...b, blockId: derivedId(perStudent, `block/${i}`) })),
      source: 'TEMPLATE',
      plannedBy: coach.userId,
    },
  });
  const studentIds = [...new Set(input.studentIds)];
  // Every student's week is judged before any is written, so a week that cannot take the template (full)
  // refuses the whole request instead of leaving the template on some students only.
  for (const studentId of studentIds) {
    const state = await load(deps, weeklyPlanStreamId(studentId, input.week), weeklyPlanDecider);
    const plan = planFor(studentId, derivedId(commandId, `student/${studentId}`));
    // A repeated request (same command id) already placed its blocks: the store answers it, not the check.
    const repeated = plan.type === 'PlanStudyBlocks' && state.blocks.has(plan.data.blocks[0]?.blockId ?? '');
    if (!repeated) weeklyPlanDecider.decide(plan, state);
  }
  const results: { studentId: string; blocksAdded: number }[] = [];
  for (const studentId of studentIds) {
    const perStudent = derivedId(commandId, `student/${studentId}`);
    const outcome = await handleWeeklyPlanCommand(
      deps,
      { studentId, week: input.week },
      planFor(studentId, perStudent),
      { commandId: perStudent, actor: coach },
    );
    results.push({ studentId, blocksAdded: outcome.events.length });
  }
  return { templateId: input.templateId, week: input.week, results };
}

/** Haftalık Program and the coach's plan templates. */
export const weeklyProgramProcedures = {
  weeklyProgram: reader.input(weekQueryInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return weeklyProgram(ctx.deps, input.studentId, input.week);
  }),
  addStudyBlock: team.input(addStudyBlockInput).mutation(write(addStudyBlock)),
  changeStudyBlock: team.input(changeStudyBlockInput).mutation(write(changeStudyBlock)),
  removeStudyBlock: team.input(studyBlockRefInput).mutation(write(removeStudyBlock)),
  recordStudyProgress: coachOnly.input(recordStudyProgressInput).mutation(write(recordStudyProgress)),
  copyWeek: team.input(copyWeekInput).mutation(write(copyWeek)),
  // Program şablonları (a coach's own)
  planTemplates: coachOnly.query(({ ctx }) => planTemplates(ctx.deps, ctx.user.userId)),
  savePlanTemplate: coachOnly
    .input(savePlanTemplateInput)
    .mutation(({ ctx, input }) => savePlanTemplate(ctx.deps, ctx.user, input, ctx.command.id)),
  deletePlanTemplate: coachOnly
    .input(planTemplateRefInput)
    .mutation(({ ctx, input }) => deletePlanTemplate(ctx.deps, ctx.user, input.templateId, ctx.command.id)),
  applyPlanTemplate: coachOnly.input(applyPlanTemplateInput).mutation(async ({ ctx, input }) => {
    // Every student first: nothing is written unless all of them are the coach's.
    for (const studentId of input.studentIds) await student(ctx, studentId);
    return applyPlanTemplate(ctx.deps, ctx.user, input, ctx.command.id);
  }),
};
