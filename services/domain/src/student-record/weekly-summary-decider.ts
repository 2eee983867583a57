import type { EventOf, WeeklySummaryFigures } from '@pusula/contracts';
import type { Decider } from '../decider';

export type WeeklySummaryEvent = EventOf<'WeeklySummaryPrepared'>;

export type WeeklySummaryCommand = {
  type: 'PrepareWeeklySummary';
  data: {
    studentId: string;
    week: string;
    parentIds: string[];
    studentName: string;
    figures: WeeklySummaryFigures;
    now: string;
  };
};

export interface WeeklySummaryState {
  weeks: ReadonlySet<string>;
}

/** One stream per student: one parents' summary per week, at most (several schedulers may race). */
export const weeklySummaryStreamId = (studentId: string) => `weekly-summary-${studentId}`;

export const weeklySummaryDecider: Decider<WeeklySummaryCommand, WeeklySummaryEvent, WeeklySummaryState> = {
  initialState: () => ({ weeks: new Set() }),
  decide(command, state) {
    const { studentId, week, parentIds, studentName, figures, now } = command.data;
    if (state.weeks.has(week) || parentIds.length === 0) return [];
    return [
      { type: 'WeeklySummaryPrepared', data: { studentId, week, parentIds, studentName, figures, at: now } },
    ];
  },
  evolve(state, event) {
    return { weeks: new Set([...state.weeks, event.data.week]) };
  },
};
