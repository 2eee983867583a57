import { handleCommand } from '@pusula/api/commands/handle-command';
import { noteDecider, noteStreamId } from '@pusula/domain';
import {
  ALL_PROJECTORS,
  attentionQueueQuery,
  listNotesQuery,
  ProjectionRunner,
  studentListQuery,
} from '@pusula/projections';
import { openTestStorage, TEST_STORAGE_KINDS } from '@pusula/projections/testing';
import { describe, expect, it } from 'vitest';
import { LogWriter } from './log-writer';
import { seedWorld, worldSize } from './world';

describe.each(TEST_STORAGE_KINDS)('the bench:scale world on %s', (kind) => {
  it('writes the rows handleCommand writes', async () => {
    const storage = await openTestStorage(kind);
    try {
      const noteId = 'a4b1e3f0-0000-4000-8000-000000000001';
      const advisor = { userId: 'advisor-1', role: 'ADVISOR' };
      const coach = { userId: 'coach-1', role: 'COACH' };
      const now = '2026-11-20T10:00:00.000Z';
      const commands = [
        {
          actor: advisor,
          commandId: 'c0000000-0000-4000-8000-000000000001',
          command: {
            type: 'SendNote' as const,
            data: {
              noteId,
              advisorId: advisor.userId,
              coachId: coach.userId,
              studentId: 'student-1',
              content: 'Deneme analizini birlikte yapalım.',
              priority: 'HIGH' as const,
              pageContext: '/advisor/students',
              now,
            },
          },
        },
        {
          actor: coach,
          commandId: 'c0000000-0000-4000-8000-000000000002',
          command: {
            type: 'ReplyNote' as const,
            data: { noteId, coachId: coach.userId, coachReply: 'Tamam.', now },
          },
        },
      ];
      const rows = async () =>
        (await storage.store.readStream(noteStreamId(noteId))).map(
          ({ id, version, type, data, metadata }) => ({ id, version, type, data, metadata }),
        );
      for (const c of commands)
        await handleCommand(storage.store, {
          streamId: noteStreamId(noteId),
          decider: noteDecider,
          command: c.command,
          commandId: c.commandId,
          actor: c.actor,
        });
      const viaCommands = await rows();
      expect(viaCommands).toHaveLength(2);
      await storage.sql.query('DELETE FROM events');

      const writer = new LogWriter(storage.sql);
      for (const c of commands) writer.run(noteDecider, noteStreamId(noteId), c.command, { ...c, at: now });
      await writer.flush();
      expect(await rows()).toEqual(viaCommands);
      expect((await storage.store.readStream(noteStreamId(noteId)))[0]!.createdAt.toISOString()).toBe(now);
    } finally {
      await storage.close();
    }
  });

  it('is built by every projector into reads with data', async () => {
    const storage = await openTestStorage(kind);
    const runner = new ProjectionRunner({
      store: storage.store,
      db: storage.db,
      sql: storage.sql,
      projectors: ALL_PROJECTORS,
    });
    try {
      const now = new Date();
      const world = await seedWorld(storage.sql, { events: 1_500, now, seed: 7 });
      expect(world.students).toHaveLength(worldSize(1_500).students);
      // Near the target, and every family of events is there.
      expect(world.written).toBeGreaterThan(1_100);
      expect(world.written).toBeLessThan(1_900);
      for (const type of [
        'AccountRegistered',
        'OrganisationCreated',
        'CoachAssigned',
        'StudyBlockPlanned',
        'StudyBlockProgressRecorded',
        'HomeworkAssigned',
        'HomeworkReminderDue',
        'MockExamRecorded',
        'CoachingSessionHeld',
        'NoteSent',
        'NoteReplied',
        'MessageSent',
        'CoachingMessageSent',
        'FamilyMessageSent',
        'WeeklySummaryPrepared',
      ])
        expect(world.counts.get(type), type).toBeGreaterThan(0);

      runner.start();
      await runner.catchUp(120_000);
      expect(runner.statuses().filter((s) => s.lastError)).toEqual([]);

      const coach = world.coaches.find((c) => c.studentIds.length > 0)!;
      const advisor = world.advisors[0]!;
      const notes = await listNotesQuery(storage.db, { coachId: coach.id }, { page: 1, limit: 20 });
      const students = await studentListQuery(
        storage.db,
        { advisorId: advisor.id },
        { page: 1, limit: 20, sortBy: 'name', sortOrder: 'asc' },
      );
      const queue = await attentionQueueQuery(storage.db, { advisorId: advisor.id }, now);
      expect(students.total).toBe(advisor.studentIds.length);
      expect(queue.length).toBeGreaterThan(0);
      expect(notes.total + notes.unreadCount).toBeGreaterThanOrEqual(0);
      const { rows } = await storage.sql.query<{ n: string }>('SELECT count(*)::text AS n FROM notes');
      expect(Number(rows[0]!.n)).toBe(world.counts.get('NoteSent'));
    } finally {
      await runner.stop();
      await storage.close();
    }
  }, 300_000);
});
