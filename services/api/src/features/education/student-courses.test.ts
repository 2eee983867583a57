import { educationEnvelope, studentCoursesSchema } from '@pusula/contracts/education';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { api, loginAs } from '../../testing-http';

describe('GET /api/education-system/student/{id}/courses', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { seedDemo: true } });
  });
  afterAll(() => server.close());

  const idOf = async (name: string) =>
    (
      await server.deps.storage.sql.query<{ id: string }>('SELECT id FROM students WHERE first_name = $1', [
        name,
      ])
    ).rows[0]!.id;

  it("answers the courses of the student's exam target and class under data.courses", async () => {
    const coach = await loginAs(server.url, 'koc@pusula.dev');
    const can = await api(server.url, 'GET', `/api/education-system/student/${await idOf('Can')}/courses`, {
      token: coach,
    });
    expect(can.status).toBe(200);
    const body = educationEnvelope(studentCoursesSchema).parse(can.body);
    expect(body.data.courses.map((c) => c.examType)).toEqual(expect.arrayContaining(['LGS']));
    expect(body.data.courses.every((c) => c.examType === 'LGS')).toBe(true);
    expect(can.headers.get('cache-control') ?? '').not.toContain('public');

    const elif: { body: { data: { courses: { examType: string }[] } } } = await api(
      server.url,
      'GET',
      `/api/education-system/student/${await idOf('Elif')}/courses`,
      { token: coach },
    );
    expect(elif.body.data.courses.some((c: { examType: string }) => c.examType === 'AYT')).toBe(true);
    // Elif aims at AYT, and sits TYT like every YKS candidate: its courses come first.
    expect(elif.body.data.courses[0]?.examType).toBe('TYT');
  });

  it('needs a token and refuses a student the caller may not see', async () => {
    const path = `/api/education-system/student/${await idOf('Zehra')}/courses`;
    expect((await api(server.url, 'GET', path)).status).toBe(401);
    const res = await api(server.url, 'GET', path, { token: await loginAs(server.url, 'koc@pusula.dev') });
    expect(res.status).toBe(404);
    expect(typeof res.body.message).toBe('string');
  });
});
