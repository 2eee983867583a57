import { ATTENTION_RULES } from './common';

/** Pure rules of the student record, shared by the write side, the projector and the web. */

/** Rounded to 2 decimals, halves away from zero (nets like 13,666… show as 13,67). */
export function round2(n: number): number {
  return (Math.sign(n) * Math.round(Math.abs(n) * 100 + Number.EPSILON)) / 100;
}

/**
 * How much of a block is done, 0–1: questions when a question target is set, else minutes. Over-achieving
 * counts as 1; no target at all counts as done once anything is recorded.
 */
export function blockCompletion(b: {
  targetQuestions: number | null;
  targetMinutes: number | null;
  doneQuestions: number | null;
  doneMinutes: number | null;
}): number {
  const ratio = (done: number | null, target: number) => Math.min(1, Math.max(0, (done ?? 0) / target));
  if (b.targetQuestions) return ratio(b.doneQuestions, b.targetQuestions);
  if (b.targetMinutes) return ratio(b.doneMinutes, b.targetMinutes);
  return (b.doneQuestions ?? 0) > 0 || (b.doneMinutes ?? 0) > 0 ? 1 : 0;
}

export type NetTrend =
  | { kind: 'STREAK'; nets: number[] }
  | { kind: 'BELOW_AVERAGE'; lastThree: number; average: number }
  | null;

/**
 * "Deneme net falling" (reference §3: last 3 against the student's average), over the total nets of one
 * exam type in date order. Falling when, with at least 3 denemes,
 *  - the mean of the last 3 is under the mean of all by at least 5 % and 1 net (needs 4 or more, since with
 *    exactly 3 the two means are the same), or
 *  - each of the last 3 is lower than the one before (a streak), by at least 1 net overall.
 */
export function netTrend(nets: readonly number[]): NetTrend {
  const k = ATTENTION_RULES.netTrendWindow;
  if (nets.length < k) return null;
  const last = nets.slice(-k);
  const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const average = mean(nets);
  const lastThree = mean(last);
  const drop = average - lastThree;
  if (
    nets.length > k &&
    drop >= ATTENTION_RULES.netDropMin &&
    drop >= Math.abs(average) * ATTENTION_RULES.netDropShare
  )
    return { kind: 'BELOW_AVERAGE', lastThree: round2(lastThree), average: round2(average) };
  const streak = last.every((n, i) => i === 0 || n < last[i - 1]!);
  if (streak && last[0]! - last[k - 1]! >= ATTENTION_RULES.netDropMin)
    return { kind: 'STREAK', nets: last.map(round2) };
  return null;
}
