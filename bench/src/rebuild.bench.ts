/**
 * pnpm bench:rebuild — projection rebuild over a generated log (BENCH_REBUILD_EVENTS, default 1,000,000:
 * notes sent, read and replied, written straight into the log as setup). Each projector that handles them
 * (notes, notifications) is rebuilt alone with the runner's zero-downtime rebuild (replay into fresh
 * copies of its tables and swap them in, in one transaction); the baseline is reading the same log through the store's `readAll` batches, doing nothing
 * with it. PGlite on a data directory on disk, as `pnpm start` runs it (a fresh temporary one, removed
 * afterwards; PGlite in memory copies its files whenever they grow, which no user's server does);
 * PostgreSQL too with BENCH_PG=url (a fresh database).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  compileWasmOptimized,
  createPgliteClient,
  createPostgresEventStore,
  type EventStore,
  type SqlClient,
} from '@pusula/eventstore';
import { createPgPoolClient } from '@pusula/eventstore/postgres/pg-pool-client';
import {
  createReadDb,
  migrateReadModels,
  notesProjector,
  notificationsProjector,
  ProjectionRunner,
} from '@pusula/projections';
import pg from 'pg';
import { DEFAULT_PG, row, runAlone, type SummaryRow } from './harness';
import { printTable } from './report';

const EVENTS = Number(process.env.BENCH_REBUILD_EVENTS ?? 1_000_000);
const BATCH = 2000;

/** Three events per note (sent, read, replied), in stream order; written in slices to bound memory. */
export async function seed(sql: SqlClient, events: number): Promise<number> {
  const notes = Math.max(1, Math.floor(events / 3));
  const slice = 50_000;
  for (let from = 1; from <= notes; from += slice) {
    const to = Math.min(notes, from + slice - 1);
    await sql.query(
      `INSERT INTO events (stream_id, version, event_id, type, data)
       SELECT 'note-' || id, v, md5('bench' || n || ':' || v)::uuid,
              (ARRAY['NoteSent', 'NoteRead', 'NoteReplied'])[v + 1],
              CASE v
                WHEN 0 THEN jsonb_build_object('noteId', id, 'advisorId', adv, 'coachId', coach,
                  'studentId', md5('student' || (n % 5000))::uuid::text,
                  'content', 'Deneme analizi ' || n || ': paragraf sorularında süreyi birlikte planlayalım.',
                  'priority', 'MEDIUM', 'pageContext', '/advisor/students', 'sentAt', '2026-11-01T10:00:00.000Z')
                WHEN 1 THEN jsonb_build_object('noteId', id, 'coachId', coach, 'readAt', '2026-11-02T10:00:00.000Z')
                ELSE jsonb_build_object('noteId', id, 'coachId', coach, 'reply', 'Teşekkürler, bu hafta çalışacağız.',
                  'repliedAt', '2026-11-02T11:00:00.000Z', 'markedRead', false)
              END
       FROM (SELECT n, md5('note' || n)::uuid::text AS id, md5('coach' || (n % 1000))::uuid::text AS coach,
                    md5('advisor' || (n % 10))::uuid::text AS adv
             FROM generate_series($1::int, $2::int) AS n) notes, generate_series(0, 2) AS v
       ORDER BY n, v`,
      [from, to],
    );
  }
  return notes * 3;
}

async function readAllRate(store: EventStore, total: number): Promise<number> {
  const started = performance.now();
  let read = 0;
  let after: string | null = null;
  for (;;) {
    const batch = await store.readAll({ after, limit: BATCH });
    if (batch.length === 0) break;
    read += batch.length;
    after = batch.at(-1)!.position;
  }
  if (read !== total) throw new Error(`read ${read} of ${total} events`);
  return read / ((performance.now() - started) / 1000);
}

async function benchStore(kind: string, sql: SqlClient): Promise<SummaryRow[]> {
  const store = await createPostgresEventStore(sql);
  const db = createReadDb(sql);
  await migrateReadModels(db);
  const seedStarted = performance.now();
  const total = await seed(sql, EVENTS);
  console.log(
    `${kind}: ${total.toLocaleString('en-US')} events generated in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  const projectors = [notesProjector, notificationsProjector];
  const runner = new ProjectionRunner({ store, db, sql, projectors, batchSize: BATCH });
  runner.start();
  const rows: SummaryRow[] = [];
  const table: Record<string, string | number>[] = [];
  try {
    const catchUpStarted = performance.now();
    await runner.catchUp(3_600_000);
    const catchUp = total / ((performance.now() - catchUpStarted) / 1000);
    const read = await readAllRate(store, total);
    table.push({ store: kind, run: 'readAll (baseline)', events: total, 'events/s': read });
    table.push({
      store: kind,
      run: 'first catch-up, both projectors at once',
      events: total,
      'events/s': catchUp,
    });
    for (const p of projectors) {
      const started = performance.now();
      await runner.rebuild([p.name]);
      const rate = total / ((performance.now() - started) / 1000);
      table.push({ store: kind, run: `rebuild ${p.name}`, events: total, 'events/s': rate });
      rows.push(
        row({
          part: `rebuild (${kind})`,
          figure: `${p.name} rebuild over ${total.toLocaleString('en-US')} events`,
          value: rate,
          unit: 'ev/s',
          baseline: 'readAll of the same log',
          baselineValue: read,
          target: '≥ 20,000 events/s',
          met: rate >= 20_000,
        }),
      );
    }
    const { rows: counted } = await sql.query<{ n: string }>('SELECT count(*)::text AS n FROM notes');
    if (Number(counted[0]!.n) !== total / 3) throw new Error(`notes read model has ${counted[0]!.n} rows`);
  } finally {
    await runner.stop();
    await store.close();
  }
  printTable(`bench:rebuild on ${kind}`, table);
  return rows;
}

export async function rebuildBench(): Promise<SummaryRow[]> {
  const rows: SummaryRow[] = [];
  // BENCH_PGLITE=false: PostgreSQL only.
  if (process.env.BENCH_PGLITE !== 'false') {
    compileWasmOptimized(); // as `pnpm start` runs PGlite (see wasm-compilation.ts)
    const dir = mkdtempSync(path.join(tmpdir(), 'pusula-bench-rebuild-'));
    const lite = await createPgliteClient(path.join(dir, 'pglite'));
    try {
      rows.push(...(await benchStore('pglite', lite)));
    } finally {
      await lite.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (process.env.BENCH_PG !== undefined) {
    const url = process.env.BENCH_PG || DEFAULT_PG;
    const admin = new pg.Client({ connectionString: url.replace(/\/[^/]+$/, '/postgres') });
    await admin.connect();
    const name = new URL(url).pathname.slice(1);
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const sql = createPgPoolClient(url, { max: 10 });
    try {
      rows.push(...(await benchStore('postgres', sql)));
    } finally {
      await sql.close();
    }
  }
  return rows;
}

runAlone(import.meta.url, rebuildBench, 'bench:rebuild');
