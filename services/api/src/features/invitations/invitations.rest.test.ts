import { INVITATION_TTL_MS } from '@pusula/contracts';
import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { api, loginAs } from '../../testing-http';
import { INVITATION_CODE_LIMIT } from './code-limiter';

const LINK = /http:\/\/localhost:\d+\/davet\/([A-Za-z0-9_-]{43})/;
const PASSWORD = 'davetle gelen uzun parola';

/**
 * Invitations over REST on a real server (embedded mailbox): a coach invited by an advisor joins the team
 * only by accepting; coaches and advisors invite students and parents by link or pairing code; links and
 * codes work once, for 7 days; another organisation's student or invitation is 404.
 */
describe.each(TEST_STORAGE_KINDS)('invitations over REST on %s', (storage) => {
  let server: RunningServer;
  let url: string;
  let offset = 0;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  async function mailLinkTo(email: string): Promise<string> {
    await server.deps.mail.settled();
    const box = await api(url, 'GET', '/api/admin/mailbox?limit=100', { token: tokens.admin });
    const item = box.body.data.messages.find((m: { to: string }) => m.to === email);
    if (!item) throw new Error(`no mail to ${email}`);
    const mail = await api(url, 'GET', `/api/admin/mailbox/${item.id}`, { token: tokens.admin });
    expect(mail.body.data.subject).toBe("Pusula'ya davet edildiniz");
    const match = LINK.exec(mail.body.data.text);
    expect(match, mail.body.data.text).not.toBeNull();
    expect(mail.body.data.html).toContain(match![0]);
    return match![1]!;
  }
  const details = (email?: string) => ({
    firstName: 'Davetli',
    lastName: 'Kişi',
    password: PASSWORD,
    kvkkConsent: true,
    ...(email ? { email } : {}),
  });

  beforeAll(async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    server = await startTestServer({
      storage,
      config: { seedDemo: true },
      now: () => new Date(Date.now() + offset),
    });
    url = server.url;
    for (const [who, email] of Object.entries({
      admin: 'admin@pusula.dev',
      advisor1: 'danisman@pusula.dev',
      advisor2: 'danisman2@pusula.dev',
      coach1: 'koc@pusula.dev',
      coach2: 'koc2@pusula.dev',
      coach4: 'koc4@pusula.dev',
    }))
      tokens[who] = await loginAs(url, email);
    const { rows } = await server.deps.storage.sql.query<{ id: string; first_name: string }>(
      'SELECT id, first_name FROM students',
    );
    for (const name of ['Elif', 'Can', 'Arda', 'Zehra'])
      ids[name] = rows.find((r) => r.first_name === name)!.id;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    vi.restoreAllMocks();
  });

  it('an invited coach joins the team only by accepting the mailed link, once', async () => {
    const sent = await api(url, 'POST', '/api/advisor/invitations', {
      token: tokens.advisor1,
      body: { email: 'Yeni.Koc@ornek.com', studentLimit: 12 },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data.invitation).toMatchObject({
      role: 'COACH',
      email: 'yeni.koc@ornek.com',
      status: 'SENT',
    });
    expect(sent.body.data.code).toBeNull();
    const coachesBefore = await api(url, 'GET', '/api/advisor/coaches', { token: tokens.advisor1 });
    expect(JSON.stringify(coachesBefore.body)).not.toContain('yeni.koc@ornek.com');

    const token = await mailLinkTo('yeni.koc@ornek.com');
    const preview = await api(url, 'GET', `/api/invitations/${token}`);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toEqual({
      role: 'COACH',
      status: 'SENT',
      inviterName: 'Ayşe Yılmaz',
      organisationName: expect.any(String),
      studentFirstName: null,
      email: 'yeni.koc@ornek.com',
      expiresAt: expect.any(String),
      message: null,
      coachStudents: null,
    });

    const accepted = await api(url, 'POST', '/api/invitations/accept', { body: { token, ...details() } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.user).toMatchObject({
      role: 'COACH',
      email: 'yeni.koc@ornek.com',
      emailVerified: true,
    });
    expect(accepted.body.data.coach).toMatchObject({ studentLimit: 12 });
    const coaches = await api(url, 'GET', '/api/advisor/coaches', { token: tokens.advisor1 });
    expect(JSON.stringify(coaches.body)).toContain('yeni.koc@ornek.com');
    const me = await api(url, 'GET', '/api/auth/me', { token: accepted.body.data.token });
    expect(me.status).toBe(200);

    const again = await api(url, 'POST', '/api/invitations/accept', { body: { token, ...details() } });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/daha önce kabul/);
    expect((await api(url, 'GET', `/api/invitations/${token}`)).body.data.status).toBe('ACCEPTED');

    const list = await api(url, 'GET', '/api/advisor/invitations', { token: tokens.advisor1 });
    expect(list.body.data[0]).toMatchObject({ email: 'yeni.koc@ornek.com', status: 'ACCEPTED' });
    // Another advisor sees none of it, and cannot revoke it.
    const other = await api(url, 'GET', '/api/advisor/invitations', { token: tokens.advisor2 });
    expect(JSON.stringify(other.body)).not.toContain('yeni.koc');
    const revoke = await api(url, 'POST', `/api/invitations/${list.body.data[0].id}/revoke`, {
      token: tokens.advisor2,
      body: {},
    });
    expect(revoke.status).toBe(404);
  });

  it("add-coach takes an e-mail too and answers the invitation it sent; another team's coach id stays 403", async () => {
    const byEmail = await api(url, 'POST', '/api/advisor/add-coach', {
      token: tokens.advisor1,
      body: { email: 'eposta.ile@ornek.com' },
    });
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.invitation).toMatchObject({
      role: 'COACH',
      email: 'eposta.ile@ornek.com',
      status: 'SENT',
    });
    const { rows } = await server.deps.storage.sql.query<{ id: string }>(
      'SELECT id FROM accounts WHERE email = $1',
      ['koc4@pusula.dev'],
    );
    const other = await api(url, 'POST', '/api/advisor/add-coach', {
      token: tokens.advisor1,
      body: { coachId: rows[0]!.id },
    });
    expect(other.status).toBe(403);
    const both = await api(url, 'POST', '/api/advisor/add-coach', {
      token: tokens.advisor1,
      body: { coachId: rows[0]!.id, email: 'iki@ornek.com' },
    });
    expect(both.status).toBe(400);
  });

  it('an existing coach accepts only when signed in, as the invited account', async () => {
    const sent = await api(url, 'POST', '/api/advisor/invitations', {
      token: tokens.advisor1,
      body: { email: 'koc3@pusula.dev' },
    });
    expect(sent.status).toBe(201);
    const token = await mailLinkTo('koc3@pusula.dev');
    const anonymous = await api(url, 'POST', '/api/invitations/accept', { body: { token, ...details() } });
    expect(anonymous.status).toBe(409);
    expect(anonymous.body.message).toMatch(/giriş yapın/);
    const wrong = await api(url, 'POST', '/api/invitations/accept', {
      token: tokens.coach2,
      body: { token },
    });
    expect(wrong.status).toBe(403);
    const koc3 = await loginAs(url, 'koc3@pusula.dev');
    const accepted = await api(url, 'POST', '/api/invitations/accept', { token: koc3, body: { token } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.token).toBe(koc3);
    const coaches = await api(url, 'GET', '/api/advisor/coaches', { token: tokens.advisor1 });
    expect(JSON.stringify(coaches.body)).toContain('koc3@pusula.dev');
  });

  it('a coach invites a parent by pairing code; the parent sees only that child, and a second child joins by a second code', async () => {
    const forbidden = await api(url, 'POST', `/api/students/${ids.Elif}/invitations`, {
      token: tokens.coach2,
      body: { role: 'PARENT' },
    });
    expect(forbidden.status).toBe(404);
    const otherTenant = await api(url, 'POST', `/api/students/${ids.Zehra}/invitations`, {
      token: tokens.advisor1,
      body: { role: 'PARENT' },
    });
    expect(otherTenant.status).toBe(404);

    const sent = await api(url, 'POST', `/api/students/${ids.Elif}/invitations`, {
      token: tokens.coach1,
      body: { role: 'PARENT' },
    });
    expect(sent.status).toBe(201);
    const code: string = sent.body.data.code;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const listed = await api(url, 'GET', `/api/students/${ids.Elif}/invitations`, { token: tokens.advisor1 });
    expect(listed.body.data[0]).toMatchObject({ role: 'PARENT', status: 'SENT', email: null });
    expect(JSON.stringify(listed.body)).not.toContain(code);
    expect(
      (await api(url, 'GET', `/api/students/${ids.Elif}/invitations`, { token: tokens.coach4 })).status,
    ).toBe(404);

    const accepted = await api(url, 'POST', '/api/invitations/accept', {
      body: { code: `${code.slice(0, 4)}-${code.slice(4).toLowerCase()}`, ...details('yeni.veli@ornek.com') },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.user.role).toBe('PARENT');
    // A code proves nothing of the address typed beside it: it is verified by the mailed link.
    expect(accepted.body.data.user.emailVerified).toBe(false);
    await server.deps.mail.settled();
    const mailed = await api(url, 'GET', '/api/admin/mailbox?limit=100', { token: tokens.admin });
    expect(
      mailed.body.data.messages.filter((m: { to: string }) => m.to === 'yeni.veli@ornek.com'),
    ).toHaveLength(1);
    const parent = accepted.body.data.token as string;
    const children = await api(url, 'GET', '/api/parent/students', { token: parent });
    expect(children.body.data.map((s: { firstName: string }) => s.firstName)).toEqual(['Elif']);
    expect((await api(url, 'GET', `/api/students/${ids.Can}`, { token: parent })).status).toBe(404);
    const reused = await api(url, 'POST', '/api/invitations/accept', {
      body: { code, ...details('v2@ornek.com') },
    });
    expect(reused.status).toBe(409);

    const second = await api(url, 'POST', `/api/students/${ids.Can}/invitations`, {
      token: tokens.coach1,
      body: { role: 'PARENT' },
    });
    const joined = await api(url, 'POST', '/api/invitations/accept', {
      token: parent,
      body: { code: second.body.data.code },
    });
    expect(joined.status).toBe(200);
    const both = await api(url, 'GET', '/api/parent/students', { token: parent });
    expect(both.body.data.map((s: { firstName: string }) => s.firstName).sort()).toEqual(['Can', 'Elif']);
  });

  it('a student account is made by accepting the invitation, and signs in to its own page', async () => {
    const sent = await api(url, 'POST', `/api/students/${ids.Arda}/invitations`, {
      token: tokens.coach1,
      body: { role: 'STUDENT', email: 'arda@ornek.com' },
    });
    expect(sent.status).toBe(201);
    const token = await mailLinkTo('arda@ornek.com');
    const preview = await api(url, 'GET', `/api/invitations/${token}`);
    expect(preview.body.data).toMatchObject({ role: 'STUDENT', studentFirstName: 'Arda' });
    const accepted = await api(url, 'POST', '/api/invitations/accept', { body: { token, ...details() } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.user.role).toBe('STUDENT');
    const student = await loginAs(url, 'arda@ornek.com', PASSWORD);
    const home = await api(url, 'GET', '/api/student/home', { token: student });
    expect(home.body.data).toMatchObject({
      firstName: 'Arda',
      coach: { firstName: 'Mehmet', lastName: 'Kaya' },
    });
    expect((await api(url, 'GET', `/api/students/${ids.Arda}`, { token: student })).status).toBe(403);
    expect((await api(url, 'GET', '/api/student/home', { token: tokens.coach1 })).status).toBe(403);
    const twice = await api(url, 'POST', `/api/students/${ids.Arda}/invitations`, {
      token: tokens.coach1,
      body: { role: 'STUDENT' },
    });
    expect(twice.status).toBe(409);
  });

  it('an advisor invites another advisor into the company, who joins it with a team of their own', async () => {
    const sent = await api(url, 'POST', '/api/organisation/invitations', {
      token: tokens.advisor1,
      body: { email: 'Yeni.Danisman@ornek.com' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data.invitation).toMatchObject({ role: 'ADVISOR', email: 'yeni.danisman@ornek.com' });
    expect(sent.body.data.code).toBeNull();
    const listed = await api(url, 'GET', '/api/advisor/invitations', { token: tokens.advisor1 });
    expect(listed.body.data[0]).toMatchObject({ role: 'ADVISOR', status: 'SENT' });

    const token = await mailLinkTo('yeni.danisman@ornek.com');
    const preview = await api(url, 'GET', `/api/invitations/${token}`);
    expect(preview.body.data).toMatchObject({ role: 'ADVISOR', inviterName: 'Ayşe Yılmaz' });
    // An advisor of another company, with a team of their own, cannot be taken away with it.
    const taken = await api(url, 'POST', '/api/organisation/invitations', {
      token: tokens.advisor1,
      body: { email: 'danisman2@pusula.dev' },
    });
    expect(taken.status).toBe(201);
    const takenLink = await mailLinkTo('danisman2@pusula.dev');
    const refused = await api(url, 'POST', '/api/invitations/accept', {
      token: tokens.advisor2,
      body: { token: takenLink },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/ekibinizde koç veya öğrenci var/);

    const accepted = await api(url, 'POST', '/api/invitations/accept', { body: { token, ...details() } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.user).toMatchObject({ role: 'ADVISOR', email: 'yeni.danisman@ornek.com' });
    const newcomer = accepted.body.data.token as string;
    const theirs = await api(url, 'GET', '/api/organisation', { token: newcomer });
    const founders = await api(url, 'GET', '/api/organisation', { token: tokens.advisor1 });
    expect(theirs.body.data).toMatchObject({ id: founders.body.data.id, isFounder: false });
    // A team of their own: none of the first advisor's coaches or students.
    const coaches = await api(url, 'GET', '/api/advisor/coaches', { token: newcomer });
    expect(coaches.status).toBe(200);
    expect(JSON.stringify(coaches.body)).not.toContain('koc@pusula.dev');
    const elif = await api(url, 'GET', `/api/advisor/students/${ids.Elif}`, { token: newcomer });
    expect(elif.status).toBe(404);
  });

  it('declined, revoked and expired invitations leave nothing, with Turkish reasons (409/410)', async () => {
    const invite = async (email: string) => {
      await api(url, 'POST', '/api/advisor/invitations', { token: tokens.advisor1, body: { email } });
      return mailLinkTo(email);
    };
    const declinedToken = await invite('reddeden@ornek.com');
    expect(
      (await api(url, 'POST', '/api/invitations/decline', { body: { token: declinedToken } })).status,
    ).toBe(200);
    const afterDecline = await api(url, 'POST', '/api/invitations/accept', {
      body: { token: declinedToken, ...details() },
    });
    expect(afterDecline.status).toBe(409);
    expect(afterDecline.body.message).toMatch(/reddedilmiş/);

    const revokedToken = await invite('geri-alinan@ornek.com');
    const list = await api(url, 'GET', '/api/advisor/invitations', { token: tokens.advisor1 });
    const revokedId = list.body.data.find((i: { email: string }) => i.email === 'geri-alinan@ornek.com').id;
    const revoked = await api(url, 'POST', `/api/invitations/${revokedId}/revoke`, {
      token: tokens.advisor1,
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data.status).toBe('REVOKED');
    const afterRevoke = await api(url, 'POST', '/api/invitations/accept', {
      body: { token: revokedToken, ...details() },
    });
    expect(afterRevoke.status).toBe(410);
    expect(afterRevoke.body.message).toMatch(/geri alınmış/);

    const expiringToken = await invite('gec-kalan@ornek.com');
    offset += INVITATION_TTL_MS + 1;
    try {
      const preview = await api(url, 'GET', `/api/invitations/${expiringToken}`);
      expect(preview.body.data).toMatchObject({
        status: 'EXPIRED',
        message: expect.stringMatching(/süresi dolmuş/),
      });
      const late = await api(url, 'POST', '/api/invitations/accept', {
        body: { token: expiringToken, ...details() },
      });
      expect(late.status).toBe(410);
      expect(late.body.message).toMatch(/süresi dolmuş/);
      expect(
        (await api(url, 'POST', '/api/invitations/decline', { body: { token: expiringToken } })).status,
      ).toBe(410);
    } finally {
      offset -= INVITATION_TTL_MS + 1;
    }
    for (const email of ['reddeden@ornek.com', 'geri-alinan@ornek.com', 'gec-kalan@ornek.com']) {
      const { rows } = await server.deps.storage.sql.query('SELECT id FROM accounts WHERE email = $1', [
        email,
      ]);
      expect(rows).toEqual([]);
    }
    expect(
      (await api(url, 'GET', '/api/invitations/bilinmeyen-bir-davet-baglantisi-bilinmeyen')).status,
    ).toBe(404);
  });

  it('limits pairing-code attempts per address: guessing stops at the limit', async () => {
    const valid = await api(url, 'POST', `/api/students/${ids.Can}/invitations`, {
      token: tokens.advisor1,
      body: { role: 'PARENT' },
    });
    const statuses: number[] = [];
    for (let i = 0; i < INVITATION_CODE_LIMIT.points + 2; i++) {
      const res = await api(url, 'POST', '/api/invitations/code', { body: { code: 'ZZZZZZZ2' } });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(res.body.message).toMatch(/Çok fazla eşleştirme kodu/);
      }
    }
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(INVITATION_CODE_LIMIT.points);
    expect(statuses.at(-1)).toBe(429);
    // Past the limit even the right code is not looked up.
    const right = await api(url, 'POST', '/api/invitations/code', { body: { code: valid.body.data.code } });
    expect(right.status).toBe(429);
  });
});
