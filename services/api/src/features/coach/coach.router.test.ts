import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoWorld, startDemoWorld } from '../../testing-demo';
import { createCaller } from '../../trpc/router';

describe('coach.students and coach.student (demo seed)', () => {
  let world: DemoWorld;
  const as = (who: keyof DemoWorld['tokens']) =>
    createCaller({ deps: world.server.deps, token: world.tokens[who], requestId: 'test' });

  beforeAll(async () => {
    world = await startDemoWorld();
  });
  afterAll(() => world.server.close());

  it("lists the coach's own students in Turkish order with class, target and activity", async () => {
    const students = await as('coach1').coach.students();
    expect(students.map((s) => s.firstName)).toEqual(['Arda', 'Can', 'Elif']);
    const elif = students.find((s) => s.id === world.ids.elif)!;
    // The demo seed sends Elif's coach two notes about her; one of them is read and answered.
    expect(elif).toMatchObject({ firstName: 'Elif', classLevel: '12', examTarget: 'AYT', unreadNotes: 1 });
    expect(Array.isArray(elif.reasons)).toBe(true);
    for (const s of students)
      if (s.lastActivityAt !== null) expect(Number.isNaN(Date.parse(s.lastActivityAt))).toBe(false);
    const other = await as('coach2').coach.students();
    expect(other.map((s) => s.firstName)).toEqual(['Deniz', 'Ece']);
  });

  it('counts unread advisor notes per student and drops the count once a note is read', async () => {
    const note = await as('advisor1').notes.send({
      coachId: world.ids.coach1,
      studentId: world.ids.can,
      content: 'Can bu hafta deneme çözmedi, görüşelim.',
      priority: 'HIGH',
      pageContext: '/advisor/students',
    });
    let can = await as('coach1').coach.student({ studentId: world.ids.can });
    expect(can.unreadNotes).toBe(1);
    await as('coach1').notes.markRead({ noteId: note.id });
    can = await as('coach1').coach.student({ studentId: world.ids.can });
    expect(can.unreadNotes).toBe(0);
  });

  it('names the advisor whose roster holds the coach, and null for a coach in no roster', async () => {
    expect(await as('coach1').coach.advisor()).toMatchObject({
      id: world.ids.advisor1,
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
    });
    expect(await as('coach4').coach.advisor()).toMatchObject({ id: world.ids.advisor2 });
  });

  it("refuses another coach's student (404) and other roles (403)", async () => {
    await expect(as('coach1').coach.student({ studentId: world.ids.deniz })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(as('coach2').coach.student({ studentId: world.ids.elif })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(as('advisor1').coach.students()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(as('parent').coach.student({ studentId: world.ids.elif })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(as('coach1').coach.student({ studentId: 'yok' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(as('coach1').coach.student({ studentId: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
