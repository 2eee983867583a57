import { isoWeekOf, istanbulDate } from '@pusula/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoWorld, eventually, startDemoWorld } from '../../testing-demo';
import { api, loginAs } from '../../testing-http';
import { browserKeys, startPushService } from './testing-push-service';

/**
 * Web push to a student's phone: Elif (ogrenci@pusula.dev) registers her browser's subscription like staff
 * do; her coach's message, a homework given to her and a change to her weekly program each reach the push
 * service encrypted for her device, with the student app's page to open in `data.url`.
 */
describe('web push to a student', () => {
  let world: DemoWorld;
  let service: Awaited<ReturnType<typeof startPushService>>;
  let studentToken: string;
  let studentAccount: string;
  const keys = browserKeys();
  const endpoint = '/ok/ogrenci';
  const coach = (method: string, path: string, body?: unknown) =>
    api(world.server.url, method, path, { token: world.tokens.coach1, body });
  const pushes = () => service.received.filter((r) => r.path === endpoint);
  const nextPush = async (count: number) => {
    const got = await eventually(async () => {
      expect(pushes()).toHaveLength(count);
      return pushes();
    });
    return JSON.parse(keys.decrypt(got[count - 1]!.body));
  };

  beforeAll(async () => {
    service = await startPushService();
    world = await startDemoWorld({ config: { webPushHosts: ['127.0.0.1'], webPushCa: service.ca } });
    studentToken = await loginAs(world.server.url, 'ogrenci@pusula.dev');
    studentAccount = (
      await world.server.deps.storage.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', 'ogrenci@pusula.dev')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(async () => {
    await world.server.close();
    await service.close();
  });

  it('registers the student’s own device; another person’s ids are refused', async () => {
    const token = JSON.stringify({
      endpoint: `${service.base}${endpoint}`,
      keys: { p256dh: keys.p256dh, auth: keys.auth },
    });
    const register = (body: Record<string, unknown>) =>
      api(world.server.url, 'POST', '/api/web-push/register-token', {
        token: studentToken,
        body: { token, ...body },
      });
    expect(
      (await register({ userRole: 'STUDENT', userId: world.ids.coach1, roleSpecificId: world.ids.coach1 }))
        .status,
    ).toBe(403);
    expect(
      (await register({ userRole: 'COACH', userId: studentAccount, roleSpecificId: studentAccount })).status,
    ).toBe(403);
    const ok = await register({
      userRole: 'STUDENT',
      userId: studentAccount,
      roleSpecificId: studentAccount,
    });
    expect(ok.body).toEqual({ success: true, data: { registered: true } });
  });

  it('the coach’s message reaches the student’s phone, opening Mesajlar', async () => {
    await coach('POST', `/api/coach/students/${world.ids.elif}/student-messages`, {
      content: 'Elif, yarınki denemeye erken yat!',
    });
    expect(await nextPush(1)).toMatchObject({
      notification: { title: 'Koçundan yeni mesaj', body: 'Mehmet Kaya: Elif, yarınki denemeye erken yat!' },
      data: { type: 'message', notificationType: 'NEW_MESSAGE', url: '/ogrenci/mesajlar' },
    });
    // Her own message goes to the coach, not to her phone.
    await api(world.server.url, 'POST', '/api/student/messages', {
      token: studentToken,
      body: { content: 'Tamam hocam' },
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(pushes()).toHaveLength(1);
  });

  it('a homework given to her and a change to her week reach her too', async () => {
    const due = istanbulDate(new Date(Date.now() + 3 * 86_400_000));
    const homework = await coach('POST', `/api/students/${world.ids.elif}/homework`, {
      title: 'Paragraf: 30 soru',
      courseId: 'tyt-tr',
      topicIds: [],
      targetQuestions: 30,
      dueDate: due,
    });
    expect(homework.status, JSON.stringify(homework.body)).toBeLessThan(300);
    expect(await nextPush(2)).toMatchObject({
      notification: { title: 'Yeni ödev', body: expect.stringMatching(/^“Paragraf: 30 soru” – son teslim /) },
      data: { notificationType: 'SYSTEM_NOTIFICATION', kind: 'STUDENT_HOMEWORK_ASSIGNED', url: '/ogrenci' },
    });
    const block = await coach('POST', `/api/students/${world.ids.elif}/weekly-program/blocks`, {
      // A week the demo has no program for yet: its first change this hour is news.
      week: isoWeekOf(new Date(Date.now() + 21 * 86_400_000)),
      block: {
        day: 3,
        startTime: '06:20',
        durationMinutes: 30,
        courseId: 'ayt-mat',
        topicId: null,
        activity: 'SORU_COZME',
        targetQuestions: 20,
      },
    });
    expect(block.status, JSON.stringify(block.body)).toBeLessThan(300);
    expect(await nextPush(3)).toMatchObject({
      notification: { title: 'Haftalık programın güncellendi' },
      data: { kind: 'STUDENT_PLAN_CHANGED', url: '/ogrenci/hafta' },
    });
  });
});
