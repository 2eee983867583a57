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
