import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DemoWorld, eventually, startDemoWorld } from '../../testing-demo';
import { createCaller } from '../../trpc/router';

describe('admin pickers: every student, the newest notes, and the note timeline behind them', () => {
  let world: DemoWorld;
  const as = (who: keyof DemoWorld['tokens']) =>
    createCaller({ deps: world.server.deps, token: world.tokens[who], requestId: 'test' });

  beforeAll(async () => {
    world = await startDemoWorld();
  });
  afterAll(() => world.server.close());

  it("lists every student, whoever's, searchable with Turkish folding", async () => {
    const all = await as('admin').admin.listStudents({ limit: 100 });
    expect(all.total).toBe(9);
    expect(all.items.map((s) => s.firstName)).toEqual(
      expect.arrayContaining(['Elif', 'Can', 'Zehra', 'Onur', 'Mert', 'İrem']),
    );
    const irem = await as('admin').admin.listStudents({ search: 'irem' });
    expect(irem.items.map((s) => s.firstName)).toEqual(['İrem']);
  });

  it('lists the newest notes first and opens a note timeline from one', async () => {
    const sent = await as('advisor1').notes.send({
      coachId: world.ids.coach1,
      studentId: world.ids.elif,
      content: 'Denetim için bir not',
      priority: 'HIGH',
      pageContext: '/advisor/students',
    });
    const notes = await eventually(async () => {
      const list = await as('admin').admin.recentNotes({});
      expect(list[0]?.id).toBe(sent.id);
      return list;
    });
    expect(notes[0]).toMatchObject({
      excerpt: 'Denetim için bir not',
      priority: 'HIGH',
      coachName: 'Mehmet Kaya',
      studentName: expect.stringMatching(/^Elif /),
    });
    const timeline = await as('admin').audit.noteHistory({ noteId: notes[0]!.id });
    expect(timeline[0]).toMatchObject({ what: 'NOTE_SENT', by: 'Ayşe Yılmaz' });
  });

  it('refuses a limit over 50 in Turkish and other roles with 403', async () => {
    await expect(as('admin').admin.recentNotes({ limit: 51 })).rejects.toThrow(
      'En fazla 50 not listelenebilir',
    );
    for (const who of ['advisor1', 'coach1', 'parent'] as const) {
      const error = await as(who)
        .admin.listStudents({})
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(TRPCError);
      expect((error as TRPCError).code).toBe('FORBIDDEN');
      expect((error as TRPCError).message).toBe('Bu işlem için yetkiniz yok');
    }
  });
});
