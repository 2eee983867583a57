import { type EventOf, isValidIsoWeek, type StudyBlockFields } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';
import { requireCourse, requireTopicOfCourse } from './catalogue-refs';

export type WeeklyPlanEvent = EventOf<
  'StudyBlockPlanned' | 'StudyBlockChanged' | 'StudyBlockRemoved' | 'StudyBlockProgressRecorded'
>;

export interface NewStudyBlock extends StudyBlockFields {
  blockId: string;
}

interface Scope {
  studentId: string;
  week: string;
  now: string;
}

export type WeeklyPlanCommand =
  | {
      type: 'PlanStudyBlocks';
      data: Scope & {
        blocks: NewStudyBlock[];
        source: 'MANUAL' | 'TEMPLATE' | 'COPY';
        plannedBy: string;
        /** Copying a week refuses a week that already has blocks. */
        requireEmptyWeek?: boolean;
      };
    }
  | { type: 'ChangeStudyBlock'; data: Scope & { blockId: string; block: StudyBlockFields } }
  | { type: 'RemoveStudyBlock'; data: Scope & { blockId: string } }
  | {
      type: 'RecordStudyProgress';
      data: Scope & {
        blockId: string;
        doneQuestions: number | null;
        doneMinutes: number | null;
        recordedBy: string;
        /** The student entered it (the student app); their coach is told. */
        byStudent?: { coachId: string | null };
      };
    };

interface BlockState {
  fields: StudyBlockFields;
  removed: boolean;
  doneQuestions: number | null;
  doneMinutes: number | null;
}

export interface WeeklyPlanState {
  blocks: ReadonlyMap<string, BlockState>;
}

/** One stream per student and ISO week: the week's blocks and their done counts. */
export const weeklyPlanStreamId = (studentId: string, week: string) => `weekly-plan-${studentId}-${week}`;

export const MAX_BLOCKS_PER_WEEK = 120;

export const WEEKLY_PLAN_MESSAGES = {
  badWeek: 'Geçersiz hafta',
  blockNotFound: 'Çalışma bloğu bulunamadı',
  duplicateBlock: 'Bu çalışma bloğu zaten var',
  weekFull: `Bir haftaya en fazla ${MAX_BLOCKS_PER_WEEK} çalışma bloğu eklenebilir`,
  weekNotEmpty: 'Bu haftanın programı zaten var; kopyalamak için önce mevcut blokları silin',
  nothingToPlan: 'Eklenecek çalışma bloğu yok',
} as const;

/** Catalogue checks of a block: the course exists and the topic, if any, is one of its topics. */
export function checkStudyBlock(block: StudyBlockFields, path = ''): void {
  requireCourse(block.courseId, `${path}courseId`);
  if (block.topicId !== null) requireTopicOfCourse(block.courseId, block.topicId, `${path}topicId`);
}

const live = (state: WeeklyPlanState) => [...state.blocks.values()].filter((b) => !b.removed).length;

function liveBlock(state: WeeklyPlanState, blockId: string): BlockState {
  const block = state.blocks.get(blockId);
  if (!block || block.removed) throw new DomainError('NOT_FOUND', WEEKLY_PLAN_MESSAGES.blockNotFound);
  return block;
}

const sameFields = (a: StudyBlockFields, b: StudyBlockFields) =>
  (Object.keys(a) as (keyof StudyBlockFields)[]).every((k) => a[k] === b[k]);

const pickFields = (b: StudyBlockFields): StudyBlockFields => ({
  day: b.day,
  startTime: b.startTime,
  durationMinutes: b.durationMinutes,
  courseId: b.courseId,
  topicId: b.topicId,
  activity: b.activity,
  targetQuestions: b.targetQuestions,
  targetMinutes: b.targetMinutes,
  note: b.note,
});

