import { randomUUID } from 'node:crypto';
import { ALL_PROJECTORS, ProjectionRunner } from '@pusula/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors';
import { type DemoWorld, startDemoWorld } from '../testing-demo';
import { api } from '../testing-http';

/**
 * The projections stall (overload, a stuck projector): a command is stored but its read-your-writes wait
 * runs out. Pass: the caller gets 503 with the Turkish "try again later" message, not a 500 "unexpected
 * error"; once projections run again, retrying with the same command id answers 201 and the note exists
 * once.
 */
describe('projections stalled behind a command', () => {
  let world: DemoWorld;
  beforeAll(async () => {
    world = await startDemoWorld();
  });
  afterAll(() => world.server.close());

  it('answers 503 in Turkish, and the retry with the same command id applies it once', async () => {
    const { deps, url } = world.server;
    await deps.runner.stop();
    const before = await deps.storage.store.committedHead();
    const commandId = randomUUID();
    const body = {
      commandId,
      coachId: world.ids.coach1,
      studentId: world.ids.arda,
      content: 'Projeksiyonlar dururken gönderilen not.',
      priority: 'HIGH',
      pageContext: '/advisor/students',
    };
    const stalled = await api(url, 'POST', '/api/advisor-notes', { token: world.tokens.advisor1, body });
    expect(stalled.status).toBe(503);
    expect(stalled.body.message).toBe(MESSAGES.unavailable);
    expect(await deps.storage.store.committedHead()).not.toBe(before); // the command itself was stored

    deps.runner = new ProjectionRunner({
      store: deps.storage.store,
      db: deps.storage.db,
      sql: deps.storage.sql,
      projectors: ALL_PROJECTORS,
      onCommitted: (projector) => deps.live.committed(projector),
    });
    deps.runner.start();
    const retried = await api(url, 'POST', '/api/advisor-notes', { token: world.tokens.advisor1, body });
    expect(retried.status).toBe(201);
    const list = await api(url, 'GET', `/api/advisor-notes/coach/${world.ids.coach1}?limit=100`, {
      token: world.tokens.coach1,
    });
    const items = JSON.stringify(list.body).split('Projeksiyonlar dururken gönderilen not.').length - 1;
    expect(items).toBe(1);
    await deps.runner.stop();
  }, 60_000);
});
