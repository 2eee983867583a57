import { round2 } from '@pusula/contracts';
import type { ExamType } from '@pusula/contracts/education';
import { DomainError } from '../decider';
import { examTests, findExamType } from './catalogue-refs';
import { type ScoredSubject, type SubjectAnswers, scoreSubjects } from './subject-splits';

export interface TestAnswers {
  testCode: string;
  correct: number;
  wrong: number;
  blank: number;
  /** Optional split by subject (see subject-splits.ts). */
  subjects?: SubjectAnswers[];
}

export interface ScoredTest {
  testCode: string;
  correct: number;
  wrong: number;
  blank: number;
  net: number;
  subjects?: ScoredSubject[];
}

export interface ScoredMockExam {
  exam: ExamType;
  tests: ScoredTest[];
  totalNet: number;
  weightedNet: number | null;
  estimatedScore: number | null;
}

/**
 * Net of one test: D − Y/k, with k from the exam's rule (YKS 4, LGS 3; reference §2 "Score types and net
 * rules"). Exact; blanks do not count.
 */
export function netOf(correct: number, wrong: number, wrongsPerCorrect: number): number {
  return correct - wrong / wrongsPerCorrect;
}

/**
 * Scores a deneme: checks every test belongs to the exam, appears once, and that D + Y + B does not exceed
 * its question count; nets per test (rounded to 2 decimals for display) and the total of the exact nets.
 *
 * weightedNet: Σ coefficient × net for exams whose tests carry published coefficients (LGS: 4 for Türkçe,
 * Matematik, Fen; 1 for the others — reference §2 "LGS").
 *
 * estimatedScore is always null. The reference documents no rule from nets to a score: YKS scores use
 * ÖSYM's yearly standardised test scores (only the TYT test shares 33/33/17/17 % and the 40/60 TYT/AYT
 * split are quoted, "confirm in the ÖSYM guide"), and the LGS score (MSP, 100–500) is standardised over the
 * whole cohort. Inventing a formula would show parents a number nobody can stand behind.
 */
export function scoreMockExam(examTypeCode: string, answers: readonly TestAnswers[]): ScoredMockExam {
  const exam = findExamType(examTypeCode);
  if (!exam) {
    throw new DomainError('VALIDATION', `Bilinmeyen sınav türü: ${examTypeCode}`, {
      examType: 'Geçersiz sınav türü',
    });
  }
  if (answers.length === 0)
    throw new DomainError('VALIDATION', 'En az bir testin sonucu girilmeli', { tests: 'En az bir test' });
  const tests = examTests(exam);
  const seen = new Set<string>();
  const k = exam.netRule.wrongsPerCorrect;
  let total = 0;
  let weighted = 0;
  let allWeighted = true;
  const scored = answers.map((a, i) => {
    const test = tests.find((t) => t.code === a.testCode);
    if (!test) {
      const known = tests.map((t) => t.code).join(', ');
      throw new DomainError(
        'VALIDATION',
        `${exam.code} sınavında “${a.testCode}” testi yok (testler: ${known})`,
        {
          [`tests.${i}.testCode`]: 'Bu sınavda böyle bir test yok',
        },
      );
    }
    if (seen.has(test.code)) {
      throw new DomainError('VALIDATION', `${test.name} testi iki kez girilmiş`, {
        [`tests.${i}.testCode`]: 'Test iki kez girilmiş',
      });
    }
    seen.add(test.code);
    for (const [key, n] of [
      ['correct', a.correct],
      ['wrong', a.wrong],
      ['blank', a.blank],
    ] as const) {
      if (!Number.isInteger(n) || n < 0) {
        throw new DomainError('VALIDATION', `${test.name}: sayılar sıfır veya pozitif tam sayı olmalı`, {
          [`tests.${i}.${key}`]: 'Geçersiz sayı',
        });
      }
    }
    const answered = a.correct + a.wrong + a.blank;
    if (answered > test.questionCount) {
      const message = `${test.name} testinde doğru + yanlış + boş (${answered}) soru sayısını (${test.questionCount}) aşamaz`;
      throw new DomainError('VALIDATION', message, { [`tests.${i}`]: message });
    }
    const subjects = scoreSubjects(test, i, a, a.subjects, k);
    const net = netOf(a.correct, a.wrong, k);
    total += net;
    if (test.coefficient === null) allWeighted = false;
    else weighted += test.coefficient * net;
    const result = {
      testCode: test.code,
      correct: a.correct,
      wrong: a.wrong,
      blank: a.blank,
      net: round2(net),
    };
    return subjects ? { ...result, subjects } : result;
  });
  return {
    exam,
    tests: scored,
    totalNet: round2(total),
    weightedNet: allWeighted ? round2(weighted) : null,
    estimatedScore: null,
  };
}
