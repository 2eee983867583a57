import { randomUUID } from 'node:crypto';
import { TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { api, loginAs } from '../../testing-http';

/**
 * A coach invited from another organisation moves only by accepting, and their students move only if the
 * coach chooses so: along with the coach (records, parents and all), or left with the present advisor,
 * unassigned. An independent mentor's students always come along. An acceptance that failed half-way is
 * finished by its retry (same command id), and by nobody else.
 */
describe.each(TEST_STORAGE_KINDS)('a coach moving between organisations on %s', (storage) => {
  let server: RunningServer;
  const tokens: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    server = await startTestServer({ storage, config: { seedDemo: true } });
    for (const [who, email] of Object.entries({
      advisor1: 'danisman@pusula.dev',
      advisor2: 'danisman2@pusula.dev',
      coach1: 'koc@pusula.dev',
      coach2: 'koc2@pusula.dev',
    }))
      tokens[who] = await loginAs(server.url, email);
    const { rows } = await server.deps.storage.sql.query<{ id: string; first_name: string }>(
      'SELECT id, first_name FROM students',
    );
    for (const row of rows) ids[row.first_name] = row.id;
    const accounts = await server.deps.storage.sql.query<{ id: string; email: string }>(
      'SELECT id, email FROM accounts',
    );
    for (const row of accounts.rows) ids[row.email] = row.id;
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    vi.restoreAllMocks();
  });

  async function linkMailedTo(email: string): Promise<string> {
    await server.deps.mail.settled();
    const mail = await server.deps.storage.db
      .selectFrom('mailbox')
      .select('text_body')
      .where('to_address', '=', email)
      .orderBy('received_at', 'desc')
      .executeTakeFirst();
    const token = mail && /\/davet\/([A-Za-z0-9_-]{43})/.exec(mail.text_body)?.[1];
    if (!token) throw new Error(`no invitation mailed to ${email}`);
    return token;
  }
  async function invite(advisor: string, email: string) {
    const sent = await api(server.url, 'POST', '/api/advisor/invitations', {
      token: tokens[advisor],
      body: { email },
    });
    expect(sent.status).toBe(201);
    return linkMailedTo(email);
  }
  const placement = (studentId: string) =>
    server.deps.storage.db
      .selectFrom('students')
      .select(['advisor_id', 'coach_id', 'organisation_id'])
      .where('id', '=', studentId)
      .executeTakeFirstOrThrow();
  const accountOf = (id: string) =>
    server.deps.storage.db
      .selectFrom('accounts')
      .select(['advisor_id', 'organisation_id', 'student_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('a team coach chooses to bring their students: they move with the coach, the old advisor no longer sees them', async () => {
    const token = await invite('advisor2', 'koc2@pusula.dev');
    const preview = await api(server.url, 'GET', `/api/invitations/${token}`, { token: tokens.coach2 });
    expect(preview.body.data.coachStudents).toEqual({ count: 2, mustBring: false });
    // Anyone else holding the link learns nothing of the coach's students.
    expect((await api(server.url, 'GET', `/api/invitations/${token}`)).body.data.coachStudents).toBeNull();

    const unchosen = await api(server.url, 'POST', '/api/invitations/accept', {
      token: tokens.coach2,
      body: { token },
    });
    expect(unchosen.status).toBe(400);
    expect(unchosen.body.errors.bringStudents).toMatch(/sizinle gelip gelmeyeceğini seçin/);

    const commandId = randomUUID();
    const accepted = await api(server.url, 'POST', '/api/invitations/accept', {
      token: tokens.coach2,
      body: { token, bringStudents: true, commandId },
    });
    expect(accepted.status).toBe(200);
    const advisor2 = await accountOf(ids['danisman2@pusula.dev']!);
    for (const name of ['Deniz', 'Ece'])
      expect(await placement(ids[name]!)).toEqual({
        advisor_id: ids['danisman2@pusula.dev'],
        coach_id: ids['koc2@pusula.dev'],
        organisation_id: advisor2.organisation_id,
      });
    expect(await accountOf(ids['koc2@pusula.dev']!)).toEqual({
      advisor_id: ids['danisman2@pusula.dev'],
      organisation_id: advisor2.organisation_id,
      student_count: 2,
    });
    const oldAdvisor = await api(server.url, 'GET', `/api/advisor/students/${ids.Deniz}`, {
      token: tokens.advisor1,
    });
    expect([403, 404]).toContain(oldAdvisor.status);
    const newAdvisor = await api(server.url, 'GET', `/api/advisor/students/${ids.Deniz}`, {
      token: tokens.advisor2,
    });
    expect(newAdvisor.status).toBe(200);
    // The coach keeps working with them, with their records.
    const mine = await api(server.url, 'GET', '/trpc/coach.students', { token: tokens.coach2 });
    expect(mine.body.result.data.map((s: { firstName: string }) => s.firstName).sort()).toEqual([
      'Deniz',
      'Ece',
    ]);

    // The same request again (a retry after a lost answer) answers the same and moves nothing twice.
    const again = await api(server.url, 'POST', '/api/invitations/accept', {
      token: tokens.coach2,
      body: { token, bringStudents: true, commandId },
    });
    expect(again.status).toBe(200);
    expect((await accountOf(ids['koc2@pusula.dev']!)).student_count).toBe(2);
    // Any other request finds the link used.
    const other = await api(server.url, 'POST', '/api/invitations/accept', {
      token: tokens.coach2,
      body: { token, bringStudents: true, commandId: randomUUID() },
    });
    expect(other.status).toBe(409);
  });

  it('a team coach chooses to leave their students: they stay with the old advisor, unassigned', async () => {
    const token = await invite('advisor2', 'koc@pusula.dev');
    const accepted = await api(server.url, 'POST', '/api/invitations/accept', {
      token: tokens.coach1,
      body: { token, bringStudents: false },
    });
    expect(accepted.status).toBe(200);
    for (const name of ['Elif', 'Can', 'Arda'])
      expect(await placement(ids[name]!)).toMatchObject({
        advisor_id: ids['danisman@pusula.dev'],
        coach_id: null,
      });
    expect(await accountOf(ids['koc@pusula.dev']!)).toMatchObject({
      advisor_id: ids['danisman2@pusula.dev'],
      student_count: 0,
    });
    const unassigned = await api(server.url, 'GET', '/api/advisor/students/unassigned', {
      token: tokens.advisor1,
    });
    expect(JSON.stringify(unassigned.body)).toContain(ids.Elif);
  });

  it("an independent mentor's students always come along; a half-done acceptance is finished by its retry", async () => {
    const email = `mentor-${storage}@ornek.com`;
    const registered = await api(server.url, 'POST', '/api/auth/register', {
      body: {
        type: 'COACH',
        packageId: 'koc-baslangic',
        firstName: 'Nazlı',
        lastName: 'Bağımsız',
        email,
        phone: '+90 555 123 45 67',
        password: 'bağımsız mentor parolası',
        kvkkConsent: true,
      },
    });
    expect(registered.status).toBe(201);
    const mentor = {
      token: registered.body.data.token as string,
      id: registered.body.data.user.id as string,
    };
    const added = await api(server.url, 'POST', '/api/coach/students', {
      token: mentor.token,
      body: { firstName: 'Kerem', lastName: 'Taşınan', classLevel: '12', examTarget: 'TYT' },
    });
    expect(added.status).toBe(201);
    const studentId = added.body.data.id as string;

    const token = await invite('advisor1', email);
    const preview = await api(server.url, 'GET', `/api/invitations/${token}`, { token: mentor.token });
    expect(preview.body.data.coachStudents).toEqual({ count: 1, mustBring: true });
    const leaving = await api(server.url, 'POST', '/api/invitations/accept', {
      token: mentor.token,
      body: { token, bringStudents: false },
    });
    expect(leaving.status).toBe(409);
    expect(leaving.body.message).toMatch(/sizinle birlikte gelir/);

    // The database refuses the roster's welcome once, as a failing disk or a lost connection would.
    await server.deps.storage.sql.query(`
      CREATE FUNCTION refuse_coach_added() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'test: append refused'; END $$`);
    await server.deps.storage.sql.query(`
      CREATE TRIGGER refuse_coach_added BEFORE INSERT ON events FOR EACH ROW
      WHEN (NEW.type = 'CoachAddedToRoster') EXECUTE FUNCTION refuse_coach_added()`);
    const commandId = randomUUID();
    const accept = () =>
      api(server.url, 'POST', '/api/invitations/accept', {
        token: mentor.token,
        body: { token, bringStudents: true, commandId },
      });
    const failed = await accept();
    await server.deps.storage.sql.query('DROP TRIGGER refuse_coach_added ON events');
    await server.deps.storage.sql.query('DROP FUNCTION refuse_coach_added()');
    expect(failed.status).toBe(500);
    expect(failed.body.message).not.toMatch(/test: append refused/);
    // Half-way: accepted, the student out of the practice, the coach not yet in the team.
    expect((await api(server.url, 'GET', `/api/invitations/${token}`)).body.data.status).toBe('ACCEPTED');
    expect(await placement(studentId)).toMatchObject({ advisor_id: null, coach_id: null });
    const stranger = await api(server.url, 'POST', '/api/invitations/accept', {
      token: mentor.token,
      body: { token, bringStudents: true, commandId: randomUUID() },
    });
    expect(stranger.status).toBe(409);

    const retried = await accept();
    expect(retried.status).toBe(200);
    const advisor1 = await accountOf(ids['danisman@pusula.dev']!);
    expect(await placement(studentId)).toEqual({
      advisor_id: ids['danisman@pusula.dev'],
      coach_id: mentor.id,
      organisation_id: advisor1.organisation_id,
    });
    expect(await accountOf(mentor.id)).toEqual({
      advisor_id: ids['danisman@pusula.dev'],
      organisation_id: advisor1.organisation_id,
      student_count: 1,
    });
    const seen = await api(server.url, 'GET', `/api/advisor/students/${studentId}`, {
      token: tokens.advisor1,
    });
    expect(seen.status).toBe(200);
  });
});
