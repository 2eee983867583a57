import { istanbulWeekStart } from '@pusula/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { loginAs } from '../../testing-http';
import { createCaller } from '../../trpc/router';

describe('istanbulWeekStart', () => {
  it('gives the Monday of the Istanbul week, also across midnight UTC', () => {
    // Sunday 23:30 in Istanbul is still the week that began on Monday the 17th.
    expect(istanbulWeekStart(new Date('2025-11-23T20:30:00Z'))).toBe('2025-11-17');
    // Monday 00:30 in Istanbul (Sunday 21:30 UTC) already starts the next week.
    expect(istanbulWeekStart(new Date('2025-11-23T21:30:00Z'))).toBe('2025-11-24');
    expect(istanbulWeekStart(new Date('2025-11-26T12:00:00Z'))).toBe('2025-11-24');
  });
});

describe('advisor.analytics (demo seed)', () => {
  let server: RunningServer;
  const callerFor = (token: string) => createCaller({ deps: server.deps, token, requestId: 'test' });
  const idOf = async (email: string) =>
    (await server.deps.storage.sql.query<{ id: string }>('SELECT id FROM accounts WHERE email = $1', [email]))
      .rows[0]!.id;

  beforeAll(async () => {
    server = await startTestServer({ config: { seedDemo: true } });
  });
  afterAll(() => server.close());

  it('counts a sent note, its reply and the reply time in the current week, per coach', async () => {
    const advisor = callerFor(await loginAs(server.url, 'danisman@pusula.dev'));
    const coach = callerFor(await loginAs(server.url, 'koc@pusula.dev'));
    const coachId = await idOf('koc@pusula.dev');
    const before = await advisor.advisor.analytics();
    expect(before.weeks).toHaveLength(8);
    expect(before.weeks.at(-1)!.weekStart).toBe(istanbulWeekStart(new Date()));
    expect(before.coaches.map((c) => c.name)).toEqual(['Mehmet Kaya', 'Zeynep Demir']);
    const mehmetBefore = before.coaches.find((c) => c.coachId === coachId)!;
    expect(mehmetBefore).toMatchObject({ studentCount: 3, studentLimit: 25 });

    const elif = (await advisor.advisor.students({ search: 'Elif' })).items[0]!;
    const note = await advisor.notes.send({
      coachId,
      studentId: elif.id,
      content: 'Deneme netleri düştü, bu hafta görüşelim.',
      priority: 'HIGH',
      pageContext: '/advisor/students',
    });
    await coach.notes.reply({ noteId: note.id, coachReply: 'Yarın arıyorum.' });

    const after = await advisor.advisor.analytics();
    const week = after.weeks.at(-1)!;
    expect(week.notes).toBe(before.weeks.at(-1)!.notes + 1);
    expect(week.replies).toBe(before.weeks.at(-1)!.replies + 1);
    const mehmet = after.coaches.find((c) => c.coachId === coachId)!;
    expect(mehmet.notesReceived).toBe(mehmetBefore.notesReceived + 1);
    expect(mehmet.notesReplied).toBe(mehmetBefore.notesReplied + 1);
    expect(mehmet.medianReplyMinutes).not.toBeNull();
    expect(mehmet.medianReplyMinutes!).toBeGreaterThanOrEqual(0);
  });

  it('is for advisors only', async () => {
    const coach = callerFor(await loginAs(server.url, 'koc@pusula.dev'));
    await expect(coach.advisor.analytics()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
