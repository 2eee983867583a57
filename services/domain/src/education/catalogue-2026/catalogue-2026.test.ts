import { createHash } from 'node:crypto';
import type { ExamTypeCode } from '@pusula/contracts/education';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_VERSIONS } from '../versions';
import { catalogue2026 } from '.';

const data = catalogue2026;
const allTopics = data.examCourses.flatMap((c) => c.topics.map((t) => ({ ...t, courseId: c.id })));
const exam = (code: ExamTypeCode) => {
  const found = data.examTypes.find((e) => e.code === code);
  if (!found) throw new Error(`missing exam ${code}`);
  return found;
};
const sum = (ns: readonly number[]) => ns.reduce((a, b) => a + b, 0);

describe('catalogue 2026: completeness', () => {
  it('gives every course at least one topic', () => {
    for (const c of data.examCourses) expect(c.topics.length, c.id).toBeGreaterThan(0);
    for (const c of data.schoolCourses) expect(c.topicIds.length, c.id).toBeGreaterThan(0);
  });

  it('uses every course id and topic id once', () => {
    const courseIds = [...data.examCourses.map((c) => c.id), ...data.schoolCourses.map((c) => c.id)];
    expect(new Set(courseIds).size).toBe(courseIds.length);
    const topicIds = allTopics.map((t) => t.id);
    expect(new Set(topicIds).size).toBe(topicIds.length);
  });

  it('writes topic ids as <course id>-<three digits>', () => {
    for (const t of allTopics) expect(t.id).toMatch(new RegExp(`^${t.courseId}-\\d{3}$`));
  });

  it('lists only existing topics in school courses, for lise classes', () => {
    const known = new Set(allTopics.map((t) => t.id));
    for (const c of data.schoolCourses) {
      expect(['9', '10', '11', '12']).toContain(c.classLevel);
      for (const id of c.topicIds) expect(known.has(id), `${c.id} → ${id}`).toBe(true);
      expect(new Set(c.topicIds).size, c.id).toBe(c.topicIds.length);
    }
  });

  it('refers from every exam test to an existing course of the same exam, and leaves no course unused', () => {
    const used = new Set<string>();
    for (const e of data.examTypes) {
      for (const part of e.sessions.flatMap((s) => s.tests).flatMap((t) => t.parts)) {
        const c = data.examCourses.find((course) => course.id === part.courseId);
        expect(c?.examType, part.courseId).toBe(e.code);
        used.add(part.courseId);
      }
    }
    for (const c of data.examCourses) expect(used.has(c.id), c.id).toBe(true);
  });

  it('refers only to known class levels, score types and tests', () => {
    const levels = new Set(data.classLevels.map((c) => c.code));
    for (const e of data.examTypes) {
      expect(data.examClasses[e.code].length, e.code).toBeGreaterThan(0);
      for (const level of data.examClasses[e.code]) expect(levels.has(level)).toBe(true);
    }
    const scoreCodes = new Set(data.scoreTypes.map((s) => s.code));
    for (const f of data.fieldOptions) expect(scoreCodes.has(f.code), f.code).toBe(true);
    for (const e of data.examTypes) for (const s of e.scoreTypes) expect(scoreCodes.has(s)).toBe(true);
    for (const s of data.scoreTypes) {
      for (const ref of s.tests) {
        const tests = exam(ref.examType).sessions.flatMap((x) => x.tests);
        expect(
          tests.map((t) => t.code),
          `${s.code} → ${ref.testCode}`,
        ).toContain(ref.testCode);
      }
    }
  });

  it('has the courses the exams are prepared with', () => {
    const names = (code: ExamTypeCode) =>
      data.examCourses.filter((c) => c.examType === code).map((c) => c.name);
    expect(names('TYT')).toEqual([
      'Türkçe',
      'Temel Matematik',
      'Geometri',
      'Fizik',
      'Kimya',
      'Biyoloji',
      'Tarih',
      'Coğrafya',
      'Felsefe',
      'Din Kültürü ve Ahlak Bilgisi',
    ]);
    expect(names('AYT')).toEqual([
      'Matematik',
      'Geometri',
      'Fizik',
      'Kimya',
      'Biyoloji',
      'Türk Dili ve Edebiyatı',
      'Tarih',
      'Coğrafya',
      'Felsefe Grubu',
      'Din Kültürü ve Ahlak Bilgisi',
    ]);
    expect(names('YDT')).toEqual(['Yabancı Dil']);
    expect(names('LGS')).toEqual([
      'Türkçe',
      'Matematik',
      'Fen Bilimleri',
      'T.C. İnkılap Tarihi ve Atatürkçülük',
      'Din Kültürü ve Ahlak Bilgisi',
      'İngilizce',
    ]);
  });
});

