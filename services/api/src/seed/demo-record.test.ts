import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoWorld, startDemoWorld } from '../testing-demo';
import { api } from '../testing-http';
import { seedDemo } from './demo-seed';

/** The demo student record: every tab and the parent's view show something on a fresh start. */
describe('demo student record', () => {
  let world: DemoWorld;
  const get = async (path: string, caller: 'coach1' | 'parent' | 'advisor1' = 'coach1') => {
    const res = await api(world.server.url, 'GET', path, { token: world.tokens[caller] });
    expect(res.status, path).toBe(200);
    return res.body.data;
  };
  beforeAll(async () => {
    world = await startDemoWorld();
  });
  afterAll(() => world.server.close());

  it('gives Elif and Can a record in every tab', async () => {
    for (const student of ['elif', 'can'] as const) {
      const base = `/api/students/${world.ids[student]}`;
      const week = await get(`${base}/weekly-program`);
      expect(week.blocks.length).toBeGreaterThanOrEqual(8);
      const exams = await get(`${base}/mock-exams`);
      expect(exams.length).toBeGreaterThanOrEqual(4);
      const trend = await get(`${base}/mock-exams/trend`, 'parent');
      const nets = trend.points.map((p: { totalNet: number }) => p.totalNet);
      expect(nets.at(-1)).toBeGreaterThan(nets[0]); // a visible rise
      expect((await get(`${base}/homework`)).length).toBeGreaterThanOrEqual(2);
      const sessions = await get(`${base}/sessions`);
      expect(sessions.find((s: { status: string }) => s.status === 'HELD').report).toMatch(/deneme/i);
      expect((await get(`${base}/goal-program`)).milestones.length).toBeGreaterThanOrEqual(1);
      expect((await get(`${base}/school-grades`)).grades.length).toBe(3);
      expect((await get(`${base}/resources`)).length).toBeGreaterThanOrEqual(2);
      expect((await get(`${base}/coach-notes`)).length).toBe(1);
      const overview = await get(`${base}/overview`, 'parent');
      expect(overview.sessions.some((s: { report: string | null }) => s.report)).toBe(true);
    }
    const elifHomework = await get(`/api/students/${world.ids.elif}/homework`);
    expect(elifHomework.map((h: { status: string }) => h.status).sort()).toEqual([
      'ASSIGNED',
      'DONE',
      'LATE',
    ]);
  });

  it('puts Elif (overdue homework) and Arda (falling nets) in the coach’s attention queue', async () => {
    const queue = await get('/api/attention-queue');
    const reasons = (id: string) =>
      queue
        .find((i: { studentId: string }) => i.studentId === id)
        ?.reasons.map((r: { code: string }) => r.code);
    expect(reasons(world.ids.elif)).toContain('HOMEWORK_OVERDUE');
    expect(reasons(world.ids.arda)).toContain('NET_FALLING');
    // Named by test, against his own earlier denemes; Türkçe fell less than his spread, Sosyal and Fen held.
    const arda = queue.find((i: { studentId: string }) => i.studentId === world.ids.arda);
    expect(arda.reasons.map((r: { text: string }) => r.text).sort()).toEqual([
      'TYT Temel Matematik netleri düşüyor: son 2 deneme ort. 15,88 ← önceki 6 deneme ort. 26,04',
      'TYT netleri düşüyor: son 2 deneme ort. 63,25 ← önceki 6 deneme ort. 79,33',
    ]);
  });

  it('appends nothing when seeded again', async () => {
    const head = await world.server.deps.storage.store.committedHead();
    await seedDemo(world.server.deps);
    expect(await world.server.deps.storage.store.committedHead()).toBe(head);
  });
});
