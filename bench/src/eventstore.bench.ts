/**
 * pnpm bench:eventstore — append throughput against the physical baseline (raw single-row INSERTs of the
 * same events into a plain table, same concurrency), and notes-projector catch-up over 100,000 events, on
 * PGlite and on PostgreSQL in one run. Each append figure is the median of five rounds of 5,000 after a
 * warm-up round (rounds of 1 and 8 writers taking turns on one growing log), each catch-up figure the
 * median of three. PGlite compiles its WebAssembly as `pnpm start` does (compileWasmOptimized). Both sides
 * use a named (prepared) statement, as the adapter does: the baseline is the best a plain insert can do.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import {
  compileWasmOptimized,
  createPgliteClient,
  createPostgresEventStore,
  type EventStore,
  eventIdFor,
  type SqlClient,
} from '@pusula/eventstore';
import { createPgPoolClient } from '@pusula/eventstore/postgres/pg-pool-client';
import { createReadDb, migrateReadModels, notesProjector, ProjectionRunner } from '@pusula/projections';
import pg from 'pg';
import { median, printTable } from './report';

const ROUNDS = 5;
const WRITERS = [1, 8];
const CATCH_UP_ROUNDS = 3;
const APPENDS_PER_ROUND = Number(process.env.BENCH_APPENDS ?? 5000);
const CATCH_UP_EVENTS = Number(process.env.BENCH_CATCHUP_EVENTS ?? 100_000);
const DEFAULT_PG = 'postgres://pusula:pusula@127.0.0.1:5432/pusula_bench';

const payload = (i: number) => ({
  noteId: randomUUID(),
  advisorId: 'adv-1',
  coachId: `coach-${i % 10}`,
  studentId: `student-${i % 50}`,
  content: 'Bu hafta paragraf sorularında süre sorunu var, birlikte plan yapalım.',
  priority: 'NORMAL',
  pageContext: '/advisor/students',
  sentAt: new Date().toISOString(),
});

async function runConcurrent(
  total: number,
  writers: number,
  op: (i: number) => Promise<unknown>,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      for (let i = next++; i < total; i = next++) await op(i);
    }),
  );
  return total / ((performance.now() - started) / 1000);
}

async function appendRate(store: EventStore, writers: number): Promise<number> {
  return runConcurrent(APPENDS_PER_ROUND, writers, (i) =>
    store.append(
      `note-${randomUUID()}`,
      [{ id: eventIdFor(randomUUID(), 0), type: 'NoteSent', data: payload(i) }],
      { expected: 'no_stream' },
    ),
  );
}

/** The same events as plain rows: every field the caller hands the store, none of the store's checks. */
async function rawInsertRate(sql: SqlClient, writers: number): Promise<number> {
  return runConcurrent(APPENDS_PER_ROUND, writers, (i) =>
    sql.query(
      `INSERT INTO raw_inserts (stream_id, event_id, type, data, metadata)
       VALUES ($1, $2, $3, $4::text::jsonb, $5::text::jsonb)`,
      [`note-${randomUUID()}`, eventIdFor(randomUUID(), 0), 'NoteSent', JSON.stringify(payload(i)), '{}'],
      { name: 'raw_insert' },
    ),
  );
}

/** Writes the catch-up workload straight into the log (setup, not measured): sends, reads and replies. */
async function seedCatchUp(sql: SqlClient, events: number) {
  const notes = Math.floor(events / 2);
  await sql.query(
    `INSERT INTO events (stream_id, version, event_id, type, data)
     SELECT 'note-' || n, v, md5('bench' || n || ':' || v)::uuid,
            CASE v WHEN 0 THEN 'NoteSent' ELSE 'NoteRead' END,
            CASE v WHEN 0 THEN jsonb_build_object('noteId', n::text, 'advisorId', 'adv-1', 'coachId', 'coach-' || (n % 10),
                   'studentId', 'student-' || (n % 50), 'content', 'Deneme analizi ' || n, 'priority', 'NORMAL',
                   'pageContext', '/advisor/students', 'sentAt', '2026-11-01T10:00:00.000Z')
                 ELSE jsonb_build_object('noteId', n::text, 'coachId', 'coach-' || (n % 10), 'readAt', '2026-11-02T10:00:00.000Z') END
     FROM generate_series(1, $1::int) AS n, generate_series(0, 1) AS v
     ORDER BY n, v`,
    [notes],
  );
  return notes * 2;
}

