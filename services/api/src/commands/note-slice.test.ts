import { randomUUID } from 'node:crypto';
import { noteDecider, noteStreamId } from '@pusula/domain';
import { ALL_PROJECTORS, noteByIdQuery, ProjectionRunner } from '@pusula/projections';
import { openTestStorage, TEST_STORAGE_KINDS, type TestStorage } from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleCommand } from './handle-command';

describe.each(TEST_STORAGE_KINDS)('advisor note through every layer on %s', (kind) => {
  let storage: TestStorage;
  let runner: ProjectionRunner;
  beforeAll(async () => {
    storage = await openTestStorage(kind);
    runner = new ProjectionRunner({
      store: storage.store,
      db: storage.db,
      sql: storage.sql,
      projectors: ALL_PROJECTORS,
    });
    runner.start();
  });
  afterAll(async () => {
    await runner.stop();
    await storage.close();
  });

  const note = (noteId: string) => ({ streamId: noteStreamId(noteId), decider: noteDecider });

  it('sends, reads and replies, and the read model follows', async () => {
    const noteId = randomUUID();
    const sent = await handleCommand(storage.store, {
      ...note(noteId),
      commandId: randomUUID(),
      command: {
        type: 'SendNote',
        data: {
          noteId,
          advisorId: 'adv-1',
          coachId: 'coach-1',
          studentId: 'student-1',
          content: 'Öğrencinin TYT denemesindeki düşüşü konuşalım',
          priority: 'HIGH',
          pageContext: '/advisor/students/student-1',
          now: '2026-11-22T09:00:00.000Z',
        },
      },
    });
    await runner.waitFor(sent.position!);
    expect(await noteByIdQuery(storage.db, noteId)).toMatchObject({
      id: noteId,
      priority: 'HIGH',
      isRead: false,
      coachReply: null,
      createdAt: '2026-11-22T09:00:00.000Z',
    });

    const read = await handleCommand(storage.store, {
      ...note(noteId),
      commandId: randomUUID(),
      command: {
        type: 'MarkNoteRead',
        data: { noteId, coachId: 'coach-1', now: '2026-11-22T09:30:00.000Z' },
      },
    });
    await runner.waitFor(read.position!);
    expect(await noteByIdQuery(storage.db, noteId)).toMatchObject({
      isRead: true,
      readAt: '2026-11-22T09:30:00.000Z',
    });

    const replied = await handleCommand(storage.store, {
      ...note(noteId),
      commandId: randomUUID(),
      command: {
        type: 'ReplyNote',
        data: {
          noteId,
          coachId: 'coach-1',
          coachReply: 'Bu hafta iki ek deneme planladım',
          now: '2026-11-22T10:00:00.000Z',
        },
      },
    });
    await runner.waitFor(replied.position!);
    expect(await noteByIdQuery(storage.db, noteId)).toMatchObject({
      isRead: true,
      readAt: '2026-11-22T09:30:00.000Z',
      coachReply: 'Bu hafta iki ek deneme planladım',
      repliedAt: '2026-11-22T10:00:00.000Z',
    });
    expect((await storage.store.readStream(noteStreamId(noteId))).map((e) => e.type)).toEqual([
      'NoteSent',
      'NoteRead',
      'NoteReplied',
    ]);
  });

  it('handles a retried command once and refuses a second reply without writing anything', async () => {
    const noteId = randomUUID();
    const commandId = randomUUID();
    const send = {
      ...note(noteId),
      commandId,
      command: {
        type: 'SendNote' as const,
        data: {
          noteId,
          advisorId: 'adv-1',
          coachId: 'coach-1',
          studentId: 'student-2',
          content: 'Kaynak önerisi',
          pageContext: '/advisor/coaches',
          now: '2026-11-22T09:00:00.000Z',
        },
      },
    };
    const [first, retry] = await Promise.all([
      handleCommand(storage.store, send),
      handleCommand(storage.store, send),
    ]);
    expect([first.duplicate, retry.duplicate].sort()).toEqual([false, true]);
    expect(retry.events).toEqual(first.events);

    const reply = (text: string) =>
      handleCommand(storage.store, {
        ...note(noteId),
        commandId: randomUUID(),
        command: {
          type: 'ReplyNote',
          data: { noteId, coachId: 'coach-1', coachReply: text, now: '2026-11-22T11:00:00.000Z' },
        },
      });
    await reply('Tamam');
    await expect(reply('İkinci yanıt')).rejects.toThrow('Bu nota zaten yanıt verildi');
    expect(await storage.store.readStream(noteStreamId(noteId))).toHaveLength(2);
  });

  it('creates a stream without reading it first, and still answers retries and refuses a taken stream', async () => {
    const noteId = randomUUID();
    const commandId = randomUUID();
    const send = (id: string, now: string) => ({
      ...note(noteId),
      commandId: id,
      createsStream: true,
      command: {
        type: 'SendNote' as const,
        data: {
          noteId,
          advisorId: 'adv-1',
          coachId: 'coach-1',
          studentId: 'student-3',
          content: 'Deneme sonrası görüşme',
          pageContext: '/advisor/students',
          now,
        },
      },
    });
    const attempts = await Promise.all([
      handleCommand(storage.store, send(commandId, '2026-11-22T09:00:00.000Z')),
      handleCommand(storage.store, send(commandId, '2026-11-22T09:00:00.000Z')),
      handleCommand(storage.store, send(commandId, '2026-11-22T09:00:00.000Z')),
    ]);
    expect(attempts.filter((a) => !a.duplicate)).toHaveLength(1);
    // A retry arrives later, so the service gives it a later clock: it still answers what was stored.
    const late = await handleCommand(storage.store, send(commandId, '2026-11-22T09:05:00.000Z'));
    expect(late.duplicate).toBe(true);
    expect(late.events).toEqual(attempts.find((a) => !a.duplicate)!.events);
    expect(late.position).toBe(attempts.find((a) => !a.duplicate)!.position);
    // Another command for a note that exists is decided on the stored state, and refused.
    await expect(
      handleCommand(storage.store, send(randomUUID(), '2026-11-22T09:06:00.000Z')),
    ).rejects.toThrow('Bu not zaten gönderildi');
    const stored = await storage.store.readStream(noteStreamId(noteId));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.metadata.commandId).toBe(commandId);
  });
});
