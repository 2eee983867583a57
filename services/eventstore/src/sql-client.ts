/**
 * The smallest SQL surface the PostgreSQL event store and the read models need, implemented by a real
 * PostgreSQL pool (`pg`) and by embedded PGlite. Both speak the same SQL.
 */
export interface SqlResult<R> {
  rows: R[];
  affectedRows?: number;
}

export interface QueryOptions {
  /** Prepare once per connection under this name (PostgreSQL); PGlite plans every time and ignores it. */
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
  tryLock(name: string): Promise<(() => Promise<void>) | null>;
  close(): Promise<void>;
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
