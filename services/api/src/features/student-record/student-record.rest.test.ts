import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoCaller, type DemoWorld, eventually, startDemoWorld } from '../../testing-demo';
import { api } from '../../testing-http';
import { prepareDueWeeklySummaries, sendDueHomeworkReminders, summaryWeekDue } from './record-reminders';

/**
 * The student record over REST against a real server (PGlite, demo seed), on a clock the test moves:
 * shapes of every tab's answers, Turkish validation errors that write nothing, who may do what, nets
 * through the API against hand-worked YKS and LGS examples, and the homework reminders and weekly summary.
 */
/** Notifications are projected asynchronously; a busy machine (the whole suite) needs more than 5 s. */
const SETTLE_MS = 20_000;

describe('student record over REST', () => {
  let world: DemoWorld;
  // Tuesday 24 November 2026, 12:00 Istanbul.
  let clock = new Date('2026-11-24T09:00:00.000Z');
  const week = '2026-W48';
  let call: (
    caller: DemoCaller | null,
    method: string,
    path: string,
    body?: unknown,
  ) => ReturnType<typeof api>;
  const head = () => world.server.deps.storage.store.committedHead();
  const arda = () => `/api/students/${world.ids.arda}`;
  const elif = () => `/api/students/${world.ids.elif}`;
  const can = () => `/api/students/${world.ids.can}`;

  beforeAll(async () => {
    world = await startDemoWorld({ now: () => clock });
    call = (caller, method, path, body) =>
      api(world.server.url, method, path, { token: caller ? world.tokens[caller] : null, body });
  });
  afterAll(() => world.server.close());

  /** Sends each body and expects 400 with a Turkish message, and nothing appended to the log. */
  async function refuses(caller: DemoCaller, method: string, path: string, cases: [unknown, RegExp][]) {
    const before = await head();
    for (const [body, message] of cases) {
      const res = await call(caller, method, path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await head()).toBe(before);
  }

  const block = (over: Record<string, unknown> = {}) => ({
    day: 2,
    startTime: '17:00',
    durationMinutes: 60,
    courseId: 'tyt-tmat',
    topicId: 'tyt-tmat-003',
    activity: 'SORU_COZME',
    targetQuestions: 40,
    ...over,
  });

  it('plans a week, records done counts and copies it to the next week', async () => {
    const added = await call('coach1', 'POST', `${arda()}/weekly-program/blocks`, { week, block: block() });
    expect(added.status).toBe(201);
    const b = added.body.data.blocks.find((x: { courseId: string }) => x.courseId === 'tyt-tmat');
    expect(b).toMatchObject({
      day: 2,
      startTime: '17:00',
      courseName: 'Temel Matematik',
      topicName: 'Bölme ve Bölünebilme',
      activity: 'SORU_COZME',
      targetQuestions: 40,
      doneQuestions: null,
      completion: 0,
      source: 'MANUAL',
    });
    expect(added.body.data).toMatchObject({ week, startDate: '2026-11-23', endDate: '2026-11-29' });

    const progress = await call('coach1', 'POST', `${arda()}/weekly-program/blocks/${b.blockId}/progress`, {
      week,
      doneQuestions: 30,
    });
    expect(progress.status).toBe(200);
    const after = progress.body.data.blocks.find((x: { blockId: string }) => x.blockId === b.blockId);
    expect(after).toMatchObject({ doneQuestions: 30, completion: 0.75 });

    // The advisor reads the same week; the parent of another family's child does not exist for them.
    const read = await call('advisor1', 'GET', `${arda()}/weekly-program?week=${week}`);
    expect(read.status).toBe(200);
    expect(read.body.data.totals).toMatchObject({ blocks: 1, targetQuestions: 40, doneQuestions: 30 });

    const copied = await call('advisor1', 'POST', `${arda()}/weekly-program/copy`, { toWeek: '2026-W49' });
    expect(copied.status).toBe(201);
    expect(copied.body.data.blocks).toHaveLength(1);
    expect(copied.body.data.blocks[0]).toMatchObject({
      courseId: 'tyt-tmat',
      doneQuestions: null,
      source: 'COPY',
    });
    // Copying onto a week that has a program is refused, and writes nothing.
    const before = await head();
    const again = await call('advisor1', 'POST', `${arda()}/weekly-program/copy`, { toWeek: '2026-W49' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/zaten var/);
    expect(await head()).toBe(before);
  });

  it('applies a coach template to several students at once, or to none when one week cannot take it', async () => {
    const saved = await call('coach1', 'POST', '/api/plan-templates', {
      name: 'TYT haftası',
      blocks: [block(), block({ day: 4, startTime: '19:00', activity: 'TEKRAR' })],
    });
    expect(saved.status).toBe(201);
    const templateId = saved.body.data.templateId;
    const applied = await call('coach1', 'POST', `/api/plan-templates/${templateId}/apply`, {
      studentIds: [world.ids.arda, world.ids.elif],
      week: '2026-W50',
    });
    expect(applied.status).toBe(200);
    expect(applied.body.data.results).toEqual([
      { studentId: world.ids.arda, blocksAdded: 2 },
      { studentId: world.ids.elif, blocksAdded: 2 },
    ]);
    for (const path of [arda(), elif()]) {
      const w = await call('coach1', 'GET', `${path}/weekly-program?week=2026-W50`);
      expect(w.body.data.blocks.map((b: { day: number; source: string }) => [b.day, b.source])).toEqual([
        [2, 'TEMPLATE'],
        [4, 'TEMPLATE'],
      ]);
    }

    // Elif's week W51 is filled to 100 blocks; 100 more do not fit (at most 120): neither student gets them.
    const big = await call('coach1', 'POST', '/api/plan-templates', {
      name: 'Yoğun hafta',
      blocks: Array.from({ length: 100 }, (_, i) =>
        block({ day: (i % 7) + 1, startTime: `${String(6 + (i % 15)).padStart(2, '0')}:00` }),
      ),
    });
    expect(big.status).toBe(201);
    const bigId = big.body.data.templateId;
    const first = await call('coach1', 'POST', `/api/plan-templates/${bigId}/apply`, {
      studentIds: [world.ids.elif],
      week: '2026-W51',
    });
    expect(first.status).toBe(200);
    const before = await head();
    const refused = await call('coach1', 'POST', `/api/plan-templates/${bigId}/apply`, {
      studentIds: [world.ids.arda, world.ids.elif],
      week: '2026-W51',
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/en fazla 120 çalışma bloğu/);
    expect(await head()).toBe(before);
    const ardaW51 = await call('coach1', 'GET', `${arda()}/weekly-program?week=2026-W51`);
    expect(ardaW51.body.data.blocks).toHaveLength(0);

    // Another coach's student in the list refuses the whole request, before anything is written.
    const foreign = await call('coach1', 'POST', `/api/plan-templates/${templateId}/apply`, {
      studentIds: [world.ids.arda, world.ids.zehra],
      week: '2026-W52',
    });
    expect(foreign.status).toBe(404);
    expect(await head()).toBe(before);
  });

  it('refuses bad blocks with 400 and a Turkish message, writing nothing', async () => {
    await refuses('coach1', 'POST', `${arda()}/weekly-program/blocks`, [
      [{ week: '2026-48', block: block() }, /Hafta YYYY-Www/],
      [{ week, block: block({ day: 8 }) }, /Gün 1 \(Pazartesi\) ile 7 \(Pazar\)/],
      [{ week, block: block({ startTime: '25:00' }) }, /SS:DD/],
      [{ week, block: block({ activity: 'UYKU' }) }, /Etkinlik KONU_CALISMA/],
      [{ week, block: block({ targetQuestions: null }) }, /Hedef soru sayısı veya hedef süre/],
      [{ week, block: block({ targetQuestions: -3 }) }, /negatif olamaz/],
      [{ week, block: block({ courseId: 'yok-boyle-ders' }) }, /Ders katalogda bulunamadı/],
      [{ week, block: block({ topicId: 'ayt-fiz-001' }) }, /bu derse ait değil/],
      ['{"week": ', /JSON/],
    ]);
  });

  it('lets the parent read but not write, and hides the record from another tenant', async () => {
    const before = await head();
    const parentWrite = await call('parent', 'POST', `${elif()}/weekly-program/blocks`, {
      week,
      block: block(),
    });
    expect(parentWrite.status).toBe(403);
    expect(parentWrite.body.message).toEqual(expect.any(String));
    const parentExam = await call('parent', 'POST', `${elif()}/mock-exams`, {
      examType: 'TYT',
      name: 'Veli denemesi',
      takenOn: '2026-11-20',
      tests: [{ testCode: 'tr', correct: 1, wrong: 0 }],
    });
    expect(parentExam.status).toBe(403);
    expect((await call('coach2', 'GET', `${elif()}/weekly-program`)).status).toBe(404);
    expect((await call('advisor2', 'POST', `${elif()}/coach-notes`, { content: 'x' })).status).toBe(403);
    expect((await call('coach4', 'POST', `${elif()}/coach-notes`, { content: 'x' })).status).toBe(404);
    // An advisor plans but does not write the coach's own notes or close sessions.
    expect((await call('advisor1', 'POST', `${elif()}/coach-notes`, { content: 'x' })).status).toBe(403);
    expect(await head()).toBe(before);
    expect((await call('parent', 'GET', `${elif()}/weekly-program`)).status).toBe(200);
    expect((await call('parent', 'GET', `${elif()}/coach-notes`)).status).toBe(403);
  });

  it('computes YKS nets (D − Y/4) through the API, with totals and the trend', async () => {
    // Türkçe      D 32  Y 6  B 2  → 32 − 6/4 = 30,5
    // Sosyal      D 14  Y 4  B 2  → 14 − 4/4 = 13
    // Temel Mat.  D 25  Y 9  B 6  → 25 − 9/4 = 22,75
    // Fen         D 11  Y 5  B 4  → 11 − 5/4 = 9,75        Toplam 76
    const res = await call('coach1', 'POST', `${arda()}/mock-exams`, {
      examType: 'TYT',
      name: 'Rest TYT-3',
      takenOn: '2026-11-22',
      durationMinutes: 165,
      tests: [
        { testCode: 'tr', correct: 32, wrong: 6, blank: 2 },
        { testCode: 'sos', correct: 14, wrong: 4, blank: 2 },
        { testCode: 'mat', correct: 25, wrong: 9, blank: 6 },
        { testCode: 'fen', correct: 11, wrong: 5, blank: 4 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.tests.map((t: { net: number }) => t.net)).toEqual([30.5, 13, 22.75, 9.75]);
    expect(res.body.data).toMatchObject({
      examType: 'TYT',
      totalNet: 76,
      totals: { correct: 82, wrong: 24, blank: 14, questionCount: 120 },
      estimatedScore: null,
    });
    // A second, weaker deneme: Türkçe D 28 Y 8 → 26; Mat D 20 Y 12 → 17. Total 43.
    await call('advisor1', 'POST', `${arda()}/mock-exams`, {
      examType: 'TYT',
      name: 'Rest TYT-4',
      takenOn: '2026-11-23',
      tests: [
        { testCode: 'tr', correct: 28, wrong: 8, blank: 4 },
        { testCode: 'mat', correct: 20, wrong: 12, blank: 8 },
      ],
    });
    const mistakes = await call('coach1', 'PUT', `${arda()}/mock-exams/${res.body.data.examId}/mistakes`, {
      mistakes: [
        { topicId: 'tyt-tmat-003', cause: 'BILGI_EKSIGI', count: 3 },
        { topicId: 'tyt-tr-001', cause: 'DIKKAT', count: 2 },
      ],
    });
    expect(mistakes.status).toBe(200);
    expect(mistakes.body.data.mistakes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ topicName: 'Bölme ve Bölünebilme', cause: 'BILGI_EKSIGI', count: 3 }),
      ]),
    );
    const trend = await call('parent', 'GET', `${elif()}/mock-exams/trend?examType=TYT`);
    expect(trend.status).toBe(200);
    const ardaTrend = await call('coach1', 'GET', `${arda()}/mock-exams/trend?examType=TYT`);
    const points = ardaTrend.body.data.points.filter((p: { name: string }) => p.name.startsWith('Rest '));
    expect(points.map((p: { totalNet: number }) => p.totalNet)).toEqual([76, 43]);
    expect(ardaTrend.body.data.mistakesByCause).toEqual(
      expect.arrayContaining([{ cause: 'BILGI_EKSIGI', count: 3 }]),
    );
  });

  it('computes LGS nets (D − Y/3) through the API with the coefficients', async () => {
    // Türkçe 17−2/3=16,33 · İnkılap 8−1/3=7,67 · Din 9 · Dil 7−3/3=6 · Mat 14−4/3=12,67 · Fen 15−3/3=14
    // Toplam 65,67; ağırlıklı 4·16,33… + 7,67… + 9 + 6 + 4·12,67… + 4·14 = 194,67
    const res = await call('coach1', 'POST', `${can()}/mock-exams`, {
      examType: 'LGS',
      name: 'LGS Türkiye Geneli 2',
      takenOn: '2026-11-23',
      tests: [
        { testCode: 'tr', correct: 17, wrong: 2, blank: 1 },
        { testCode: 'ink', correct: 8, wrong: 1, blank: 1 },
        { testCode: 'din', correct: 9, wrong: 0, blank: 1 },
        { testCode: 'dil', correct: 7, wrong: 3, blank: 0 },
        { testCode: 'mat', correct: 14, wrong: 4, blank: 2 },
        { testCode: 'fen', correct: 15, wrong: 3, blank: 2 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.data.tests.map((t: { net: number }) => t.net)).toEqual([16.33, 7.67, 9, 6, 12.67, 14]);
    expect(res.body.data).toMatchObject({ totalNet: 65.67, weightedNet: 194.67 });
    // The parent sees it among Can's denemes.
    const seen = await call('parent', 'GET', `${can()}/mock-exams?examType=LGS`);
    expect(seen.body.data.map((e: { examId: string }) => e.examId)).toContain(res.body.data.examId);
  });

  it('refuses impossible deneme sheets with Turkish messages, writing nothing', async () => {
    const sheet = (tests: unknown[], over: Record<string, unknown> = {}) => ({
      examType: 'TYT',
      name: 'Hatalı deneme',
      takenOn: '2026-11-20',
      tests,
      ...over,
    });
    await refuses('coach1', 'POST', `${arda()}/mock-exams`, [
      [sheet([{ testCode: 'tr', correct: 35, wrong: 6, blank: 0 }]), /40/],
      [sheet([{ testCode: 'xyz', correct: 1, wrong: 0 }]), /testi yok/],
      [
        sheet([
          { testCode: 'tr', correct: 1, wrong: 0 },
          { testCode: 'tr', correct: 1, wrong: 0 },
        ]),
        /iki kez/,
      ],
      [sheet([]), /En az bir testin sonucu/],
      [sheet([{ testCode: 'tr', correct: -1, wrong: 0 }]), /negatif olamaz/],
      [sheet([{ testCode: 'tr', correct: 1, wrong: 0 }], { examType: 'ABC' }), /Bilinmeyen sınav türü/],
      [
        sheet([{ testCode: 'tr', correct: 1, wrong: 0 }], { takenOn: '2026-12-30' }),
        /ileri bir tarih olamaz/,
      ],
      [sheet([{ testCode: 'tr', correct: 1, wrong: 0 }], { name: '  ' }), /Deneme adı gerekli/],
      [
        sheet([{ testCode: 'tr', correct: 1, wrong: 0 }], { durationMinutes: 900 }),
        /^Deneme süresi en fazla 600 dakika olabilir$/,
      ],
    ]);
    // Mistakes: counts within bounds, in Turkish words (not the validator's generic text).
    const exam = await call(
      'coach1',
      'POST',
      `${arda()}/mock-exams`,
      sheet([{ testCode: 'tr', correct: 30, wrong: 6, blank: 4 }]),
    );
    expect(exam.status).toBe(201);
    const mistakes = `${arda()}/mock-exams/${exam.body.data.examId}/mistakes`;
    const topic = { topicId: 'tyt-tr-001', cause: 'DIKKAT' };
    await refuses('coach1', 'PUT', mistakes, [
      [{ mistakes: [{ ...topic, count: 500 }] }, /^Hata sayısı en fazla 200 olabilir$/],
      [{ mistakes: [{ ...topic, count: 0 }] }, /^Hata sayısı en az 1 olmalı$/],
      [{ mistakes: [{ ...topic, count: 11 }] }, /yanlış ve boşların toplamını aşamaz/],
    ]);
  });

  it('keeps goals, sessions, grades, resources and coach notes in their shapes', async () => {
    const goal = await call('advisor1', 'PUT', `${arda()}/goal-program`, {
      examFamily: 'YKS',
      scoreType: 'SAY',
      target: { kind: 'RANK', rank: 10000 },
      targetNets: [{ examType: 'TYT', testCode: 'mat', net: 30 }],
    });
    expect(goal.status).toBe(200);
    expect(goal.body.data).toMatchObject({ examFamily: 'YKS', scoreType: 'SAY', target: { kind: 'RANK' } });
    expect(goal.body.data.target.label).toMatch(/10\.000/);
    const milestone = await call('coach1', 'POST', `${arda()}/goal-program/milestones`, {
      title: 'Türev konusunu bitir',
      dueDate: '2026-12-15',
    });
    expect(milestone.status).toBe(201);
    expect(milestone.body.data.milestones).toEqual([
      expect.objectContaining({ title: 'Türev konusunu bitir', dueDate: '2026-12-15', done: false }),
    ]);

    const session = await call('coach1', 'POST', `${arda()}/sessions`, {
      title: 'Haftalık değerlendirme',
      startAt: '2026-11-24T10:00:00+03:00',
      endAt: '2026-11-24T11:00:00+03:00',
    });
    expect(session.status).toBe(201);
    expect(session.body.data).toMatchObject({ status: 'SCHEDULED', title: 'Haftalık değerlendirme' });
    await refuses('coach1', 'POST', `${arda()}/sessions/${session.body.data.sessionId}/close`, [
      [{ outcome: 'HELD', report: 'kısa' }, /kısa bir rapor/],
      [{ outcome: 'BELKI' }, /HELD veya MISSED/],
    ]);
    const closed = await call('coach1', 'POST', `${arda()}/sessions/${session.body.data.sessionId}/close`, {
      outcome: 'HELD',
      report: 'Deneme analizi yapıldı; bölünebilme tekrar edilecek.',
    });
    expect(closed.status).toBe(200);
    expect(closed.body.data).toMatchObject({
      status: 'HELD',
      report: expect.stringMatching(/Deneme analizi/),
    });
    // The session is in the coach's calendar, as the coach and the advisor read it.
    for (const caller of ['coach1', 'advisor1'] as const) {
      const calendar = await call(
        caller,
        'GET',
        `/api/calendar-manager?type=coach&targetId=${world.ids.coach1}&startDate=2026-11-24&endDate=2026-11-24`,
      );
      expect(calendar.status).toBe(200);
      expect(calendar.body.data.events).toContainEqual(
        expect.objectContaining({
          id: session.body.data.sessionId,
          kind: 'SESSION',
          title: 'Haftalık değerlendirme: Arda Güneş',
          studentId: world.ids.arda,
        }),
      );
    }

    const grade = await call('coach1', 'POST', `${arda()}/school-grades`, {
      courseId: 'okul-12-mat',
      term: '2025-2026/1',
      examNo: 1,
      score: 82,
    });
    expect(grade.status).toBe(201);
    expect(grade.body.data.averages).toEqual([
      expect.objectContaining({ term: '2025-2026/1', average: 82, count: 1 }),
    ]);
    await refuses('coach1', 'POST', `${arda()}/school-grades`, [
      [{ courseId: 'okul-12-mat', term: '2025-2027/1', examNo: 1, score: 50 }, /ardışık/],
      [{ courseId: 'okul-12-mat', term: '2025-2026/1', examNo: 2, score: 101 }, /0 ile 100/],
    ]);

    const resource = await call('coach1', 'POST', `${arda()}/resources`, {
      courseId: 'tyt-tmat',
      title: '3D TYT Matematik Soru Bankası',
      kind: 'SORU_BANKASI',
      unit: 'TEST',
      total: 80,
    });
    expect(resource.status).toBe(201);
    const r = resource.body.data[0];
    const progress = await call('coach1', 'PUT', `${arda()}/resources/${r.resourceId}/progress`, {
      done: 20,
    });
    expect(progress.body.data[0]).toMatchObject({ done: 20, total: 80, progress: 0.25 });
    await refuses('coach1', 'PUT', `${arda()}/resources/${r.resourceId}/progress`, [[{ done: 81 }, /80/]]);

    const note = await call('coach1', 'POST', `${arda()}/coach-notes`, { content: '  Motivasyonu düşük.  ' });
    expect(note.status).toBe(201);
    expect(note.body.data).toMatchObject({ content: 'Motivasyonu düşük.', coachId: world.ids.coach1 });
    await refuses('coach1', 'POST', `${arda()}/coach-notes`, [[{ content: '   ' }, /Not gerekli/]]);
  });

  it('reminds of homework 24 h before, on the due day and when overdue, each once, to coach, parents and the student', async () => {
    // Due Thursday 26 November 2026, 23:59 Istanbul; given Tuesday noon.
    const given = await call('coach1', 'POST', `${elif()}/homework`, {
      title: 'Türev 40 soru',
      courseId: 'ayt-mat',
      topicIds: ['ayt-mat-029'],
      targetQuestions: 40,
      dueDate: '2026-11-26',
    });
    expect(given.status).toBe(201);
    expect(given.body.data).toMatchObject({ status: 'ASSIGNED', dueAt: '2026-11-26T20:59:59.000Z' });
    const homeworkId: string = given.body.data.homeworkId;
    await refuses('coach1', 'POST', `${elif()}/homework`, [
      [{ title: 'x', courseId: 'ayt-mat', targetQuestions: 5 }, /Son teslim tarihi gerekli/],
      [{ title: 'x', courseId: 'ayt-mat', targetQuestions: 5, dueDate: '2026-11-01' }, /ileri bir zaman/],
      [{ title: 'x', courseId: 'ayt-mat', dueDate: '2026-12-01' }, /Hedef soru sayısı veya hedef süre/],
    ]);

    const remindersOf = async () => {
      const rows = await world.server.deps.storage.db
        .selectFrom('notifications')
        .select(['user_id', 'title', 'message', 'data'])
        .where('type', '=', 'SYSTEM_NOTIFICATION')
        .execute();
      // The reminders only (the student's own account was also told of the new homework).
      return rows.filter(
        (r) => JSON.stringify(r.data).includes(homeworkId) && (r.data as { dueAt?: string }).dueAt,
      );
    };
    const pass = async (at: string) => {
      clock = new Date(at);
      await sendDueHomeworkReminders(world.server.deps);
      await sendDueHomeworkReminders(world.server.deps); // a second pass, or a second process: nothing more
    };
    await pass('2026-11-25T12:00:00.000Z'); // Wednesday 15:00: more than 24 h left
    expect(await remindersOf()).toEqual([]);
    await pass('2026-11-25T21:00:00.000Z'); // Thursday 00:00: 24 h left
    // The coach, the parent and Elif's own account (ogrenci@pusula.dev).
    await eventually(async () => expect(await remindersOf()).toHaveLength(3), SETTLE_MS);
    await pass('2026-11-26T06:00:00.000Z'); // Thursday 09:00: the due day
    await pass('2026-11-26T21:30:00.000Z'); // Friday 00:30: overdue
    await pass('2026-11-27T09:00:00.000Z');
    const all = await eventually(async () => {
      const rows = await remindersOf();
      expect(rows).toHaveLength(9);
      return rows;
    }, SETTLE_MS);
    const to = (userId: string) => all.filter((r) => r.user_id === userId).map((r) => r.title);
    const titles = ['Ödev teslimine 24 saat kaldı', 'Ödevin teslimi bugün', 'Ödev gecikti'];
    expect(to(world.ids.coach1).sort()).toEqual([...titles].sort());
    expect(to(world.ids.parent).sort()).toEqual([...titles].sort());
    const elifAccount = all.find((r) => ![world.ids.coach1, world.ids.parent].includes(r.user_id))!;
    expect(to(elifAccount.user_id).sort()).toEqual([...titles].sort());
    expect(all.find((r) => r.user_id === elifAccount.user_id && r.title === 'Ödev gecikti')!.message).toMatch(
      /^“Türev 40 soru” ödevinin teslim tarihi geçti/,
    );
    expect(all.find((r) => r.title === 'Ödev gecikti')!.message).toMatch(/Elif .*Türev 40 soru/);
    const listed = await call('parent', 'GET', `${elif()}/homework`);
    const hw = listed.body.data.find((h: { homeworkId: string }) => h.homeworkId === homeworkId);
    expect(hw).toMatchObject({ status: 'LATE', remindersSent: ['DUE_IN_24H', 'DUE_TODAY', 'OVERDUE'] });
    // Done late: the homework says so, and no more reminders come.
    const done = await call('coach1', 'POST', `${elif()}/homework/${homeworkId}/complete`, {
      doneQuestions: 40,
    });
    expect(done.body.data).toMatchObject({ status: 'DONE', completedLate: true });
  });

  const sharedReport = 'Paragraf soruları konuşuldu; veliyle paylaşılan rapor.';
  const privateReport = 'Motivasyon düşük; şimdilik yalnızca koçta kalan rapor.';

  it('shows a session report to the parents only while the coach shares it', async () => {
    const session = async (startAt: string, endAt: string) =>
      (await call('coach1', 'POST', `${elif()}/sessions`, { startAt, endAt })).body.data.sessionId as string;
    const shared = await session('2026-11-23T16:00:00+03:00', '2026-11-23T17:00:00+03:00');
    const unshared = await session('2026-11-23T18:00:00+03:00', '2026-11-23T19:00:00+03:00');
    const reportsParentSees = async () => {
      const overview = await call('parent', 'GET', `${elif()}/overview`);
      expect(overview.status).toBe(200);
      const mine = overview.body.data.sessions.filter((x: { sessionId: string }) =>
        [shared, unshared].includes(x.sessionId),
      );
      return Object.fromEntries(
        mine.map((x: { sessionId: string; report: string | null }) => [x.sessionId, x.report]),
      );
    };

    // Nothing to share before the session is closed.
    const early = await call('coach1', 'PUT', `${elif()}/sessions/${shared}/sharing`, { shared: true });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Yalnızca kapatılmış bir seansın raporu veliyle paylaşılabilir');

    const closedShared = await call('coach1', 'POST', `${elif()}/sessions/${shared}/close`, {
      outcome: 'HELD',
      report: sharedReport,
      shareWithParents: true,
    });
    expect(closedShared.body.data).toMatchObject({ status: 'HELD', reportShared: true });
    const closedPrivate = await call('coach1', 'POST', `${elif()}/sessions/${unshared}/close`, {
      outcome: 'HELD',
      report: privateReport,
    });
    expect(closedPrivate.body.data).toMatchObject({
      status: 'HELD',
      reportShared: false,
      report: privateReport,
    });
    expect(await reportsParentSees()).toEqual({ [shared]: sharedReport, [unshared]: null });

    // Shared later, then taken back: the parent's view follows each choice.
    const share = (sessionId: string, body: unknown, caller: DemoCaller = 'coach1') =>
      call(caller, 'PUT', `${elif()}/sessions/${sessionId}/sharing`, body);
    expect((await share(unshared, { shared: true })).body.data).toMatchObject({ reportShared: true });
    expect(await reportsParentSees()).toEqual({ [shared]: sharedReport, [unshared]: privateReport });
    expect((await share(unshared, { shared: false })).body.data).toMatchObject({ reportShared: false });
    expect(await reportsParentSees()).toEqual({ [shared]: sharedReport, [unshared]: null });

    // Bad input writes nothing; only the student's coach may choose.
    await refuses('coach1', 'PUT', `${elif()}/sessions/${unshared}/sharing`, [
      [{ shared: 'evet' }, /^Veliyle paylaşım seçimi açık ya da kapalı olmalı$/],
      [{}, /^Veliyle paylaşım seçimi açık ya da kapalı olmalı$/],
    ]);
    const before = await head();
    expect((await share(unshared, { shared: true }, 'parent')).status).toBe(403);
    expect((await share(unshared, { shared: true }, 'coach2')).status).toBe(404);
    expect(
      (await call('coach1', 'PUT', `${arda()}/sessions/${unshared}/sharing`, { shared: true })).status,
    ).toBe(404);
    expect(await head()).toBe(before);
    expect(await reportsParentSees()).toEqual({ [shared]: sharedReport, [unshared]: null });
  });

  it('sends parents one weekly summary per child and week, from Sunday 18:00', async () => {
    expect(summaryWeekDue(new Date('2026-11-29T14:59:00.000Z'))).toBe('2026-W47'); // Sunday 17:59
    expect(summaryWeekDue(new Date('2026-11-29T15:00:00.000Z'))).toBe('2026-W48'); // Sunday 18:00
    clock = new Date('2026-11-29T16:00:00.000Z');
    await prepareDueWeeklySummaries(world.server.deps);
    await prepareDueWeeklySummaries(world.server.deps);
    const summaries = await eventually(async () => {
      const rows = await world.server.deps.storage.db
        .selectFrom('notifications')
        .select(['title', 'message', 'data'])
        .where('user_id', '=', world.ids.parent)
        .execute();
      const weekly = rows.filter(
        (r) => r.title.endsWith('haftalık özet') && JSON.stringify(r.data).includes(week),
      );
      expect(weekly).toHaveLength(2); // Elif and Can
      return weekly;
    }, SETTLE_MS);
    expect(summaries.map((s) => s.title).sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Elif /), expect.stringMatching(/^Can /)]),
    );
    // The summary carries only the session reports the coach shared with the parents.
    const elifOverview = await call('parent', 'GET', `${elif()}/overview`);
    const reports = elifOverview.body.data.lastWeeklySummary.figures.sessionReports.map(
      (r: { report: string }) => r.report,
    );
    expect(reports).toContain(sharedReport);
    expect(reports).not.toContain(privateReport);
    // The overview the parent portal reads carries the same summary.
    const overview = await call('parent', 'GET', `${can()}/overview`);
    expect(overview.status).toBe(200);
    expect(overview.body.data.lastWeeklySummary).toMatchObject({ week });
    expect(overview.body.data.lastWeeklySummary.figures.exams).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'LGS Türkiye Geneli 2', totalNet: 65.67 })]),
    );
  });
});
