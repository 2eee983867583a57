import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Mutex } from '../mutex';
import type { LeasedConnection, QueryOptions, SqlClient, SqlConnection, SqlResult } from '../sql-client';
import { transactionOn } from '../sql-client';
import { namedStatements } from './pglite-named-statements.mjs';
import { PARAMETER_SERIALIZERS } from './pglite-parameters.mjs';
import { type PgliteEngine, startPgliteWorker } from './pglite-thread';

export interface PgliteOptions {
  /** Default 32MB, against PostgreSQL's 128MB: the embedded database's buffers are the process's memory. */
  sharedBuffers?: string;
  /**
   * 'worker' runs the database on a worker thread, so that SQL and the server's JavaScript use both
   * cores; 'main' (the default) keeps it on the caller's thread.
   */
  thread?: 'main' | 'worker';
  /** An in-memory database starts as a copy of this archive (`dumpDataDir`): tests' shared demo store. */
  loadDataDir?: Blob;
}

/** PGlite on the caller's own thread. */
async function pgliteHere(
  dataDir: string | undefined,
  postgresqlconf: string[],
  loadDataDir?: Blob,
): Promise<PgliteEngine> {
  const db = await PGlite.create(dataDir, {
    postgresqlconf,
    serializers: PARAMETER_SERIALIZERS,
    loadDataDir,
  });
  const queryNamed = namedStatements(db);
  return {
    async query<R>(text: string, params?: readonly unknown[], name?: string) {
      if (name) return (await queryNamed(name, text, params)) as SqlResult<R>;
      const result = await db.query<R>(text, params as unknown[] | undefined);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async listen(channel, onNotify) {
      return db.listen(channel, () => onNotify());
    },
    close: () => db.close(),
  };
}

/** Embedded PostgreSQL (PGlite). `dataDir` undefined means in memory. */
export async function createPgliteClient(dataDir?: string, options: PgliteOptions = {}): Promise<SqlClient> {
  // PGlite creates only the last directory of the path; a fresh checkout has no ./data yet.
  if (dataDir) mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true });
  const postgresqlconf = [
    `shared_buffers = '${options.sharedBuffers ?? '32MB'}'`,
    // PGlite runs without fsync; zero-filling each new 16 MB WAL segment first buys nothing here and
    // cost about a tenth of a projection rebuild's time.
    'wal_init_zero = off',
    // Nothing replicates from an embedded database, so its WAL needs only what crash recovery needs. With
    // 'minimal', rows written into a table created in the same transaction (a rebuild's fresh tables)
    // skip the WAL altogether: the table's files are flushed at commit instead.
    'wal_level = minimal',
    'max_wal_senders = 0',
  ];
  if (dataDir && options.thread !== 'worker' && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    // Creating the database cluster (initdb) takes about 400 MB more memory than running it, and a
    // WebAssembly memory never shrinks: create it on a worker thread that then ends, and open it here as
    // any later start would (a first start measured 643 MB RSS after opening, a restart 238 MB).
    const once = await startPgliteWorker(dataDir, postgresqlconf);
    await once.close();
  }
  const db =
    options.thread === 'worker'
      ? await startPgliteWorker(dataDir, postgresqlconf, options.loadDataDir)
      : await pgliteHere(dataDir, postgresqlconf, options.loadDataDir);
  const mutex = new Mutex();
  const heldLocks = new Set<string>();

  const raw: SqlConnection = { query: (text, params, options) => db.query(text, params, options?.name) };

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
    async query<R>(text: string, params?: readonly unknown[], options?: QueryOptions) {
      const conn = await acquire();
      try {
        return await conn.query<R>(text, params, options);
      } finally {
        conn.release();
      }
    },
    acquire,
    transaction: (fn) => transactionOn(acquire, fn),
    listen: (channel, onNotify) => db.listen(channel, () => onNotify('')),
    async tryLock(name) {
      if (heldLocks.has(name)) return null;
      heldLocks.add(name);
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          heldLocks.delete(name);
        },
        stillHeld: async () => !released && heldLocks.has(name),
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
