import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../server';
import { startTestServer } from '../testing';
import { api } from '../testing-http';

/** The demo accounts exactly as listed (the README's table says the same). */
describe('demo seed accounts', () => {
  let server: RunningServer;
  const rows = <T>(text: string) => server.deps.storage.sql.query<T>(text).then((r) => r.rows as T[]);

  beforeAll(async () => {
    server = await startTestServer({ config: { seedDemo: true } });
  });
  afterAll(() => server.close());

  it('has every listed account with its role and name, each signing in with Pusula.2025', async () => {
    const listed = [
      ['ADMIN', 'admin@pusula.dev', null],
      ['ADVISOR', 'danisman@pusula.dev', 'Ayşe Yılmaz'],
      ['ADVISOR', 'danisman2@pusula.dev', 'Burak Aydın'],
      ['COACH', 'koc@pusula.dev', 'Mehmet Kaya'],
      ['COACH', 'koc2@pusula.dev', 'Zeynep Demir'],
      ['COACH', 'koc3@pusula.dev', 'Emre Şahin'],
      ['COACH', 'koc4@pusula.dev', null],
      ['PARENT', 'veli@pusula.dev', null],
      ['STUDENT', 'ogrenci@pusula.dev', 'Elif Öztürk'],
    ] as const;
    for (const [role, email, name] of listed) {
      const login = await api(server.url, 'POST', '/api/auth/login', {
        body: { email, password: 'Pusula.2025' },
      });
      expect(login.status, email).toBe(200);
      const user = login.body.data.user;
      expect(user.role, email).toBe(role);
      if (name) expect(`${user.firstName} ${user.lastName}`).toBe(name);
    }
  });

  it('puts koc and koc2 under the first advisor, koc4 under the second, koc3 under none', async () => {
    const coaches = await rows<{ email: string; advisor: string | null }>(
      `SELECT c.email, a.email AS advisor FROM accounts c LEFT JOIN accounts a ON a.id = c.advisor_id
       WHERE c.role = 'COACH' AND c.email LIKE '%@pusula.dev' ORDER BY c.email`,
    );
    expect(coaches).toEqual([
      { email: 'koc2@pusula.dev', advisor: 'danisman@pusula.dev' },
      { email: 'koc3@pusula.dev', advisor: null },
      { email: 'koc4@pusula.dev', advisor: 'danisman2@pusula.dev' },
      { email: 'koc@pusula.dev', advisor: 'danisman@pusula.dev' },
    ]);
  });

  it('has at least 8 students across classes 8–12 and Mezun, TYT/AYT/LGS, two unassigned under the first advisor', async () => {
    const students = await rows<{
      class_level: string;
      exam_target: string;
      coach_id: string | null;
      advisor: string;
    }>(
      `SELECT s.class_level, s.exam_target, s.coach_id, a.email AS advisor
       FROM students s JOIN accounts a ON a.id = s.advisor_id`,
    );
    expect(students.length).toBeGreaterThanOrEqual(8);
    expect(new Set(students.map((s) => s.class_level))).toEqual(
      new Set(['8', '9', '10', '11', '12', 'Mezun']),
    );
    expect(new Set(students.map((s) => s.exam_target))).toEqual(new Set(['TYT', 'AYT', 'LGS']));
    const unassigned = students.filter((s) => s.advisor === 'danisman@pusula.dev' && s.coach_id === null);
    expect(unassigned.length).toBeGreaterThanOrEqual(2);
    expect(students.filter((s) => s.advisor === 'danisman2@pusula.dev').length).toBeGreaterThan(0);
  });

  it('links the student account to Elif, coached by koc@pusula.dev', async () => {
    const linked = await rows<{ student: string; coach: string }>(
      `SELECT s.first_name AS student, c.email AS coach FROM student_accounts sa
       JOIN accounts a ON a.id = sa.account_id JOIN students s ON s.id = sa.student_id
       JOIN accounts c ON c.id = s.coach_id WHERE a.email = 'ogrenci@pusula.dev'`,
    );
    expect(linked).toEqual([{ student: 'Elif', coach: 'koc@pusula.dev' }]);
  });

  it('links the parent to two students coached by koc@pusula.dev', async () => {
    const linked = await rows<{ coach: string }>(
      `SELECT c.email AS coach FROM parent_students ps
       JOIN accounts p ON p.id = ps.parent_id JOIN students s ON s.id = ps.student_id
       JOIN accounts c ON c.id = s.coach_id WHERE p.email = 'veli@pusula.dev'`,
    );
    expect(linked).toEqual([{ coach: 'koc@pusula.dev' }, { coach: 'koc@pusula.dev' }]);
  });
});
