import type { EventOf } from '@pusula/contracts';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../decider';
import { given } from '../testing';
import { mockExamDecider } from './mock-exam-decider';
import type { TestAnswers } from './nets';

const now = '2026-11-23T09:00:00.000Z';
const s = 'stu-1';

/** A TYT deneme with Fen (20 questions: Fizik 7, Kimya 7, Biyoloji 6) split by subject. */
const fen = (subjects: TestAnswers['subjects']): TestAnswers => ({
  testCode: 'fen',
  correct: 12,
  wrong: 4,
  blank: 4,
  subjects,
});
const split = [
  { courseId: 'tyt-bio', correct: 4, wrong: 1, blank: 1 },
  { courseId: 'tyt-fiz', correct: 3, wrong: 2, blank: 2 },
  { courseId: 'tyt-kim', correct: 5, wrong: 1, blank: 1 },
];
const sheet = (tests: TestAnswers[]) => ({
  examType: 'TYT',
  name: 'Kurum TYT-4',
  takenOn: '2026-11-22',
  durationMinutes: 165,
  tests,
});
const record = (tests: TestAnswers[], byStudent?: { coachId: string | null }) => ({
  type: 'RecordMockExam' as const,
  data: {
    examId: 'e1',
    studentId: s,
    sheet: sheet(tests),
    recordedBy: byStudent ? 'student-account' : 'coach-1',
    ...(byStudent ? { byStudent } : {}),
    now,
  },
});

const recorded = (
  tests: EventOf<'MockExamRecorded'>['data']['tests'],
  extra = {},
): EventOf<'MockExamRecorded'> => ({
  type: 'MockExamRecorded',
  data: {
    examId: 'e1',
    studentId: s,
    examType: 'TYT',
    name: 'Kurum TYT-4',
    takenOn: '2026-11-22',
    durationMinutes: 165,
    tests,
    totalNet: tests.reduce((n, t) => n + t.net, 0),
    weightedNet: null,
    estimatedScore: null,
    recordedBy: 'coach-1',
    at: now,
    ...extra,
  },
});

