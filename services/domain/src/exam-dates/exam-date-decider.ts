import { type EventOf, type ExamDateFamily, istanbulDate } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';

export type ExamDateEvent = EventOf<'ExamDateSet' | 'ExamDateCleared'>;

export type ExamDateCommand =
  | {
      type: 'SetExamDate';
      data: { family: ExamDateFamily; date: string; note: string | null; setBy: string; now: string };
    }
  | { type: 'ClearExamDate'; data: { family: ExamDateFamily; year: number; clearedBy: string; now: string } };

export type ExamDateState = { date: string | null; note: string | null };

/** One stream per exam and year: the day an admin set for it (ÖSYM/MEB announce it; nobody invents it). */
export const examDateStreamId = (family: ExamDateFamily, year: number) => `exam-date-${family}-${year}`;

export const EXAM_DATE_MESSAGES = {
  past: 'Sınav tarihi geçmiş bir gün olamaz',
  notSet: 'Bu sınav için girilmiş bir tarih yok',
} as const;

export const examYearOf = (date: string) => Number(date.slice(0, 4));

export const examDateDecider: Decider<ExamDateCommand, ExamDateEvent, ExamDateState> = {
  initialState: () => ({ date: null, note: null }),

  decide(command, state) {
    switch (command.type) {
      case 'SetExamDate': {
        const { family, date, note, setBy, now } = command.data;
        // A countdown to a day already gone helps no one; the last exam's day needs no entry.
        if (date < istanbulDate(new Date(now)))
          throw new DomainError('VALIDATION', EXAM_DATE_MESSAGES.past, { date: EXAM_DATE_MESSAGES.past });
        if (state.date === date && state.note === note) return [];
        return [
          { type: 'ExamDateSet', data: { family, year: examYearOf(date), date, note, setBy, at: now } },
        ];
      }
      case 'ClearExamDate': {
        const { family, year, clearedBy, now } = command.data;
        if (state.date === null) throw new DomainError('NOT_FOUND', EXAM_DATE_MESSAGES.notSet);
        return [{ type: 'ExamDateCleared', data: { family, year, clearedBy, at: now } }];
      }
    }
  },

  evolve(_state, event) {
    switch (event.type) {
      case 'ExamDateSet':
        return { date: event.data.date, note: event.data.note };
      case 'ExamDateCleared':
        return { date: null, note: null };
    }
  },
};