describe('catalogue 2026: exam structure', () => {
  it.each([
    ['TYT', 120, 165, 4],
    ['AYT', 160, 180, 4],
    ['YDT', 80, 120, 4],
    ['LGS', 90, 155, 3],
  ] as const)('%s has %i questions in %i minutes, net = D − Y/%i', (code, questions, minutes, wrongs) => {
    const e = exam(code);
    expect(e.questionCount).toBe(questions);
    expect(e.durationMinutes).toBe(minutes);
    expect(e.netRule.wrongsPerCorrect).toBe(wrongs);
    expect(sum(e.sessions.map((s) => s.durationMinutes))).toBe(minutes);
    expect(sum(e.sessions.flatMap((s) => s.tests).map((t) => t.questionCount))).toBe(questions);
  });

  it('splits every test into parts that add up where the split is fixed', () => {
    for (const e of data.examTypes) {
      for (const test of e.sessions.flatMap((s) => s.tests)) {
        const counts = test.parts.map((p) => p.questionCount);
        if (counts.every((n) => n !== null))
          expect(sum(counts as number[]), `${e.code} ${test.code}`).toBe(test.questionCount);
      }
    }
  });

  const shape = (code: ExamTypeCode) =>
    exam(code).sessions.map((s) => ({
      session: s.name,
      minutes: s.durationMinutes,
      tests: s.tests.map((t) => [
        t.code,
        t.questionCount,
        t.coefficient,
        t.parts.map((p) => p.questionCount),
      ]),
    }));

  it('matches the published TYT and AYT question counts', () => {
    expect(shape('TYT')).toEqual([
      {
        session: 'TYT',
        minutes: 165,
        tests: [
          ['tr', 40, null, [40]],
          ['sos', 20, null, [5, 5, 5, 5]],
          ['mat', 40, null, [null, null]],
          ['fen', 20, null, [7, 7, 6]],
        ],
      },
    ]);
    expect(shape('AYT')).toEqual([
      {
        session: 'AYT',
        minutes: 180,
        tests: [
          ['tde-sb1', 40, null, [24, 10, 6]],
          ['sb2', 40, null, [11, 11, 12, 6]],
          ['mat', 40, null, [null, null]],
          ['fen', 40, null, [14, 13, 13]],
        ],
      },
    ]);
  });

  it('matches the published LGS sessions, counts and coefficients', () => {
    expect(shape('LGS')).toEqual([
      {
        session: 'Sözel Bölüm',
        minutes: 75,
        tests: [
          ['tr', 20, 4, [20]],
          ['ink', 10, 1, [10]],
          ['din', 10, 1, [10]],
          ['dil', 10, 1, [10]],
        ],
      },
      {
        session: 'Sayısal Bölüm',
        minutes: 80,
        tests: [
          ['mat', 20, 4, [20]],
          ['fen', 20, 4, [20]],
        ],
      },
    ]);
  });

  it('maps score types to the tests they use', () => {
    const uses = Object.fromEntries(
      data.scoreTypes.map((s) => [s.code, s.tests.map((t) => `${t.examType}:${t.testCode}`)]),
    );
    expect(uses).toEqual({
      TYT: ['TYT:tr', 'TYT:sos', 'TYT:mat', 'TYT:fen'],
      SAY: ['AYT:mat', 'AYT:fen'],
      EA: ['AYT:mat', 'AYT:tde-sb1'],
      SÖZ: ['AYT:tde-sb1', 'AYT:sb2'],
      DİL: ['YDT:dil'],
    });
  });
});

