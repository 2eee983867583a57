/**
 * The smallest SQL surface the PostgreSQL event store and the read models need, implemented by a real
 * PostgreSQL pool (`pg`) and by embedded PGlite. Both speak the same SQL.
 */
export interface SqlResult<R> {
  rows: R[];
  affectedRows?: number;
}

export interface QueryOptions {
  /** Prepare once per connection under this name, on PostgreSQL and on PGlite (pglite-named-statements.mjs). */
  name?: string;
}

export interface SqlConnection {
  query<R = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<SqlResult<R>>;
}

export interface LeasedConnection extends SqlConnection {
  release(): void;
}

export interface SqlClient extends SqlConnection {
  readonly kind: 'pglite' | 'postgres';
  /** A connection for the caller alone until released (needed for transactions). */
  acquire(): Promise<LeasedConnection>;
  /** Runs `fn` inside BEGIN/COMMIT on one connection; ROLLBACK when it throws. */
  transaction<T>(fn: (conn: SqlConnection) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; returns the unlisten function. The payload is '' when a wake-up was missed. */
  listen(channel: string, onNotify: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * Try to take a named lock held until released: a session advisory lock on PostgreSQL, an in-process
   * lock on PGlite (one process owns a PGlite directory). Null when someone else holds it.
   */
  tryLock(name: string): Promise<HeldLock | null>;
  close(): Promise<void>;
}

/** A named lock this process holds. */
export interface HeldLock {
  release(): Promise<void>;
  /**
   * False once the lock is gone without a release: on PostgreSQL its session ended (the backend was
   * terminated, the connection dropped), and another process may hold the lock already.
   */
  stillHeld(): Promise<boolean>;
}

export async function inTransaction<T>(conn: SqlConnection, fn: () => Promise<T>): Promise<T> {
  await conn.query('BEGIN');
  try {
    const result = await fn();
    await conn.query('COMMIT');
    return result;
  } catch (error) {
    await conn.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/** BEGIN/COMMIT on a connection of its own, released whatever happens: both clients' `transaction`. */
export async function transactionOn<T>(
  acquire: () => Promise<LeasedConnection>,
  fn: (conn: SqlConnection) => Promise<T>,
): Promise<T> {
  const conn = await acquire();
  try {
    return await inTransaction(conn, () => fn(conn));
  } finally {
    conn.release();
  }
}

/** A stable 32-bit key for pg_advisory_lock from a lock name. */
export function advisoryKey(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
}

/** The version byte that starts a jsonb value in PostgreSQL's binary format. */
const JSONB_BINARY_VERSION = 1;

/**
 * A large JSON text as a `jsonb` parameter in PostgreSQL's binary form. Both drivers send a byte array
 * as it is, where a string is measured and encoded character by character in JavaScript (twice, in
 * PGlite's protocol writer: a tenth of a rebuild's time went there). Use it where the SQL types the
 * parameter as jsonb (`$1::jsonb`).
 */
export function jsonbParameter(json: string): Uint8Array {
  const bytes = Buffer.allocUnsafe(1 + Buffer.byteLength(json, 'utf8'));
  bytes[0] = JSONB_BINARY_VERSION;
  bytes.write(json, 1, 'utf8');
  return bytes;
}
