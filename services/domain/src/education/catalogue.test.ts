import { describe, expect, it } from 'vitest';
import {
  classLevels,
  course,
  courses,
  coursesForStudent,
  examClasses,
  examTypes,
  fieldOptions,
  rankingOptions,
  schoolCourses,
  topics,
  topicsByExam,
} from './index';

const ids = (list: { id: string }[] | undefined) => list?.map((x) => x.id);
const codes = (list: { code: string }[] | undefined) => list?.map((x) => x.code);

describe('reference lists', () => {
  it('lists the exam types, class levels and field options', () => {
    expect(codes(examTypes())).toEqual(['TYT', 'AYT', 'YDT', 'LGS']);
    expect(codes(classLevels())).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      '12',
      'mezun',
    ]);
    expect(classLevels().at(-1)?.name).toBe('Mezun');
    expect(fieldOptions().map((f) => [f.code, f.name])).toEqual([
      ['SAY', 'Sayısal'],
      ['EA', 'Eşit Ağırlık'],
      ['SÖZ', 'Sözel'],
      ['DİL', 'Dil'],
      ['TYT', 'Yalnızca TYT'],
    ]);
  });

  it('offers YKS rank tiers with a free number, and LGS percentiles', () => {
    const yks = rankingOptions().filter((r) => r.family === 'YKS');
    expect(yks.map((r) => r.label)).toEqual([
      'İlk 100',
      'İlk 1.000',
      'İlk 5.000',
      'İlk 10.000',
      'İlk 20.000',
      'İlk 50.000',
      'İlk 100.000',
      'İlk 200.000',
      'İlk 300.000',
      'Başka bir sıralama gir',
    ]);
    expect(yks.at(-1)).toMatchObject({ kind: 'custom', value: null });
    const lgs = rankingOptions().filter((r) => r.family === 'LGS');
    expect(lgs.every((r) => r.kind === 'percentile')).toBe(true);
    expect(lgs.map((r) => r.value)).toEqual([0.1, 0.5, 1, 3, 5, 10, 20]);
  });

  it('hands out frozen data, so no caller can change the catalogue', () => {
    const [first] = examTypes();
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first?.sessions[0]?.tests)).toBe(true);
    expect(Object.isFrozen(course('tyt-tmat'))).toBe(true);
  });
});

describe('examClasses', () => {
  it('names the classes preparing for each exam, matching codes loosely', () => {
    expect(codes(examClasses('TYT'))).toEqual(['9', '10', '11', '12', 'mezun']);
    expect(codes(examClasses('ayt'))).toEqual(['11', '12', 'mezun']);
    expect(codes(examClasses('LGS'))).toEqual(['7', '8']);
  });

  it('does not know other exams', () => {
    expect(examClasses('KPSS')).toBeUndefined();
  });
});

describe('courses', () => {
  it('lists an exam’s courses, optionally for one class', () => {
    expect(courses('TYT')).toHaveLength(10);
    expect(courses('AYT', '12')).toHaveLength(10);
    expect(ids(courses('LGS', '8'))).toEqual([
      'lgs-tr',
      'lgs-mat',
      'lgs-fen',
      'lgs-ink',
      'lgs-din',
      'lgs-ing',
    ]);
    expect(courses('TYT', 'Mezun')).toHaveLength(10);
  });

  it('gives an empty list for a class that does not prepare for the exam', () => {
    expect(courses('LGS', '12')).toEqual([]);
    expect(courses('AYT', '9')).toEqual([]);
  });

  it('gives undefined for an unknown exam or class', () => {
    expect(courses('KPSS')).toBeUndefined();
    expect(courses('TYT', '13')).toBeUndefined();
  });

  it('finds one course by id', () => {
    expect(course('tyt-tmat')).toMatchObject({
      id: 'tyt-tmat',
      name: 'Temel Matematik',
      kind: 'exam',
      examType: 'TYT',
      topicCount: 30,
    });
    expect(course('okul-11-fiz')).toMatchObject({ kind: 'school', examType: null, classLevels: ['11'] });
    expect(course('yok-boyle-ders')).toBeUndefined();
  });

  it('lists school courses for lise classes only', () => {
    expect(schoolCourses('9')?.map((c) => c.name)).toContain('Türk Dili ve Edebiyatı');
    expect(ids(schoolCourses('12'))).toContain('okul-12-ink');
    expect(schoolCourses('5')).toEqual([]);
    expect(schoolCourses('99')).toBeUndefined();
  });
});

