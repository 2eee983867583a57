import type { MockExamTrendDto } from '@pusula/contracts/student-record/record-dtos';

/**
 * The net chart's data: one series per line (the exam type's total, then each test that has a net), each
 * point at the moment of its day, so the x axis spaces denemes by the real time between them. A series
 * holds only its own points, so no line is drawn through a deneme that lacks it. Branş denemeleri get a
 * line of their own per test (dashed): full is compared with full and a Matematik branş with Matematik
 * branş denemes, never mixed in one line, on the same time axis.
 */

export interface TrendPoint {
  /** Noon of the deneme's day in Istanbul, in milliseconds: the x value. */
  at: number;
  net: number;
  name: string;
  takenOn: string;
}

export interface TrendSeries {
  key: string;
  name: string;
  /** The total's line (drawn heavier). */
  total: boolean;
  /** A line of branş denemes of one test (drawn dashed). */
  branch: boolean;
  points: TrendPoint[];
}

const DAY_MS = 86_400_000;

/** A calendar day (YYYY-MM-DD, Istanbul) as an instant inside that day wherever it is formatted in Istanbul. */
export const dayInstant = (takenOn: string): number => Date.parse(`${takenOn}T12:00:00+03:00`);

export function trendSeries(
  trend: MockExamTrendDto,
  totalName: string,
  branchName: (testName: string) => string,
): TrendSeries[] {
  const point = (p: { takenOn: string; name: string }, net: number): TrendPoint => ({
    at: dayInstant(p.takenOn),
    net,
    name: p.name,
    takenOn: p.takenOn,
  });
  const total: TrendSeries = {
    key: 'total',
    name: totalName,
    total: true,
    branch: false,
    points: trend.points.map((p) => point(p, p.totalNet)),
  };
  const tests = trend.tests
    .map((test) => ({
      key: test.testCode,
      name: test.testName,
      total: false,
      branch: false,
      points: trend.points.flatMap((p) => {
        const net = p.nets[test.testCode];
        return net === undefined ? [] : [point(p, net)];
      }),
    }))
    .filter((s) => s.points.length > 0);
  const branches = trend.tests
    .map((test) => ({
      key: `brans-${test.testCode}`,
      name: branchName(test.testName),
      total: false,
      branch: true,
      points: trend.branchPoints.filter((p) => p.testCode === test.testCode).map((p) => point(p, p.net)),
    }))
    .filter((s) => s.points.length > 0);
  // Without full denemes there is no total to draw: only the branş lines.
  return [...(total.points.length > 0 ? [total] : []), ...tests, ...branches];
}

/**
 * The x axis: from the first deneme's day to the last (a day either side for a single one), with ticks
 * on the denemes' own days when they are few, else at most `count` ticks spread evenly over the range.
 */
export function timeAxis(series: TrendSeries[], count = 6): { domain: [number, number]; ticks: number[] } {
  const days = [...new Set(series.flatMap((s) => s.points.map((p) => p.at)))].sort((a, b) => a - b);
  if (days.length === 0) return { domain: [0, 0], ticks: [] };
  const first = days[0] as number;
  const last = days[days.length - 1] as number;
  if (first === last) return { domain: [first - DAY_MS, last + DAY_MS], ticks: [first] };
  if (days.length <= count) return { domain: [first, last], ticks: days };
  const step = (last - first) / (count - 1);
  // Rounded to whole days from the first, so each tick falls on a day's noon like the points.
  const ticks = Array.from({ length: count }, (_, i) => first + Math.round((i * step) / DAY_MS) * DAY_MS);
  return { domain: [first, last], ticks: [...new Set(ticks)] };
}
