import type { MockExamTrendDto } from '@pusula/contracts/student-record/record-dtos';
import { describe, expect, it } from 'vitest';
import { formatDayMonth } from '../../lib/format';
import { dayInstant, timeAxis, trendSeries } from './trend-series';

const trend = (
  points: MockExamTrendDto['points'],
  branchPoints: MockExamTrendDto['branchPoints'] = [],
): MockExamTrendDto => ({
  studentId: 's1',
  examType: 'TYT',
  points,
  branchPoints,
  tests: [
    { testCode: 'TYT-TR', testName: 'Türkçe' },
    { testCode: 'TYT-MAT', testName: 'Temel Matematik' },
    { testCode: 'TYT-FEN', testName: 'Fen Bilimleri' },
  ],
  average: null,
  lastThreeAverage: null,
  mistakesByCause: [],
  mistakesByTopic: [],
});

const branchName = (name: string) => `${name} (branş)`;
const none = { publisher: null, rank: null, percentile: null, participants: null };
const points: MockExamTrendDto['points'] = [
  {
    examId: 'a',
    name: 'Eylül',
    takenOn: '2026-09-06',
    totalNet: 60,
    nets: { 'TYT-TR': 30, 'TYT-MAT': 30 },
    ...none,
  },
  { examId: 'b', name: 'Eylül 2', takenOn: '2026-09-13', totalNet: 40, nets: { 'TYT-TR': 40 }, ...none },
  {
    examId: 'c',
    name: 'Kasım',
    takenOn: '2026-11-22',
    totalNet: 70.25,
    nets: { 'TYT-TR': 35, 'TYT-MAT': 35.25 },
    ...none,
  },
];

describe('the net chart’s series', () => {
  it('places each deneme at its day, so the gaps between denemes are real time', () => {
    const [total] = trendSeries(trend(points), 'TYT toplam', branchName);
    expect(total?.points.map((p) => p.at)).toEqual(points.map((p) => dayInstant(p.takenOn)));
    const [a, b, c] = total?.points ?? [];
    // One week, then ten weeks: the x distances keep that ratio.
    expect(((c?.at ?? 0) - (b?.at ?? 0)) / ((b?.at ?? 0) - (a?.at ?? 0))).toBe(10);
  });

  it('gives every test its own series with only the denemes that have it; tests never entered have none', () => {
    const series = trendSeries(trend(points), 'TYT toplam', branchName);
    expect(series.map((s) => [s.key, s.name, s.total, s.points.map((p) => p.net)])).toEqual([
      ['total', 'TYT toplam', true, [60, 40, 70.25]],
      ['TYT-TR', 'Türkçe', false, [30, 40, 35]],
      ['TYT-MAT', 'Temel Matematik', false, [30, 35.25]],
    ]);
  });

  it('reads a day as the same day in Istanbul whatever the clock of the device', () => {
    expect(formatDayMonth(dayInstant('2026-11-22'))).toBe('22 Kas');
    expect(formatDayMonth(dayInstant('2026-01-01'))).toBe('1 Oca');
  });

  it('ticks on the denemes’ days when few, spreads at most six over a long range, pads a single deneme', () => {
    const few = timeAxis(trendSeries(trend(points), 'TYT toplam', branchName));
    expect(few.ticks).toEqual(points.map((p) => dayInstant(p.takenOn)));
    expect(few.domain).toEqual([dayInstant('2026-09-06'), dayInstant('2026-11-22')]);

    const many = Array.from({ length: 12 }, (_, i) => ({
      examId: `e${i}`,
      name: `D${i}`,
      takenOn: `2026-${String(1 + i).padStart(2, '0')}-10`,
      totalNet: 50 + i,
      nets: {},
      ...none,
    }));
    const long = timeAxis(trendSeries(trend(many), 'TYT toplam', branchName));
    expect(long.ticks).toHaveLength(6);
    expect(long.ticks[0]).toBe(dayInstant('2026-01-10'));
    expect(long.ticks[5]).toBe(dayInstant('2026-12-10'));
    for (const t of long.ticks) expect(new Date(t).getUTCHours()).toBe(9);

    const one = timeAxis(trendSeries(trend(points.slice(0, 1)), 'TYT toplam', branchName));
    expect(one.ticks).toEqual([dayInstant('2026-09-06')]);
    expect(one.domain[0]).toBeLessThan(dayInstant('2026-09-06'));
  });

  it('draws branş denemes as their own line per test, apart from the full denemes’ lines', () => {
    const branch = [
      { examId: 'm1', name: 'Mat branş 1', takenOn: '2026-10-01', testCode: 'TYT-MAT', net: 28, ...none },
      { examId: 'm2', name: 'Mat branş 2', takenOn: '2026-10-08', testCode: 'TYT-MAT', net: 31, ...none },
      { examId: 't1', name: 'Türkçe branş', takenOn: '2026-10-03', testCode: 'TYT-TR', net: 33, ...none },
    ];
    const series = trendSeries(trend(points, branch), 'TYT toplam', branchName);
    expect(series.map((s) => [s.key, s.name, s.branch])).toEqual([
      ['total', 'TYT toplam', false],
      ['TYT-TR', 'Türkçe', false],
      ['TYT-MAT', 'Temel Matematik', false],
      ['brans-TYT-TR', 'Türkçe (branş)', true],
      ['brans-TYT-MAT', 'Temel Matematik (branş)', true],
    ]);
    // The full Matematik line holds only full denemes; the branş one only branş denemes.
    expect(series[2]?.points.map((p) => p.net)).toEqual([30, 35.25]);
    expect(series[4]?.points.map((p) => p.net)).toEqual([28, 31]);
    // Their days share the one time axis.
    expect(timeAxis(series).domain).toEqual([dayInstant('2026-09-06'), dayInstant('2026-11-22')]);
    // Branş denemes alone: no total line is drawn.
    expect(trendSeries(trend([], branch), 'TYT toplam', branchName).map((s) => s.key)).toEqual([
      'brans-TYT-TR',
      'brans-TYT-MAT',
    ]);
  });
});
