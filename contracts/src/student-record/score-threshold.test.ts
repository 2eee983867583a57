import { describe, expect, it } from 'vitest';
import { scoreThresholdWarnings } from './score-threshold';

const tyt = (tr: number, mat: number) => ({
  examType: 'TYT',
  tests: [
    { testCode: 'tr', net: tr },
    { testCode: 'sos', net: 12 },
    { testCode: 'mat', net: mat },
    { testCode: 'fen', net: 10 },
  ],
});

describe('the 0.5 raw-net threshold of a YKS score', () => {
  it('given a TYT deneme with Türkçe and Temel Matematik both under 0.5, when judged, then the TYT score is not computed', () => {
    expect(scoreThresholdWarnings(tyt(0.25, 0))).toEqual([
      {
        scoreType: 'TYT',
        text: "TYT puanı hesaplanmaz: Türkçe veya Temel Matematik'te en az 0,5 net gerekir",
      },
    ]);
  });

  it('given a TYT deneme with 0.5 in either Türkçe or Temel Matematik, when judged, then it has a score', () => {
    expect(scoreThresholdWarnings(tyt(0.5, 0))).toEqual([]);
    expect(scoreThresholdWarnings(tyt(-1, 0.5))).toEqual([]);
  });

  it('given an AYT deneme of a Sayısal student, when Matematik and Fen are both under 0.5, then SAY is named and the unentered SÖZ is not', () => {
    const ayt = {
      examType: 'AYT',
      tests: [
        { testCode: 'mat', net: 0.25 },
        { testCode: 'fen', net: -0.5 },
      ],
    };
    expect(scoreThresholdWarnings(ayt).map((w) => w.scoreType)).toEqual(['SAY']);
  });

  it('given a full AYT deneme, when only TDE-SB1 reaches 0.5, then EA and SÖZ are computed and SAY is not', () => {
    const ayt = {
      examType: 'AYT',
      tests: [
        { testCode: 'tde-sb1', net: 3 },
        { testCode: 'sb2', net: 0 },
        { testCode: 'mat', net: 0 },
        { testCode: 'fen', net: 0.25 },
      ],
    };
    expect(scoreThresholdWarnings(ayt).map((w) => w.scoreType)).toEqual(['SAY']);
  });

  it('given a YDT under 0.5, when judged, then DİL is not computed; an LGS and a branş denemesi are never judged', () => {
    expect(scoreThresholdWarnings({ examType: 'YDT', tests: [{ testCode: 'dil', net: 0.25 }] })).toHaveLength(
      1,
    );
    expect(scoreThresholdWarnings({ examType: 'LGS', tests: [{ testCode: 'tr', net: 0 }] })).toEqual([]);
    expect(
      scoreThresholdWarnings({ examType: 'YDT', singleSubject: true, tests: [{ testCode: 'dil', net: 0 }] }),
    ).toEqual([]);
  });
});
