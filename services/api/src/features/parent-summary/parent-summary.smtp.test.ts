import { readAllCommitted } from '@pusula/eventstore/testing';
import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DemoWorld, startDemoWorld } from '../../testing-demo';
import { api } from '../../testing-http';
import { loadMailConfig } from '../mail/mail-config';
import { startTestSmtpServer, type TestSmtpServer } from '../mail/testing-smtp';
import { sendWeeklyParentSummaries } from './parent-summary-mail';
import { parentSummaryWeekDue } from './schedule';

const OPT_OUT = /http:\/\/127\.0\.0\.1:3399\/veli\/e-posta-tercihleri\?token=([\w.%-]+)/;
/** The app's clock starts on Friday 27 November 2026, 10:00 Istanbul (week 2026-W48), and runs on. */
const START = Date.parse('2026-11-27T07:00:00.000Z');

/**
 * The weekly parent summary through a real SMTP server: one mail per parent and week with each child's
 * week, never twice (repeated and parallel passes), none after an opt-out by the mail's link, again after
 * opting back in from the parent portal.
 */
describe.each(TEST_STORAGE_KINDS)('the weekly parent summary through a real SMTP server on %s', (storage) => {
  let smtp: TestSmtpServer;
  let world: DemoWorld;
  const started = Date.now();
  const deps = () => world.server.deps;
  const toOf = (mail: TestSmtpServer['received'][number]) =>
    mail.to && !Array.isArray(mail.to) ? mail.to.text : '';
  const summariesTo = (email: string) =>
    smtp.received.filter((m) => toOf(m) === email && m.subject?.startsWith('Pusula haftalık özet'));
  /** One pass of the trigger at `at`, then every mail it queued is delivered. */
  async function pass(at: string) {
    const result = await sendWeeklyParentSummaries(deps(), new Date(at));
    await deps().mail.settled();
    return result;
  }
  const eventsOfType = async (type: string) =>
    (await readAllCommitted(deps().storage.store, null))
      .filter((e) => e.type === type)
      .map((e) => ({ ...e, data: e.data as Record<string, unknown> }));

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    world = await startDemoWorld({
      storage,
      now: () => new Date(START + (Date.now() - started)),
      config: {
        publicUrl: 'http://127.0.0.1:3399',
        mail: { ...loadMailConfig({}), smtpUrl: smtp.url, retryBaseMs: 40, pollMs: 60_000 },
      },
    });
  }, 180_000);
  afterAll(async () => {
    await world?.server.close();
    await smtp?.close();
  });
  afterEach(async () => {
    await deps().mail.settled();
  });

  it('goes out on Sunday from 18:00 Istanbul, for two days, by default', () => {
    const config = deps().config.parentSummary;
    expect(config).toMatchObject({ weekday: 7, time: '18:00' });
    expect(parentSummaryWeekDue(new Date('2026-11-29T14:59:00.000Z'), config)).toBeNull();
    expect(parentSummaryWeekDue(new Date('2026-11-29T15:00:00.000Z'), config)).toBe('2026-W48');
    expect(parentSummaryWeekDue(new Date('2026-11-30T20:00:00.000Z'), config)).toBe('2026-W48');
    expect(parentSummaryWeekDue(new Date('2026-12-01T15:00:00.000Z'), config)).toBeNull();
    // A Monday setting sends the week before on Monday morning.
    expect(parentSummaryWeekDue(new Date('2026-11-30T06:00:00.000Z'), { weekday: 1, time: '08:00' })).toBe(
      '2026-W48',
    );
  });

  it('sends each parent one Turkish mail a week with every child, never twice, and none after an opt-out', async () => {
    // A deneme for Elif this week, the latest of all her denemes: its net is in the mail.
    const exam = await api(world.server.url, 'POST', `/api/students/${world.ids.elif}/mock-exams`, {
      token: world.tokens.coach1,
      body: {
        examType: 'TYT',
        name: 'Özet TYT-1',
        takenOn: '2026-11-27',
        tests: [
          { testCode: 'tr', correct: 30, wrong: 4, blank: 6 },
          { testCode: 'mat', correct: 20, wrong: 8, blank: 12 },
        ],
      },
    });
    expect(exam.status, JSON.stringify(exam.body)).toBe(201);
    expect(exam.body.data.totalNet).toBe(47);

    // Before Sunday 18:00 nothing is due.
    expect(await pass('2026-11-29T14:00:00.000Z')).toEqual({ week: null, queued: 0 });
    expect(summariesTo('veli@pusula.dev')).toHaveLength(0);

    // Two passes at once (two processes), then another one: one mail.
    const [a, b] = await Promise.all([
      sendWeeklyParentSummaries(deps(), new Date('2026-11-29T16:00:00.000Z')),
      sendWeeklyParentSummaries(deps(), new Date('2026-11-29T16:00:00.000Z')),
    ]);
    expect(a.week).toBe('2026-W48');
    expect(a.queued + b.queued).toBeGreaterThanOrEqual(1);
    await deps().mail.settled();
    expect(await pass('2026-11-30T09:00:00.000Z')).toEqual({ week: '2026-W48', queued: 0 });
    await smtp.waitFor(1);
    await new Promise((r) => setTimeout(r, 100));
    const mails = summariesTo('veli@pusula.dev');
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;

    expect(mail.subject).toBe('Pusula haftalık özet: 23–29 Kasım 2026');
    expect(mail.from?.value).toEqual([{ name: 'Pusula', address: 'bildirim@pusula.dev' }]);
    const text = mail.text ?? '';
    expect(text).toMatch(/^Merhaba Fatma,/);
    expect(text).toContain('23–29 Kasım 2026 haftasında');
    // Both children, in Turkish order, each with the same three lines.
    const can = text.indexOf('\nCan\n');
    const elif = text.indexOf('\nElif\n');
    expect(can).toBeGreaterThan(0);
    expect(elif).toBeGreaterThan(can);
    for (const section of [text.slice(can, elif), text.slice(elif)]) {
      expect(section).toMatch(
        /- Haftalık program: (%\d+ tamamlandı \(\d+ çalışma bloğu\)|bu hafta için plan yok)/,
      );
      expect(section).toMatch(/- Denemeler: bu hafta (\d+ deneme|deneme yok); /);
      expect(section).toMatch(/- Ödevler: (\d+\/\d+ tamamlandı|bu hafta teslim edilecek ödev yok)/);
    }
    expect(text.slice(elif)).toContain('son net 47 (Özet TYT-1, 27 Kasım)');
    expect(text).toContain('http://127.0.0.1:3399/parent/dashboard');
    expect(mail.html).toContain('lang="tr"');
    expect(mail.html).toContain('<h2 style="margin:16px 0 8px;font-size:16px">Elif</h2>');
    expect(mail.html).toContain('E-posta tercihleri');
    const link = OPT_OUT.exec(text)?.[0];
    expect(link).toBeDefined();
    expect(mail.html).toContain(link!);
    expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toContain(link!);
    // No child's name but the first, no address of theirs: minimal data.
    expect(text).not.toContain('Öztürk');
    const queued = await eventsOfType('ParentWeeklySummaryQueued');
    expect(queued.filter((e) => e.data.parentId === world.ids.parent)).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ week: '2026-W48', studentIds: expect.any(Array) }),
      }),
    ]);
    // Past the two days, last week's summary is not sent late.
    expect(await pass('2026-12-02T09:00:00.000Z')).toEqual({ week: null, queued: 0 });

    // The opt-out link, without signing in.
    const token = decodeURIComponent(OPT_OUT.exec(text)![1]!);
    const forged = await api(world.server.url, 'POST', '/api/mail-preferences', {
      body: { token: `${world.ids.coach1}.${token.split('.')[1]}`, weeklySummary: false },
    });
    expect(forged.status).toBe(404);
    expect(forged.body.message).toBe('Bu e-posta tercihleri bağlantısı geçersiz');
    const optOut = await api(world.server.url, 'POST', '/api/mail-preferences', {
      body: { token, weeklySummary: false },
    });
    expect(optOut.status).toBe(200);
    expect(optOut.body).toEqual({ data: { weeklySummary: false } });
    const mine = await api(world.server.url, 'GET', '/api/parent/mail-preferences', {
      token: world.tokens.parent,
    });
    expect(mine.body).toEqual({ data: { weeklySummary: false } });

    await pass('2026-12-06T16:00:00.000Z');
    await new Promise((r) => setTimeout(r, 100));
    expect(summariesTo('veli@pusula.dev')).toHaveLength(1);

    // Back in, from the parent portal: the next week's summary comes again.
    const optIn = await api(world.server.url, 'PUT', '/api/parent/mail-preferences', {
      token: world.tokens.parent,
      body: { weeklySummary: true },
    });
    expect(optIn.status).toBe(200);
    expect(optIn.body).toEqual({ data: { weeklySummary: true } });
    await pass('2026-12-13T16:00:00.000Z');
    await smtp.waitFor(2);
    const later = summariesTo('veli@pusula.dev');
    expect(later).toHaveLength(2);
    expect(later[1]!.subject).toBe('Pusula haftalık özet: 7–13 Aralık 2026');
    expect((await eventsOfType('MailPreferencesChanged')).map((e) => e.data)).toEqual([
      expect.objectContaining({ accountId: world.ids.parent, weeklySummary: false, via: 'link' }),
      expect.objectContaining({ accountId: world.ids.parent, weeklySummary: true, via: 'portal' }),
    ]);
  });

  it('keeps the preferences to parents', async () => {
    const coach = await api(world.server.url, 'GET', '/api/parent/mail-preferences', {
      token: world.tokens.coach1,
    });
    expect(coach.status).toBe(403);
    const missing = await api(world.server.url, 'POST', '/api/mail-preferences', {
      body: { token: 'yanlis.bir-imza-yanlis-bir-imza', weeklySummary: false },
    });
    expect(missing.status).toBe(404);
  });
});
