import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Mutex } from '../mutex';
import type { LeasedConnection, SqlClient, SqlConnection, SqlResult } from '../sql-client';
import { transactionOn } from '../sql-client';

/**
 * Embedded PostgreSQL (PGlite). `dataDir` undefined means in memory. `sharedBuffers` (default 32MB, against
 * PostgreSQL's 128MB) is taken from the process's own memory: the embedded database holds the buffers.
 */
export async function createPgliteClient(
  dataDir?: string,
  options: { sharedBuffers?: string } = {},
): Promise<SqlClient> {
  // PGlite creates only the last directory of the path; a fresh checkout has no ./data yet.
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const db = await PGlite.create(dataDir, {
    postgresqlconf: [`shared_buffers = '${options.sharedBuffers ?? '32MB'}'`],
  });
  const mutex = new Mutex();
  const heldLocks = new Set<string>();

  const raw: SqlConnection = {
    async query<R>(text: string, params?: readonly unknown[]): Promise<SqlResult<R>> {
      const result = await db.query<R>(text, params as unknown[] | undefined);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
  };

  const acquire = async (): Promise<LeasedConnection> => {
    const release = await mutex.lock();
    let released = false;
    return {
      query: raw.query,
      release() {
        if (released) return;
        released = true;
        release();
      },
    };
  };

  return {
    kind: 'pglite',
    async query<R>(text: string, params?: readonly unknown[]) {
      const conn = await acquire();
      try {
        return await conn.query<R>(text, params);
      } finally {
        conn.release();
      }
    },
    acquire,
    transaction: (fn) => transactionOn(acquire, fn),
    async listen(channel, onNotify) {
      const unsubscribe = await db.listen(channel, () => onNotify());
      return unsubscribe;
    },
    async tryLock(name) {
      if (heldLocks.has(name)) return null;
      heldLocks.add(name);
      return async () => {
        heldLocks.delete(name);
      };
    },
    async close() {
      const release = await mutex.lock();
      try {
        await db.close();
      } finally {
        release();
      }
    },
  };
}
