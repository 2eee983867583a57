import { istanbulDate } from '../student-record/calendar';
import type { ExamDateFamily } from './official-exam-dates';

/** The exam family a student's exam target sits: LGS for LGS, YKS for the rest (TYT, AYT, YDT). */
export const examFamilyOfTarget = (examTarget: string): ExamDateFamily =>
  examTarget.toLocaleUpperCase('tr-TR') === 'LGS' ? 'LGS' : 'YKS';

const DAY_MS = 86_400_000;

/**
 * Whole calendar days from today in Istanbul to the exam's day: 0 on the day itself, whatever the hour
 * and wherever the device is (the days are counted on dates, not on 24-hour spans).
 */
export function daysUntil(date: string, now: Date): number {
  const today = Date.parse(`${istanbulDate(now)}T00:00:00Z`);
  return Math.round((Date.parse(`${date}T00:00:00Z`) - today) / DAY_MS);
}

/** The family's next exam day from today (Istanbul) on, or null when none is set. */
export function nextExamDate<T extends { family: ExamDateFamily; date: string }>(
  dates: readonly T[],
  family: ExamDateFamily,
  now: Date,
): (T & { days: number }) | null {
  const upcoming = dates
    .filter((d) => d.family === family)
    .map((d) => ({ ...d, days: daysUntil(d.date, now) }))
    .filter((d) => d.days >= 0)
    .sort((a, b) => a.days - b.days);
  return upcoming[0] ?? null;
}

/** „YKS'ye 183 gün", „LGS'ye 1 gün", „YKS bugün" (both names are read with a final „-es": -ye). */
export const countdownText = (family: ExamDateFamily, days: number): string =>
  days === 0 ? `${family} bugün` : `${family}'ye ${days} gün`;
