// biome-ignore-all lint/suspicious/noExplicitAny: test responses are inspected freely.
import { randomUUID } from 'node:crypto';
import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../errors';
import {
  createThrowawayPostgres,
  findPostgresBin,
  type ThrowawayPostgres,
} from '../faults/throwaway-postgres';
import { capturedLog, type LogLine } from '../observability/testing-log';
import type { RunningServer } from '../server';
import { startTestServer } from '../testing';
import { type DemoWorld, startDemoWorld } from '../testing-demo';
import { api } from '../testing-http';
import { freePort } from '../testing-process';

const OPERATOR_TOKEN = 'isletim-anahtari-0123456789-abcdef';

/**
 * The operators' routes on a server with OPERATOR_TOKEN set: /metrics and the detailed /healthz only with
 * the token (a user's session, an admin's included, is not it), /livez and /readyz to anyone without
 * details, a request id and a JSON line per request, and a line per projector lock change.
 */
describe.each(TEST_STORAGE_KINDS)('operations routes with an operator token (%s)', (storage) => {
  let world: DemoWorld;
  let lines: LogLine[];
  const get = (path: string, headers: Record<string, string> = {}) =>
    api(world.server.url, 'GET', path, { headers });
  const asOperator = { authorization: `Bearer ${OPERATOR_TOKEN}` };

  beforeAll(async () => {
    const log = capturedLog();
    lines = log.lines;
    world = await startDemoWorld({ storage, logger: log.logger, config: { operatorToken: OPERATOR_TOKEN } });
  });
  afterAll(() => world?.server.close());

  it('logs each projector taking its lock at start', async () => {
    const projectors = world.server.deps.runner.statuses().map((s) => s.name);
    await expect
      .poll(() =>
        lines
          .filter((l) => l.msg === 'projector lock acquired' && l.change === 'acquired')
          .map((l) => l.projector),
      )
      .toEqual(expect.arrayContaining(projectors));
  });

  it('serves /metrics only with the operator token', async () => {
    for (const headers of <Record<string, string>[]>[
      {},
      { authorization: 'Bearer yanlis-anahtar-0123456789-abcdefgh' },
      { authorization: `Bearer ${world.tokens.admin}` },
      { authorization: OPERATOR_TOKEN },
    ]) {
      const res = await get('/metrics', headers);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(MESSAGES.operatorOnly);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(JSON.stringify(res.body)).not.toContain('pusula_');
    }
    const ok = await get('/metrics', asOperator);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('counts requests by route pattern, procedures, commands, projections and sockets', async () => {
    const { ids, tokens } = world;
    const note = {
      coachId: ids.coach1,
      studentId: ids.elif,
      content: 'Ölçüm testinden bir not.',
      pageContext: '/advisor/students',
      commandId: randomUUID(),
    };
    const sent = await api(world.server.url, 'POST', '/api/advisor-notes', {
      token: tokens.advisor1,
      body: note,
    });
    expect(sent.status).toBe(201);
    const again = await api(world.server.url, 'POST', '/api/advisor-notes', {
      token: tokens.advisor1,
      body: note,
    });
    expect(again.status).toBe(201);
    expect(
      (await api(world.server.url, 'GET', `/api/students/${ids.elif}`, { token: tokens.coach1 })).status,
    ).toBe(200);
    expect((await api(world.server.url, 'GET', '/trpc/auth.me', { token: tokens.coach1 })).status).toBe(200);

    const text: string = (await get('/metrics', asOperator)).body;
    expect(text).toMatch(
      /pusula_http_requests_total\{method="POST",route="\/api\/advisor-notes",status="201"\} [1-9]/,
    );
    expect(text).toMatch(
      /pusula_http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/api\/students\/:id"\}/,
    );
    // Routes by pattern: no student id, however many students were asked for.
    expect(text).not.toContain(ids.elif);
    expect(text).toMatch(/pusula_trpc_calls_total\{procedure="auth.me",type="query",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/pusula_commands_total\{outcome="accepted",reason=""\} [1-9]/);
    expect(text).toMatch(/pusula_commands_total\{outcome="replayed",reason=""\} [1-9]/);
    expect(text).toMatch(/pusula_projection_leader\{projector="notes"\} 1/);
    expect(text).toMatch(/pusula_projection_lag_events\{projector="notes"\} \d+/);
    expect(text).toMatch(/pusula_live_sockets\{channel="live"\} 0/);
    expect(text).toMatch(/nodejs_eventloop_lag_p99_seconds \d/);
  });

  it('counts a command its decider refuses, by reason, and one that changes nothing', async () => {
    const { ids, tokens } = world;
    const call = (token: string, method: string, path: string, body?: unknown) =>
      api(world.server.url, method, path, { token, body });
    const sent = await call(tokens.advisor1, 'POST', '/api/advisor-notes', {
      coachId: ids.coach1,
      studentId: ids.elif,
      content: 'Yanıtlanacak not.',
      pageContext: '/advisor/students',
    });
    expect(sent.status).toBe(201);
    const noteId: string = sent.body.data.id;
    expect((await call(tokens.coach1, 'PUT', `/api/advisor-notes/${noteId}/read`)).status).toBe(200);
    expect((await call(tokens.coach1, 'PUT', `/api/advisor-notes/${noteId}/read`)).status).toBe(200);
    const reply = { coachReply: 'Tamam.' };
    expect((await call(tokens.coach1, 'POST', `/api/advisor-notes/${noteId}/reply`, reply)).status).toBe(200);
    // A second reply: the decider refuses it (CONFLICT), nothing is appended.
    expect((await call(tokens.coach1, 'POST', `/api/advisor-notes/${noteId}/reply`, reply)).status).toBe(409);
    const text: string = (await get('/metrics', asOperator)).body;
    expect(text).toMatch(/pusula_commands_total\{outcome="refused",reason="CONFLICT"\} [1-9]/);
    expect(text).toMatch(/pusula_commands_total\{outcome="unchanged",reason=""\} [1-9]/);
  });

  it('shows the health details to the operator and only the status to others', async () => {
    const open = await get('/healthz');
    expect(open.status).toBe(200);
    expect(open.body).toEqual({ status: 'ok' });
    const admin = await get('/healthz', { authorization: `Bearer ${world.tokens.admin}` });
    expect(admin.body).toEqual({ status: 'ok' });
    const detailed = await get('/healthz', asOperator);
    expect(detailed.status).toBe(200);
    expect(detailed.body.readModels).toBe(storage);
    expect(detailed.body.projections.length).toBeGreaterThan(0);
  });

  it('answers liveness and readiness without details; readiness fails while draining', async () => {
    const started = performance.now();
    expect(await get('/livez')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await get('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
    expect(performance.now() - started).toBeLessThan(1_000);
    world.server.deps.lifecycle.draining = true;
    try {
      expect(await get('/readyz')).toMatchObject({ status: 503, body: { status: 'draining' } });
      expect((await get('/livez')).status).toBe(200);
      expect((await get('/healthz')).status).toBe(503);
    } finally {
      world.server.deps.lifecycle.draining = false;
    }
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'unavailable',
        route: '/readyz',
        status: 503,
        reason: 'draining',
      }),
    );
  });

  it("echoes the caller's request id, makes one otherwise, and writes a line per request", async () => {
    const given = await get(`/api/students/${world.ids.elif}`, {
      authorization: `Bearer ${world.tokens.coach1}`,
      'x-request-id': 'lb-istek-42',
    });
    expect(given.headers.get('x-request-id')).toBe('lb-istek-42');
    const made = await get('/api/public/config', { 'x-request-id': 'bosluk ve <etiket>' });
    const madeId = made.headers.get('x-request-id');
    expect(madeId).toMatch(/^[0-9a-f-]{36}$/);

    const line = lines.find((l) => l.reqId === 'lb-istek-42');
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      route: '/api/students/:id',
      status: 200,
    });
    expect(typeof line!.ms).toBe('number');
    // The URL's id is not in the line (URLs carry ids and invitation tokens).
    expect(JSON.stringify(line)).not.toContain(world.ids.elif);
    expect(lines.find((l) => l.reqId === madeId)).toMatchObject({ route: '/api/public/config', status: 200 });
  });

  it('logs each projector giving its lock up at shutdown', async () => {
    const server = world.server;
    await server.close();
    const released = lines.filter((l) => l.msg === 'projector lock released').map((l) => l.projector);
    expect(released).toEqual(expect.arrayContaining(server.deps.runner.statuses().map((s) => s.name)));
    expect(lines.at(-1)).toMatchObject({ msg: 'server stopped' });
  });
});

