import type { EventData, EventOf } from '@pusula/contracts';
import { SCORE_TYPE_CODES } from '@pusula/contracts/education';
import { type Decider, DomainError } from '../decider';
import { currentCatalogue } from '../education/versions';
import { examTests, findExamType } from './catalogue-refs';

export type GoalProgramEvent = EventOf<
  'GoalProgramSet' | 'GoalMilestoneAdded' | 'GoalMilestoneCompleted' | 'GoalMilestoneRemoved'
>;

type GoalProgram = Omit<EventData<'GoalProgramSet'>, 'studentId' | 'setBy' | 'at'>;

export type GoalProgramCommand =
  | { type: 'SetGoalProgram'; data: { studentId: string; program: GoalProgram; setBy: string; now: string } }
  | {
      type: 'AddGoalMilestone';
      data: { studentId: string; milestoneId: string; title: string; dueDate: string; now: string };
    }
  | { type: 'CompleteGoalMilestone'; data: { studentId: string; milestoneId: string; now: string } }
  | { type: 'RemoveGoalMilestone'; data: { studentId: string; milestoneId: string; now: string } };

export interface GoalProgramState {
  program: GoalProgram | null;
  milestones: ReadonlyMap<string, { done: boolean; removed: boolean }>;
}

/** One stream per student: the target (Hedef Programı) and its milestones. */
export const goalProgramStreamId = (studentId: string) => `goal-program-${studentId}`;

export const MAX_MILESTONES = 50;

export const GOAL_MESSAGES = {
  scoreTypeRequired: 'YKS hedefi için puan türü (alan) seçilmeli',
  badScoreType: 'Puan türü TYT, SAY, EA, SÖZ veya DİL olmalı',
  lgsNoScoreType: 'LGS hedefinde puan türü olmaz',
  rankOnlyYks: 'Sıralama hedefi yalnızca YKS için seçilebilir',
  percentileOnlyLgs: 'Yüzdelik dilim hedefi yalnızca LGS için seçilebilir',
  universityOnlyYks: 'Üniversite/bölüm hedefi yalnızca YKS için seçilebilir',
  rankRequired: 'Hedef sıralama girilmeli',
  percentileRequired: 'Hedef yüzdelik dilim veya hedef lise girilmeli',
  schoolOnlyLgs: 'Hedef lise yalnızca LGS için girilebilir',
  universityRequired: 'Hedef üniversite girilmeli',
  badRankingOption: 'Hedef seçeneği katalogda yok ya da bu sınava ait değil',
  milestoneNotFound: 'Kilometre taşı bulunamadı',
  duplicateMilestone: 'Bu kilometre taşı zaten var',
  tooManyMilestones: `En fazla ${MAX_MILESTONES} kilometre taşı eklenebilir`,
} as const;

const refuse = (field: string, message: string): never => {
  throw new DomainError('VALIDATION', message, { [field]: message });
};

/** The family's rules: YKS aims at a score type and a rank or a programme; LGS at a percentile. */
export function checkGoalProgram(program: GoalProgram): GoalProgram {
  const { examFamily, target } = program;
  let { scoreType } = program;
  if (examFamily === 'YKS') {
    if (!scoreType) refuse('scoreType', GOAL_MESSAGES.scoreTypeRequired);
    const upper = scoreType!.toLocaleUpperCase('tr-TR');
    const code = SCORE_TYPE_CODES.find((c) => c === upper);
    if (!code) refuse('scoreType', GOAL_MESSAGES.badScoreType);
    scoreType = code!;
  } else if (scoreType) refuse('scoreType', GOAL_MESSAGES.lgsNoScoreType);

  // The school is carried only when named, so a goal set before it existed reads the same when set again.
  const { school: named, ...rest } = target;
  const school = named?.trim() || null;
  const resolved = { ...rest, ...(school ? { school } : {}) };
  if (school && examFamily !== 'LGS') refuse('target.school', GOAL_MESSAGES.schoolOnlyLgs);
  if (target.rankingOptionId) {
    const option = currentCatalogue.rankingOptions().find((o) => o.id === target.rankingOptionId);
    if (!option || option.family !== examFamily)
      refuse('target.rankingOptionId', GOAL_MESSAGES.badRankingOption);
    if (option!.kind === 'rank') resolved.rank ??= option!.value;
    if (option!.kind === 'percentile') resolved.percentile ??= option!.value;
  }
  switch (target.kind) {
    case 'RANK':
      if (examFamily !== 'YKS') refuse('target.kind', GOAL_MESSAGES.rankOnlyYks);
      if (!resolved.rank) refuse('target.rank', GOAL_MESSAGES.rankRequired);
      break;
    case 'PERCENTILE':
      if (examFamily !== 'LGS') refuse('target.kind', GOAL_MESSAGES.percentileOnlyLgs);
      // LGS aims at a percentile, a school, or both (a school's base percentile changes every year).
      if (!resolved.percentile && !school) refuse('target.percentile', GOAL_MESSAGES.percentileRequired);
      break;
    case 'UNIVERSITY':
      if (examFamily !== 'YKS') refuse('target.kind', GOAL_MESSAGES.universityOnlyYks);
      if (!resolved.university) refuse('target.university', GOAL_MESSAGES.universityRequired);
      break;
  }

  const seen = new Set<string>();
  const targetNets = program.targetNets.map((t, i) => {
    const exam = findExamType(t.examType);
    if (!exam || exam.family !== examFamily)
      refuse(`targetNets.${i}.examType`, `${t.examType} bir ${examFamily} sınavı değil`);
    const test = examTests(exam!).find((x) => x.code === t.testCode);
    if (!test) refuse(`targetNets.${i}.testCode`, `${exam!.code} sınavında “${t.testCode}” testi yok`);
    const key = `${exam!.code}/${test!.code}`;
    if (seen.has(key)) refuse(`targetNets.${i}`, `${exam!.code} ${test!.name} hedefi iki kez girilmiş`);
    seen.add(key);
    if (t.net < 0 || t.net > test!.questionCount)
      refuse(
        `targetNets.${i}.net`,
        `${exam!.code} ${test!.name} hedef neti 0 ile ${test!.questionCount} arasında olmalı`,
      );
    return { examType: exam!.code, testCode: test!.code, net: t.net };
  });
  return { examFamily, scoreType: scoreType ?? null, target: resolved, targetNets };
}

