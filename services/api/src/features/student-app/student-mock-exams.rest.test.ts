import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoCaller, type DemoWorld, eventually, startDemoWorld } from '../../testing-demo';
import { api, loginAs } from '../../testing-http';

/**
 * Denemeler in the student app over REST on both stores (demo seed, Elif's account ogrenci@pusula.dev): she
 * enters a TYT deneme of her own with the Fen split, the coach sees it „öğrenci girdi" and is told, corrects
 * it (the mark stays, the correction shows), and she adds wrong answers by topic. Refused: another student's
 * deneme, a studentId in the body (ignored: the account decides), and bad splits (400 in Turkish, nothing
 * written).
 */
const SETTLE_MS = 20_000;

const fen = {
  testCode: 'fen',
  correct: 12,
  wrong: 4,
  blank: 4,
  subjects: [
    { courseId: 'tyt-fiz', correct: 3, wrong: 2, blank: 2 },
    { courseId: 'tyt-kim', correct: 5, wrong: 1, blank: 1 },
    { courseId: 'tyt-bio', correct: 4, wrong: 1, blank: 1 },
  ],
};
const sheet = (tests: unknown[], extra: Record<string, unknown> = {}) => ({
  examType: 'TYT',
  name: 'Kendi TYT denemem',
  takenOn: '2026-11-22',
  durationMinutes: 165,
  tests,
  ...extra,
});