async function catchUpRate(sql: SqlClient, store: EventStore): Promise<number> {
  const db = createReadDb(sql);
  await migrateReadModels(db);
  await sql.query('TRUNCATE notes');
  await sql.query("DELETE FROM projection_checkpoints WHERE name = 'notes'");
  const head = (await store.committedHead())!;
  const runner = new ProjectionRunner({ store, db, sql, projectors: [notesProjector], batchSize: 2000 });
  const started = performance.now();
  runner.start();
  await runner.waitFor(head, undefined, 600_000);
  const seconds = (performance.now() - started) / 1000;
  await runner.stop();
  const { rows } = await sql.query<{ n: string }>('SELECT count(*)::text AS n FROM notes');
  return (Number(rows[0]!.n) * 2) / seconds;
}

async function benchOne(
  kind: 'pglite' | 'postgres',
  open: () => Promise<{ sql: SqlClient; close(): Promise<void> }>,
) {
  const { sql, close } = await open();
  const store = await createPostgresEventStore(sql);
  await sql.query(
    `CREATE TABLE IF NOT EXISTS raw_inserts
       (id bigserial PRIMARY KEY, stream_id text, event_id uuid, type text, data jsonb, metadata jsonb)`,
  );
  const rows: Record<string, string | number>[] = [];
  // Warm-up, not counted: the first statements of each kind are planned and compiled.
  await rawInsertRate(sql, 1);
  await appendRate(store, 1);
  // The rounds alternate between the writer counts, so both meet the log at the same sizes: an append
  // slows a little as the log grows (its two unique indexes take random keys), a plain insert does not.
  const appends = new Map(WRITERS.map((writers) => [writers, [] as number[]]));
  const raws = new Map(WRITERS.map((writers) => [writers, [] as number[]]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const writers of WRITERS) {
      raws.get(writers)!.push(await rawInsertRate(sql, writers));
      appends.get(writers)!.push(await appendRate(store, writers));
    }
  }
  for (const writers of WRITERS) {
    const a = median(appends.get(writers)!);
    const r = median(raws.get(writers)!);
    rows.push({
      store: kind,
      writers: String(writers),
      'appends/s': a,
      'raw inserts/s': r,
      'append / raw': `${((a / r) * 100).toFixed(0)}%`,
    });
  }
  await sql.query('TRUNCATE events');
  const seeded = await seedCatchUp(sql, CATCH_UP_EVENTS);
  const catchUps: number[] = [];
  for (let round = 0; round < CATCH_UP_ROUNDS; round++) catchUps.push(await catchUpRate(sql, store));
  await store.close();
  await close();
  return { rows, catchUp: { store: kind, events: seeded, 'notes catch-up events/s': median(catchUps) } };
}

async function openPostgres(url: string) {
  // A fresh database per run, so earlier runs do not skew the figures.
  const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  const dbName = new URL(url).pathname.slice(1);
  await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const sql = createPgPoolClient(url, { max: 10 });
  return { sql, close: () => sql.close() };
}

compileWasmOptimized(); // as `pnpm start` runs PGlite (see wasm-compilation.ts)
const pgUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_PG;
const results = [
  await benchOne('pglite', async () => {
    const sql = await createPgliteClient();
    return { sql, close: () => sql.close() };
  }),
];
try {
  results.push(await benchOne('postgres', () => openPostgres(pgUrl)));
} catch (error) {
  console.log(`PostgreSQL skipped (${pgUrl}): ${(error as Error).message}`);
}

console.log(
  `\nMachine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`,
);
printTable(
  `Appends (one event each, ${APPENDS_PER_ROUND} per round, median of ${ROUNDS})`,
  results.flatMap((r) => r.rows),
);
printTable(
  'Projection catch-up (notes projector, batch 2,000)',
  results.map((r) => r.catchUp),
);