const fenScored = {
  testCode: 'fen',
  correct: 12,
  wrong: 4,
  blank: 4,
  net: 11,
  subjects: [
    { courseId: 'tyt-fiz', correct: 3, wrong: 2, blank: 2, net: 2.5 },
    { courseId: 'tyt-kim', correct: 5, wrong: 1, blank: 1, net: 4.75 },
    { courseId: 'tyt-bio', correct: 4, wrong: 1, blank: 1, net: 3.75 },
  ],
};

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('mock exam subject splits', () => {
  it('keeps the split in the catalogue order of subjects, with nets by D − Y/4', () => {
    given(mockExamDecider)
      .when(record([fen(split)]))
      .thenEmits([recorded([fenScored])]);
  });

  it('records a test without a split as before (no subjects key), and an empty split as none', () => {
    const plain = { testCode: 'fen', correct: 12, wrong: 4, blank: 4, net: 11 };
    given(mockExamDecider)
      .when(record([fen(undefined)]))
      .thenEmits([recorded([plain])]);
    given(mockExamDecider)
      .when(record([fen([])]))
      .thenEmits([recorded([plain])]);
  });

  it('refuses subjects whose sums differ from the test, naming every field that disagrees', () => {
    const off = [split[0]!, split[1]!, { courseId: 'tyt-kim', correct: 4, wrong: 2, blank: 1 }];
    given(mockExamDecider)
      .when(record([fen(off)]))
      .thenRefuses(
        'VALIDATION',
        'Fen Bilimleri: derslerin doğru toplamı (11) testin doğru sayısına (12) eşit olmalı',
      );
    const error = refusal(() => mockExamDecider.decide(record([fen(off)]), { status: 'none' }));
    expect(Object.keys(error.fields ?? {})).toEqual(['tests.0.subjects.correct', 'tests.0.subjects.wrong']);
  });

  it('refuses a subject over its own question count, even when the sums agree', () => {
    const over = [
      { courseId: 'tyt-fiz', correct: 8, wrong: 0, blank: 0 },
      { courseId: 'tyt-kim', correct: 4, wrong: 2, blank: 2 },
      { courseId: 'tyt-bio', correct: 0, wrong: 2, blank: 2 },
    ];
    given(mockExamDecider)
      .when(record([fen(over)]))
      .thenRefuses(
        'VALIDATION',
        'Fen Bilimleri – Fizik: doğru + yanlış + boş (8) bu dersin soru sayısını (7) aşamaz',
      );
    const error = refusal(() => mockExamDecider.decide(record([fen(over)]), { status: 'none' }));
    expect(error.fields).toHaveProperty(['tests.0.subjects.0']);
  });

  it('refuses a subject of another test, a subject twice, and a split of a one-subject test', () => {
    given(mockExamDecider)
      .when(record([fen([{ courseId: 'tyt-tar', correct: 12, wrong: 4, blank: 4 }])]))
      .thenRefuses(
        'VALIDATION',
        /Fen Bilimleri testinde böyle bir ders yok \(dersler: Fizik, Kimya, Biyoloji\)/,
      );
    given(mockExamDecider)
      .when(record([fen([split[0]!, split[0]!])]))
      .thenRefuses('VALIDATION', 'Fen Bilimleri: Biyoloji iki kez girilmiş');
    given(mockExamDecider)
      .when(
        record([
          {
            testCode: 'tr',
            correct: 30,
            wrong: 5,
            blank: 5,
            subjects: [{ courseId: 'tyt-tr', correct: 30, wrong: 5, blank: 5 }],
          },
        ]),
      )
      .thenRefuses('VALIDATION', 'Türkçe testi derslere ayrılmıyor');
  });

  it('lets Matematik and Geometri share Temel Matematik without fixed counts, by the sums alone', () => {
    const mat = {
      testCode: 'mat',
      correct: 30,
      wrong: 4,
      blank: 6,
      subjects: [
        { courseId: 'tyt-tmat', correct: 26, wrong: 2, blank: 4 },
        { courseId: 'tyt-geo', correct: 4, wrong: 2, blank: 2 },
      ],
    };
    given(mockExamDecider)
      .when(record([mat]))
      .thenEmits([
        recorded([
          {
            testCode: 'mat',
            correct: 30,
            wrong: 4,
            blank: 6,
            net: 29,
            subjects: [
              { courseId: 'tyt-tmat', correct: 26, wrong: 2, blank: 4, net: 25.5 },
              { courseId: 'tyt-geo', correct: 4, wrong: 2, blank: 2, net: 3.5 },
            ],
          },
        ]),
      ]);
  });

  it('marks a deneme the student entered, with their coach to tell; a correction names who made it', () => {
    const byStudent = recorded([fenScored], {
      recordedBy: 'student-account',
      enteredBy: 'STUDENT',
      coachId: 'coach-1',
    });
    given(mockExamDecider)
      .when(record([fen(split)], { coachId: 'coach-1' }))
      .thenEmits([byStudent]);
    const { recordedBy: _r, enteredBy: _e, coachId: _c, ...results } = byStudent.data;
    const fixedFen = { testCode: 'fen', correct: 12, wrong: 4, blank: 4 };
    given(mockExamDecider, [byStudent])
      .when({
        type: 'CorrectMockExam',
        data: { examId: 'e1', studentId: s, sheet: sheet([fixedFen]), correctedBy: 'coach-1', now },
      })
      .thenEmits([
        {
          type: 'MockExamResultsCorrected',
          data: { ...results, tests: [{ ...fixedFen, net: 11 }], totalNet: 11, correctedBy: 'coach-1' },
        },
      ]);
  });
});

describe('branş denemesi', () => {
  it('records a single test marked as a branş denemesi, and refuses it with more than one test', () => {
    const plain = { testCode: 'fen', correct: 12, wrong: 4, blank: 4 };
    const branch = (tests: TestAnswers[]) => {
      const command = record(tests);
      return { ...command, data: { ...command.data, sheet: { ...command.data.sheet, singleSubject: true } } };
    };
    given(mockExamDecider)
      .when(branch([plain]))
      .thenEmits([recorded([{ ...plain, net: 11 }], { singleSubject: true })]);
    given(mockExamDecider)
      .when(branch([plain, { testCode: 'tr', correct: 30, wrong: 4, blank: 6 }]))
      .thenRefuses('VALIDATION', 'Branş denemesinde tek bir testin sonucu girilir');
  });
});