function milestone(state: GoalProgramState, milestoneId: string) {
  const m = state.milestones.get(milestoneId);
  if (!m) throw new DomainError('NOT_FOUND', GOAL_MESSAGES.milestoneNotFound);
  return m;
}

export const goalProgramDecider: Decider<GoalProgramCommand, GoalProgramEvent, GoalProgramState> = {
  initialState: () => ({ program: null, milestones: new Map() }),

  decide(command, state) {
    const { studentId, now } = command.data;
    switch (command.type) {
      case 'SetGoalProgram': {
        const program = checkGoalProgram(command.data.program);
        if (state.program && JSON.stringify(state.program) === JSON.stringify(program)) return [];
        return [
          { type: 'GoalProgramSet', data: { studentId, ...program, setBy: command.data.setBy, at: now } },
        ];
      }
      case 'AddGoalMilestone': {
        const { milestoneId, title, dueDate } = command.data;
        if (state.milestones.has(milestoneId))
          throw new DomainError('CONFLICT', GOAL_MESSAGES.duplicateMilestone);
        const open = [...state.milestones.values()].filter((m) => !m.removed).length;
        if (open >= MAX_MILESTONES) throw new DomainError('CONFLICT', GOAL_MESSAGES.tooManyMilestones);
        return [{ type: 'GoalMilestoneAdded', data: { studentId, milestoneId, title, dueDate, at: now } }];
      }
      case 'CompleteGoalMilestone': {
        const m = milestone(state, command.data.milestoneId);
        if (m.removed) throw new DomainError('NOT_FOUND', GOAL_MESSAGES.milestoneNotFound);
        if (m.done) return [];
        return [
          {
            type: 'GoalMilestoneCompleted',
            data: { studentId, milestoneId: command.data.milestoneId, at: now },
          },
        ];
      }
      case 'RemoveGoalMilestone': {
        if (milestone(state, command.data.milestoneId).removed) return [];
        return [
          {
            type: 'GoalMilestoneRemoved',
            data: { studentId, milestoneId: command.data.milestoneId, at: now },
          },
        ];
      }
    }
  },

  evolve(state, event) {
    const milestones = new Map(state.milestones);
    switch (event.type) {
      case 'GoalProgramSet': {
        const { examFamily, scoreType, target, targetNets } = event.data;
        return { ...state, program: { examFamily, scoreType, target, targetNets } };
      }
      case 'GoalMilestoneAdded':
        milestones.set(event.data.milestoneId, { done: false, removed: false });
        break;
      case 'GoalMilestoneCompleted': {
        const m = milestones.get(event.data.milestoneId);
        if (m) milestones.set(event.data.milestoneId, { ...m, done: true });
        break;
      }
      case 'GoalMilestoneRemoved': {
        const m = milestones.get(event.data.milestoneId);
        if (m) milestones.set(event.data.milestoneId, { ...m, removed: true });
        break;
      }
    }
    return { ...state, milestones };
  },
};
