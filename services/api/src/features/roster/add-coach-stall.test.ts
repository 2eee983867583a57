import { ALL_PROJECTORS, ProjectionRunner } from '@pusula/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../errors';
import type { RunningServer } from '../../server';
import { joinAdvisorsCompany, startTestServer } from '../../testing';
import { api } from '../../testing-http';

/**
 * AddCoach writes two streams: the coach's claim, then the advisor's roster. When the roster took the
 * coach but the read models lag past the wait, the answer is 503, and the claim must stay: releasing it
 * would let a second advisor take a coach who is already in the first one's roster.
 */
describe('adding a coach while the read models stall', () => {
  let server: RunningServer;
  const register = async (type: 'ADVISOR' | 'COACH', email: string) => {
    const res = await api(server.url, 'POST', '/api/auth/register', {
      body: {
        type,
        packageId: type === 'COACH' ? 'koc-baslangic' : 'danisman-standart',
        firstName: type === 'COACH' ? 'Koç' : 'Danışman',
        lastName: email.split('@')[0],
        email,
        phone: '+90 555 123 45 67',
        password: 'duraklama testi parolası',
        kvkkConsent: true,
      },
    });
    expect(res.status).toBe(201);
    return { token: res.body.data.token as string, id: res.body.data.user.id as string };
  };

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 503, keeps the claim, and the retry with the same command id completes it', async () => {
    const first = await register('ADVISOR', 'birinci@ornek.com');
    const second = await register('ADVISOR', 'ikinci@ornek.com');
    const coach = await register('COACH', 'bekleyen.koc@ornek.com');
    // Two advisors of one company: only the claim stream keeps them from both taking the coach.
    await joinAdvisorsCompany(server, first.id, second.id, 'ADVISOR');
    await joinAdvisorsCompany(server, first.id, coach.id);
    const { deps, url } = server;
    await deps.runner.stop();
    const body = { coachId: coach.id, commandId: crypto.randomUUID() };
    const stalled = await api(url, 'POST', '/api/advisor/add-coach', { token: first.token, body });
    expect(stalled.status).toBe(503);
    expect(stalled.body).toEqual({ success: false, message: MESSAGES.unavailable });
    const claim = await deps.storage.store.readStream(`coach-claim-${coach.id}`);
    expect(claim.map((e) => e.type)).toEqual(['CoachClaimed']);
    const roster = await deps.storage.store.readStream(`roster-${first.id}`);
    expect(roster.map((e) => e.type)).toEqual(['CoachAddedToRoster']);
    // The directory does not show the claim yet; the claim stream refuses the second advisor all the same,
    // with the answer of another tenant's coach.
    const early = await api(url, 'POST', '/api/advisor/add-coach', {
      token: second.token,
      body: { coachId: coach.id },
    });
    expect(early.status).toBe(403);
    expect(early.body).toEqual({ success: false, message: MESSAGES.forbidden });
    expect((await deps.storage.store.readStream(`coach-claim-${coach.id}`)).map((e) => e.type)).toEqual([
      'CoachClaimed',
    ]);
    expect(await deps.storage.store.readStream(`roster-${second.id}`)).toEqual([]);

    deps.runner = new ProjectionRunner({
      store: deps.storage.store,
      db: deps.storage.db,
      sql: deps.storage.sql,
      projectors: ALL_PROJECTORS,
      onCommitted: (projector) => deps.live.committed(projector),
    });
    deps.runner.start();
    const retried = await api(url, 'POST', '/api/advisor/add-coach', { token: first.token, body });
    expect(retried.status).toBe(200);
    expect(retried.body.data).toMatchObject({ id: coach.id, advisorId: first.id });
    const taken = await api(url, 'POST', '/api/advisor/add-coach', {
      token: second.token,
      body: { coachId: coach.id },
    });
    expect(taken.status).toBe(403);
    expect(taken.body.message).toBe(MESSAGES.forbidden);
    expect((await deps.storage.store.readStream(`roster-${first.id}`)).map((e) => e.type)).toEqual([
      'CoachAddedToRoster',
    ]);
    await deps.runner.stop();
  }, 60_000);
});
