import {
  addDays,
  isoWeekday,
  isoWeekOf,
  istanbulDate,
  istanbulInstant,
  type StudyActivity,
  shiftWeek,
} from '@pusula/contracts';
import type { AppDeps } from '../app-deps';
import type { Actor } from '../commands/handle-command';
import { writeCoachNote } from '../features/student-record/coach-notes';
import { addGoalMilestone, setGoalProgram } from '../features/student-record/goal-program';
import { assignHomework, completeHomework } from '../features/student-record/homework';
import { recordMockExam, recordMockExamMistakes } from '../features/student-record/mock-exams';
import { addStudyResource, recordResourceProgress } from '../features/student-record/resources';
import { recordSchoolGrade } from '../features/student-record/school-grades';
import { closeCoachingSession, scheduleCoachingSession } from '../features/student-record/sessions';
import { addStudyBlock, recordStudyProgress } from '../features/student-record/weekly-program';
import type { SeedCommandIds } from './seed-command-ids';

/**
 * A lived-in student record for the demo: so that on a fresh `pnpm start` every student-detail
 * tab, the attention queue and the parent's view show something. Dates are relative to the moment of
 * seeding; a few past facts (homework given days ago) are written as of their own time. Command ids are
 * fixed, so seeding again finds its own events and appends nothing.
 *
 * Elif (12, AYT SAY) and Can (8, LGS), the demo parent's children, coached by Mehmet Kaya, get the full
 * record: this and last week's program with done counts, four denemes with a rising trend, homework (one
 * overdue), a held session with a report, goals, grades, resources and coach notes. Arda gets falling
 * denemes, so the coach's attention queue has a "net falling" row.
 */
export interface DemoRecordIds {
  coach1: string;
  elif: string;
  can: string;
  arda: string;
}

type Block = [
  day: number,
  time: string,
  minutes: number,
  courseId: string,
  topicId: string | null,
  activity: StudyActivity,
  target: { q?: number; m?: number },
  /** Share of the target done, for days already lived (null: nothing recorded). */
  done: number | null,
];

const ELIF_WEEK: Block[] = [
  [1, '17:00', 90, 'ayt-mat', 'ayt-mat-029', 'KONU_CALISMA', { m: 80 }, 1],
  [1, '19:00', 60, 'ayt-fiz', 'ayt-fiz-012', 'SORU_COZME', { q: 30 }, 0.9],
  [2, '17:00', 60, 'ayt-mat', 'ayt-mat-029', 'SORU_COZME', { q: 40 }, 0.75],
  [2, '19:00', 45, 'ayt-kim', 'ayt-kim-016', 'TEKRAR', { m: 40 }, 1],
  [3, '17:00', 60, 'ayt-bio', 'ayt-bio-011', 'KONU_CALISMA', { m: 60 }, 0.5],
  [3, '19:00', 60, 'tyt-tr', 'tyt-tr-008', 'SORU_COZME', { q: 40 }, 1],
  [4, '17:00', 90, 'ayt-mat', 'ayt-mat-030', 'KONU_CALISMA', { m: 80 }, 0.6],
  [5, '17:00', 60, 'ayt-fiz', 'ayt-fiz-013', 'SORU_COZME', { q: 30 }, null],
  [6, '10:00', 180, 'ayt-mat', null, 'DENEME', { m: 180 }, null],
  [7, '11:00', 60, 'ayt-mat', 'ayt-mat-030', 'TEKRAR', { m: 45 }, null],
];

const CAN_WEEK: Block[] = [
  [1, '16:30', 45, 'lgs-mat', 'lgs-mat-003', 'KONU_CALISMA', { m: 40 }, 1],
  [1, '17:30', 40, 'lgs-tr', 'lgs-tr-005', 'SORU_COZME', { q: 30 }, 1],
  [2, '16:30', 45, 'lgs-fen', 'lgs-fen-003', 'SORU_COZME', { q: 25 }, 0.8],
  [3, '16:30', 45, 'lgs-mat', 'lgs-mat-003', 'SORU_COZME', { q: 30 }, 0.6],
  [3, '17:30', 30, 'lgs-ing', 'lgs-ing-004', 'TEKRAR', { m: 30 }, 1],
  [4, '16:30', 40, 'lgs-ink', 'lgs-ink-003', 'KONU_CALISMA', { m: 40 }, 0.5],
  [5, '16:30', 45, 'lgs-fen', 'lgs-fen-004', 'SORU_COZME', { q: 25 }, null],
  [6, '10:00', 155, 'lgs-mat', null, 'DENEME', { m: 155 }, null],
];

