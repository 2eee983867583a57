import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { eventIdFor } from '../event-id';
import type { SqlClient } from '../sql-client';
import { closeClientsOpenedForTests, sqlClientsUnderTest } from '../testing';
import type { EventStore, RecordedEvent } from '../types';
import { createPostgresEventStore } from './postgres-event-store';

afterEach(closeClientsOpenedForTests);

const clients = sqlClientsUnderTest();

/** The log as stores before 25 Nov 2026 created it: keyed on global_position, its read order indexed apart. */
const EARLIER_LOG = [
  `CREATE TABLE events (
     global_position bigserial PRIMARY KEY,
     tx xid8 NOT NULL DEFAULT pg_current_xact_id(),
     stream_id text NOT NULL,
     version bigint NOT NULL,
     event_id uuid NOT NULL,
     type text NOT NULL,
     data jsonb NOT NULL,
     metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
     created_at timestamptz NOT NULL DEFAULT now())`,
  'CREATE UNIQUE INDEX events_event_id ON events (event_id)',
  'CREATE UNIQUE INDEX events_stream_version ON events (stream_id, version)',
  'CREATE INDEX events_log_order ON events (tx, global_position)',
];

const LOG_INDEXES = [
  'events_event_id: (event_id)',
  'events_pkey: (tx, global_position)',
  'events_stream_version: (stream_id, version)',
];

const indexesOfLog = async (client: SqlClient) =>
  (
    await client.query<{ name: string; definition: string }>(
      `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
       WHERE tablename = 'events' AND schemaname = current_schema() ORDER BY indexname`,
    )
  ).rows.map((r) => `${r.name}: ${r.definition.replace(/^.* USING btree /, '')}`);

/**
 * The log once `count` events are readable: on a PostgreSQL server that other test files share, a
 * transaction open elsewhere keeps newer events from readers for a moment (they read below its xmin).
 */
async function readableLog(store: EventStore, count: number): Promise<RecordedEvent[]> {
  let events: RecordedEvent[] = [];
  const read = async () => {
    events = await store.readAll({ after: null, limit: 10 });
    return events.length;
  };
  await expect.poll(read, { timeout: 30_000 }).toBe(count);
  return events;
}

describe.each(clients)('the event log layout on %s', (_kind, open) => {
  it('keys the log on its read order, with unique stream versions and event ids, nothing more', async () => {
    const client = await open();
    const store = await createPostgresEventStore(client);
    expect(await indexesOfLog(client)).toEqual(LOG_INDEXES);
    await store.close();
  });

  it('moves a log of the earlier layout over, keeping its events, their order and retried appends', async () => {
    const client = await open();
    for (const statement of EARLIER_LOG) await client.query(statement);
    const s = `note-${randomUUID()}`;
    const command = randomUUID();
    for (const version of [0, 1])
      await client.query(
        `INSERT INTO events (stream_id, version, event_id, type, data) VALUES ($1, $2, $3, 'Tested', '{}')`,
        [s, version, eventIdFor(command, version)],
      );
    const store = await createPostgresEventStore(client);
    expect(await indexesOfLog(client)).toEqual(LOG_INDEXES);
    const before = await readableLog(store, 2);
    expect(before.map((e) => e.version)).toEqual([0n, 1n]);
    const retry = await store.append(
      s,
      [0, 1].map((i) => ({ id: eventIdFor(command, i), type: 'Tested', data: {} })),
      { expected: 'no_stream' },
    );
    expect(retry).toMatchObject({ duplicate: true, nextExpectedVersion: 1n, position: before[1]!.position });
    await store.append(s, [{ id: eventIdFor(randomUUID(), 0), type: 'Tested', data: {} }], { expected: 1n });
    await store.close();
    // Opening again finds nothing left to move.
    const reopened = await createPostgresEventStore(client);
    const after = await readableLog(reopened, 3);
    expect(after.map((e) => e.version)).toEqual([0n, 1n, 2n]);
    expect(after[2]!.position > after[1]!.position).toBe(true);
    await reopened.close();
  });
});
