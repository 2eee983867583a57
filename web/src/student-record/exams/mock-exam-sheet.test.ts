import type { ExamTest } from '@pusula/contracts/education';
import { describe, expect, it } from 'vitest';
import { checkMockExamSheet, type MockExamDraft, sheetField } from './mock-exam-sheet';

const turkish: ExamTest = {
  code: 'TYT-TR',
  name: 'Türkçe',
  questionCount: 40,
  coefficient: null,
  parts: [{ courseId: 'turkce', name: 'Türkçe', questionCount: null }],
};
const science: ExamTest = {
  code: 'TYT-FEN',
  name: 'Fen Bilimleri',
  questionCount: 20,
  coefficient: null,
  parts: [
    { courseId: 'fizik', name: 'Fizik', questionCount: 7 },
    { courseId: 'kimya', name: 'Kimya', questionCount: 7 },
    { courseId: 'biyoloji', name: 'Biyoloji', questionCount: 6 },
  ],
};

const draft = (over: Partial<MockExamDraft> = {}): MockExamDraft => ({
  examType: 'TYT',
  name: 'Özdebir TYT 3',
  takenOn: '2026-11-22',
  duration: '',
  singleSubject: false,
  publisher: '',
  rank: '',
  percentile: '',
  participants: '',
  officialMinutes: 165,
  tests: [turkish, science],
  answers: { 'TYT-TR': { correct: '30', wrong: '6', blank: '4' } },
  splits: {},
  ...over,
});

describe('the deneme sheet, checked whole before it is sent', () => {
  it('passes a good sheet as the procedures take it (blank counts are 0, untouched tests left out)', () => {
    const { sheet, errors } = checkMockExamSheet(
      draft({ answers: { 'TYT-TR': { correct: '30', wrong: '6', blank: '' } }, duration: '135' }),
    );
    expect(errors).toEqual({});
    expect(sheet).toEqual({
      examType: 'TYT',
      name: 'Özdebir TYT 3',
      takenOn: '2026-11-22',
      durationMinutes: 135,
      singleSubject: false,
      publisher: null,
      rank: null,
      percentile: null,
      participants: null,
      tests: [{ testCode: 'TYT-TR', correct: 30, wrong: 6, blank: 0 }],
    });
  });

  it('names every mistake at once, each under its own field, in Turkish', () => {
    const { sheet, errors } = checkMockExamSheet(
      draft({
        name: '  ',
        takenOn: '',
        duration: '0',
        answers: {
          'TYT-TR': { correct: '-1', wrong: '2.5', blank: '' },
          'TYT-FEN': { correct: '18', wrong: '3', blank: '0' },
        },
      }),
    );
    expect(sheet).toBeNull();
    expect(errors).toEqual({
      name: 'Deneme adı gerekli',
      takenOn: 'Deneme tarihi YYYY-AA-GG biçiminde olmalı',
      durationMinutes: 'Deneme süresi pozitif olmalı',
      [sheetField.count('TYT-TR', 'correct')]: 'Doğru sayısı negatif olamaz',
      [sheetField.count('TYT-TR', 'wrong')]: 'Yanlış sayısı tam sayı olmalı',
      [sheetField.test('TYT-FEN')]: 'Doğru + yanlış + boş 20 soruyu aşamaz',
    });
  });

  it('puts a subject count’s mistake on that subject’s input, and a subject over its questions on it', () => {
    const { sheet, errors } = checkMockExamSheet(
      draft({
        answers: {},
        splits: {
          'TYT-FEN': {
            fizik: { correct: '8', wrong: '0', blank: '0' },
            biyoloji: { correct: '3', wrong: '-2', blank: '' },
          },
        },
      }),
    );
    expect(sheet).toBeNull();
    expect(errors).toEqual({
      [sheetField.subject('TYT-FEN', 'fizik')]: 'Fizik en fazla 7 soru',
      [sheetField.subjectCount('TYT-FEN', 'biyoloji', 'wrong')]: 'Yanlış sayısı negatif olamaz',
    });
  });

  it('asks for at least one test', () => {
    const { sheet, errors } = checkMockExamSheet(draft({ answers: {} }));
    expect(sheet).toBeNull();
    expect(errors).toEqual({ tests: 'En az bir testin sonucu girilmeli' });
  });

  it('reads the publisher and a rank typed with Turkish thousands, and refuses what does not fit the exam', () => {
    const ranked = checkMockExamSheet(
      draft({ publisher: ' Örnek Yayınları ', rank: '12.345', participants: '150 000', duration: '170' }),
    );
    expect(ranked.errors).toEqual({});
    expect(ranked.sheet).toMatchObject({
      publisher: 'Örnek Yayınları',
      rank: 12_345,
      percentile: null,
      participants: 150_000,
      durationMinutes: 170,
    });
    const wrong = checkMockExamSheet(
      draft({ rank: '2000', participants: '1500', percentile: '3', duration: '200' }),
    );
    expect(wrong.sheet).toBeNull();
    expect(wrong.errors).toEqual({
      rank: 'Sıralama katılımcı sayısını aşamaz',
      percentile: 'YKS denemesinde yüzdelik dilim değil Türkiye geneli sıralama girilir',
      durationMinutes: 'TYT süresi 165 dakika; deneme süresi en fazla 195 dakika olabilir',
    });
  });

  it('takes an LGS percentile with a decimal comma and refuses a rank there', () => {
    const lgs = { examType: 'LGS', officialMinutes: 155 };
    const good = checkMockExamSheet(draft({ ...lgs, percentile: '2,35' }));
    expect(good.errors).toEqual({});
    expect(good.sheet).toMatchObject({ percentile: 2.35, rank: null });
    const bad = checkMockExamSheet(draft({ ...lgs, rank: '500', percentile: '2,345' }));
    expect(bad.errors).toEqual({
      rank: 'LGS denemesinde sıralama değil yüzdelik dilim girilir',
      percentile: 'Yüzdelik dilim en fazla iki ondalık basamak olabilir',
    });
  });
});
