import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoWorld, startDemoWorld } from '../../testing-demo';
import { api } from '../../testing-http';

describe('the parent portal over REST', () => {
  let world: DemoWorld;
  let call: (
    caller: keyof DemoWorld['tokens'] | null,
    method: string,
    path: string,
    body?: unknown,
  ) => ReturnType<typeof api>;
  beforeAll(async () => {
    world = await startDemoWorld();
    call = (caller, method, path, body) =>
      api(world.server.url, method, path, { token: caller ? world.tokens[caller] : null, body });
  });
  afterAll(() => world.server.close());

  it('lists exactly the linked students, in Turkish order, with their coach', async () => {
    const res = await call('parent', 'GET', '/api/parent/students');
    expect(res.status).toBe(200);
    expect(res.body.data.map((s: { firstName: string }) => s.firstName)).toEqual(['Can', 'Elif']);
    expect(res.body.data[1]).toEqual({
      id: world.ids.elif,
      firstName: 'Elif',
      lastName: expect.any(String),
      classLevel: '12',
      examTarget: expect.any(String),
      school: expect.toBeOneOf([null, expect.any(String)]),
      coach: { id: world.ids.coach1, firstName: 'Mehmet', lastName: 'Kaya', email: 'koc@pusula.dev' },
    });
  });

  it('answers the profile with name, email and the same students', async () => {
    const res = await call('parent', 'GET', '/api/parent/profile');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: world.ids.parent,
      firstName: 'Fatma',
      lastName: 'Öztürk',
      email: 'veli@pusula.dev',
    });
    expect(res.body.data.students.map((s: { id: string }) => s.id).sort()).toEqual(
      [world.ids.can, world.ids.elif].sort(),
    );
  });

  it('refuses other roles with 403 and no caller with 401, in Turkish', async () => {
    for (const caller of ['admin', 'advisor1', 'coach1'] as const) {
      const res = await call(caller, 'GET', '/api/parent/students');
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Bu işlem için yetkiniz yok');
    }
    const none = await call(null, 'GET', '/api/parent/students');
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('Oturum açmanız gerekiyor');
  });

  it("answers 404 for a third student's data, exactly as for a student that does not exist", async () => {
    const paths = (id: string) => [
      `/api/students/${id}`,
      `/api/students/${id}/overview`,
      `/api/students/${id}/weekly-program`,
      `/api/students/${id}/mock-exams`,
      `/api/students/${id}/homework`,
      `/api/students/${id}/sessions`,
    ];
    for (const path of [...paths(world.ids.zehra), ...paths(world.ids.arda)]) {
      const res = await call('parent', 'GET', path);
      expect(res.status, path).toBe(404);
      expect(res.body.message, path).toBe('İstenen kayıt bulunamadı');
    }
    // The parent's own child answers on the same paths.
    for (const path of paths(world.ids.can))
      expect((await call('parent', 'GET', path)).status, path).toBe(200);
  });

  it('follows the link table: a student the admin links appears at once', async () => {
    const before = await call('parent', 'GET', '/api/parent/students');
    expect(before.body.data.map((s: { id: string }) => s.id)).not.toContain(world.ids.arda);
    expect((await call('parent', 'GET', `/api/students/${world.ids.arda}/overview`)).status).toBe(404);
    const link = await call('admin', 'POST', `/api/admin/parents/${world.ids.parent}/students`, {
      studentId: world.ids.arda,
    });
    expect(link.status).toBe(200);
    const after = await call('parent', 'GET', '/api/parent/students');
    expect(after.body.data.map((s: { firstName: string }) => s.firstName)).toEqual(['Arda', 'Can', 'Elif']);
    expect((await call('parent', 'GET', `/api/students/${world.ids.arda}/overview`)).status).toBe(200);
  });
});
