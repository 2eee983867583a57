import { randomUUID } from 'node:crypto';
import { DEFAULT_ATTENTION_RULE_VALUES } from '@pusula/contracts';
import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CALLERS, type DemoCaller, type DemoWorld, startDemoWorld } from '../../testing-demo';
import { api, loginAs } from '../../testing-http';

type Reason = { code: string; ref: string; text: string; since: string };
const DAY_MS = 86_400_000;
const WEEK = '2027-W23';

/**
 * An organisation's attention thresholds over REST on a real server (demo seed), on both stores. Elif
 * (advisor1's company) and Zehra (advisor2's) each finish 3 of 5 blocks of this week's past days (60 %):
 * under the platform's 50 % neither is flagged; advisor1 raises the company's threshold to 70 % and Elif
 * is flagged, Zehra is not; „Varsayılana dön" clears it. Bad values are a Turkish 400 and other callers are
 * refused; none of them writes anything.
 */
describe.each(TEST_STORAGE_KINDS)('organisation attention thresholds over REST on %s', (storage) => {
  let world: DemoWorld;
  let studentToken: string;
  // The demo is seeded around its start; the test then runs months later on weeks of its own: Thursday
  // 10 June 2027, 12:00 Istanbul, Monday to Wednesday of 2027-W23 past.
  const clock = { now: new Date('2027-03-11T09:00:00.000Z') };
  const head = () => world.server.deps.storage.store.committedHead();
  const as = (caller: DemoCaller, method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: world.tokens[caller], body });
  const rules = () => `/api/organisations/${world.ids.advisor1}/attention-rules`;
  const values = (over: Record<string, unknown> = {}) => ({
    planCompletionPercent: 50,
    inactivityDays: 7,
    noMockExamDays: 14,
    sessionCloseHours: 24,
    netFallSensitivity: 'DENGELI',
    commandId: randomUUID(),
    ...over,
  });
  const reasonsOf = async (caller: DemoCaller, studentId: string): Promise<Reason[]> => {
    const answer = await as(caller, 'GET', '/api/attention-queue');
    expect(answer.status).toBe(200);
    return answer.body.data.find((i: { studentId: string }) => i.studentId === studentId)?.reasons ?? [];
  };
  const planLow = async (caller: DemoCaller, studentId: string) =>
    (await reasonsOf(caller, studentId)).find((r) => r.code === 'PLAN_LOW' && r.ref === WEEK);

  /** Five blocks on Monday and Tuesday, three of them done in full: 60 % of the past days' plan. */
  async function planSixtyPercent(coach: DemoCaller, studentId: string) {
    const base = `/api/students/${studentId}/weekly-program/blocks`;
    for (const [day, startTime] of [
      [1, '09:00'],
      [1, '11:00'],
      [1, '14:00'],
      [2, '09:00'],
      [2, '11:00'],
    ] as const) {
      const added = await as(coach, 'POST', base, {
        week: WEEK,
        block: {
          day,
          startTime,
          durationMinutes: 60,
          courseId: 'tyt-tmat',
          activity: 'SORU_COZME',
          targetQuestions: 20,
        },
        commandId: randomUUID(),
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
    }
    const week = await as(coach, 'GET', `/api/students/${studentId}/weekly-program?week=${WEEK}`);
    const blocks = week.body.data.blocks as { blockId: string }[];
    expect(blocks).toHaveLength(5);
    for (const block of blocks.slice(0, 3)) {
      const done = await as(coach, 'POST', `${base}/${block.blockId}/progress`, {
        week: WEEK,
        doneQuestions: 20,
        commandId: randomUUID(),
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
    }
  }

  beforeAll(async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    world = await startDemoWorld({ storage, now: () => clock.now });
    clock.now = new Date('2027-06-10T09:00:00.000Z');
    // Sessions end long before three months: everybody signs in again.
    for (const [caller, email] of Object.entries(DEMO_CALLERS) as [DemoCaller, string][])
      world.tokens[caller] = await loginAs(world.server.url, email);
    studentToken = await loginAs(world.server.url, 'ogrenci@pusula.dev');
    await planSixtyPercent('coach1', world.ids.elif);
    await planSixtyPercent('coach4', world.ids.zehra);
  }, 180_000);
  afterAll(async () => {
    await world?.server.close();
    vi.restoreAllMocks();
  });

  it('shows the platform’s values until the company changes any', async () => {
    const answer = await as('advisor1', 'GET', rules());
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      organisationId: world.ids.advisor1,
      values: DEFAULT_ATTENTION_RULE_VALUES,
      overridden: [],
      changedAt: null,
    });
    expect((await as('admin', 'GET', rules())).status).toBe(200);
  });

  it('refuses bad values in Turkish and other callers, writing nothing', async () => {
    const before = await head();
    for (const [over, message] of [
      [{ planCompletionPercent: 95 }, 'Plan tamamlama eşiği 20 ile 80 arasında bir tam sayı olmalı'],
      [{ inactivityDays: 2.5 }, 'Çalışma kaydı olmayan gün 3 ile 30 arasında bir tam sayı olmalı'],
      [{ noMockExamDays: '14' }, 'Deneme girilmeyen gün 7 ile 45 arasında bir tam sayı olmalı'],
      [{ sessionCloseHours: null }, 'Seans kapatma süresi 1 ile 72 arasında bir tam sayı olmalı'],
      [{ netFallSensitivity: 'ORTA' }, 'Düşen net hassasiyeti hassas, dengeli veya temkinli olmalı'],
    ] as const) {
      const answer = await as('advisor1', 'PUT', rules(), values(over));
      expect(answer.status, JSON.stringify(over)).toBe(400);
      expect(answer.body.message, JSON.stringify(over)).toBe(message);
    }
    const change = values({ planCompletionPercent: 70 });
    expect((await as('advisor2', 'PUT', rules(), change)).status).toBe(404);
    expect((await as('advisor2', 'GET', rules())).status).toBe(404);
    for (const caller of ['coach1', 'parent'] as const)
      expect((await as(caller, 'PUT', rules(), change)).status).toBe(403);
    const student = await api(world.server.url, 'PUT', rules(), { token: studentToken, body: change });
    expect(student.status).toBe(403);
    expect((await as('advisor1', 'PUT', '/api/organisations/yok-boyle/attention-rules', change)).status).toBe(
      404,
    );
    expect(await head()).toBe(before);
    expect(await planLow('advisor1', world.ids.elif)).toBeUndefined();
  });

  it('flags the company’s own students at its threshold, and no other company’s', async () => {
    expect(await planLow('advisor1', world.ids.elif)).toBeUndefined();
    expect(await planLow('advisor2', world.ids.zehra)).toBeUndefined();
    const canInactive = (await reasonsOf('advisor1', world.ids.can)).find((r) => r.code === 'NO_ACTIVITY');
    expect(canInactive).toBeDefined();

    const request = values({ planCompletionPercent: 70, inactivityDays: 30 });
    const answer = await as('advisor1', 'PUT', rules(), request);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toMatchObject({
      values: { planCompletionPercent: 70, inactivityDays: 30, netFallSensitivity: 'DENGELI' },
      overridden: ['planCompletionPercent', 'inactivityDays'],
      changedAt: clock.now.toISOString(),
    });
    // A retry of the same command writes nothing again.
    const after = await head();
    expect((await as('advisor1', 'PUT', rules(), request)).status).toBe(200);
    expect(await head()).toBe(after);

    const flagged = await planLow('advisor1', world.ids.elif);
    expect(flagged?.text).toBe(
      'Haftalık programın geçen günlerinde tamamlama oranı %60 (5 çalışma bloğu; eşik %70)',
    );
    expect(await planLow('coach1', world.ids.elif)).toEqual(flagged);
    expect(await planLow('advisor2', world.ids.zehra)).toBeUndefined();
    expect(await planLow('coach4', world.ids.zehra)).toBeUndefined();
    // An inactivity reason already scheduled moves with the threshold: 30 days after the last record, not 7.
    const moved = (await reasonsOf('advisor1', world.ids.can)).find((r) => r.code === 'NO_ACTIVITY');
    expect(Date.parse(moved!.since) - Date.parse(canInactive!.since)).toBe(23 * DAY_MS);

    const reset = await as('advisor1', 'DELETE', `${rules()}?commandId=${randomUUID()}`);
    expect(reset.status).toBe(200);
    expect(reset.body.data).toMatchObject({ values: DEFAULT_ATTENTION_RULE_VALUES, overridden: [] });
    expect(await planLow('advisor1', world.ids.elif)).toBeUndefined();
  });
});
