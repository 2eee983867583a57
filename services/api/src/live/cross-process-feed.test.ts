import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { startTestServer } from '../testing';
import { type DemoWorld, startDemoWorld } from '../testing-demo';
import { api, loginAs } from '../testing-http';
import { openLive } from './testing-live';

/**
 * Two processes on one PostgreSQL: the first runs the projectors, the second runs none and follows the
 * read models. Its live feeds are woken by the first one's announcement of each commit; their poll is set
 * to a minute here, so a notification that arrives within seconds came by the announcement. A command
 * sent through the second waits for the announcement of the commit that shows its write.
 */
describe.skipIf(!process.env.DATABASE_URL)(
  'live notifications through a process that runs no projector',
  () => {
    let world: DemoWorld;
    let standby: RunningServer;
    beforeAll(async () => {
      world = await startDemoWorld({ storage: 'postgres' });
      standby = await startTestServer({
        config: { databaseUrl: world.server.deps.config.databaseUrl, liveFeedPollMs: 60_000 },
      });
    }, 120_000);
    afterAll(async () => {
      await standby?.close();
      await world?.server.close();
    });

    it("reaches the coach's socket on the other process at once, and only the new one", async () => {
      expect(standby.deps.runner.statuses().every((s) => !s.active)).toBe(true);
      const token = await loginAs(standby.url, 'koc@pusula.dev');
      const live = await openLive(standby.url);
      await live.authenticate(token);
      const sent = await api(world.server.url, 'POST', '/api/advisor-notes', {
        token: world.tokens.advisor1,
        body: {
          coachId: world.ids.coach1,
          studentId: world.ids.can,
          content: 'Öteki süreçteki koça da hemen ulaşmalı',
          pageContext: '/advisor/students',
        },
      });
      expect(sent.status).toBe(201);
      const message = await live.next('NOTIFICATION', 10_000);
      expect(message.data).toMatchObject({
        type: 'NEW_NOTE',
        data: expect.objectContaining({ noteId: sent.body.data.id }),
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(live.received.filter((m) => m.type === 'NOTIFICATION')).toHaveLength(1);
      live.close();
    });

    it('answers a command sent through it once its read models show the write (told by the commit notice)', async () => {
      const sent = await api(standby.url, 'POST', '/api/advisor-notes', {
        token: world.tokens.advisor1,
        body: {
          coachId: world.ids.coach1,
          studentId: world.ids.can,
          content: 'Bekleyen süreçten gönderilen not hemen okunabilmeli',
          pageContext: '/advisor/students',
        },
      });
      expect(sent.status).toBe(201);
      const coachToken = await loginAs(standby.url, 'koc@pusula.dev');
      const notes = await api(standby.url, 'GET', `/api/advisor-notes/coach/${world.ids.coach1}`, {
        token: coachToken,
      });
      expect(notes.status).toBe(200);
      expect(JSON.stringify(notes.body)).toContain(sent.body.data.id);
    });
  },
);
