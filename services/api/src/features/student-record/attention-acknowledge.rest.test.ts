import { randomUUID } from 'node:crypto';
import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DemoCaller, type DemoWorld, startDemoWorld } from '../../testing-demo';
import { api } from '../../testing-http';

type Reason = { code: string; ref: string; text: string; since: string };

/**
 * "Ertele" over REST on a real server (demo seed), on a clock the test holds: Arda's falling Matematik (the
 * demo's NET_FALLING `TYT/mat`) is set aside by his coach with a Turkish reason and an end; bad input is a
 * Turkish 400, a reason he does not have a 404, another tenant a 404 — none of them writes anything.
 */
describe.each(TEST_STORAGE_KINDS)('acknowledging an attention reason over REST on %s', (storage) => {
  let world: DemoWorld;
  const clock = { now: new Date('2026-11-26T09:00:00.000Z') };
  const head = () => world.server.deps.storage.store.committedHead();
  const as = (caller: DemoCaller, method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: world.tokens[caller], body });
  const path = () => `/api/students/${world.ids.arda}/attention/acknowledgements`;
  const body = (over: Record<string, unknown> = {}) => ({
    code: 'NET_FALLING',
    ref: 'TYT/mat',
    note: 'Veliyle konuşuldu, deneme kaygısı var',
    days: 7,
    commandId: randomUUID(),
    ...over,
  });
  const ardaReasons = async (caller: DemoCaller): Promise<Reason[]> => {
    const answer = await as(caller, 'GET', '/api/attention-queue');
    expect(answer.status).toBe(200);
    return answer.body.data.find((i: { studentId: string }) => i.studentId === world.ids.arda)?.reasons ?? [];
  };

  beforeAll(async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    world = await startDemoWorld({ storage, now: () => clock.now });
  }, 180_000);
  afterAll(async () => {
    await world?.server.close();
    vi.restoreAllMocks();
  });

  it('refuses bad input, a reason Arda does not have and another tenant in Turkish, writing nothing', async () => {
    const before = await head();
    for (const [over, status, message] of [
      [{ note: ' ok ' }, 400, 'Erteleme gerekçesi en az 3 karakter olmalı'],
      [{ days: 30 }, 400, 'Süre 3, 7, 14 gün olabilir'],
      [{ code: 'UYDURMA' }, 400, 'Geçersiz dikkat nedeni'],
      [{ ref: 'TYT/fen' }, 404, 'Bu dikkat nedeni artık listede yok'],
    ] as const) {
      const answer = await as('coach1', 'POST', path(), body(over));
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    expect((await as('coach4', 'POST', path(), body())).status).toBe(404);
    expect((await as('advisor2', 'POST', path(), body())).status).toBe(404);
    expect((await as('parent', 'POST', path(), body())).status).toBe(403);
    expect((await as('admin', 'POST', path(), body())).status).toBe(403);
    expect(await head()).toBe(before);
    expect((await ardaReasons('coach1')).map((r) => r.ref)).toContain('TYT/mat');
  });

  it('hides the reason from the coach and the advisor until its end; a retry writes nothing twice', async () => {
    const request = body({ days: 3 });
    const answer = await as('coach1', 'POST', path(), request);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.data.reasons.map((r: Reason) => r.ref)).toEqual(['TYT']);
    const after = await head();
    expect((await as('coach1', 'POST', path(), request)).status).toBe(201);
    expect(await head()).toBe(after);
    expect((await ardaReasons('coach1')).map((r) => r.ref)).toEqual(['TYT']);
    expect((await ardaReasons('advisor1')).map((r) => r.ref)).toEqual(['TYT']);
    // Three days later it is back.
    clock.now = new Date('2026-11-29T09:00:01.000Z');
    expect((await ardaReasons('coach1')).map((r) => r.ref)).toContain('TYT/mat');
  });
});
