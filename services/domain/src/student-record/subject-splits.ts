import { round2 } from '@pusula/contracts';
import type { ExamTest } from '@pusula/contracts/education';
import { DomainError } from '../decider';

export interface SubjectAnswers {
  courseId: string;
  correct: number;
  wrong: number;
  blank: number;
}

export type ScoredSubject = SubjectAnswers & { net: number };

const KEYS = [
  ['correct', 'doğru'],
  ['wrong', 'yanlış'],
  ['blank', 'boş'],
] as const;

/**
 * A test's optional split by subject (the catalogue's parts: TYT Fen → Fizik, Kimya, Biyoloji). Only a test
 * with more than one part splits; each subject appears once, fits its own question count where the
 * catalogue fixes one (Matematik / Geometri share theirs informally), and the subjects add up to the test's
 * D/Y/B exactly — a split that disagrees with the test's own answers would give two truths. A subject left
 * out counts as 0/0/0, so the sums still decide. Nets use the test's rule (D − Y/k), rounded for display.
 */
export function scoreSubjects(
  test: ExamTest,
  testIndex: number,
  answers: { correct: number; wrong: number; blank: number },
  subjects: readonly SubjectAnswers[] | undefined,
  wrongsPerCorrect: number,
): ScoredSubject[] | undefined {
  if (!subjects || subjects.length === 0) return undefined;
  const at = `tests.${testIndex}.subjects`;
  if (test.parts.length < 2) {
    const message = `${test.name} testi derslere ayrılmıyor`;
    throw new DomainError('VALIDATION', message, { [at]: message });
  }
  const seen = new Set<string>();
  const scored = subjects.map((s, j) => {
    const part = test.parts.find((p) => p.courseId === s.courseId);
    if (!part) {
      const known = test.parts.map((p) => p.name).join(', ');
      const message = `${test.name} testinde böyle bir ders yok (dersler: ${known})`;
      throw new DomainError('VALIDATION', message, { [`${at}.${j}.courseId`]: message });
    }
    if (seen.has(part.courseId)) {
      const message = `${test.name}: ${part.name} iki kez girilmiş`;
      throw new DomainError('VALIDATION', message, { [`${at}.${j}.courseId`]: message });
    }
    seen.add(part.courseId);
    for (const [key] of KEYS) {
      if (!Number.isInteger(s[key]) || s[key] < 0) {
        const message = `${test.name} – ${part.name}: sayılar sıfır veya pozitif tam sayı olmalı`;
        throw new DomainError('VALIDATION', message, { [`${at}.${j}.${key}`]: message });
      }
    }
    const answered = s.correct + s.wrong + s.blank;
    if (part.questionCount !== null && answered > part.questionCount) {
      const message = `${test.name} – ${part.name}: doğru + yanlış + boş (${answered}) bu dersin soru sayısını (${part.questionCount}) aşamaz`;
      throw new DomainError('VALIDATION', message, { [`${at}.${j}`]: message });
    }
    const net = round2(s.correct - s.wrong / wrongsPerCorrect);
    return { courseId: part.courseId, correct: s.correct, wrong: s.wrong, blank: s.blank, net };
  });
  const mismatches: Record<string, string> = {};
  for (const [key, label] of KEYS) {
    const sum = scored.reduce((n, s) => n + s[key], 0);
    if (sum !== answers[key])
      mismatches[`${at}.${key}`] =
        `${test.name}: derslerin ${label} toplamı (${sum}) testin ${label} sayısına (${answers[key]}) eşit olmalı`;
  }
  const first = Object.values(mismatches)[0];
  if (first) throw new DomainError('VALIDATION', first, mismatches);
  const order = test.parts.map((p) => p.courseId);
  return scored.sort((a, b) => order.indexOf(a.courseId) - order.indexOf(b.courseId));
}
