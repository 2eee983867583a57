import type { EventOf, StudyBlockFields } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';
import { checkStudyBlock } from './weekly-plan-decider';

export type PlanTemplateEvent = EventOf<'PlanTemplateSaved' | 'PlanTemplateDeleted'>;

export type PlanTemplateCommand =
  | {
      type: 'SavePlanTemplate';
      data: { templateId: string; coachId: string; name: string; blocks: StudyBlockFields[]; now: string };
    }
  | { type: 'DeletePlanTemplate'; data: { templateId: string; coachId: string; now: string } };

export type PlanTemplateState =
  | { status: 'none' }
  | { status: 'saved' | 'deleted'; coachId: string; name: string; blocks: StudyBlockFields[] };

/** A coach's reusable week: blocks by weekday, applied to any week of any of their students. */
export const planTemplateStreamId = (templateId: string) => `plan-template-${templateId}`;

export const PLAN_TEMPLATE_MESSAGES = {
  notFound: 'Program şablonu bulunamadı',
  notYours: 'Bu şablon size ait değil',
} as const;

function owned(state: PlanTemplateState, coachId: string) {
  if (state.status === 'none') throw new DomainError('NOT_FOUND', PLAN_TEMPLATE_MESSAGES.notFound);
  if (state.coachId !== coachId) throw new DomainError('FORBIDDEN', PLAN_TEMPLATE_MESSAGES.notYours);
  return state;
}

export const planTemplateDecider: Decider<PlanTemplateCommand, PlanTemplateEvent, PlanTemplateState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    const { templateId, coachId, now } = command.data;
    switch (command.type) {
      case 'SavePlanTemplate': {
        if (state.status !== 'none' && owned(state, coachId).status === 'deleted')
          throw new DomainError('NOT_FOUND', PLAN_TEMPLATE_MESSAGES.notFound);
        for (const [i, b] of command.data.blocks.entries()) checkStudyBlock(b, `blocks.${i}.`);
        return [
          {
            type: 'PlanTemplateSaved',
            data: { templateId, coachId, name: command.data.name, blocks: command.data.blocks, at: now },
          },
        ];
      }
      case 'DeletePlanTemplate': {
        if (owned(state, coachId).status === 'deleted') return [];
        return [{ type: 'PlanTemplateDeleted', data: { templateId, coachId, at: now } }];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'PlanTemplateSaved':
        return {
          status: 'saved',
          coachId: event.data.coachId,
          name: event.data.name,
          blocks: event.data.blocks,
        };
      case 'PlanTemplateDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
    }
  },
};
