import type { EventOf, ResourceKind, ResourceUnit } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';
import { requireCourse } from './catalogue-refs';

export type StudyResourceEvent = EventOf<
  'StudyResourceAdded' | 'StudyResourceProgressRecorded' | 'StudyResourceRemoved'
>;

export type StudyResourceCommand =
  | {
      type: 'AddStudyResource';
      data: {
        studentId: string;
        resourceId: string;
        courseId: string;
        title: string;
        kind: ResourceKind;
        unit: ResourceUnit;
        total: number;
        now: string;
      };
    }
  | {
      type: 'RecordResourceProgress';
      data: { studentId: string; resourceId: string; done: number; now: string };
    }
  | { type: 'RemoveStudyResource'; data: { studentId: string; resourceId: string; now: string } };

export interface StudyResourceState {
  resources: ReadonlyMap<string, { total: number; done: number; unit: ResourceUnit; removed: boolean }>;
}

/** One stream per student: books and resources (Kaynaklar) with how far the student got. */
export const studyResourcesStreamId = (studentId: string) => `study-resources-${studentId}`;

export const MAX_RESOURCES = 100;

export const RESOURCE_MESSAGES = {
  notFound: 'Kaynak bulunamadı',
  exists: 'Bu kaynak zaten eklendi',
  tooMany: `Bir öğrenciye en fazla ${MAX_RESOURCES} kaynak eklenebilir`,
  overTotal: (total: number, unit: ResourceUnit) =>
    `Tamamlanan, kaynağın toplamını (${total} ${unit === 'PAGE' ? 'sayfa' : 'test'}) aşamaz`,
} as const;

function live(state: StudyResourceState, resourceId: string) {
  const r = state.resources.get(resourceId);
  if (!r || r.removed) throw new DomainError('NOT_FOUND', RESOURCE_MESSAGES.notFound);
  return r;
}

export const studyResourcesDecider: Decider<StudyResourceCommand, StudyResourceEvent, StudyResourceState> = {
  initialState: () => ({ resources: new Map() }),

  decide(command, state) {
    const { studentId, resourceId, now } = command.data;
    switch (command.type) {
      case 'AddStudyResource': {
        if (state.resources.has(resourceId)) throw new DomainError('CONFLICT', RESOURCE_MESSAGES.exists);
        if ([...state.resources.values()].filter((r) => !r.removed).length >= MAX_RESOURCES)
          throw new DomainError('CONFLICT', RESOURCE_MESSAGES.tooMany);
        const { title, kind, unit, total } = command.data;
        const course = requireCourse(command.data.courseId);
        return [
          {
            type: 'StudyResourceAdded',
            data: { studentId, resourceId, courseId: course.id, title, kind, unit, total, at: now },
          },
        ];
      }
      case 'RecordResourceProgress': {
        const r = live(state, resourceId);
        const { done } = command.data;
        if (done > r.total)
          throw new DomainError('VALIDATION', RESOURCE_MESSAGES.overTotal(r.total, r.unit), {
            done: RESOURCE_MESSAGES.overTotal(r.total, r.unit),
          });
        if (done === r.done) return [];
        return [{ type: 'StudyResourceProgressRecorded', data: { studentId, resourceId, done, at: now } }];
      }
      case 'RemoveStudyResource': {
        const r = state.resources.get(resourceId);
        if (!r) throw new DomainError('NOT_FOUND', RESOURCE_MESSAGES.notFound);
        if (r.removed) return [];
        return [{ type: 'StudyResourceRemoved', data: { studentId, resourceId, at: now } }];
      }
    }
  },

  evolve(state, event) {
    const resources = new Map(state.resources);
    const current = resources.get(event.data.resourceId);
    switch (event.type) {
      case 'StudyResourceAdded':
        resources.set(event.data.resourceId, {
          total: event.data.total,
          done: 0,
          unit: event.data.unit,
          removed: false,
        });
        break;
      case 'StudyResourceProgressRecorded':
        if (current) resources.set(event.data.resourceId, { ...current, done: event.data.done });
        break;
      case 'StudyResourceRemoved':
        if (current) resources.set(event.data.resourceId, { ...current, removed: true });
        break;
    }
    return { resources };
  },
};
