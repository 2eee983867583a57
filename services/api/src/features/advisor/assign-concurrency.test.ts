import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server';
import { joinAdvisorsCompany, startTestServer } from '../../testing';
import { api } from '../../testing-http';
import { acceptCoachInvitation } from '../invitations/testing-invitations';

const STORAGES = process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/**
 * The roster's concurrency test on every store: on PostgreSQL the 20 requests really run side by side on a
 * connection pool (PGlite serialises them), so this is where the roster stream's exact expected version
 * has to hold the limit.
 */
describe.each(STORAGES)('20 parallel AssignCoach against 3 free places on %s', (storage) => {
  let server: RunningServer;
  let advisor: string;
  let coachId: string;
  const post = (path: string, body: unknown) => api(server.url, 'POST', path, { token: advisor, body });
  const register = (type: 'ADVISOR' | 'COACH', email: string) =>
    api(server.url, 'POST', '/api/auth/register', {
      body: {
        type,
        packageId: type === 'COACH' ? 'koc-baslangic' : 'danisman-standart',
        firstName: 'Eş',
        lastName: 'Zamanlı',
        email,
        phone: '+90 555 987 65 43',
        password: 'eşzamanlılık parolası',
        kvkkConsent: true,
      },
    });
  const newStudent = async (i: number) =>
    (
      await post('/api/advisor/students', {
        firstName: 'Yarış',
        lastName: `Öğrenci ${i}`,
        classLevel: '12',
        examTarget: 'AYT',
      })
    ).body.data.id as string;

  beforeAll(async () => {
    server = await startTestServer({ storage });
    const registered = (await register('ADVISOR', `danisman-${storage}@ornek.com`)).body.data;
    advisor = registered.token;
    coachId = (await register('COACH', `koc-${storage}@ornek.com`)).body.data.user.id;
    await joinAdvisorsCompany(server, registered.user.id, coachId);
    expect((await post('/api/advisor/add-coach', { coachId })).status).toBe(200);
    expect(
      (await acceptCoachInvitation(server, `koc-${storage}@ornek.com`, 'eşzamanlılık parolası')).status,
    ).toBe(200);
  });
  afterAll(() => server.close());

  it('lets exactly 3 through, refuses 17 with 409 in Turkish, and the read model holds the limit', async () => {
    for (let i = 0; i < 7; i++)
      expect(
        (await post('/api/advisor/assign-coach', { studentId: await newStudent(i), coachId })).status,
      ).toBe(200);
    const contenders: string[] = [];
    for (let i = 0; i < 20; i++) contenders.push(await newStudent(100 + i));
    const results = await Promise.all(
      contenders.map((studentId) => post('/api/advisor/assign-coach', { studentId, coachId })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([...Array(3).fill(200), ...Array(17).fill(409)]);
    for (const refused of results.filter((r) => r.status === 409))
      expect(refused.body).toEqual({
        success: false,
        message: 'Koçun öğrenci kapasitesi dolu (en fazla 10 öğrenci)',
      });
    const coach = await api(server.url, 'GET', `/api/advisor/coaches/${coachId}`, { token: advisor });
    expect(coach.body.data).toMatchObject({ studentCount: 10, studentLimit: 10 });
    const { rows } = await server.deps.storage.sql.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM students WHERE coach_id = $1',
      [coachId],
    );
    expect(rows[0]!.n).toBe(10);
    const assigned = (
      await server.deps.storage.store.readStream(`roster-${coach.body.data.advisorId}`)
    ).filter((e) => e.type === 'CoachAssigned');
    expect(assigned).toHaveLength(10);
  }, 120_000);
});