describe('topics', () => {
  it('pages with the defaults page 1 and limit 50', () => {
    const page = topics('tyt-tmat');
    expect(page).toMatchObject({ total: 30, page: 1, limit: 50 });
    expect(page?.items).toHaveLength(30);
    expect(page?.items[0]).toEqual({
      id: 'tyt-tmat-001',
      courseId: 'tyt-tmat',
      name: 'Temel Kavramlar',
      group: null,
      order: 1,
    });
  });

  it('returns the requested page in curriculum order', () => {
    const page = topics('tyt-tmat', { page: 2, limit: 10 });
    expect(ids(page?.items)).toEqual([
      'tyt-tmat-011',
      'tyt-tmat-012',
      'tyt-tmat-013',
      'tyt-tmat-014',
      'tyt-tmat-015',
      'tyt-tmat-016',
      'tyt-tmat-017',
      'tyt-tmat-018',
      'tyt-tmat-019',
      'tyt-tmat-020',
    ]);
    expect(page?.items[2]?.group).toBe('Problemler');
    expect(topics('tyt-tmat', { page: 4, limit: 10 })?.items).toEqual([]);
    expect(topics('tyt-tmat', { page: 0, limit: -3 })).toMatchObject({ page: 1, limit: 1, total: 30 });
  });

  it('gives a school course the exam topics it lists', () => {
    const page = topics('okul-12-mat');
    expect(page?.items.map((t) => t.name)).toContain('Türev');
    expect(page?.items.find((t) => t.name === 'Türev')?.courseId).toBe('ayt-mat');
  });

  it('gives undefined for an unknown course', () => {
    expect(topics('yok')).toBeUndefined();
  });
});

describe('topicsByExam', () => {
  it('lists a course’s topics for a class that prepares for the exam, up to the limit (default 100)', () => {
    expect(topicsByExam('AYT', '12', 'ayt-mat')).toHaveLength(30);
    expect(ids(topicsByExam('AYT', 'mezun', 'ayt-mat', { limit: 2 }))).toEqual([
      'ayt-mat-001',
      'ayt-mat-002',
    ]);
  });

  it('gives an empty list for a class outside the exam', () => {
    expect(topicsByExam('AYT', '9', 'ayt-mat')).toEqual([]);
  });

  it('gives undefined for unknown names or a course of another exam', () => {
    expect(topicsByExam('KPSS', '12', 'ayt-mat')).toBeUndefined();
    expect(topicsByExam('AYT', '0', 'ayt-mat')).toBeUndefined();
    expect(topicsByExam('AYT', '12', 'yok')).toBeUndefined();
    expect(topicsByExam('TYT', '12', 'ayt-mat')).toBeUndefined();
  });
});

describe('coursesForStudent', () => {
  const examCourseIds = (target: string, classLevel?: string) =>
    coursesForStudent({ examTarget: target, classLevel })
      ?.filter((c) => c.kind === 'exam')
      .map((c) => c.id);
  const tyt = ids(courses('TYT')) ?? [];

  it('brings TYT plus the AYT courses of the score type', () => {
    expect(examCourseIds('SAY', '12')).toEqual([
      ...tyt,
      'ayt-mat',
      'ayt-geo',
      'ayt-fiz',
      'ayt-kim',
      'ayt-bio',
    ]);
    expect(examCourseIds('EA', '12')).toEqual([
      ...tyt,
      'ayt-mat',
      'ayt-geo',
      'ayt-edb',
      'ayt-tar',
      'ayt-cog',
    ]);
    expect(examCourseIds('SOZ', '12')).toEqual([
      ...tyt,
      'ayt-edb',
      'ayt-tar',
      'ayt-cog',
      'ayt-fel',
      'ayt-din',
    ]);
    expect(examCourseIds('DİL', 'mezun')).toEqual([...tyt, 'ydt-dil']);
  });

  it('takes an exam as the target too', () => {
    expect(examCourseIds('LGS', '8')).toEqual(ids(courses('LGS')));
    expect(examCourseIds('TYT')).toEqual(tyt);
  });

  it('gives an AYT or YDT candidate the TYT courses first: every YKS candidate sits TYT', () => {
    expect(examCourseIds('AYT', '12')).toEqual([...tyt, ...(ids(courses('AYT')) ?? [])]);
    expect(examCourseIds('YDT', 'mezun')).toEqual([...tyt, ...(ids(courses('YDT')) ?? [])]);
    expect(examCourseIds('AYT', '12')?.[0]).toMatch(/^tyt-/);
  });

  it('adds the school courses of the class and drops exam courses the class does not prepare yet', () => {
    const list = coursesForStudent({ examTarget: 'SAY', classLevel: '10' });
    expect(list?.filter((c) => c.kind === 'exam').map((c) => c.id)).toEqual(tyt);
    expect(list?.filter((c) => c.kind === 'school').every((c) => c.classLevels[0] === '10')).toBe(true);
    expect(ids(coursesForStudent({ classLevel: '11' }))).toEqual(ids(schoolCourses('11')));
    expect(coursesForStudent({})).toEqual([]);
  });

  it('gives undefined for an unknown target or class', () => {
    expect(coursesForStudent({ examTarget: 'KPSS', classLevel: '12' })).toBeUndefined();
    expect(coursesForStudent({ examTarget: 'SAY', classLevel: '14' })).toBeUndefined();
  });
});