describe('topic ids are permanent', () => {
  // Plans, progress and deneme analyses store these ids. Adding topics changes this snapshot on
  // purpose (update it); renaming, renumbering or removing an existing id must never happen.
  it('matches the recorded id list', () => {
    const ids = allTopics.map((t) => t.id).sort();
    const perCourse = Object.fromEntries(data.examCourses.map((c) => [c.id, c.topics.length]));
    expect({
      total: ids.length,
      perCourse,
      sha256: createHash('sha256').update(ids.join('\n')).digest('hex'),
    }).toEqual({
      total: 489,
      perCourse: {
        'tyt-tr': 26,
        'tyt-tmat': 30,
        'tyt-geo': 26,
        'tyt-fiz': 13,
        'tyt-kim': 10,
        'tyt-bio': 10,
        'tyt-tar': 16,
        'tyt-cog': 19,
        'tyt-fel': 13,
        'tyt-din': 10,
        'ayt-mat': 30,
        'ayt-geo': 14,
        'ayt-fiz': 26,
        'ayt-kim': 22,
        'ayt-bio': 17,
        'ayt-edb': 16,
        'ayt-tar': 25,
        'ayt-cog': 36,
        'ayt-fel': 27,
        'ayt-din': 10,
        'ydt-dil': 21,
        'lgs-tr': 14,
        'lgs-mat': 12,
        'lgs-fen': 24,
        'lgs-ink': 7,
        'lgs-din': 5,
        'lgs-ing': 10,
      },
      sha256: '4e4feebe3992639f893b9b55d11f6917161c70a93bcd51d18b4acc29e35d12ed',
    });
  });

  it('never moves an id to another course between versions', () => {
    const owner = new Map<string, string>();
    for (const version of Object.values(CATALOGUE_VERSIONS)) {
      for (const c of version.examCourses) {
        for (const t of c.topics) {
          expect(owner.get(t.id) ?? c.id, `${version.version} ${t.id}`).toBe(c.id);
          owner.set(t.id, c.id);
        }
      }
    }
  });
});

describe('2026 programme details', () => {
  const topicsOf = (courseId: string) => data.examCourses.find((c) => c.id === courseId)?.topics ?? [];
  const names = (courseId: string) => topicsOf(courseId).map((t) => t.name);

  it('teaches Elektrostatik in TYT Fizik and in the 9th grade', () => {
    expect(names('tyt-fiz')).toContain('Elektrostatik');
    const ninth = data.schoolCourses.find((c) => c.id === 'okul-9-fiz');
    expect(ninth?.topicIds).toContain('tyt-fiz-013');
  });

  it('orders AYT Fizik as the 11th-grade programme does: motion, then torque, balance and machines', () => {
    const order = names('ayt-fiz').slice(0, 10);
    expect(order).toEqual([
      'Vektörler',
      'Bağıl Hareket',
      "Newton'un Hareket Yasaları",
      'Bir Boyutta Sabit İvmeli Hareket',
      'Atışlar',
      'İş, Güç ve Enerji',
      'İtme ve Çizgisel Momentum',
      'Tork ve Denge',
      'Kütle Merkezi',
      'Basit Makineler',
    ]);
  });

  it('splits every LGS Fen unit into headings fine enough for mistake analysis', () => {
    const units = new Map<string, number>();
    for (const topic of topicsOf('lgs-fen'))
      units.set(topic.group ?? '', (units.get(topic.group ?? '') ?? 0) + 1);
    expect([...units.keys()]).toEqual([
      'Mevsimler ve İklim',
      'DNA ve Genetik Kod',
      'Basınç',
      'Madde ve Endüstri',
      'Basit Makineler',
      'Enerji Dönüşümleri ve Çevre Bilimi',
      'Elektrik Yükleri ve Elektrik Enerjisi',
    ]);
    expect(topicsOf('lgs-fen').length).toBeGreaterThan(units.size * 2);
  });

  it('writes Millî with its circumflex', () => {
    const all = data.examCourses.flatMap((c) => c.topics.map((t) => t.name));
    expect(all.filter((n) => /\bMilli\b/.test(n))).toEqual([]);
    expect(all.filter((n) => n.includes('Millî')).length).toBe(5);
  });
});
