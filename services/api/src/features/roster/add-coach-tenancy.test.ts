import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../errors';
import type { RunningServer } from '../../server';
import { joinAdvisorsCompany, startTestServer } from '../../testing';
import { api, registerStaff } from '../../testing-http';
import { acceptCoachInvitation } from '../invitations/testing-invitations';

const STORAGES = process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/** Another advisor's coach answers 403 at add-coach as at remove-coach, and nothing is written. */
describe.each(STORAGES)("adding another advisor's coach on %s", (storage) => {
  let server: RunningServer;
  const register = (type: 'ADVISOR' | 'COACH', email: string) =>
    registerStaff(server.url, type, email, { password: 'kiracı sınırı parolası' });

  beforeAll(async () => {
    server = await startTestServer({ storage });
  });
  afterAll(() => server.close());

  it('answers 403 like remove-coach, without naming the reason, and writes nothing', async () => {
    const { url, deps } = server;
    const owner = await register('ADVISOR', 'sahip@ornek.com');
    const other = await register('ADVISOR', 'diger@ornek.com');
    const coach = await register('COACH', 'ekipteki.koc@ornek.com');
    await joinAdvisorsCompany(server, owner.id, coach.id);
    const add = (token: string) =>
      api(url, 'POST', '/api/advisor/add-coach', { token, body: { coachId: coach.id } });
    expect((await add(owner.token)).status).toBe(200);
    expect(
      (await acceptCoachInvitation(server, 'ekipteki.koc@ornek.com', 'kiracı sınırı parolası')).status,
    ).toBe(200);
    const streams = async () => ({
      claim: await deps.storage.store.readStream(`coach-claim-${coach.id}`),
      owner: await deps.storage.store.readStream(`roster-${owner.id}`),
      other: await deps.storage.store.readStream(`roster-${other.id}`),
    });
    const before = await streams();

    const taken = await add(other.token);
    const removed = await api(url, 'POST', '/api/advisor/remove-coach', {
      token: other.token,
      body: { coachId: coach.id },
    });
    expect(taken.status).toBe(403);
    expect(taken.body).toEqual({ success: false, message: MESSAGES.forbidden });
    expect(removed.status).toBe(403);
    expect(taken.body).toEqual(removed.body);

    expect(await streams()).toEqual(before);
    expect(before.other).toEqual([]);
    const { rows } = await deps.storage.sql.query<{ advisor_id: string }>(
      'SELECT advisor_id FROM accounts WHERE id = $1',
      [coach.id],
    );
    expect(rows[0]!.advisor_id).toBe(owner.id);
    const theirs = await api(url, 'GET', '/api/advisor/coaches', { token: other.token });
    expect(theirs.body.data).toEqual([]);
  });
});
