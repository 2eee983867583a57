import { randomUUID } from 'node:crypto';
import { eventIdFor, type NewEvent, type SqlClient, type SqlConnection } from '@pusula/eventstore';
import { sql } from 'kysely';
import { afterEach } from 'vitest';
import { createReadDb, type ReadDb } from '../db';
import type { Projector } from '../projector';
import { openTestStorage, type StorageKind, type TestStorage } from '../testing';

/**
 * Counts how often each event was applied, deliberately without any idempotency of its own: only the
 * runner's transaction (apply + checkpoint together) can keep every count at exactly one.
 */
export const countingProjector: Projector = {
  name: 'counting',
  version: 1,
  handles: ['NoteSent', 'NoteRead', 'NoteReplied'],
  tables: [],
  async apply(trx, events) {
    for (const event of events) {
      await sql`INSERT INTO applied_counts (event_id, n) VALUES (${event.id}, 1)
        ON CONFLICT (event_id) DO UPDATE SET n = applied_counts.n + 1`.execute(trx);
    }
  },
};

/** A fresh store with the table countingProjector writes. */
export async function openCountingStorage(kind: StorageKind): Promise<TestStorage> {
  const storage = await openTestStorage(kind);
  await storage.sql.query('CREATE TABLE applied_counts (event_id text PRIMARY KEY, n integer NOT NULL)');
  return storage;
}

/** `count` notes, every other one read: 1.5 events a note. */
function noteEvents(count: number): { stream: string; events: NewEvent[] }[] {
  return Array.from({ length: count }, (_, i) => {
    const noteId = randomUUID();
    const commandId = randomUUID();
    return {
      stream: `note-${noteId}`,
      events: [
        {
          id: eventIdFor(commandId, 0),
          type: 'NoteSent',
          data: {
            noteId,
            advisorId: 'adv',
            coachId: `coach-${i % 3}`,
            studentId: `student-${i % 7}`,
            content: `Not ${i}: Çarşamba günü türev tekrarı`,
            priority: (['NORMAL', 'MEDIUM', 'HIGH'] as const)[i % 3],
            pageContext: '/advisor/students',
            sentAt: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
          },
        },
        ...(i % 2 === 0
          ? [
              {
                id: eventIdFor(commandId, 1),
                type: 'NoteRead',
                data: { noteId, coachId: `coach-${i % 3}`, readAt: '2026-11-02T00:00:00.000Z' },
              },
            ]
          : []),
      ],
    };
  });
}

/** Appends `count` notes (see noteEvents) and returns the committed head. */
export async function appendAll(storage: TestStorage, count: number) {
  for (const { stream, events } of noteEvents(count))
    await storage.store.append(stream, events, { expected: 'no_stream' });
  return storage.store.committedHead();
}

/** How many events were applied once, twice, …: `{ 1: 300 }` is every event exactly once. */
export async function counts(storage: TestStorage) {
  const { rows } = await storage.sql.query<{ n: number; c: string }>(
    'SELECT n, count(*)::text AS c FROM applied_counts GROUP BY n',
  );
  return Object.fromEntries(rows.map((r) => [r.n, Number(r.c)]));
}

export async function notesSnapshot(storage: TestStorage) {
  return storage.db.selectFrom('notes').selectAll().orderBy('id').execute();
}

/**
 * What another process has: its own connection pool to the same PostgreSQL, or on PGlite (one process)
 * the same client. `close` is registered with the caller's cleanups.
 */
export async function anotherProcess(
  storage: TestStorage,
  cleanups: (() => Promise<void>)[],
): Promise<{ sql: SqlClient; db: ReadDb }> {
  if (!storage.openSecondClient) return { sql: storage.sql, db: storage.db };
  const second = await storage.openSecondClient();
  const db = createReadDb(second);
  cleanups.push(async () => {
    await db.destroy();
    await second.close();
  });
  return { sql: second, db };
}

/**
 * `client` with its statements that mention `text` counted, those on leased connections (transactions,
 * the read models' queries) included.
 */
export function countingStatements(client: SqlClient, text: string): { sql: SqlClient; count: () => number } {
  let count = 0;
  const counted = <C extends SqlConnection>(connection: C): C =>
    new Proxy(connection, {
      get(target, key, receiver) {
        if (key === 'query')
          return (statement: string, ...rest: unknown[]) => {
            if (statement.includes(text)) count++;
            return (target.query as (...args: unknown[]) => unknown)(statement, ...rest);
          };
        if (key === 'acquire') return async () => counted(await (target as unknown as SqlClient).acquire());
        const value: unknown = Reflect.get(target, key, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return { sql: counted(client), count: () => count };
}

/**
 * What a test opens is put away after it, last first: `openStorage` gives it a counting store on `kind`,
 * and anything else it starts (runners, listeners, second processes) goes on `cleanups`.
 */
export function putAwayAfterEach(kind: StorageKind) {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const c of cleanups.splice(0).reverse()) await c();
  });
  return {
    cleanups,
    async openStorage() {
      const storage = await openCountingStorage(kind);
      cleanups.push(() => storage.close());
      return storage;
    },
  };
}