export async function seedDemoRecord(
  deps: AppDeps,
  ids: DemoRecordIds,
  commandIds: SeedCommandIds,
): Promise<void> {
  const seedId = (name: string) => commandIds(`record:${name}`);
  const coach: Actor = { userId: ids.coach1, role: 'COACH' };
  const now = deps.now();
  const today = istanbulDate(now);
  const daysAgo = (n: number) => addDays(today, -n);
  const at = (date: string, time: string) => istanbulInstant(date, time);
  /** The same services, as of a past moment (homework given days ago). */
  const asOf = (instant: string): AppDeps => ({ ...deps, now: () => new Date(instant) });

  const week = isoWeekOf(now);
  const weekday = isoWeekday(today);
  for (const [student, blocks, key] of [
    [ids.elif, ELIF_WEEK, 'elif'],
    [ids.can, CAN_WEEK, 'can'],
  ] as const) {
    // Last week, fully lived (most of it done); this week, done counts up to today.
    for (const [w, tag, isPast] of [
      [shiftWeek(week, -1), 'last', true],
      [week, 'this', false],
    ] as const) {
      for (const [i, b] of blocks.entries()) {
        const [day, startTime, durationMinutes, courseId, topicId, activity, target, done] = b;
        const id = `${key}:${w}:${tag}:${i}`;
        const program = await addStudyBlock(
          deps,
          coach,
          {
            studentId: student,
            week: w,
            block: {
              day,
              startTime,
              durationMinutes,
              courseId,
              topicId,
              activity,
              targetQuestions: target.q ?? null,
              targetMinutes: target.m ?? null,
              note: activity === 'DENEME' ? 'Hafta sonu denemesi; ardından analiz' : null,
            },
          },
          seedId(`block:${id}`),
        );
        const share = isPast ? (done ?? 0.7) : day <= weekday ? done : null;
        if (share === null) continue;
        const blockId = program.blocks.find(
          (x) => x.day === day && x.startTime === startTime && x.courseId === courseId,
        )!.blockId;
        await recordStudyProgress(
          deps,
          coach,
          {
            studentId: student,
            week: w,
            blockId,
            doneQuestions: target.q ? Math.round(target.q * share) : null,
            doneMinutes: target.m ? Math.round(target.m * share) : null,
          },
          seedId(`progress:${id}`),
        );
      }
    }
  }

  // Denemeler: Elif's TYT and AYT rising over four weeks; Can's LGS rising; Arda's TYT falling.
  const tyt = (tr: [number, number], sos: [number, number], mat: [number, number], fen: [number, number]) =>
    [
      ['tr', tr, 40],
      ['sos', sos, 20],
      ['mat', mat, 40],
      ['fen', fen, 20],
    ] as const;
  const exam = async (
    key: string,
    studentId: string,
    examType: string,
    name: string,
    takenOn: string,
    tests: readonly (readonly [string, readonly [number, number], number])[],
  ) =>
    recordMockExam(
      deps,
      coach,
      {
        studentId,
        examType,
        name,
        takenOn,
        durationMinutes: null,
        tests: tests.map(([testCode, [correct, wrong], count]) => ({
          testCode,
          correct,
          wrong,
          blank: count - correct - wrong,
        })),
      },
      seedId(`exam:${key}`),
    );
  await exam(
    'elif-tyt-1',
    ids.elif,
    'TYT',
    'Özdebir TYT Deneme 1',
    daysAgo(23),
    tyt([27, 9], [11, 5], [22, 10], [10, 6]),
  );
  await exam(
    'elif-tyt-2',
    ids.elif,
    'TYT',
    '3D TYT Türkiye Geneli',
    daysAgo(16),
    tyt([29, 7], [12, 4], [24, 9], [11, 5]),
  );
  await exam(
    'elif-tyt-3',
    ids.elif,
    'TYT',
    'Bilgi Sarmal TYT-3',
    daysAgo(9),
    tyt([30, 7], [13, 4], [27, 8], [12, 4]),
  );
  const last = await exam(
    'elif-tyt-4',
    ids.elif,
    'TYT',
    'Özdebir TYT Deneme 2',
    daysAgo(2),
    tyt([32, 6], [14, 3], [29, 7], [13, 4]),
  );
  await recordMockExamMistakes(
    deps,
    coach,
    {
      studentId: ids.elif,
      examId: last.examId,
      mistakes: [
        {
          topicId: 'tyt-tmat-018',
          cause: 'BILGI_EKSIGI',
          count: 3,
          note: 'Yüzde problemlerinde oran kuramıyor',
        },
        { topicId: 'tyt-tmat-029', cause: 'SURE', count: 2, note: null },
        { topicId: 'tyt-tr-008', cause: 'DIKKAT', count: 3, note: 'Soru kökünü yanlış okudu' },
        { topicId: 'tyt-tr-026', cause: 'SORU_TIPI', count: 1, note: null },
      ],
    },
    seedId('mistakes:elif-tyt-4'),
  );
  const ayt = (mat: [number, number], fen: [number, number]) =>
    [
      ['mat', mat, 40],
      ['fen', fen, 40],
    ] as const;
  await exam('elif-ayt-1', ids.elif, 'AYT', 'Özdebir AYT Deneme 1', daysAgo(22), ayt([18, 10], [15, 9]));
  await exam('elif-ayt-2', ids.elif, 'AYT', '3D AYT Türkiye Geneli', daysAgo(8), ayt([21, 9], [18, 8]));
  await exam('elif-ayt-3', ids.elif, 'AYT', 'Bilgi Sarmal AYT-2', daysAgo(1), ayt([24, 8], [20, 7]));

  const lgs = (
    t: [number, number],
    i: [number, number],
    d: [number, number],
    y: [number, number],
    m: [number, number],
    f: [number, number],
  ) =>
    [
      ['tr', t, 20],
      ['ink', i, 10],
      ['din', d, 10],
      ['dil', y, 10],
      ['mat', m, 20],
      ['fen', f, 20],
    ] as const;
  await exam(
    'can-lgs-1',
    ids.can,
    'LGS',
    'LGS Türkiye Geneli 1',
    daysAgo(24),
    lgs([14, 4], [7, 2], [8, 1], [6, 3], [10, 6], [12, 5]),
  );
  await exam(
    'can-lgs-2',
    ids.can,
    'LGS',
    'Hız Yayınları LGS-2',
    daysAgo(17),
    lgs([15, 3], [8, 1], [8, 1], [7, 2], [11, 5], [13, 4]),
  );
  await exam(
    'can-lgs-3',
    ids.can,
    'LGS',
    'LGS Türkiye Geneli 2',
    daysAgo(10),
    lgs([16, 3], [8, 1], [9, 1], [7, 2], [13, 4], [15, 3]),
  );
  const canLast = await exam(
    'can-lgs-4',
    ids.can,
    'LGS',
    'Hız Yayınları LGS-3',
    daysAgo(3),
    lgs([17, 2], [9, 1], [9, 0], [8, 1], [14, 4], [16, 3]),
  );
  await recordMockExamMistakes(
    deps,
    coach,
    {
      studentId: ids.can,
      examId: canLast.examId,
      mistakes: [
        {
          topicId: 'lgs-mat-003',
          cause: 'BILGI_EKSIGI',
          count: 3,
          note: 'Kareköklü ifadelerde sadeleştirme',
        },
        { topicId: 'lgs-fen-003', cause: 'DIKKAT', count: 2, note: null },
      ],
    },
    seedId('mistakes:can-lgs-4'),
  );
  // Arda: six steady TYT denemes, then Türkçe and Matematik fall well beyond his usual spread in the last two.
  const ardaTyt: [string, number, ReturnType<typeof tyt>][] = [
    ['Özdebir TYT Deneme 1', 51, tyt([31, 5], [14, 3], [28, 6], [13, 4])],
    ['3D TYT Türkiye Geneli', 44, tyt([30, 6], [13, 4], [27, 6], [12, 5])],
    ['Bilgi Sarmal TYT-1', 37, tyt([31, 4], [14, 3], [28, 5], [13, 4])],
    ['Özdebir TYT Deneme 2', 30, tyt([30, 5], [13, 3], [27, 7], [12, 4])],
    ['3D TYT Türkiye Geneli 2', 23, tyt([31, 6], [14, 4], [28, 6], [13, 5])],
    ['Bilgi Sarmal TYT-2', 16, tyt([30, 5], [13, 3], [27, 5], [12, 4])],
    ['Bilgi Sarmal TYT-3', 9, tyt([27, 8], [13, 4], [19, 10], [12, 5])],
    ['Özdebir TYT Deneme 3', 2, tyt([26, 8], [13, 3], [18, 11], [12, 5])],
  ];
  for (const [i, [name, ago, tests]] of ardaTyt.entries())
    await exam(`arda-tyt-${i + 1}`, ids.arda, 'TYT', name, daysAgo(ago), tests);

  // Ödevler: given last week as of then; Elif's Türev homework is overdue, one is done, one is open.
  const homework = async (
    key: string,
    studentId: string,
    givenDaysAgo: number,
    sheet: {
      title: string;
      courseId: string;
      topicIds: string[];
      targetQuestions: number | null;
      targetMinutes: number | null;
      dueDate: string;
    },
  ) =>
    assignHomework(
      asOf(at(daysAgo(givenDaysAgo), '18:00')),
      coach,
      { studentId, description: null, ...sheet },
      seedId(`homework:${key}`),
    );
  await homework('elif-turev', ids.elif, 6, {
    title: 'Türev: 40 soru (kitap 3. test)',
    courseId: 'ayt-mat',
    topicIds: ['ayt-mat-029'],
    targetQuestions: 40,
    targetMinutes: null,
    dueDate: daysAgo(2),
  });
  const done = await homework('elif-paragraf', ids.elif, 7, {
    title: 'Paragraf: 3 günde 60 soru',
    courseId: 'tyt-tr',
    topicIds: ['tyt-tr-008'],
    targetQuestions: 60,
    targetMinutes: null,
    dueDate: daysAgo(3),
  });
  await completeHomework(
    asOf(at(daysAgo(4), '21:00')),
    coach,
    { studentId: ids.elif, homeworkId: done.homeworkId, doneQuestions: 60, doneMinutes: null },
    seedId('homework-done:elif-paragraf'),
  );
  await homework('elif-integral', ids.elif, 1, {
    title: 'İntegral giriş videosu ve 20 soru',
    courseId: 'ayt-mat',
    topicIds: ['ayt-mat-030'],
    targetQuestions: 20,
    targetMinutes: null,
    dueDate: addDays(today, 3),
  });
  const canDone = await homework('can-karekok', ids.can, 6, {
    title: 'Kareköklü ifadeler: 30 soru',
    courseId: 'lgs-mat',
    topicIds: ['lgs-mat-003'],
    targetQuestions: 30,
    targetMinutes: null,
    dueDate: daysAgo(1),
  });
  await completeHomework(
    asOf(at(daysAgo(2), '20:00')),
    coach,
    { studentId: ids.can, homeworkId: canDone.homeworkId, doneQuestions: 28, doneMinutes: null },
    seedId('homework-done:can-karekok'),
  );
  await homework('can-basinc', ids.can, 1, {
    title: 'Basınç konu tekrarı',
    courseId: 'lgs-fen',
    topicIds: ['lgs-fen-003'],
    targetQuestions: null,
    targetMinutes: 45,
    dueDate: addDays(today, 2),
  });

  // Seanslar: last week's held (with a report the parent sees), next one planned.
  for (const [key, studentId, report] of [
    [
      'elif',
      ids.elif,
      'TYT denemesi birlikte incelendi: Türkçe ve Matematik netleri yükseliyor. Yüzde problemleri ve paragrafta dikkat hataları üzerinde duruldu; bu hafta türev soru çözümü ve integrale giriş planlandı.',
    ],
    [
      'can',
      ids.can,
      'LGS denemesi değerlendirildi: Fen ve Türkçe iyi gidiyor, kareköklü ifadelerde eksik var. Her gün 15 dakika matematik tekrarı ve hafta sonu deneme planlandı.',
    ],
  ] as const) {
    const held = await scheduleCoachingSession(
      deps,
      coach,
      {
        studentId,
        title: 'Haftalık koçluk seansı',
        agenda: 'Deneme analizi ve haftalık program',
        startAt: at(daysAgo(5), '18:00'),
        endAt: at(daysAgo(5), '18:45'),
      },
      seedId(`session:${key}:held`),
    );
    if (held.status === 'SCHEDULED')
      await closeCoachingSession(
        deps,
        coach,
        { studentId, sessionId: held.sessionId, outcome: 'HELD', report, shareWithParents: true },
        seedId(`session:${key}:close`),
      );
    await scheduleCoachingSession(
      deps,
      coach,
      {
        studentId,
        title: 'Haftalık koçluk seansı',
        agenda: 'Deneme analizi, ödev kontrolü',
        startAt: at(addDays(today, 2), '18:00'),
        endAt: at(addDays(today, 2), '18:45'),
      },
      seedId(`session:${key}:next`),
    );
  }

  // Hedef Programı.
  await setGoalProgram(
    deps,
    coach,
    {
      studentId: ids.elif,
      examFamily: 'YKS',
      scoreType: 'SAY',
      target: {
        kind: 'UNIVERSITY',
        rankingOptionId: null,
        rank: 20000,
        percentile: null,
        university: 'İstanbul Teknik Üniversitesi',
        department: 'Bilgisayar Mühendisliği',
        school: null,
      },
      targetNets: [
        { examType: 'TYT', testCode: 'tr', net: 33 },
        { examType: 'TYT', testCode: 'mat', net: 30 },
        { examType: 'AYT', testCode: 'mat', net: 28 },
        { examType: 'AYT', testCode: 'fen', net: 26 },
      ],
    },
    seedId('goal:elif'),
  );
  await setGoalProgram(
    deps,
    coach,
    {
      studentId: ids.can,
      examFamily: 'LGS',
      scoreType: null,
      target: {
        kind: 'PERCENTILE',
        rankingOptionId: null,
        rank: null,
        percentile: 1,
        university: null,
        department: null,
        school: null,
      },
      targetNets: [
        { examType: 'LGS', testCode: 'mat', net: 17 },
        { examType: 'LGS', testCode: 'fen', net: 18 },
      ],
    },
    seedId('goal:can'),
  );
  for (const [key, studentId, title, dueDate] of [
    ['elif-1', ids.elif, 'AYT Matematik konularını bitir', addDays(today, 45)],
    ['elif-2', ids.elif, 'TYT netini 90’a çıkar', addDays(today, 75)],
    ['can-1', ids.can, 'Matematik netini 16’ya çıkar', addDays(today, 40)],
  ] as const)
    await addGoalMilestone(deps, coach, { studentId, title, dueDate }, seedId(`milestone:${key}`));

  // Yazılılar.
  const year = Number(today.slice(0, 4));
  const schoolYear = Number(today.slice(5, 7)) >= 9 ? year : year - 1;
  const term = `${schoolYear}-${schoolYear + 1}/1`;
  for (const [key, studentId, courseId, score] of [
    ['elif-mat', ids.elif, 'okul-12-mat', 78],
    ['elif-fiz', ids.elif, 'okul-12-fiz', 84],
    ['elif-tde', ids.elif, 'okul-12-tde', 88],
    ['can-mat', ids.can, 'lgs-mat', 74],
    ['can-fen', ids.can, 'lgs-fen', 90],
    ['can-tr', ids.can, 'lgs-tr', 85],
  ] as const)
    await recordSchoolGrade(
      deps,
      coach,
      { studentId, courseId, term, examNo: 1, score, takenOn: daysAgo(12) },
      seedId(`grade:${key}`),
    );

  // Kaynaklar.
  for (const [key, studentId, courseId, title, kind, unit, total, doneCount] of [
    ['elif-1', ids.elif, 'ayt-mat', 'Acil Matematik AYT Soru Bankası', 'SORU_BANKASI', 'TEST', 60, 34],
    ['elif-2', ids.elif, 'ayt-fiz', 'Karaağaç AYT Fizik Konu Anlatımı', 'KITAP', 'PAGE', 420, 180],
    ['elif-3', ids.elif, 'tyt-tr', '3D TYT Paragraf', 'SORU_BANKASI', 'TEST', 80, 52],
    ['can-1', ids.can, 'lgs-mat', 'Hız Yayınları LGS Matematik', 'SORU_BANKASI', 'TEST', 48, 21],
    ['can-2', ids.can, 'lgs-fen', 'LGS Fen Bilimleri 5 Deneme', 'DENEME_SETI', 'TEST', 5, 2],
  ] as const) {
    const list = await addStudyResource(
      deps,
      coach,
      { studentId, courseId, title, kind, unit, total },
      seedId(`resource:${key}`),
    );
    const added = list.find((r) => r.title === title)!;
    await recordResourceProgress(
      deps,
      coach,
      { studentId, resourceId: added.resourceId, done: doneCount },
      seedId(`resource-progress:${key}`),
    );
  }

  // Notlar (the coach's own).
  for (const [key, studentId, content] of [
    [
      'elif',
      ids.elif,
      'Sınav kaygısı zaman zaman artıyor; deneme öncesi nefes egzersizini hatırlat. Hedef: ODTÜ veya İTÜ Bilgisayar.',
    ],
    ['can', ids.can, 'Matematikte hızlı ama dikkatsiz. Velisi haftalık özeti düzenli okuyor.'],
  ] as const)
    await writeCoachNote(deps, coach, { studentId, content }, seedId(`coach-note:${key}`));
}
