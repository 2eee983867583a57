import { describe, expect, it } from 'vitest';
import { ATTENTION_TEXTS, netSeriesLabel } from './attention-texts';
import { type DenemeNets, netFall, netFallsOf } from './net-fall';

/** A full TYT deneme: Türkçe, Sosyal, Temel Matematik, Fen with the given nets. */
const full = (tr: number, sos: number, mat: number, fen: number): DenemeNets => ({
  examType: 'TYT',
  singleSubject: false,
  totalNet: tr + sos + mat + fen,
  tests: [
    { testCode: 'tr', net: tr, questions: 40 },
    { testCode: 'sos', net: sos, questions: 20 },
    { testCode: 'mat', net: mat, questions: 40 },
    { testCode: 'fen', net: fen, questions: 20 },
  ],
});
const branchMath = (net: number): DenemeNets => ({
  examType: 'TYT',
  singleSubject: true,
  totalNet: net,
  tests: [{ testCode: 'mat', net, questions: 40 }],
});

describe('falling nets', () => {
  it('given rising full denemes 80, 82, 84, when a Matematik-only deneme of 30 follows, then nothing falls', () => {
    // Given
    const denemes = [full(30, 12, 25, 13), full(31, 12, 26, 13), full(32, 12, 27, 13)];
    const more = [full(31, 13, 26, 13), full(32, 12, 26, 13), full(31, 13, 27, 13)];
    // When: the branş denemesi's 30 would be a 50-net "fall" if it were compared with the full totals
    const falls = netFallsOf([...denemes, ...more, branchMath(30)]);
    // Then
    expect(falls).toEqual([]);
  });

  it('given a steady student, when the last three happen to fall one after another, then it is not a fall', () => {
    // Given: Matematik around 24 with its usual ups and downs; when: 26 → 24 → 22 closes the series
    const nets = [23, 25, 21, 26, 24, 22];
    // Then: a streak alone is chance (one time in six), and the last two are within the student's spread
    expect(netFall(nets, 40)).toBeNull();
  });

  it('given a steady Matematik, when it falls by 7–8 nets, then it is flagged on the second deneme after the fall', () => {
    // Given
    const before = [full(30, 12, 24, 13), full(31, 12, 25, 13), full(30, 13, 23, 13)];
    const steady = [...before, full(31, 12, 24, 13), full(30, 12, 25, 13), full(31, 12, 24, 13)];
    // When: the first fallen deneme alone is not enough…
    expect(netFallsOf([...steady, full(31, 12, 16, 13)])).toEqual([]);
    // …the second is
    const falls = netFallsOf([...steady, full(31, 12, 16, 13), full(30, 13, 17, 13)]);
    // Then: Matematik is named; Türkçe, Sosyal and Fen did not fall and neither did the total by its spread
    expect(falls.map((f) => f.key)).toEqual(['TYT/mat']);
    const [mat] = falls;
    expect(mat?.fall).toMatchObject({
      recentMean: 16.5,
      recentCount: 2,
      earlierMean: 24.17,
      earlierCount: 6,
    });
    expect(mat!.fall.standardErrors).toBeGreaterThan(3);
    expect(ATTENTION_TEXTS.netFalling(netSeriesLabel('TYT', 'Temel Matematik', false), mat!.fall)).toBe(
      'TYT Temel Matematik netleri düşüyor: son 2 deneme ort. 16,5 ← önceki 6 deneme ort. 24,17',
    );
  });

  it('given Matematik falling while Türkçe rises, when the total stays level, then only Matematik is flagged', () => {
    const denemes = [
      ...[24, 25, 23, 24, 25, 24].map((mat) => full(28, 12, mat, 13)),
      full(35, 12, 16, 13),
      full(36, 12, 17, 13),
    ];
    expect(netFallsOf(denemes).map((f) => f.key)).toEqual(['TYT/mat']);
  });

  it('given branş denemes of one test, then they are judged against each other', () => {
    const falls = netFallsOf([25, 24, 26, 25, 24, 16, 15].map(branchMath));
    expect(falls.map((f) => [f.key, f.testCode, f.singleSubject])).toEqual([['TYT/mat/brans', 'mat', true]]);
  });

  it('needs four earlier denemes besides the recent two before it says anything', () => {
    expect(netFall([30, 30, 30, 5, 5], 40)).toBeNull();
    expect(netFall([30, 30, 30, 30, 5, 5], 40)).not.toBeNull();
  });
});
