import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoCaller, type DemoWorld, eventually, startDemoWorld } from '../../testing-demo';
import { api } from '../../testing-http';
import { browserKeys, startPushService, verifyVapid } from './testing-push-service';
import { loadVapidKeys } from './vapid-keys';

describe('web push', () => {
  let world: DemoWorld;
  let service: Awaited<ReturnType<typeof startPushService>>;
  let publicKey: string;
  const call = (caller: DemoCaller | null, method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: caller ? world.tokens[caller] : null, body });
  const register = (caller: 'coach1' | 'advisor1' | 'coach2', endpoint: string, keys = browserKeys()) =>
    call(caller, 'POST', '/api/web-push/register-token', {
      token: JSON.stringify({
        endpoint,
        expirationTime: null,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      }),
      userRole: caller === 'advisor1' ? 'ADVISOR' : 'COACH',
      userId: world.ids[caller],
      roleSpecificId: world.ids[caller],
    });
  const pushesTo = (path: string) => service.received.filter((r) => r.path === path);

  beforeAll(async () => {
    service = await startPushService();
    world = await startDemoWorld({ config: { webPushHosts: ['127.0.0.1'], webPushCa: service.ca } });
    publicKey = (await call(null, 'GET', '/api/web-push/vapid-public-key')).body.data.publicKey;
  });
  afterAll(async () => {
    await world.server.close();
    await service.close();
  });

  it('publishes one VAPID key, kept in the database across loads', async () => {
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await loadVapidKeys(world.server.deps.storage.db, world.server.deps.config);
    expect(again.publicKey).toBe(publicKey);
  });

  it('delivers a notification encrypted (aes128gcm) and signed (VAPID) to the user’s subscription', async () => {
    const coachKeys = browserKeys();
    expect((await register('coach1', `${service.base}/ok/coach`, coachKeys)).body).toEqual({
      success: true,
      data: { registered: true },
    });
    const sent = await call('advisor1', 'POST', '/api/advisor-notes', {
      coachId: world.ids.coach1,
      studentId: world.ids.elif,
      content: 'Push ile gelmeli',
      priority: 'HIGH',
      pageContext: '/advisor/students',
    });
    const [push] = await eventually(async () => {
      const got = pushesTo('/ok/coach');
      expect(got).toHaveLength(1);
      return got;
    });
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    const claims = verifyVapid(String(push!.headers.authorization), publicKey);
    expect(claims).toMatchObject({ aud: service.base, sub: expect.stringMatching(/^mailto:|^https:/) });
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);
    expect(JSON.parse(coachKeys.decrypt(push!.body))).toEqual({
      notification: {
        title: 'Yeni danışman notu',
        body: 'Ayşe Yılmaz, Elif Öztürk hakkında yeni bir not gönderdi (yüksek öncelik).',
      },
      data: {
        type: 'notification',
        notificationType: 'NEW_NOTE',
        notificationId: expect.any(String),
        role: 'COACH',
        noteId: sent.body.data.id,
        advisorId: world.ids.advisor1,
        studentId: world.ids.elif,
        priority: 'HIGH',
        pageContext: '/advisor/students',
      },
    });
  });

  it('routes message pushes with data.type "message" and prunes a subscription the service calls gone (410)', async () => {
    const advisorKeys = browserKeys();
    await register('advisor1', `${service.base}/ok/advisor`, advisorKeys);
    await register('advisor1', `${service.base}/gone/advisor`);
    const count = async () =>
      (
        await world.server.deps.storage.db
          .selectFrom('push_subscriptions')
          .select('endpoint')
          .where('user_id', '=', world.ids.advisor1)
          .execute()
      ).length;
    expect(await count()).toBe(2);
    await call('coach1', 'POST', '/api/advisor/messages', { content: 'Push mesajı' });
    const [push] = await eventually(async () => {
      const got = pushesTo('/ok/advisor');
      expect(got).toHaveLength(1);
      return got;
    });
    expect(JSON.parse(advisorKeys.decrypt(push!.body))).toMatchObject({
      notification: { title: 'Yeni mesaj', body: 'Mehmet Kaya: Push mesajı' },
      data: { type: 'message', notificationType: 'MESSAGE_RECEIVED' },
    });
    // Each subscription gets its own request: the one to the gone endpoint may land after the other.
    await eventually(async () => expect(pushesTo('/gone/advisor')).toHaveLength(1));
    await eventually(async () => expect(await count()).toBe(1));
  });

  it('unregister without a body removes this session’s subscriptions; nothing is pushed after', async () => {
    const res = await call('coach1', 'POST', '/api/web-push/unregister-token');
    expect(res.body).toEqual({ success: true, data: { removed: 1 } });
    await call('advisor1', 'POST', '/api/advisor-notes', {
      coachId: world.ids.coach1,
      studentId: world.ids.elif,
      content: 'Artık push yok',
      pageContext: '/advisor/students',
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(pushesTo('/ok/coach')).toHaveLength(1);
  });

  it('refuses bad subscriptions with a Turkish 400 and other people’s ids with 403', async () => {
    const keys = browserKeys();
    const body = (over: Record<string, unknown>) => ({
      token: { endpoint: `${service.base}/ok/x`, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      userRole: 'COACH',
      userId: world.ids.coach2,
      roleSpecificId: world.ids.coach2,
      ...over,
    });
    const post = (b: unknown, caller: DemoCaller = 'coach2') =>
      call(caller, 'POST', '/api/web-push/register-token', b);
    expect((await post(body({}))).status).toBe(200);
    for (const [b, message] of [
      [body({ token: '{bozuk' }), 'Bildirim aboneliği geçerli bir JSON değil'],
      [
        body({ token: { endpoint: 'http://127.0.0.1/ok', keys: { p256dh: keys.p256dh, auth: keys.auth } } }),
        'Bu bildirim hizmeti desteklenmiyor',
      ],
      [
        body({
          token: { endpoint: 'https://ornek.com/push', keys: { p256dh: keys.p256dh, auth: keys.auth } },
        }),
        'Bu bildirim hizmeti desteklenmiyor',
      ],
      [
        body({ token: { endpoint: `${service.base}/ok/x`, keys: { p256dh: 'abc', auth: keys.auth } } }),
        'Abonelik anahtarı geçersiz',
      ],
      [body({ token: { endpoint: `${service.base}/ok/x` } }), 'Abonelik anahtarları gerekli'],
      [body({ token: undefined }), 'Bildirim aboneliği (token) gerekli'],
      [body({ userRole: 'ADMIN' }), 'Kullanıcı rolü COACH, ADVISOR veya STUDENT olmalı'],
    ] as const) {
      const res = await post(b);
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
    }
    expect((await post(body({ userId: world.ids.coach1, roleSpecificId: world.ids.coach1 }))).status).toBe(
      403,
    );
    expect((await post(body({ userRole: 'ADVISOR' }))).status).toBe(403);
    expect((await post(body({}), 'parent')).status).toBe(403);
    expect((await call(null, 'POST', '/api/web-push/register-token', body({}))).status).toBe(401);
  });
});
