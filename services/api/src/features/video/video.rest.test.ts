import { videoCallStreamId } from '@pusula/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { api, loginAs } from '../../testing-http';
import { endDueVideoCalls } from './video-timeouts';

describe('video calls over REST (demo seed)', () => {
  let server: RunningServer;
  let url: string;
  let advisor: string;
  let coach: string;
  let coach2: string;
  let ids: { advisor: string; coach: string; coach2: string; elif: string; zehra: string };
  /** A clock the test moves: durations and timeouts come out exact. */
  let clock = Date.parse('2026-11-23T09:00:00.000Z');
  const tick = (seconds: number) => {
    clock += seconds * 1000;
  };
  const call = (method: string, path: string, token: string, body?: unknown) =>
    api(url, method, path, { token, body });
  /** The scheduler does not wait for the read model; a reader after it does. */
  const settle = async () =>
    server.deps.runner.waitFor((await server.deps.storage.store.committedHead())!, ['video-calls']);

  beforeAll(async () => {
    server = await startTestServer({ config: { seedDemo: true }, now: () => new Date(clock) });
    url = server.url;
    advisor = await loginAs(url, 'danisman@pusula.dev');
    coach = await loginAs(url, 'koc@pusula.dev');
    coach2 = await loginAs(url, 'koc2@pusula.dev');
    const q = async (sql: string, p: string) =>
      (await server.deps.storage.sql.query<{ id: string }>(sql, [p])).rows[0]!.id;
    const account = (email: string) => q('SELECT id FROM accounts WHERE email = $1', email);
    const student = (name: string) => q('SELECT id FROM students WHERE first_name = $1', name);
    ids = {
      advisor: await account('danisman@pusula.dev'),
      coach: await account('koc@pusula.dev'),
      coach2: await account('koc2@pusula.dev'),
      elif: await student('Elif'),
      zehra: await student('Zehra'),
    };
  });
  afterAll(() => server.close());

  it('runs a call from start to ADVISOR_ENDED with the documented payloads and envelope', async () => {
    const started = await call('POST', '/api/advisor/video-call', advisor, {
      participantType: 'COACH',
      coachId: ids.coach,
      studentId: ids.elif,
    });
    expect(started.status).toBe(201);
    expect(started.body.success).toBe(true);
    const id = started.body.data.id;
    expect(started.body.data).toMatchObject({
      sessionId: id,
      participantType: 'COACH',
      advisorId: ids.advisor,
      coachId: ids.coach,
      studentId: ids.elif,
      status: 'RINGING',
      answeredAt: null,
      endedAt: null,
      endReason: null,
      durationSeconds: 0,
      roomUrl: `/video-room/${id}`,
      participants: [
        { participantType: 'ADVISOR', id: ids.advisor, name: 'Ayşe Yılmaz', status: 'JOINED' },
        { participantType: 'COACH', id: ids.coach, name: 'Mehmet Kaya', status: 'INVITED' },
        { participantType: 'STUDENT', id: ids.elif, status: 'INVITED' },
      ],
    });

    // The advisor's active calls and the coach's incoming calls both list it first.
    for (const token of [advisor, coach]) {
      const active = await call('GET', '/api/advisor/video-call/active', token);
      expect(active.status).toBe(200);
      expect(active.body.data[0].id).toBe(id);
    }
    expect((await call('GET', '/api/advisor/video-call/active', coach2)).body.data).toEqual([]);

    tick(10);
    const joined = await call('POST', `/api/advisor/video-call/${id}`, coach, {
      action: 'join',
      participantType: 'COACH',
    });
    expect(joined.status).toBe(200);
    expect(joined.body.data).toMatchObject({ status: 'ACTIVE', answeredAt: new Date(clock).toISOString() });
    // Joining again is harmless.
    expect((await call('POST', `/api/advisor/video-call/${id}`, coach, { action: 'join' })).status).toBe(200);

    const connected = await call('PUT', `/api/advisor/video-call/${id}`, coach, {
      participantType: 'COACH',
      status: 'CONNECTED',
    });
    expect(connected.status).toBe(200);
    expect(connected.body.data.participants[1]).toMatchObject({
      participantType: 'COACH',
      status: 'CONNECTED',
    });

    tick(95);
    const ended = await call('POST', '/api/advisor/video-sessions/end', advisor, {
      sessionId: id,
      endReason: 'ADVISOR_ENDED',
    });
    expect(ended.status).toBe(200);
    expect(ended.body.data).toMatchObject({
      status: 'ENDED',
      endReason: 'ADVISOR_ENDED',
      endedBy: 'ADVISOR',
      durationSeconds: 95,
      endedAt: new Date(clock).toISOString(),
    });

    // Invalid transitions: 409 with a Turkish message, nothing appended.
    const before = (await server.deps.storage.store.readStream(videoCallStreamId(id))).length;
    const again = await call('POST', '/api/advisor/video-sessions/end', advisor, {
      sessionId: id,
      endReason: 'ADVISOR_ENDED',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: 'Görüşme zaten sona ermiş' });
    const late = await call('POST', `/api/advisor/video-call/${id}`, coach, {
      action: 'join',
      participantType: 'COACH',
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('Bu görüşme sona erdi');
    expect((await server.deps.storage.store.readStream(videoCallStreamId(id))).length).toBe(before);
    expect((await call('GET', '/api/advisor/video-call/active', coach)).body.data).toEqual([]);

    // The coach's video logs, the history with filters, and the coach calendar.
    const logs = await call('GET', `/api/advisor/coaches/${ids.coach}/video-logs`, advisor);
    expect(logs.status).toBe(200);
    expect(logs.body.data[0]).toMatchObject({ id, durationSeconds: 95, endReason: 'ADVISOR_ENDED' });
    expect(logs.body.data[0].participants.map((p: { name: string }) => p.name)).toEqual([
      'Ayşe Yılmaz',
      'Mehmet Kaya',
      expect.stringMatching(/^Elif /),
    ]);
    const history = await call(
      'GET',
      `/api/advisor/video-logs?coachId=${ids.coach}&endReason=ADVISOR_ENDED`,
      advisor,
    );
    expect(history.body.data).toMatchObject({ total: 1, totalDurationSeconds: 95, page: 1 });
    const none = await call(
      'GET',
      '/api/advisor/video-logs?endReason=TIMEOUT&from=2026-11-23&to=2026-11-23',
      advisor,
    );
    expect(none.body.data.total).toBe(0);
    const calendar = await call(
      'GET',
      `/api/calendar-manager?type=coach&targetId=${ids.coach}&startDate=2026-11-23&endDate=2026-11-23`,
      coach,
    );
    expect(calendar.body.data.events).toContainEqual(
      expect.objectContaining({
        id,
        kind: 'CALL',
        title: expect.stringContaining('Görüntülü görüşme: Ayşe Yılmaz'),
      }),
    );
  });

  it('asks the invited coach to join with an APPOINTMENT_REQUEST notification', async () => {
    const started = await call('POST', '/api/advisor/video-call', advisor, {
      participantType: 'COACH',
      coachId: ids.coach,
    });
    await server.deps.runner.waitFor((await server.deps.storage.store.committedHead())!, ['notifications']);
    const row = await server.deps.storage.db
      .selectFrom('notifications')
      .selectAll()
      .where('user_id', '=', ids.coach)
      .where('type', '=', 'APPOINTMENT_REQUEST')
      .orderBy('position', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.title).toBe('Görüntülü görüşme isteği');
    expect(row.message).toBe('Ayşe Yılmaz sizi görüntülü görüşmeye çağırıyor.');
    expect(row.data).toMatchObject({ callId: started.body.data.id, roomUrl: started.body.data.roomUrl });
    await call('POST', '/api/advisor/video-sessions/end', advisor, {
      sessionId: started.body.data.id,
      endReason: 'ADVISOR_ENDED',
    });
  });

  it('ends a 1:1 call when the coach leaves, and lets a coach decline', async () => {
    const a = (
      await call('POST', '/api/advisor/video-call', advisor, { participantType: 'COACH', coachId: ids.coach })
    ).body.data.id;
    await call('POST', `/api/advisor/video-call/${a}`, coach, { action: 'join', participantType: 'COACH' });
    tick(30);
    const left = await call('POST', '/api/advisor/video-sessions/end', coach, {
      sessionId: a,
      endReason: 'COACH_LEFT',
    });
    expect(left.status).toBe(200);
    expect(left.body.data).toMatchObject({ status: 'ENDED', endReason: 'COACH_LEFT', durationSeconds: 30 });

    const b = (
      await call('POST', '/api/advisor/video-call', advisor, { participantType: 'COACH', coachId: ids.coach })
    ).body.data.id;
    const declined = await call('PUT', `/api/advisor/video-call/${b}`, coach, { status: 'DECLINED' });
    expect(declined.body.data).toMatchObject({ status: 'ENDED', endReason: 'DECLINED', durationSeconds: 0 });
  });

  it('validates payloads in Turkish and keeps calls to their participants', async () => {
    const missing = await call('POST', '/api/advisor/video-call', advisor, { participantType: 'COACH' });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, message: 'Koçla görüşme için koç seçin' });
    const badType = await call('POST', '/api/advisor/video-call', advisor, {
      participantType: 'PARENT',
      coachId: ids.coach,
    });
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe('participantType COACH veya STUDENT olmalı');
    // Another advisor's coach is 403, another advisor's student 404 (spec of authorize).
    expect(
      (
        await call('POST', '/api/advisor/video-call', advisor, {
          participantType: 'STUDENT',
          studentId: ids.zehra,
        })
      ).status,
    ).toBe(404);

    const id = (
      await call('POST', '/api/advisor/video-call', advisor, { participantType: 'COACH', coachId: ids.coach })
    ).body.data.id;
    const wrongAction = await call('POST', `/api/advisor/video-call/${id}`, coach, { action: 'leave' });
    expect(wrongAction.status).toBe(400);
    expect(wrongAction.body.message).toBe("action 'join' olmalı");
    const wrongSlot = await call('POST', `/api/advisor/video-call/${id}`, coach, {
      action: 'join',
      participantType: 'ADVISOR',
    });
    expect(wrongSlot.status).toBe(400);
    expect(wrongSlot.body.message).toBe('participantType rolünüzle uyuşmuyor; COACH olmalı');
    const stranger = await call('POST', `/api/advisor/video-call/${id}`, coach2, { action: 'join' });
    expect(stranger.status).toBe(404);
    const wrongReason = await call('POST', '/api/advisor/video-sessions/end', advisor, {
      sessionId: id,
      endReason: 'COACH_LEFT',
    });
    expect(wrongReason.status).toBe(400);
    const notJson = await api(url, 'POST', '/api/advisor/video-sessions/end', {
      token: advisor,
      body: '[1]',
    });
    expect(notJson.status).toBe(400);
    await call('POST', '/api/advisor/video-sessions/end', advisor, {
      sessionId: id,
      endReason: 'ADVISOR_ENDED',
    });
  });

  it('ends unanswered, abandoned and overlong calls with TIMEOUT, once, however often the scheduler runs', async () => {
    const { ringTimeoutMs, idleTimeoutMs } = server.deps.config.video;
    const start = async () =>
      (
        await call('POST', '/api/advisor/video-call', advisor, {
          participantType: 'COACH',
          coachId: ids.coach,
        })
      ).body.data.id as string;
    const unanswered = await start();
    const abandoned = await start();
    await call('POST', `/api/advisor/video-call/${abandoned}`, coach, { action: 'join' });
    for (const token of [coach, advisor])
      await call('PUT', `/api/advisor/video-call/${abandoned}`, token, { status: 'DISCONNECTED' });
    const running = await start();
    await call('POST', `/api/advisor/video-call/${running}`, coach, { action: 'join' });

    expect(await endDueVideoCalls(server.deps)).toBe(0);
    tick(Math.max(ringTimeoutMs, idleTimeoutMs) / 1000);
    // Two passes at once (two processes, two ticks): still one TIMEOUT per call.
    const [first, second] = await Promise.all([endDueVideoCalls(server.deps), endDueVideoCalls(server.deps)]);
    expect(first + second).toBe(2);
    await settle();
    for (const id of [unanswered, abandoned]) {
      const events = await server.deps.storage.store.readStream(videoCallStreamId(id));
      expect(events.filter((e) => e.type === 'VideoCallEnded')).toHaveLength(1);
      expect(events.at(-1)!.data).toMatchObject({ reason: 'TIMEOUT', endedBy: 'SYSTEM' });
    }
    const stillOn = await call('GET', '/api/advisor/video-call/active', advisor);
    expect(stillOn.body.data.map((c: { id: string }) => c.id)).toEqual([running]);
    tick(server.deps.config.video.maxDurationMs / 1000);
    expect(await endDueVideoCalls(server.deps)).toBe(1);
    await settle();
    expect((await call('GET', '/api/advisor/video-call/active', advisor)).body.data).toEqual([]);
    const timeouts = await call('GET', '/api/advisor/video-logs?endReason=TIMEOUT', advisor);
    expect(timeouts.body.data.total).toBe(3);
  });
});
