/**
 * The 0.5 raw-net threshold of a YKS score (reference §2 "Score types and net rules", YÖK 2022): a TYT score
 * needs at least 0.5 raw net in Türkçe or Temel Matematik; SAY, EA and SÖZ need it in one of their AYT tests;
 * DİL in the YDT. A deneme below it would give the student no score at all, which a coach must see at once.
 * LGS has no such threshold. The rules are the net rule's, not the catalogue's: they sit here so the form
 * can warn while the student types and the card can warn on a deneme on record.
 */

/** The smallest raw net (D − Y/4) one of a score type's tests needs for the score to be computed. */
export const SCORE_NET_THRESHOLD = 0.5;

interface ThresholdRule {
  examType: string;
  scoreType: string;
  /** The score is computed when one of these tests reaches the threshold. */
  testCodes: readonly string[];
  warning: string;
}

export const SCORE_THRESHOLD_RULES: readonly ThresholdRule[] = [
  {
    examType: 'TYT',
    scoreType: 'TYT',
    testCodes: ['tr', 'mat'],
    warning: "TYT puanı hesaplanmaz: Türkçe veya Temel Matematik'te en az 0,5 net gerekir",
  },
  {
    examType: 'AYT',
    scoreType: 'SAY',
    testCodes: ['mat', 'fen'],
    warning: "SAY puanı hesaplanmaz: AYT Matematik veya Fen Bilimleri'nde en az 0,5 net gerekir",
  },
  {
    examType: 'AYT',
    scoreType: 'EA',
    testCodes: ['mat', 'tde-sb1'],
    warning:
      "EA puanı hesaplanmaz: AYT Matematik veya Türk Dili ve Edebiyatı–Sosyal Bilimler-1'de en az 0,5 net gerekir",
  },
  {
    examType: 'AYT',
    scoreType: 'SÖZ',
    testCodes: ['tde-sb1', 'sb2'],
    warning:
      "SÖZ puanı hesaplanmaz: Türk Dili ve Edebiyatı–Sosyal Bilimler-1 veya Sosyal Bilimler-2'de en az 0,5 net gerekir",
  },
  {
    examType: 'YDT',
    scoreType: 'DİL',
    testCodes: ['dil'],
    warning: 'DİL puanı hesaplanmaz: Yabancı Dil testinde en az 0,5 net gerekir',
  },
];

export interface ScoreThresholdWarning {
  scoreType: string;
  text: string;
}

/**
 * The score types a deneme would get no score in. A score type is judged only when every one of its tests
 * was entered: an AYT Sayısal student leaves SB2 empty, and that says nothing about a SÖZ score they never
 * aim at. A branş denemesi gives no score, so it is never judged.
 */
export function scoreThresholdWarnings(deneme: {
  examType: string;
  singleSubject?: boolean;
  tests: readonly { testCode: string; net: number }[];
}): ScoreThresholdWarning[] {
  if (deneme.singleSubject) return [];
  const nets = new Map(deneme.tests.map((t) => [t.testCode, t.net]));
  return SCORE_THRESHOLD_RULES.filter(
    (rule) =>
      rule.examType === deneme.examType &&
      rule.testCodes.every((code) => nets.has(code)) &&
      rule.testCodes.every((code) => (nets.get(code) as number) < SCORE_NET_THRESHOLD),
  ).map((rule) => ({ scoreType: rule.scoreType, text: rule.warning }));
}
