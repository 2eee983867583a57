import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server';
import { joinAdvisorsCompany, startTestServer } from '../../testing';
import { api, loginAs, registerStaff } from '../../testing-http';
import { NO_ROSTER_MESSAGE } from '../coach/add-own-student';
import { addCoach } from '../roster/roster-service';

const STORAGES = process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Organisations over REST: a mentor's practice and an advisor's company are founded by registration, each
 * sees only its own, a mentor adds students up to the package's limit (in parallel too), and nothing new
 * is added once the trial has ended.
 */
describe.each(STORAGES)('organisations on %s', (storage) => {
  let server: RunningServer;
  // The server's clock: moved forward to end a trial.
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const register = (type: 'ADVISOR' | 'COACH', email: string, extra: Record<string, unknown> = {}) =>
    registerStaff(server.url, type, email, {
      firstName: type === 'COACH' ? 'Selin' : 'Kemal',
      password: 'kurum testi parolası',
      ...extra,
    });
  const addStudent = (token: string, lastName: string) =>
    api(server.url, 'POST', '/api/coach/students', {
      token,
      body: { firstName: 'Deniz', lastName, classLevel: '12', examTarget: 'TYT' },
    });

  beforeAll(async () => {
    server = await startTestServer({ storage, now });
  });
  afterAll(() => server.close());

  it("founds a mentor's practice with the trial; the mentor adds students up to the package's limit, in parallel too", async () => {
    const mentor = await register('COACH', `mentor-${storage}@ornek.com`);
    const mine = await api(server.url, 'GET', '/api/organisation', { token: mentor.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({
      id: mentor.id,
      kind: 'INDEPENDENT',
      name: `Selin mentor-${storage}`,
      isFounder: true,
      trial: { days: 14, daysLeft: 14, ended: false },
      studentLimit: 10,
      steps: { students: 0, studentsWithParent: 0, studentsWithPlan: 0 },
    });

    const first = await addStudent(mentor.token, 'Bir');
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ firstName: 'Deniz', lastName: 'Bir', examTarget: 'TYT' });
    for (let i = 2; i <= 8; i++) expect((await addStudent(mentor.token, `Öğrenci ${i}`)).status).toBe(201);
    // Two places left, five asking at once: exactly two get in.
    const burst = await Promise.all([1, 2, 3, 4, 5].map((i) => addStudent(mentor.token, `Yarış ${i}`)));
    expect(burst.map((r) => r.status).sort()).toEqual([201, 201, 409, 409, 409]);
    for (const refused of burst.filter((r) => r.status === 409))
      expect(refused.body.message).toBe(
        'Paketinizin öğrenci sınırına ulaştınız (en fazla 10 öğrenci). Yeni öğrenci için paketinizi yükseltin.',
      );
    const students = await api(server.url, 'GET', '/trpc/coach.students', { token: mentor.token });
    expect(students.body.result.data).toHaveLength(10);
    const after = await api(server.url, 'GET', '/api/organisation', { token: mentor.token });
    expect(after.body.data.steps).toMatchObject({ students: 10, assignedStudents: 10 });
    // Refused students left nothing behind.
    const rows = await server.deps.storage.db
      .selectFrom('students')
      .select('id')
      .where('coach_id', '=', mentor.id)
      .execute();
    expect(rows).toHaveLength(10);
  });

  it("keeps organisations apart: a new advisor's company sees no other organisation's coaches or students", async () => {
    const mentor = await register('COACH', `bagimsiz-${storage}@ornek.com`);
    const student = (await addStudent(mentor.token, 'Bağımsız')).body.data.id as string;
    const advisor = await register('ADVISOR', `yeni-danisman-${storage}@ornek.com`, {
      organisationName: 'Deneme Koçluk Merkezi',
    });
    const get = (path: string) => api(server.url, 'GET', path, { token: advisor.token });
    expect((await get('/api/organisation')).body.data).toMatchObject({
      kind: 'COMPANY',
      name: 'Deneme Koçluk Merkezi',
      coachLimit: 10,
      trial: { daysLeft: 14 },
    });
    // The independent mentor is not offered.
    expect((await get('/api/advisor/available-coaches')).body.data).toEqual([]);
    expect((await get('/api/advisor/students')).body.data).toEqual([]);
    expect((await get(`/api/advisor/students/${student}`)).status).toBe(404);
    expect((await get(`/api/students/${student}`)).status).toBe(404);
    const taken = await api(server.url, 'POST', '/api/advisor/add-coach', {
      token: advisor.token,
      body: { coachId: mentor.id },
    });
    expect(taken.status).toBe(403);
    expect(await server.deps.storage.store.readStream(`roster-${advisor.id}`)).toEqual([]);
    // The company's own student counts in its first steps.
    const created = await api(server.url, 'POST', '/api/advisor/students', {
      token: advisor.token,
      body: { firstName: 'Şirket', lastName: 'Öğrencisi', classLevel: '10', examTarget: 'TYT' },
    });
    expect(created.status).toBe(201);
    expect((await get('/api/organisation')).body.data.steps).toMatchObject({
      students: 1,
      assignedStudents: 0,
    });
  });

  it('names a company in its invitations, and a mentor alone (not the practice named after the mentor)', async () => {
    const invitation = async (to: string) => {
      await server.deps.mail.settled();
      const mail = await server.deps.storage.db
        .selectFrom('mailbox')
        .select('text_body')
        .where('to_address', '=', to)
        .executeTakeFirstOrThrow();
      const token = /\/davet\/([\w-]{43})/.exec(mail.text_body)![1];
      const preview = await api(server.url, 'GET', `/api/invitations/${token}`);
      expect(preview.status).toBe(200);
      return { text: mail.text_body, preview: preview.body.data };
    };
    const mentor = await register('COACH', `davet-eden-${storage}@ornek.com`);
    const student = (await addStudent(mentor.token, 'Davetli')).body.data.id as string;
    const toParent = await api(server.url, 'POST', `/api/students/${student}/invitations`, {
      token: mentor.token,
      body: { role: 'PARENT', email: `davetli-veli-${storage}@ornek.com` },
    });
    expect(toParent.status).toBe(201);
    const parent = await invitation(`davetli-veli-${storage}@ornek.com`);
    expect(parent.text).toContain(
      `Selin davet-eden-${storage} sizi Deniz adlı öğrencinin velisi olarak Pusula'ya davet etti.`,
    );
    expect(parent.preview).toMatchObject({
      inviterName: `Selin davet-eden-${storage}`,
      organisationName: null,
    });

    const advisor = await register('ADVISOR', `davet-sirket-${storage}@ornek.com`, {
      organisationName: 'Davet Akademisi',
    });
    const toCoach = await api(server.url, 'POST', '/api/advisor/invitations', {
      token: advisor.token,
      body: { email: `davetli-koc-${storage}@ornek.com` },
    });
    expect(toCoach.status).toBe(201);
    const coach = await invitation(`davetli-koc-${storage}@ornek.com`);
    expect(coach.text).toContain(
      `Kemal davet-sirket-${storage} sizi Davet Akademisi bünyesinde koç olarak Pusula'ya davet etti.`,
    );
    expect(coach.preview).toMatchObject({ organisationName: 'Davet Akademisi' });
  });

  it("places a company coach's new student in the advisor's roster, and refuses a coach in nobody's team", async () => {
    const advisor = await register('ADVISOR', `sirket-${storage}@ornek.com`);
    const coach = await register('COACH', `sirket-koc-${storage}@ornek.com`);
    await joinAdvisorsCompany(server, advisor.id, coach.id);
    const outside = await addStudent(coach.token, 'Takımsız');
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe(NO_ROSTER_MESSAGE);
    // In the team (as an accepted invitation puts them there): the roster's own write path.
    await addCoach(server.deps, advisor.id, coach.id, randomUUID(), { userId: advisor.id, role: 'ADVISOR' });
    const placed = await addStudent(coach.token, 'Ekipte');
    expect(placed.status).toBe(201);
    const seen = await api(server.url, 'GET', `/api/advisor/students/${placed.body.data.id}`, {
      token: advisor.token,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({ coachId: coach.id });
  });

  it('adds nothing once the trial has ended, and says so in Turkish', async () => {
    const mentor = await register('COACH', `deneme-bitti-${storage}@ornek.com`);
    offset = 15 * DAY_MS;
    try {
      // Sessions end sooner than trials: a fresh sign-in, fifteen days later.
      const token = await loginAs(server.url, `deneme-bitti-${storage}@ornek.com`, 'kurum testi parolası');
      const late = await addStudent(token, 'Geç');
      expect(late.status).toBe(409);
      expect(late.body.message).toMatch(/^Deneme süreniz sona erdi/);
      const organisation = await api(server.url, 'GET', '/api/organisation', { token });
      expect(organisation.body.data.trial).toMatchObject({ daysLeft: 0, ended: true });
      expect(await server.deps.storage.store.readStream(`roster-${mentor.id}`)).toEqual([]);
    } finally {
      offset = 0;
    }
  });
});
