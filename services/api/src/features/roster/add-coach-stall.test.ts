import {
  ALL_PROJECTORS,
  coachOfAdvisorQuery,
  ProjectionRunner,
  ProjectionWaitTimeout,
} from '@pusula/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../errors';
import type { RunningServer } from '../../server';
import { joinAdvisorsCompany, startTestServer } from '../../testing';
import { registerStaff } from '../../testing-http';
import { addCoach } from './roster-service';

/**
 * AddCoach (accepting a coach's invitation) writes two streams: the coach's claim, then the advisor's
 * roster. When the roster took the coach but the read models lag past the wait, it fails (503 to the
 * caller), and the claim must stay: releasing it
 * would let a second advisor take a coach who is already in the first one's roster.
 */
describe('adding a coach while the read models stall', () => {
  let server: RunningServer;
  const register = (type: 'ADVISOR' | 'COACH', email: string) =>
    registerStaff(server.url, type, email, { password: 'duraklama testi parolası' });

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  // Nobody is added by add-coach any more (it sends an invitation); accepting one adds the coach here.
  it('stalls, keeps the claim, and the retry with the same command id completes it', async () => {
    const first = await register('ADVISOR', 'birinci@ornek.com');
    const second = await register('ADVISOR', 'ikinci@ornek.com');
    const coach = await register('COACH', 'bekleyen.koc@ornek.com');
    // Two advisors of one company: only the claim stream keeps them from both taking the coach.
    await joinAdvisorsCompany(server, first.id, second.id, 'ADVISOR');
    await joinAdvisorsCompany(server, first.id, coach.id);
    const { deps } = server;
    const actor = (userId: string) => ({ userId, role: 'ADVISOR' });
    await deps.runner.stop();
    const commandId = crypto.randomUUID();
    // A short wait for the read models (a user's is 10 s): the stall is the same, the test quicker.
    const impatient = { ...deps, readYourWritesTimeoutMs: 200 };
    const stalled = addCoach(impatient, first.id, coach.id, commandId, actor(first.id));
    await expect(stalled).rejects.toBeInstanceOf(ProjectionWaitTimeout);
    await expect(stalled).rejects.toThrow('within 200 ms');
    const claim = await deps.storage.store.readStream(`coach-claim-${coach.id}`);
    expect(claim.map((e) => e.type)).toEqual(['CoachClaimed']);
    const roster = await deps.storage.store.readStream(`roster-${first.id}`);
    expect(roster.map((e) => e.type)).toEqual(['CoachAddedToRoster']);
    // The directory does not show the claim yet; the claim stream refuses the second advisor all the same,
    // with the answer of another tenant's coach.
    await expect(
      addCoach(deps, second.id, coach.id, crypto.randomUUID(), actor(second.id)),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
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
    await addCoach(deps, first.id, coach.id, commandId, actor(first.id));
    expect(await coachOfAdvisorQuery(deps.storage.db, coach.id)).toMatchObject({
      id: coach.id,
      advisorId: first.id,
    });
    await expect(
      addCoach(deps, second.id, coach.id, crypto.randomUUID(), actor(second.id)),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await deps.storage.store.readStream(`roster-${first.id}`)).map((e) => e.type)).toEqual([
      'CoachAddedToRoster',
    ]);
    await deps.runner.stop();
  }, 60_000);
});
