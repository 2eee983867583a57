import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoWorld, startDemoWorld } from '../../testing-demo';
import { createCaller } from '../../trpc/router';
import { acceptCoachInvitation } from '../invitations/testing-invitations';

/**
 * The advisor's work through tRPC, as the web uses it: list coaches and students with filters, Turkish
 * sorting and paging, add the available coach, assign the unassigned students, hit the limits, read the
 * history; and the audit procedures only for the roster's own advisor (and the admin).
 */
describe('advisor area through tRPC (demo seed)', () => {
  let world: DemoWorld;
  const as = (caller: keyof DemoWorld['tokens']) =>
    createCaller({ deps: world.server.deps, token: world.tokens[caller], requestId: 'test' });
  const refusal = async (p: Promise<unknown>) => {
    const error = await p.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TRPCError);
    return { code: (error as TRPCError).code, message: (error as TRPCError).message };
  };

  beforeAll(async () => {
    world = await startDemoWorld();
  });
  afterAll(() => world.server.close());

  it('lists with filters, Turkish sorting and paging', async () => {
    const advisor = as('advisor1');
    const byCount = await advisor.advisor.coaches({ sortBy: 'studentCount', sortOrder: 'desc' });
    expect(byCount.items.map((c) => c.firstName)).toEqual(['Mehmet', 'Zeynep']);
    expect(byCount.total).toBe(2);
    const page2 = await advisor.advisor.students({ limit: 3, page: 2 });
    expect(page2).toMatchObject({ total: 7, page: 2, limit: 3 });
    expect(page2.items.map((s) => s.firstName)).toEqual(['Ece', 'Elif', 'İrem']);
    const lgs = await advisor.advisor.students({ examTarget: 'LGS' });
    expect(lgs.items.map((s) => s.firstName)).toEqual(['Can']);
    const searched = await advisor.advisor.students({ search: 'öztürk' });
    expect(searched.items.map((s) => s.firstName)).toEqual(['Can', 'Elif']);
    const unassigned = await advisor.advisor.unassignedStudents({});
    expect(unassigned.items.map((s) => s.firstName)).toEqual(['İrem', 'Mert']);
  });

  it('adds the available coach, assigns the unassigned students, and refuses with Turkish reasons', async () => {
    const advisor = as('advisor1');
    const available = await advisor.advisor.availableCoaches({});
    expect(available.items.map((c) => c.email)).toEqual(['koc3@pusula.dev']);
    const koc3 = available.items[0]!.id;
    expect(await advisor.advisor.addCoach({ coachId: koc3 })).toMatchObject({
      invitation: { status: 'SENT' },
    });
    expect((await acceptCoachInvitation(world.server, 'koc3@pusula.dev')).status).toBe(200);
    expect(await refusal(advisor.advisor.addCoach({ coachId: koc3 }))).toEqual({
      code: 'CONFLICT',
      message: 'Bu koç zaten ekibinizde',
    });
    await advisor.advisor.assignCoach({ studentId: world.ids.irem, coachId: koc3 });
    await advisor.advisor.assignCoach({ studentId: world.ids.mert, coachId: world.ids.coach2 });
    expect((await advisor.advisor.unassignedStudents({})).total).toBe(0);
    expect(await refusal(advisor.advisor.assignCoach({ studentId: world.ids.zehra, coachId: koc3 }))).toEqual(
      {
        code: 'NOT_FOUND',
        message: 'İstenen kayıt bulunamadı',
      },
    );
    expect(
      await refusal(advisor.advisor.assignCoach({ studentId: world.ids.irem, coachId: world.ids.coach4 })),
    ).toEqual({ code: 'FORBIDDEN', message: 'Bu koç sizin ekibinizde değil' });
    expect(await refusal(as('advisor2').advisor.coach({ coachId: koc3 }))).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await refusal(as('coach1').advisor.students({}))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('reads the assignment history and the roster history and replays the roster at a time', async () => {
    const advisor = as('advisor1');
    const history = await advisor.audit.assignmentHistory({ studentId: world.ids.mert });
    expect(history.at(-1)).toMatchObject({
      what: 'COACH_ASSIGNED',
      previous: null,
      next: 'Zeynep Demir',
      by: 'Ayşe Yılmaz',
    });
    // Mert's coach reads it too; another coach does not learn that Mert exists.
    expect(await as('coach2').audit.assignmentHistory({ studentId: world.ids.mert })).toEqual(history);
    expect(await refusal(as('coach1').audit.assignmentHistory({ studentId: world.ids.mert }))).toMatchObject({
      code: 'NOT_FOUND',
    });

    const roster = await advisor.audit.rosterHistory({ advisorId: world.ids.advisor1 });
    expect(roster.filter((e) => e.what === 'COACH_ADDED').map((e) => e.next)).toEqual([
      'Mehmet Kaya',
      'Zeynep Demir',
      'Emre Şahin',
    ]);
    expect(await as('admin').audit.rosterHistory({ advisorId: world.ids.advisor1 })).toEqual(roster);
    for (const caller of ['advisor2', 'coach1'] as const)
      expect(await refusal(as(caller).audit.rosterHistory({ advisorId: world.ids.advisor1 }))).toMatchObject({
        code: 'FORBIDDEN',
      });

    const added = roster.find((e) => e.next === 'Emre Şahin')!;
    const before = await advisor.audit.rosterAt({
      advisorId: world.ids.advisor1,
      at: new Date(Date.parse(added.at) - 1).toISOString(),
    });
    expect(before.coaches.map((c) => c.name)).toEqual(['Mehmet Kaya', 'Zeynep Demir']);
    expect(before.students.find((s) => s.id === world.ids.irem)?.coachId).toBeNull();
    const now = await advisor.audit.rosterAt({ advisorId: world.ids.advisor1, at: new Date().toISOString() });
    expect(now.coaches).toHaveLength(3);
    const emre = now.coaches.find((c) => c.name === 'Emre Şahin')!;
    expect(now.students.find((s) => s.id === world.ids.irem)?.coachId).toBe(emre.id);
    expect(await refusal(advisor.audit.rosterAt({ advisorId: world.ids.advisor1, at: 'dün' }))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Geçerli bir zaman girin (ISO 8601)',
    });
  });

  it('unassigns a student and removes a coach once they have no students, who is then available again in the company only', async () => {
    const advisor = as('advisor1');
    const koc3 = (await advisor.advisor.coaches({ search: 'şahin' })).items[0]!.id;
    expect(await refusal(advisor.advisor.removeCoach({ coachId: koc3 }))).toEqual({
      code: 'CONFLICT',
      message: 'Koçun öğrencileri var; önce öğrencileri başka bir koça atayın',
    });
    const freed = await advisor.advisor.unassignCoach({ studentId: world.ids.irem });
    expect(freed).toMatchObject({ id: world.ids.irem, coachId: null, coachName: null });
    expect(await refusal(advisor.advisor.unassignCoach({ studentId: world.ids.irem }))).toEqual({
      code: 'CONFLICT',
      message: 'Öğrencinin atanmış bir koçu yok',
    });
    expect((await advisor.audit.assignmentHistory({ studentId: world.ids.irem })).at(-1)).toMatchObject({
      what: 'COACH_UNASSIGNED',
      previous: 'Emre Şahin',
      next: null,
    });
    expect(await advisor.advisor.removeCoach({ coachId: koc3 })).toEqual({ coachId: koc3, removed: true });
    expect((await advisor.advisor.dashboard()).coachCount).toBe(2);
    // The demo advisor's company, founded by the seed: no trial.
    expect(await advisor.organisations.mine()).toMatchObject({
      name: 'Yıldız Eğitim Koçluğu',
      kind: 'COMPANY',
      trial: null,
    });
    // Released into the company: available to its advisor again, never to another organisation's.
    expect((await advisor.advisor.availableCoaches({})).items.map((c) => c.id)).toContain(koc3);
    const other = as('advisor2');
    expect((await other.advisor.availableCoaches({})).items.map((c) => c.id)).not.toContain(koc3);
    expect(await refusal(other.advisor.addCoach({ coachId: koc3 }))).toMatchObject({ code: 'FORBIDDEN' });
  });
});