describe.each(TEST_STORAGE_KINDS)('student denemes over REST on %s', (storage) => {
  let world: DemoWorld;
  let studentToken: string;
  const clock = new Date('2026-11-24T09:00:00.000Z');
  const head = () => world.server.deps.storage.store.committedHead();
  const asStudent = (method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: studentToken, body });
  const as = (caller: DemoCaller, method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: world.tokens[caller], body });
  const commandId = () => crypto.randomUUID();
  let examId = '';

  beforeAll(async () => {
    world = await startDemoWorld({ storage, now: () => clock });
    studentToken = await loginAs(world.server.url, 'ogrenci@pusula.dev');
  }, 180_000);
  afterAll(() => world.server.close());

  it('records her own TYT deneme with the Fen split, whatever studentId the body names', async () => {
    const canBefore = (await as('coach1', 'GET', `/api/students/${world.ids.can}/mock-exams`)).body.data;
    const id = commandId();
    const body = {
      ...sheet([{ testCode: 'tr', correct: 30, wrong: 6, blank: 4 }, fen]),
      studentId: world.ids.can,
      commandId: id,
    };
    const res = await asStudent('POST', '/api/student/mock-exams', body);
    expect(res.status).toBe(201);
    const exam = res.body.data;
    examId = exam.examId;
    expect(exam).toMatchObject({
      studentId: world.ids.elif,
      examType: 'TYT',
      totalNet: 39.5,
      enteredByStudent: true,
    });
    expect(exam.tests[1].subjects).toEqual([
      { courseId: 'tyt-fiz', name: 'Fizik', questionCount: 7, correct: 3, wrong: 2, blank: 2, net: 2.5 },
      { courseId: 'tyt-kim', name: 'Kimya', questionCount: 7, correct: 5, wrong: 1, blank: 1, net: 4.75 },
      { courseId: 'tyt-bio', name: 'Biyoloji', questionCount: 6, correct: 4, wrong: 1, blank: 1, net: 3.75 },
    ]);
    const [event] = await world.server.deps.storage.store.readStream(`mock-exam-${examId}`);
    expect(event!.data).toMatchObject({ enteredBy: 'STUDENT', coachId: world.ids.coach1 });
    expect(event!.metadata).toMatchObject({ actorRole: 'STUDENT' });

    // A retry answers the same and appends nothing; Can's record is untouched.
    const before = await head();
    const retry = await asStudent('POST', '/api/student/mock-exams', body);
    expect(retry.body.data.examId).toBe(examId);
    expect(await head()).toBe(before);
    expect((await as('coach1', 'GET', `/api/students/${world.ids.can}/mock-exams`)).body.data).toEqual(
      canBefore,
    );

    // A branş denemesi (Fen only) is kept as such.
    const branch = await asStudent('POST', '/api/student/mock-exams', {
      ...sheet([fen], { name: 'Fen branş denemesi', singleSubject: true }),
      commandId: commandId(),
    });
    expect(branch.status).toBe(201);
    expect(branch.body.data).toMatchObject({ singleSubject: true, totalNet: 11, enteredByStudent: true });

    const own = await asStudent('GET', '/api/student/mock-exams');
    expect(own.status).toBe(200);
    expect(own.body.data.examTypes).toEqual(['TYT', 'AYT']);
    const mine = own.body.data.exams.find((x: { examId: string }) => x.examId === examId);
    expect(mine).toMatchObject({ totalNet: 39.5, enteredByStudent: true });
  });

  it('shows the coach and the advisor „öğrenci girdi", tells the coach, and keeps the mark after a correction', async () => {
    const list = await as('coach1', 'GET', `/api/students/${world.ids.elif}/mock-exams`);
    const row = list.body.data.find((x: { examId: string }) => x.examId === examId);
    expect(row).toMatchObject({ enteredByStudent: true, correctedAt: null });
    const seeded = list.body.data.filter(
      (x: { name: string }) => !x.name.startsWith('Kendi') && !x.name.startsWith('Fen branş'),
    );
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((x: { enteredByStudent: boolean }) => !x.enteredByStudent)).toBe(true);
    // Her own last entry in the app is this deneme (the record's overview says so).
    const overview = await as('coach1', 'GET', `/api/students/${world.ids.elif}/overview`);
    expect(overview.body.data.student.lastEntry).toMatchObject({ kind: 'MOCK_EXAM' });
    const advisor = await as('advisor1', 'GET', `/api/students/${world.ids.elif}/mock-exams`);
    expect(advisor.body.data.find((x: { examId: string }) => x.examId === examId).enteredByStudent).toBe(
      true,
    );

    await eventually(async () => {
      const res = await as('coach1', 'GET', '/api/advisor/notifications');
      const items = res.body.data.notifications ?? res.body.data;
      const told = items.find(
        (n: { data: { kind?: string; examId?: string } }) =>
          n.data.kind === 'STUDENT_MOCK_EXAM' && n.data.examId === examId,
      );
      expect(told?.message).toBe('Elif Öztürk bir deneme girdi: Kendi TYT denemem (TYT), 39,5 net.');
    }, SETTLE_MS);

    const fixed = await as('coach1', 'PUT', `/api/students/${world.ids.elif}/mock-exams/${examId}`, {
      ...sheet([{ testCode: 'tr', correct: 31, wrong: 5, blank: 4 }, fen]),
      commandId: commandId(),
    });
    expect(fixed.status).toBe(200);
    expect(fixed.body.data).toMatchObject({
      enteredByStudent: true,
      correctedAt: clock.toISOString(),
      totalNet: 40.75,
    });
    expect(fixed.body.data.tests[1].subjects).toHaveLength(3);
  });

  it('refuses bad splits with a Turkish message and writes nothing', async () => {
    const before = await head();
    const over = {
      ...fen,
      subjects: [
        { courseId: 'tyt-fiz', correct: 8, wrong: 0, blank: 0 },
        { courseId: 'tyt-kim', correct: 4, wrong: 4, blank: 4 },
      ],
    };
    const cases: [unknown, RegExp][] = [
      [
        sheet([{ ...fen, subjects: fen.subjects.slice(0, 2) }]),
        /derslerin doğru toplamı \(8\) testin doğru sayısına \(12\) eşit olmalı/,
      ],
      [sheet([over]), /Fizik: doğru \+ yanlış \+ boş \(8\) bu dersin soru sayısını \(7\) aşamaz/],
      [
        sheet([{ ...fen, subjects: [{ courseId: 'ayt-fiz', correct: 12, wrong: 4, blank: 4 }] }]),
        /böyle bir ders yok/,
      ],
      [sheet([{ ...fen, subjects: [{ courseId: 'tyt-fiz', correct: -1, wrong: 0 }] }]), /negatif olamaz/],
      [
        sheet([fen], { examType: 'LGS' }),
        /LGS sınavında “fen” testi yok|Fen Bilimleri testi derslere ayrılmıyor/,
      ],
      [sheet([fen], { takenOn: '2026-12-01' }), /ileri bir tarih/],
      [{ ...sheet([fen]), commandId: 'x' }, /kimliği/],
      [
        sheet([fen, { testCode: 'tr', correct: 1, wrong: 0 }], { singleSubject: true }),
        /Branş denemesinde tek bir testin/,
      ],
      [sheet([fen], { singleSubject: 'evet' }), /Branş denemesi evet veya hayır olmalı/],
    ];
    for (const [body, message] of cases) {
      const res = await asStudent('POST', '/api/student/mock-exams', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await head()).toBe(before);
  });

  it("adds wrong answers by topic to her own deneme only; another student's is not found", async () => {
    const topicId = 'tyt-fiz-001';
    const ok = await asStudent('PUT', `/api/student/mock-exams/${examId}/mistakes`, {
      mistakes: [{ topicId, cause: 'DIKKAT', count: 2 }],
      commandId: commandId(),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.mistakes).toMatchObject([
      { topicId, courseId: 'tyt-fiz', cause: 'DIKKAT', count: 2 },
    ]);

    const canExam = await as('coach1', 'POST', `/api/students/${world.ids.can}/mock-exams`, {
      examType: 'LGS',
      name: 'Can LGS-1',
      takenOn: '2026-11-20',
      tests: [{ testCode: 'mat', correct: 15, wrong: 3, blank: 2 }],
      commandId: commandId(),
    });
    expect(canExam.status).toBe(201);
    const before = await head();
    const refused = await asStudent('PUT', `/api/student/mock-exams/${canExam.body.data.examId}/mistakes`, {
      mistakes: [{ topicId, cause: 'DIKKAT', count: 1 }],
    });
    expect(refused.status).toBe(404);
    expect(refused.body.message).toBe('Deneme bulunamadı');
    const tooMany = await asStudent('PUT', `/api/student/mock-exams/${examId}/mistakes`, {
      mistakes: [{ topicId, cause: 'SURE', count: 200 }],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toMatch(/Hata sayısı/);
    expect(await head()).toBe(before);
  });

  it('keeps other roles off the student routes and the student off the staff correction', async () => {
    for (const caller of ['coach1', 'advisor1', 'parent', 'admin'] as const) {
      expect((await as(caller, 'GET', '/api/student/mock-exams')).status, caller).toBe(403);
      expect((await as(caller, 'POST', '/api/student/mock-exams', sheet([fen]))).status, caller).toBe(403);
    }
    const put = await asStudent('PUT', `/api/students/${world.ids.elif}/mock-exams/${examId}`, sheet([fen]));
    expect(put.status).toBe(403);
    expect((await api(world.server.url, 'GET', '/api/student/mock-exams')).status).toBe(401);
  });
});
