import type { SqlClient } from '../sql-client';
import { advisoryKey } from '../sql-client';

export const EVENTS_CHANNEL = 'pusula_events';

/**
 * The event log. `tx` records the writing transaction: readers order by (tx, global_position) and only read
 * transactions older than every running one, so an event whose transaction commits late is never skipped.
 * That order is the primary key. The unique (stream_id, version) index is the concurrency check, the unique
 * event_id index makes a retried command's append a no-op (ARCHITECTURE.md, event store).
 */
const DDL = `
CREATE TABLE IF NOT EXISTS events (
  global_position bigserial,
  tx xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  version bigint NOT NULL,
  event_id uuid NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tx, global_position)
);
CREATE UNIQUE INDEX IF NOT EXISTS events_event_id ON events (event_id);
CREATE UNIQUE INDEX IF NOT EXISTS events_stream_version ON events (stream_id, version);
-- Logs created before 25 Nov 2026 keyed on global_position alone, with the read order in an index of its
-- own: one index more for every append to maintain.
DO $$
BEGIN
  IF EXISTS (SELECT FROM pg_index i WHERE i.indexrelid = 'events_pkey'::regclass AND i.indnkeyatts = 1) THEN
    ALTER TABLE events DROP CONSTRAINT events_pkey, ADD PRIMARY KEY (tx, global_position);
  END IF;
END $$;
DROP INDEX IF EXISTS events_log_order;
DROP TRIGGER IF EXISTS events_notify ON events;
DROP FUNCTION IF EXISTS events_notify();
CREATE OR REPLACE FUNCTION pusula_append(
  p_stream text, p_mode text, p_expected bigint, p_ids uuid[], p_types text[], p_data text[], p_meta text[]
) RETURNS TABLE (gp_text text, tx_text text, version_text text) LANGUAGE plpgsql AS $$
DECLARE
  head bigint;
BEGIN
  -- Checks the expected version and appends. A PL/pgSQL function keeps its plans for the session, which
  -- matters most on PGlite (no prepared statements): planning was most of an append. No NOTIFY here: it
  -- would hold a global lock across the commit flush and serialise concurrent appends.
  -- The unique (stream_id, version) index refuses whatever this check cannot see: an existing stream for
  -- no_stream, a newer event for an exact version, and every concurrent append.
  IF p_mode = 'no_stream' THEN
    head := -1;
  ELSIF p_mode = 'exists' THEN
    SELECT max(e.version) INTO head FROM events e WHERE e.stream_id = p_stream;
    IF head IS NULL THEN RETURN; END IF;
  ELSE
    PERFORM FROM events e WHERE e.stream_id = p_stream AND e.version = p_expected;
    IF NOT FOUND THEN RETURN; END IF; -- no rows: the expectation failed
    head := p_expected;
  END IF;
  IF cardinality(p_ids) = 1 THEN -- most commands produce one event: skip the unnest
    RETURN QUERY
    INSERT INTO events (stream_id, version, event_id, type, data, metadata)
    VALUES (p_stream, head + 1, p_ids[1], p_types[1], p_data[1]::jsonb, p_meta[1]::jsonb)
    RETURNING events.global_position::text, events.tx::text, events.version::text;
    RETURN;
  END IF;
  RETURN QUERY
  INSERT INTO events (stream_id, version, event_id, type, data, metadata)
  SELECT p_stream, head + n.ord, n.id, n.type, n.data::jsonb, n.meta::jsonb
  FROM unnest(p_ids, p_types, p_data, p_meta) WITH ORDINALITY AS n(id, type, data, meta, ord)
  ORDER BY n.ord
  RETURNING events.global_position::text, events.tx::text, events.version::text;
END $$;
`;

export async function ensureEventStoreSchema(client: SqlClient): Promise<void> {
  await client.transaction(async (conn) => {
    // Several processes may start at once; DDL "IF NOT EXISTS" still races on catalog rows.
    await conn.query('SELECT pg_advisory_xact_lock($1)', [advisoryKey('pusula:eventstore:schema')]);
    for (const statement of splitStatements(DDL)) await conn.query(statement);
  });
}

/** Splits on semicolons that end a line, keeping the $$ function body whole. */
function splitStatements(sql: string): string[] {
  const parts: string[] = [];
  let current = '';
  let inBody = false;
  for (const line of sql.split('\n')) {
    current += `${line}\n`;
    if ((line.match(/\$\$/g) ?? []).length % 2 === 1) inBody = !inBody;
    if (!inBody && line.trimEnd().endsWith(';')) {
      parts.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}
