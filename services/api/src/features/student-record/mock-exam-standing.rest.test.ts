import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoCaller, type DemoWorld, eventually, startDemoWorld } from '../../testing-demo';
import { api, loginAs } from '../../testing-http';

/**
 * A deneme's publisher, Türkiye-geneli standing and duration over REST on both stores (demo seed): the coach
 * enters a TYT deneme with publisher, rank and participants and a branş denemesi, reads them back on the
 * list and the trend (the branş one apart); Elif enters one in the student app. Refused with 400 in
 * Turkish, nothing written: a rank on LGS, a percentile on YKS, a rank over the participants, a duration
 * past the exam's time plus slack, a percentile with three decimals.
 */
const SETTLE_MS = 20_000;

const tyt = (extra: Record<string, unknown> = {}) => ({
  examType: 'TYT',
  name: 'Yayın TYT-5',
  takenOn: '2026-11-22',
  durationMinutes: 170,
  tests: [
    { testCode: 'tr', correct: 30, wrong: 6, blank: 4 },
    { testCode: 'mat', correct: 20, wrong: 8, blank: 12 },
  ],
  ...extra,
});

describe.each(TEST_STORAGE_KINDS)('deneme publisher and standing over REST on %s', (storage) => {
  let world: DemoWorld;
  let studentToken: string;
  const clock = new Date('2026-11-24T09:00:00.000Z');
  const head = () => world.server.deps.storage.store.committedHead();
  const as = (caller: DemoCaller, method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: world.tokens[caller], body });
  const asStudent = (method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: studentToken, body });
  const arda = () => `/api/students/${world.ids.arda}`;
  const can = () => `/api/students/${world.ids.can}`;

  beforeAll(async () => {
    world = await startDemoWorld({ storage, now: () => clock });
    studentToken = await loginAs(world.server.url, 'ogrenci@pusula.dev');
  }, 180_000);
  afterAll(() => world.server.close());

  async function refuses(send: (body: unknown) => ReturnType<typeof api>, cases: [unknown, RegExp][]) {
    const before = await head();
    for (const [body, message] of cases) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    expect(await head()).toBe(before);
  }

  it('keeps a TYT deneme’s publisher, rank and participants; a branş denemesi shows apart on the trend', async () => {
    const res = await as('coach1', 'POST', `${arda()}/mock-exams`, {
      ...tyt({ publisher: 'Örnek Yayınları', rank: 12_345, participants: 150_000 }),
      commandId: crypto.randomUUID(),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      publisher: 'Örnek Yayınları',
      rank: 12_345,
      percentile: null,
      participants: 150_000,
      durationMinutes: 170,
    });
    const branch = await as('coach1', 'POST', `${arda()}/mock-exams`, {
      examType: 'TYT',
      name: 'Matematik branş 1',
      takenOn: '2026-11-23',
      singleSubject: true,
      tests: [{ testCode: 'mat', correct: 30, wrong: 4, blank: 6 }],
      commandId: crypto.randomUUID(),
    });
    expect(branch.status).toBe(201);
    await eventually(async () => {
      const trend = (await as('coach1', 'GET', `${arda()}/mock-exams/trend?examType=TYT`)).body.data;
      const full = trend.points.find((p: { examId: string }) => p.examId === res.body.data.examId);
      expect(full).toMatchObject({ publisher: 'Örnek Yayınları', rank: 12_345, participants: 150_000 });
      expect(trend.points.map((p: { examId: string }) => p.examId)).not.toContain(branch.body.data.examId);
      expect(trend.branchPoints).toContainEqual(
        expect.objectContaining({ examId: branch.body.data.examId, testCode: 'mat', net: 29 }),
      );
    }, SETTLE_MS);
  });

  it('keeps an LGS percentile with its decimal', async () => {
    const res = await as('coach1', 'POST', `${can()}/mock-exams`, {
      examType: 'LGS',
      name: 'LGS Türkiye Geneli 3',
      takenOn: '2026-11-23',
      percentile: 2.35,
      participants: 80_000,
      tests: [{ testCode: 'mat', correct: 14, wrong: 3, blank: 3 }],
      commandId: crypto.randomUUID(),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ percentile: 2.35, rank: null, participants: 80_000 });
  });

  it('refuses standings that do not fit the exam and durations past its time, in Turkish, writing nothing', async () => {
    const lgs = (extra: Record<string, unknown>) => ({
      examType: 'LGS',
      name: 'LGS hatalı',
      takenOn: '2026-11-23',
      tests: [{ testCode: 'mat', correct: 14, wrong: 3, blank: 3 }],
      ...extra,
    });
    await refuses(
      (body) => as('coach1', 'POST', `${arda()}/mock-exams`, body),
      [
        [tyt({ percentile: 3 }), /^YKS denemesinde yüzdelik dilim değil Türkiye geneli sıralama girilir$/],
        [tyt({ rank: 2_000, participants: 1_500 }), /^Sıralama katılımcı sayısını aşamaz$/],
        [tyt({ rank: 0 }), /^Sıralama pozitif olmalı$/],
        [tyt({ rank: 12.5 }), /^Sıralama tam sayı olmalı$/],
        [
          tyt({ durationMinutes: 196 }),
          /^TYT süresi 165 dakika; deneme süresi en fazla 195 dakika olabilir$/,
        ],
        [tyt({ publisher: 'x'.repeat(81) }), /^Yayınevi en fazla 80 karakter olabilir$/],
      ],
    );
    await refuses(
      (body) => as('coach1', 'POST', `${can()}/mock-exams`, body),
      [
        [lgs({ rank: 500 }), /^LGS denemesinde sıralama değil yüzdelik dilim girilir$/],
        [lgs({ percentile: 2.345 }), /^Yüzdelik dilim en fazla iki ondalık basamak olabilir$/],
        [lgs({ percentile: 120 }), /^Yüzdelik dilim en fazla 100 olabilir$/],
      ],
    );
    // The student app takes the same sheet and the same refusals.
    await refuses(
      (body) => asStudent('POST', '/api/student/mock-exams', body),
      [[tyt({ percentile: 3 }), /yüzdelik dilim değil/]],
    );
  });

  it('takes the publisher and rank from the student app too', async () => {
    const res = await asStudent('POST', '/api/student/mock-exams', {
      ...tyt({ name: 'Kendi yayın denemem', publisher: 'Örnek Yayınları', rank: 40_000 }),
      commandId: crypto.randomUUID(),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      publisher: 'Örnek Yayınları',
      rank: 40_000,
      enteredByStudent: true,
    });
  });

  it('sets an LGS goal by target high school and percentile; refuses a school on YKS and an empty LGS target', async () => {
    const lgsTarget = (target: Record<string, unknown>) => ({
      examFamily: 'LGS',
      scoreType: null,
      target: { kind: 'PERCENTILE', ...target },
      commandId: crypto.randomUUID(),
    });
    const goal = await as(
      'coach1',
      'PUT',
      `${can()}/goal-program`,
      lgsTarget({ percentile: 0.5, school: 'Kabataş Erkek Lisesi' }),
    );
    expect(goal.status).toBe(200);
    expect(goal.body.data.target).toMatchObject({
      percentile: 0.5,
      school: 'Kabataş Erkek Lisesi',
      label: '%0,5 · Kabataş Erkek Lisesi',
    });
    await refuses(
      (body) => as('coach1', 'PUT', `${arda()}/goal-program`, body),
      [
        [
          {
            examFamily: 'YKS',
            scoreType: 'SAY',
            target: { kind: 'RANK', rank: 10_000, school: 'Kabataş Erkek Lisesi' },
          },
          /^Hedef lise yalnızca LGS için girilebilir$/,
        ],
        [
          {
            examFamily: 'YKS',
            scoreType: 'SAY',
            target: { kind: 'RANK', rank: 10_000, school: 'x'.repeat(151) },
          },
          /^Hedef lise en fazla 150 karakter olabilir$/,
        ],
      ],
    );
    await refuses(
      (body) => as('coach1', 'PUT', `${can()}/goal-program`, body),
      [[lgsTarget({ school: '  ' }), /^Hedef yüzdelik dilim veya hedef lise girilmeli$/]],
    );
  });
});
