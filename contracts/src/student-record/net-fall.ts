import { ATTENTION_RULES, type NetFallRules } from './common';
import { round2 } from './rules';

/**
 * "Deneme netleri düşüyor", judged so that a coach can trust it: only comparable denemes are compared (the
 * total of full denemes of one exam type; one test inside them; the branş denemes of one test), and a fall
 * counts only when it is large against the student's own spread. The same functions serve the projector and
 * `pnpm bench:attention`, which measures their false alarms and detection delay.
 */

export interface NetFall {
  /** Mean of the recent denemes and how many there are. */
  recentMean: number;
  recentCount: number;
  /** Mean of the denemes before them and how many there are. */
  earlierMean: number;
  earlierCount: number;
  /**
   * The drop in standard errors of the difference of the two means: how sure the fall is. An organisation's
   * sensitivity (`NET_FALL_SPREAD_MULTIPLIERS`) shows a stored fall only when this exceeds its multiplier.
   */
  standardErrors: number;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const standardDeviation = (xs: readonly number[]) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1));
};

/**
 * Judges one series of comparable nets in date order, the latest last. Falling when the mean of the last
 * `recentDenemes` is under the mean of the up to `earlierWindow` denemes before them by more than
 * `spreadMultiplier` standard errors of that difference, measured with the student's own spread (the
 * standard deviation of the earlier denemes, at least `spreadFloorPerRootQuestion` × √`maxNet`). A streak alone never
 * counts: three denemes in falling order happen by chance one time in six.
 */
export function netFall(
  nets: readonly number[],
  maxNet: number,
  rules: NetFallRules = ATTENTION_RULES.netFall,
): NetFall | null {
  const k = rules.recentDenemes;
  if (nets.length < k + rules.minEarlierDenemes) return null;
  const recent = nets.slice(-k);
  const earlier = nets.slice(Math.max(0, nets.length - k - rules.earlierWindow), -k);
  const spread = Math.max(standardDeviation(earlier), rules.spreadFloorPerRootQuestion * Math.sqrt(maxNet));
  const drop = mean(earlier) - mean(recent);
  const standardError = spread * Math.sqrt(1 / k + 1 / earlier.length);
  if (!(drop > rules.spreadMultiplier * standardError)) return null;
  return {
    recentMean: round2(mean(recent)),
    recentCount: k,
    earlierMean: round2(mean(earlier)),
    earlierCount: earlier.length,
    standardErrors: drop / standardError,
  };
}

/** A deneme as the falling-net rule needs it. `questions`: the test's question count (its maximum net). */
export interface DenemeNets {
  examType: string;
  singleSubject: boolean;
  totalNet: number;
  tests: readonly { testCode: string; net: number; questions: number }[];
}

/** Which comparable denemes a series holds: the total (`testCode` null) or one test, full or branş. */
export interface NetSeriesRef {
  examType: string;
  testCode: string | null;
  singleSubject: boolean;
}

/** The key a series is stored under: `TYT`, `TYT/mat`, `TYT/mat/brans`. */
export const netSeriesKey = (s: NetSeriesRef) =>
  [s.examType, ...(s.testCode ? [s.testCode] : []), ...(s.singleSubject ? ['brans'] : [])].join('/');

/**
 * Every series of comparable nets in a student's denemes (in date order) and its verdict: the total of the
 * full denemes of each exam type, each test inside those, and the branş denemes of each test (a branş
 * denemesi's total is only comparable with branş denemes of the same test). Series with a fall only.
 */
export function netFallsOf(
  denemes: readonly DenemeNets[],
  rules: NetFallRules = ATTENTION_RULES.netFall,
): (NetSeriesRef & { key: string; fall: NetFall })[] {
  const series = new Map<string, NetSeriesRef & { nets: number[]; maxNet: number }>();
  const push = (ref: NetSeriesRef, net: number, maxNet: number) => {
    const key = netSeriesKey(ref);
    const s = series.get(key) ?? { ...ref, nets: [], maxNet: 0 };
    s.nets.push(net);
    s.maxNet = Math.max(s.maxNet, maxNet);
    series.set(key, s);
  };
  for (const d of denemes) {
    const questions = d.tests.reduce((a, t) => a + t.questions, 0);
    if (d.singleSubject) {
      const testCode = d.tests.map((t) => t.testCode).join('+');
      if (testCode) push({ examType: d.examType, testCode, singleSubject: true }, d.totalNet, questions);
      continue;
    }
    push({ examType: d.examType, testCode: null, singleSubject: false }, d.totalNet, questions);
    for (const t of d.tests)
      push({ examType: d.examType, testCode: t.testCode, singleSubject: false }, t.net, t.questions);
  }
  const falls: (NetSeriesRef & { key: string; fall: NetFall })[] = [];
  for (const [key, { nets, maxNet, ...ref }] of series) {
    const fall = netFall(nets, maxNet, rules);
    if (fall) falls.push({ ...ref, key, fall });
  }
  return falls;
}
