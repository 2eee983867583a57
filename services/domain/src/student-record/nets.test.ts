import { describe, expect, it } from 'vitest';
import { DomainError } from '../decider';
import { netOf, scoreMockExam } from './nets';

/** Hand-worked examples: YKS net = D − Y/4, LGS net = D − Y/3 (reference §2), blanks do not count. */
describe('deneme nets', () => {
  it('scores a TYT deneme with the YKS rule (four wrongs cancel one right)', () => {
    // Türkçe      D 32  Y 6  B 2  → 32 − 6/4 = 32 − 1,5  = 30,5
    // Sosyal      D 14  Y 4  B 2  → 14 − 4/4 = 14 − 1    = 13
    // Temel Mat.  D 25  Y 9  B 6  → 25 − 9/4 = 25 − 2,25 = 22,75
    // Fen         D 11  Y 5  B 4  → 11 − 5/4 = 11 − 1,25 = 9,75
    // Toplam                                             = 76
    const scored = scoreMockExam('TYT', [
      { testCode: 'tr', correct: 32, wrong: 6, blank: 2 },
      { testCode: 'sos', correct: 14, wrong: 4, blank: 2 },
      { testCode: 'mat', correct: 25, wrong: 9, blank: 6 },
      { testCode: 'fen', correct: 11, wrong: 5, blank: 4 },
    ]);
    expect(scored.tests.map((t) => t.net)).toEqual([30.5, 13, 22.75, 9.75]);
    expect(scored.totalNet).toBe(76);
    // TYT tests publish no coefficients, and no net-to-score rule is documented: no estimate.
    expect(scored.weightedNet).toBeNull();
    expect(scored.estimatedScore).toBeNull();
  });

  it('scores the AYT tests a SAY student sits (a subset of the exam)', () => {
    // Matematik  D 20  Y 10  B 10 → 20 − 10/4 = 17,5
    // Fen        D 18  Y 7   B 15 → 18 − 7/4  = 16,25
    const scored = scoreMockExam('AYT', [
      { testCode: 'mat', correct: 20, wrong: 10, blank: 10 },
      { testCode: 'fen', correct: 18, wrong: 7, blank: 15 },
    ]);
    expect(scored.tests.map((t) => t.net)).toEqual([17.5, 16.25]);
    expect(scored.totalNet).toBe(33.75);
  });

  it('scores an LGS deneme with the LGS rule (three wrongs cancel one right) and the coefficients', () => {
    // Türkçe   D 17 Y 2 B 1 → 17 − 2/3 = 16,333… → 16,33   (katsayı 4)
    // İnkılap  D 8  Y 1 B 1 → 8 − 1/3  = 7,666…  → 7,67    (katsayı 1)
    // Din      D 9  Y 0 B 1 → 9                   = 9       (katsayı 1)
    // Dil      D 7  Y 3 B 0 → 7 − 3/3  = 6                  (katsayı 1)
    // Mat.     D 14 Y 4 B 2 → 14 − 4/3 = 12,666… → 12,67   (katsayı 4)
    // Fen      D 15 Y 3 B 2 → 15 − 3/3 = 14                 (katsayı 4)
    // Toplam net  = 16,333… + 7,666… + 9 + 6 + 12,666… + 14 = 65,666… → 65,67
    // Ağırlıklı   = 4·16,333… + 7,666… + 9 + 6 + 4·12,666… + 4·14
    //             = 65,333… + 7,666… + 9 + 6 + 50,666… + 56 = 194,666… → 194,67
    const scored = scoreMockExam('LGS', [
      { testCode: 'tr', correct: 17, wrong: 2, blank: 1 },
      { testCode: 'ink', correct: 8, wrong: 1, blank: 1 },
      { testCode: 'din', correct: 9, wrong: 0, blank: 1 },
      { testCode: 'dil', correct: 7, wrong: 3, blank: 0 },
      { testCode: 'mat', correct: 14, wrong: 4, blank: 2 },
      { testCode: 'fen', correct: 15, wrong: 3, blank: 2 },
    ]);
    expect(scored.tests.map((t) => t.net)).toEqual([16.33, 7.67, 9, 6, 12.67, 14]);
    expect(scored.totalNet).toBe(65.67);
    expect(scored.weightedNet).toBe(194.67);
    expect(scored.estimatedScore).toBeNull();
  });

  it('adds exact nets, not rounded ones', () => {
    // Türkçe D 10 Y 1 → 9,666…; Matematik D 10 Y 1 → 9,666…
    // exact total 19,333… → 19,33 (the rounded nets would add up to 19,34)
    const scored = scoreMockExam('LGS', [
      { testCode: 'tr', correct: 10, wrong: 1, blank: 0 },
      { testCode: 'mat', correct: 10, wrong: 1, blank: 0 },
    ]);
    expect(scored.tests.map((t) => t.net)).toEqual([9.67, 9.67]);
    expect(scored.totalNet).toBe(19.33);
  });

  it('lets a net go negative', () => {
    // D 2 Y 12 → 2 − 12/4 = −1
    expect(netOf(2, 12, 4)).toBe(-1);
    expect(scoreMockExam('TYT', [{ testCode: 'fen', correct: 2, wrong: 12, blank: 6 }]).totalNet).toBe(-1);
  });

  it('refuses D + Y + B over the question count, unknown and repeated tests, with Turkish messages', () => {
    const refusal = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        expect(e).toBeInstanceOf(DomainError);
        return (e as DomainError).message;
      }
      throw new Error('not refused');
    };
    expect(refusal(() => scoreMockExam('TYT', [{ testCode: 'tr', correct: 30, wrong: 8, blank: 3 }]))).toBe(
      'Türkçe testinde doğru + yanlış + boş (41) soru sayısını (40) aşamaz',
    );
    expect(
      refusal(() => scoreMockExam('LGS', [{ testCode: 'ink', correct: 9, wrong: 2, blank: 0 }])),
    ).toMatch(/\(11\) soru sayısını \(10\) aşamaz/);
    expect(
      refusal(() => scoreMockExam('LGS', [{ testCode: 'sos', correct: 1, wrong: 0, blank: 0 }])),
    ).toMatch(/LGS sınavında “sos” testi yok/);
    expect(
      refusal(() =>
        scoreMockExam('AYT', [
          { testCode: 'mat', correct: 1, wrong: 0, blank: 0 },
          { testCode: 'mat', correct: 1, wrong: 0, blank: 0 },
        ]),
      ),
    ).toBe('Matematik testi iki kez girilmiş');
    expect(refusal(() => scoreMockExam('KPSS', [{ testCode: 'x', correct: 1, wrong: 0, blank: 0 }]))).toMatch(
      /Bilinmeyen sınav türü/,
    );
  });
});
