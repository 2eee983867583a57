import pg from 'pg';
import type { LeasedConnection, QueryOptions, SqlClient, SqlResult } from '../sql-client';
import { advisoryKey, transactionOn } from '../sql-client';

/** How long a request waits for a pooled connection (or a new one to open) before it gives up. */
const CONNECTION_TIMEOUT_MS = 10_000;

/** How long a listener whose connection died waits before each try to listen again. */
const RELISTEN_MS = 1_000;

/** A real PostgreSQL server through a `pg` pool. */
export function createPgPoolClient(connectionString: string, options: { max?: number } = {}): SqlClient {
  // A bounded wait for a connection: when the server is gone or every connection is busy for that long,
  // the request answers 503 instead of hanging.
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
  });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on('error', () => {});

  const acquire = async (): Promise<LeasedConnection> => {
    const client = await pool.connect();
    let released = false;
    // A leased client has no pool listener: its connection dying (server restart, `-m immediate`) would
    // be an uncaught 'error' and end the process. Note it, and destroy the client on release.
    let broken: Error | undefined;
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    return {
      async query<R>(
        text: string,
        params?: readonly unknown[],
        options?: QueryOptions,
      ): Promise<SqlResult<R>> {
        const result = await client.query({
          text,
          values: params as unknown[] | undefined,
          name: options?.name,
        });
        return { rows: result.rows as R[], affectedRows: result.rowCount ?? 0 };
      },
      release() {
        if (released) return;
        released = true;
        client.off('error', onError);
        client.release(broken);
      },
    };
  };

  return {
    kind: 'postgres',
    async query<R>(text: string, params?: readonly unknown[], options?: QueryOptions) {
      const result = await pool.query({ text, values: params as unknown[] | undefined, name: options?.name });
      return { rows: result.rows as R[], affectedRows: result.rowCount ?? 0 };
    },
    acquire,
    transaction: (fn) => transactionOn(acquire, fn),
    async listen(channel, onNotify) {
      // A dedicated client. When it dies, readers still have their slow poll, and we reconnect every
      // RELISTEN_MS until it works: a server that stays down longer than one try must not leave this
      // process deaf for good (its read-your-writes waits would fall back to the slow poll for ever).
      let client: pg.Client | null = null;
      let closed = false;
      const relistenLater = () => {
        if (closed) return;
        setTimeout(() => void connect().catch(relistenLater), RELISTEN_MS).unref();
      };
      const connect = async () => {
        const c = new pg.Client({ connectionString });
        c.on('notification', (msg) => {
          if (msg.channel === channel) onNotify(msg.payload ?? '');
        });
        // Before it is listening, a failure rejects connect() instead, and its caller tries again.
        c.on('error', () => {
          if (client !== c) return;
          client = null;
          c.end().catch(() => {});
          relistenLater();
        });
        try {
          await c.connect();
          await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          c.end().catch(() => {});
          throw error;
        }
        if (closed) {
          await c.end().catch(() => {});
          return;
        }
        client = c;
        onNotify(''); // we may have missed notifications while reconnecting
      };
      await connect();
      return async () => {
        closed = true;
        await client?.end().catch(() => {});
      };
    },
    async tryLock(name) {
      const conn = await acquire();
      const key = advisoryKey(name);
      // Advisory locks belong to the database, not the schema: the schema is the lock's second key, so two
      // installations in one database (tests run side by side in their own schemas) never take each other's.
      // A try that fails (the server is down) gives its connection back: a leaked one per retry would
      // empty the pool during an outage, and every request after it would wait for a connection forever.
      const { rows } = await conn
        .query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, hashtext(current_schema())) AS locked', [
          key,
        ])
        .catch((error: unknown) => {
          conn.release();
          throw error;
        });
      if (!rows[0]?.locked) {
        conn.release();
        return null;
      }
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          await conn
            .query('SELECT pg_advisory_unlock($1, hashtext(current_schema()))', [key])
            .catch(() => {});
          conn.release();
        },
        // A session lock lasts as long as its session: a connection that still answers still holds it.
        async stillHeld() {
          if (released) return false;
          try {
            await conn.query('SELECT 1');
            return true;
          } catch {
            return false;
          }
        },
      };
    },
    async close() {
      await pool.end();
    },
  };
}