/** Without OPERATOR_TOKEN: the operators' pages are served only to this machine, never through a proxy. */
describe('operations routes without an operator token', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('serves /metrics and the detailed /healthz to a local caller that came through no proxy', async () => {
    const local = await api(server.url, 'GET', '/metrics');
    expect(local.status).toBe(200);
    expect(local.body).toContain('pusula_http_requests_total');
    expect((await api(server.url, 'GET', '/healthz')).body.projections).toBeDefined();
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const proxied = await api(server.url, 'GET', '/metrics', { headers: { [header]: '203.0.113.9' } });
      expect(proxied.status).toBe(401);
      const health = await api(server.url, 'GET', '/healthz', { headers: { [header]: '203.0.113.9' } });
      expect(health.body).toEqual({ status: 'ok' });
    }
  });
});

/** PostgreSQL stopped: the process is alive (/livez 200) but cannot serve (/readyz 503), then recovers. */
const postgresBin = findPostgresBin();
describe.skipIf(!postgresBin)('readiness while the database is unreachable', () => {
  let pg: ThrowawayPostgres;
  let server: RunningServer;
  beforeAll(async () => {
    pg = createThrowawayPostgres(postgresBin!, await freePort());
    server = await startTestServer({ config: { databaseUrl: pg.url } });
  }, 120_000);
  afterAll(async () => {
    await server?.close().catch(() => {});
    pg?.destroy();
  });

  it('fails readiness within seconds and passes again once the database is back', async () => {
    const get = (path: string) => api(server.url, 'GET', path);
    expect((await get('/readyz')).status).toBe(200);
    pg.stop();
    const started = performance.now();
    expect(await get('/readyz')).toMatchObject({ status: 503, body: { status: 'unavailable' } });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect((await get('/livez')).status).toBe(200);
    pg.start();
    await expect.poll(async () => (await get('/readyz')).status, { timeout: 20_000 }).toBe(200);
  }, 60_000);
});
