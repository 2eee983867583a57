import type { SqlClient } from '../sql-client';
import { advisoryKey } from '../sql-client';

export const EVENTS_CHANNEL = 'pusula_events';

/**
 * The event log. `tx` records the writing transaction: readers order by (tx, global_position) and only read
 * transactions older than every running one, so an event whose transaction commits late is never skipped.
 */
const DDL = `
CREATE TABLE IF NOT EXISTS events (
  global_position bigserial PRIMARY KEY,
  tx xid8 NOT NULL DEFAULT pg_current_xact_id(),
  stream_id text NOT NULL,
  version bigint NOT NULL,
  event_id uuid NOT NULL,
  type text NOT NULL,
  data jsonb NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX IF NOT EXISTS events_event_id ON events (event_id);
CREATE UNIQUE INDEX IF NOT EXISTS events_stream_version ON events (stream_id, version);
CREATE INDEX IF NOT EXISTS events_log_order ON events (tx, global_position);
CREATE OR REPLACE FUNCTION events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${EVENTS_CHANNEL}', '');
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER events_notify AFTER INSERT ON events FOR EACH STATEMENT EXECUTE FUNCTION events_notify();
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
