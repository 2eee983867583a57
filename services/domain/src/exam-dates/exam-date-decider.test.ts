import type { EventOf } from '@pusula/contracts';
import { describe, it } from 'vitest';
import { given } from '../testing';
import { examDateDecider } from './exam-date-decider';

const now = '2026-11-26T09:00:00.000Z';
const set = (date: string, note: string | null = null) => ({
  type: 'SetExamDate' as const,
  data: { family: 'YKS' as const, date, note, setBy: 'admin-1', now },
});
const setEvent = (date: string, note: string | null = null): EventOf<'ExamDateSet'> => ({
  type: 'ExamDateSet',
  data: { family: 'YKS', year: Number(date.slice(0, 4)), date, note, setBy: 'admin-1', at: now },
});

describe('exam date decider', () => {
  it('given no date, when an admin sets one, then it is kept with its year; the same again changes nothing', () => {
    given(examDateDecider)
      .when(set('2027-06-19', 'ÖSYM takvimi'))
      .thenEmits([setEvent('2027-06-19', 'ÖSYM takvimi')]);
    given(examDateDecider, [setEvent('2027-06-19', 'ÖSYM takvimi')])
      .when(set('2027-06-19', 'ÖSYM takvimi'))
      .thenEmits([]);
    given(examDateDecider, [setEvent('2027-06-19')])
      .when(set('2027-06-20'))
      .thenEmits([setEvent('2027-06-20')]);
  });

  it('given a day already gone, when set, then it is refused in Turkish', () => {
    given(examDateDecider)
      .when(set('2026-11-25'))
      .thenRefuses('VALIDATION', 'Sınav tarihi geçmiş bir gün olamaz');
  });

  it('given a date, when cleared, then it is gone; clearing none is not found', () => {
    const clear = {
      type: 'ClearExamDate' as const,
      data: { family: 'YKS' as const, year: 2027, clearedBy: 'admin-1', now },
    };
    given(examDateDecider, [setEvent('2027-06-19')])
      .when(clear)
      .thenEmits([
        { type: 'ExamDateCleared', data: { family: 'YKS', year: 2027, clearedBy: 'admin-1', at: now } },
      ]);
    given(examDateDecider).when(clear).thenRefuses('NOT_FOUND', 'Bu sınav için girilmiş bir tarih yok');
  });
});