export const weeklyPlanDecider: Decider<WeeklyPlanCommand, WeeklyPlanEvent, WeeklyPlanState> = {
  initialState: () => ({ blocks: new Map() }),

  decide(command, state) {
    const { studentId, week, now } = command.data;
    if (!isValidIsoWeek(week))
      throw new DomainError('VALIDATION', WEEKLY_PLAN_MESSAGES.badWeek, {
        week: WEEKLY_PLAN_MESSAGES.badWeek,
      });
    switch (command.type) {
      case 'PlanStudyBlocks': {
        const { blocks, source, plannedBy, requireEmptyWeek } = command.data;
        if (blocks.length === 0) throw new DomainError('CONFLICT', WEEKLY_PLAN_MESSAGES.nothingToPlan);
        if (requireEmptyWeek && live(state) > 0)
          throw new DomainError('CONFLICT', WEEKLY_PLAN_MESSAGES.weekNotEmpty);
        if (live(state) + blocks.length > MAX_BLOCKS_PER_WEEK)
          throw new DomainError('CONFLICT', WEEKLY_PLAN_MESSAGES.weekFull);
        blocks.forEach((b, i) => {
          if (state.blocks.has(b.blockId))
            throw new DomainError('CONFLICT', WEEKLY_PLAN_MESSAGES.duplicateBlock);
          checkStudyBlock(b, blocks.length > 1 ? `blocks.${i}.` : 'block.');
        });
        return blocks.map((b) => ({
          type: 'StudyBlockPlanned' as const,
          data: { studentId, week, blockId: b.blockId, ...pickFields(b), source, plannedBy, at: now },
        }));
      }
      case 'ChangeStudyBlock': {
        const current = liveBlock(state, command.data.blockId);
        const fields = pickFields(command.data.block);
        checkStudyBlock(fields, 'block.');
        if (sameFields(current.fields, fields)) return [];
        return [
          {
            type: 'StudyBlockChanged',
            data: { studentId, week, blockId: command.data.blockId, ...fields, at: now },
          },
        ];
      }
      case 'RemoveStudyBlock': {
        const block = state.blocks.get(command.data.blockId);
        if (!block) throw new DomainError('NOT_FOUND', WEEKLY_PLAN_MESSAGES.blockNotFound);
        if (block.removed) return [];
        return [
          { type: 'StudyBlockRemoved', data: { studentId, week, blockId: command.data.blockId, at: now } },
        ];
      }
      case 'RecordStudyProgress': {
        const { blockId, doneQuestions, doneMinutes, recordedBy, byStudent } = command.data;
        const block = liveBlock(state, blockId);
        if (block.doneQuestions === doneQuestions && block.doneMinutes === doneMinutes) return [];
        const student = byStudent ? { enteredBy: 'STUDENT' as const, coachId: byStudent.coachId } : {};
        return [
          {
            type: 'StudyBlockProgressRecorded',
            data: { studentId, week, blockId, doneQuestions, doneMinutes, recordedBy, ...student, at: now },
          },
        ];
      }
    }
  },

  evolve(state, event) {
    const blocks = new Map(state.blocks);
    const d = event.data;
    const current = blocks.get(d.blockId);
    switch (event.type) {
      case 'StudyBlockPlanned':
        blocks.set(d.blockId, {
          fields: pickFields(event.data),
          removed: false,
          doneQuestions: null,
          doneMinutes: null,
        });
        break;
      case 'StudyBlockChanged':
        if (current) blocks.set(d.blockId, { ...current, fields: pickFields(event.data) });
        break;
      case 'StudyBlockRemoved':
        if (current) blocks.set(d.blockId, { ...current, removed: true });
        break;
      case 'StudyBlockProgressRecorded':
        if (current)
          blocks.set(d.blockId, {
            ...current,
            doneQuestions: event.data.doneQuestions,
            doneMinutes: event.data.doneMinutes,
          });
        break;
    }
    return { blocks };
  },
};

/** The blocks of a week as they stand (for copying a week). */
export function liveStudyBlocks(state: WeeklyPlanState): StudyBlockFields[] {
  return [...state.blocks.values()].filter((b) => !b.removed).map((b) => b.fields);
}
