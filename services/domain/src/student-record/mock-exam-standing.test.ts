import type { EventOf } from '@pusula/contracts';
import { describe, it } from 'vitest';
import { given } from '../testing';
import { type MockExamSheet, mockExamDecider } from './mock-exam-decider';

const now = '2026-11-23T09:00:00.000Z';
const tyt: MockExamSheet = {
  examType: 'TYT',
  name: 'Kurum TYT-4',
  takenOn: '2026-11-22',
  durationMinutes: 165,
  tests: [{ testCode: 'tr', correct: 30, wrong: 4, blank: 6 }],
};
const lgs: MockExamSheet = {
  examType: 'LGS',
  name: 'LGS Deneme 2',
  takenOn: '2026-11-22',
  durationMinutes: 155,
  tests: [{ testCode: 'mat', correct: 15, wrong: 3, blank: 2 }],
};
const record = (sheet: MockExamSheet) => ({
  type: 'RecordMockExam' as const,
  data: { examId: 'e1', studentId: 'stu-1', sheet, recordedBy: 'coach-1', now },
});
const recorded = (
  sheet: MockExamSheet,
  net: number,
  extra: Partial<EventOf<'MockExamRecorded'>['data']>,
): EventOf<'MockExamRecorded'> => ({
  type: 'MockExamRecorded',
  data: {
    examId: 'e1',
    studentId: 'stu-1',
    examType: sheet.examType,
    name: sheet.name,
    takenOn: sheet.takenOn,
    durationMinutes: sheet.durationMinutes,
    ...extra,
    tests: sheet.tests.map(({ testCode, correct, wrong, blank }) => ({
      testCode,
      correct,
      wrong,
      blank,
      net,
    })),
    totalNet: net,
    weightedNet: sheet.examType === 'LGS' ? 4 * net : null,
    estimatedScore: null,
    recordedBy: 'coach-1',
    at: now,
  },
});

describe('a deneme’s publisher, standing and duration', () => {
  it('given a TYT deneme with publisher, rank and participants, when recorded, then the event keeps them', () => {
    const sheet = { ...tyt, publisher: '  Örnek Yayınları ', rank: 12_345, participants: 150_000 };
    given(mockExamDecider)
      .when(record(sheet))
      .thenEmits([recorded(tyt, 29, { publisher: 'Örnek Yayınları', rank: 12_345, participants: 150_000 })]);
  });

  it('given an LGS deneme with a percentile, when recorded, then it is kept and no rank is invented', () => {
    given(mockExamDecider)
      .when(record({ ...lgs, percentile: 2.35, rank: null, publisher: null }))
      .thenEmits([recorded(lgs, 14, { percentile: 2.35 })]);
  });

  it('given no publisher or standing, when recorded, then the event has the shape of the denemes before them', () => {
    given(mockExamDecider)
      .when(record({ ...tyt, publisher: '', rank: null, percentile: null, participants: null }))
      .thenEmits([recorded(tyt, 29, {})]);
  });

  it('given a rank on an LGS deneme or a percentile on a YKS one, when recorded, then it is refused in Turkish', () => {
    given(mockExamDecider)
      .when(record({ ...lgs, rank: 500 }))
      .thenRefuses('VALIDATION', 'LGS denemesinde sıralama değil yüzdelik dilim girilir');
    given(mockExamDecider)
      .when(record({ ...tyt, percentile: 3 }))
      .thenRefuses('VALIDATION', 'YKS denemesinde yüzdelik dilim değil Türkiye geneli sıralama girilir');
    given(mockExamDecider)
      .when(record({ ...tyt, rank: 2_000, participants: 1_500 }))
      .thenRefuses('VALIDATION', 'Sıralama katılımcı sayısını aşamaz');
  });

  it('given a duration past the exam’s official time and its slack, when recorded, then it is refused; up to it, kept', () => {
    given(mockExamDecider)
      .when(record({ ...tyt, durationMinutes: 196 }))
      .thenRefuses('VALIDATION', 'TYT süresi 165 dakika; deneme süresi en fazla 195 dakika olabilir');
    given(mockExamDecider)
      .when(record({ ...tyt, durationMinutes: 195 }))
      .thenEmits([recorded({ ...tyt, durationMinutes: 195 }, 29, {})]);
  });
});
