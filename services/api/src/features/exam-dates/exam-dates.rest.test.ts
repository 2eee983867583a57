import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoCaller, type DemoWorld, startDemoWorld } from '../../testing-demo';
import { api, loginAs } from '../../testing-http';

/**
 * Exam days and the countdown over REST on both stores (demo seed): none is set, so nobody sees a
 * countdown; the admin sets YKS 2027, and Elif (AYT → YKS) sees the days left in her app and on her record,
 * while Can (LGS) still sees none. Refused with 400 in Turkish, nothing written: a bad exam, a bad or past
 * day, a note too long.
 */
describe.each(TEST_STORAGE_KINDS)('exam days and the countdown over REST on %s', (storage) => {
  let world: DemoWorld;
  let studentToken: string;
  // Friday 18 December 2026, 12:00 Istanbul.
  const clock = new Date('2026-12-18T09:00:00.000Z');
  const head = () => world.server.deps.storage.store.committedHead();
  const as = (caller: DemoCaller, method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: world.tokens[caller], body });
  const asStudent = (method: string, path: string) =>
    api(world.server.url, method, path, { token: studentToken });

  beforeAll(async () => {
    world = await startDemoWorld({ storage, now: () => clock });
    studentToken = await loginAs(world.server.url, 'ogrenci@pusula.dev');
  }, 180_000);
  afterAll(() => world.server.close());

  it('shows no countdown until a day is set, then the days left to the student’s own exam', async () => {
    expect((await asStudent('GET', '/api/student/exam-countdown')).body.data).toBeNull();
    const set = await as('admin', 'PUT', '/api/admin/exam-dates', {
      family: 'YKS',
      date: '2027-06-19',
      note: 'ÖSYM 2027 takvimi',
      commandId: crypto.randomUUID(),
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual([
      { family: 'YKS', year: 2027, date: '2027-06-19', note: 'ÖSYM 2027 takvimi', origin: 'ADMIN' },
    ]);
    const countdown = { family: 'YKS', date: '2027-06-19', days: 183, text: "YKS'ye 183 gün" };
    expect((await asStudent('GET', '/api/student/exam-countdown')).body.data).toEqual(countdown);
    expect((await as('parent', 'GET', `/api/students/${world.ids.elif}/exam-countdown`)).body.data).toEqual(
      countdown,
    );
    // Can sits LGS: no LGS day is set.
    expect((await as('parent', 'GET', `/api/students/${world.ids.can}/exam-countdown`)).body.data).toBeNull();
    const cleared = await as('admin', 'DELETE', '/api/admin/exam-dates/YKS/2027');
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toEqual([]);
    expect((await asStudent('GET', '/api/student/exam-countdown')).body.data).toBeNull();
  });

  it('refuses a bad exam, a bad or past day and a long note in Turkish, writing nothing', async () => {
    const before = await head();
    for (const [body, message] of [
      [{ family: 'KPSS', date: '2027-06-19' }, /^Sınav YKS veya LGS olmalı$/],
      [{ family: 'YKS', date: '19.06.2027' }, /YYYY-AA-GG/],
      [{ family: 'YKS', date: '2027-02-30' }, /geçerli bir tarih/],
      [{ family: 'YKS', date: '2026-12-17' }, /^Sınav tarihi geçmiş bir gün olamaz$/],
      [{ family: 'LGS', date: '2027-06-13', note: 'x'.repeat(201) }, /200 karakter/],
    ] as const) {
      const res = await as('admin', 'PUT', '/api/admin/exam-dates', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    const bad = await as('admin', 'DELETE', '/api/admin/exam-dates/YKS/iki-bin');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Yıl bir sayı olmalı/);
    expect(await head()).toBe(before);
  });
});
