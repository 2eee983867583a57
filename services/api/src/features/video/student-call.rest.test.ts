import { randomUUID } from 'node:crypto';
import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DemoCaller, type DemoWorld, startDemoWorld } from '../../testing-demo';
import { api, loginAs } from '../../testing-http';
import { endDueVideoCalls } from './video-timeouts';

/**
 * A coach's video call with her student (and the parents) over REST on a real server (demo seed), on a
 * clock the test holds: Mehmet Kaya (coach1) calls Elif, whose account is ogrenci@pusula.dev and whose
 * parent is veli@pusula.dev. Elif's phone and the parent are rung (notification, hence web push), they
 * join, decline and leave through their own door; another coach learns nothing of Elif; refusals are
 * Turkish and write nothing; the ring timeout still ends a call nobody answers.
 */
describe.each(TEST_STORAGE_KINDS)('a coach calls her student over REST on %s', (storage) => {
  let world: DemoWorld;
  let student: string;
  let clock = Date.parse('2026-11-24T09:00:00.000Z');
  const as = (caller: DemoCaller | 'student', method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, {
      token: caller === 'student' ? student : world.tokens[caller],
      body,
    });
  const settle = async () =>
    world.server.deps.runner.waitFor((await world.server.deps.storage.store.committedHead())!, [
      'video-calls',
      'notifications',
    ]);
  const eventCount = async () =>
    Number(
      (await world.server.deps.storage.sql.query<{ n: string }>('SELECT count(*) AS n FROM events')).rows[0]!
        .n,
    );
  const startElif = (caller: DemoCaller, body: Record<string, unknown> = {}) =>
    as(caller, 'POST', `/api/coach/students/${world.ids.elif}/video-call`, body);

  beforeAll(async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    world = await startDemoWorld({ storage, now: () => new Date(clock) });
    student = await loginAs(world.server.url, 'ogrenci@pusula.dev');
  }, 180_000);
  afterAll(async () => {
    await world?.server.close();
    vi.restoreAllMocks();
  });

  it('rings Elif and her parent, both join, the coach sees them and ends it for everyone', async () => {
    const session = (
      await world.server.deps.storage.sql.query<{ session_id: string }>(
        'SELECT session_id FROM coaching_sessions WHERE student_id = $1 LIMIT 1',
        [world.ids.elif],
      )
    ).rows[0]!.session_id;
    const started = await startElif('coach1', { inviteParents: true, coachingSessionId: session });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const id = started.body.data.id as string;
    expect(started.body.data).toMatchObject({
      hostType: 'COACH',
      advisorId: null,
      coachId: world.ids.coach1,
      studentId: world.ids.elif,
      participantType: 'STUDENT',
      coachingSessionId: session,
      status: 'RINGING',
      roomUrl: `/video-room/${id}`,
      participants: [
        { participantType: 'COACH', id: world.ids.coach1, name: 'Mehmet Kaya', status: 'JOINED' },
        { participantType: 'STUDENT', id: world.ids.elif, status: 'INVITED' },
        { participantType: 'PARENT', id: world.ids.parent, status: 'INVITED' },
      ],
    });

    // Both see it ringing; the notification reaches the student's account and the parent (push follows).
    for (const who of ['student', 'parent'] as const) {
      const incoming = await as(who, 'GET', '/api/video-calls/incoming');
      expect(incoming.status).toBe(200);
      expect(incoming.body.data.map((c: { id: string }) => c.id)).toContain(id);
    }
    await settle();
    const rung = await world.server.deps.storage.sql.query<{ user_id: string; message: string }>(
      `SELECT user_id, message FROM notifications WHERE data->>'callId' = $1 ORDER BY user_id`,
      [id],
    );
    const elifAccount = (
      await world.server.deps.storage.sql.query<{ account_id: string }>(
        'SELECT account_id FROM student_accounts WHERE student_id = $1',
        [world.ids.elif],
      )
    ).rows[0]!.account_id;
    expect(rung.rows.map((r) => r.user_id).sort()).toEqual([elifAccount, world.ids.parent].sort());
    expect(rung.rows.find((r) => r.user_id === elifAccount)!.message).toBe(
      'Mehmet Kaya sizi görüntülü görüşmeye çağırıyor.',
    );

    clock += 5_000;
    const joined = await as('student', 'POST', `/api/video-calls/${id}/join`);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.data.status).toBe('ACTIVE');
    expect((await as('parent', 'POST', `/api/video-calls/${id}/join`)).status).toBe(200);
    // Joining again changes nothing.
    expect((await as('student', 'POST', `/api/video-calls/${id}/join`)).status).toBe(200);

    const active = await as('coach1', 'GET', '/api/advisor/video-call/active');
    const mine = active.body.data.find((c: { id: string }) => c.id === id);
    expect(mine.participants.map((p: { status: string }) => p.status)).toEqual([
      'JOINED',
      'JOINED',
      'JOINED',
    ]);

    // The parent leaves: the call goes on; the coach ends it for everyone.
    expect((await as('parent', 'POST', `/api/video-calls/${id}/leave`)).status).toBe(200);
    clock += 60_000;
    const ended = await as('coach1', 'POST', '/api/advisor/video-sessions/end', {
      sessionId: id,
      endReason: 'COACH_ENDED',
    });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
    expect(ended.body.data).toMatchObject({ status: 'ENDED', endReason: 'COACH_ENDED', endedBy: 'COACH' });
    expect(ended.body.data.durationSeconds).toBe(60);
    for (const who of ['student', 'parent'] as const)
      expect((await as(who, 'GET', '/api/video-calls/incoming')).body.data).toEqual([]);
    const late = await as('student', 'POST', `/api/video-calls/${id}/join`);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Bu görüşme sona erdi');
  });

  it('ends the call when Elif declines and nobody else was invited', async () => {
    const started = await startElif('coach1');
    expect(started.status).toBe(201);
    const id = started.body.data.id as string;
    // The parent was not invited: the call is not hers (404, nothing written).
    const before = await eventCount();
    const stranger = await as('parent', 'POST', `/api/video-calls/${id}/join`);
    expect(stranger.status).toBe(404);
    expect(stranger.body.message).toBe('Görüşme bulunamadı');
    expect(await eventCount()).toBe(before);
    const declined = await as('student', 'POST', `/api/video-calls/${id}/decline`);
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ status: 'ENDED', endReason: 'DECLINED', endedBy: 'STUDENT' });
  });

  it('refuses another coach, a foreign session, bad input and the wrong end reason, in Turkish, writing nothing', async () => {
    const before = await eventCount();
    const other = await startElif('coach2');
    expect(other.status).toBe(404);
    expect(typeof other.body.message).toBe('string');
    const foreign = await startElif('coach1', { coachingSessionId: 'baskasinin-seansi' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Seans bulunamadı');
    const bad = await startElif('coach1', { inviteParents: 'evet' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('inviteParents true veya false olmalı');
    for (const caller of ['advisor1', 'parent', 'student'] as const)
      expect((await startElif(caller as DemoCaller)).status).toBe(403);
    expect(await eventCount()).toBe(before);

    const started = await startElif('coach1');
    const id = started.body.data.id as string;
    const wrong = await as('coach1', 'POST', '/api/advisor/video-sessions/end', {
      sessionId: id,
      endReason: 'ADVISOR_ENDED',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Bu görüşmeyi yalnızca COACH_ENDED nedeniyle bitirebilirsiniz');
    const cannotDecline = await as('coach1', 'PUT', `/api/advisor/video-call/${id}`, { status: 'DECLINED' });
    expect(cannotDecline.status).toBe(409);
    expect(cannotDecline.body.message).toBe('Görüşmeyi başlatan koç reddedemez; görüşmeyi bitirebilir');
    await as('coach1', 'POST', '/api/advisor/video-sessions/end', {
      sessionId: id,
      endReason: 'COACH_ENDED',
    });
  });

  it('answers a retried start with the same call, and times out a call nobody answers', async () => {
    const commandId = randomUUID();
    const first = await startElif('coach1', { inviteParents: true, commandId });
    const again = await startElif('coach1', { inviteParents: true, commandId });
    expect(first.status).toBe(201);
    expect(again.body.data.id).toBe(first.body.data.id);
    clock += world.server.deps.config.video.ringTimeoutMs;
    expect(await endDueVideoCalls(world.server.deps)).toBeGreaterThanOrEqual(1);
    await settle();
    for (const who of ['student', 'parent'] as const)
      expect((await as(who, 'GET', '/api/video-calls/incoming')).body.data).toEqual([]);
    const logs = await as('coach1', 'GET', '/api/advisor/video-logs?endReason=TIMEOUT');
    expect(logs.body.data.items.map((c: { id: string }) => c.id)).toContain(first.body.data.id);
  });
});
