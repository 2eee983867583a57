import type { ClassLevel, ClassLevelCode, ExamTypeCode } from '@pusula/contracts/education';

const grade = (n: number, stage: ClassLevel['stage']): ClassLevel => ({
  code: String(n) as ClassLevelCode,
  name: `${n}. Sınıf`,
  stage,
  order: n,
});

export const classLevels2026: readonly ClassLevel[] = [
  ...[1, 2, 3, 4].map((n) => grade(n, 'ilkokul')),
  ...[5, 6, 7, 8].map((n) => grade(n, 'ortaokul')),
  ...[9, 10, 11, 12].map((n) => grade(n, 'lise')),
  { code: 'mezun', name: 'Mezun', stage: 'mezun', order: 13 },
];

/**
 * Classes that prepare for each exam. Coaching for TYT starts with the 9th grade and for LGS a
 * year ahead; AYT and YDT build on 11th- and 12th-grade courses. Graduates resit YKS, not LGS.
 */
export const examClasses2026: Readonly<Record<ExamTypeCode, readonly ClassLevelCode[]>> = {
  TYT: ['9', '10', '11', '12', 'mezun'],
  AYT: ['11', '12', 'mezun'],
  YDT: ['11', '12', 'mezun'],
  LGS: ['7', '8'],
};
