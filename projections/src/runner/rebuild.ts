import type { EventStore, RecordedEvent, SqlClient } from '@pusula/eventstore';
import type { ReadDb } from '../db';
import type { ProjectedEvent, Projector } from '../projector';
import { replayIntoFreshTables } from '../shadow-tables';
import { compareAndSetCheckpoint, type TellCheckpoint } from './checkpoints';

interface Requester {
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Rebuilds asked of the runner, waiting for each projector's own loop to pick them up: only the loop
 * that holds the projector's lock may replace its tables and checkpoint.
 */
export class RebuildRequests {
  private readonly waiting = new Map<string, Requester[]>();

  /** Resolves when the projector's rebuild has committed. */
  request(projector: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const requesters = this.waiting.get(projector) ?? [];
      requesters.push({ resolve, reject });
      this.waiting.set(projector, requesters);
    });
  }

  /** Runs the projector's pending rebuild, if any, and tells its requesters; false when none was asked. */
  async serve(projector: string, rebuild: () => Promise<void>): Promise<boolean> {
    const requesters = this.waiting.get(projector);
    if (!requesters) return false;
    this.waiting.delete(projector);
    try {
      await rebuild();
      for (const r of requesters) r.resolve();
    } catch (error) {
      for (const r of requesters) r.reject(error);
    }
    return true;
  }
}

export interface ReplaySources {
  store: EventStore;
  db: ReadDb;
  sql: SqlClient;
  batchSize: number;
}

/**
 * Applies the whole log to fresh copies of the projector's tables and swaps them in, in one transaction
 * (see shadow-tables.ts): readers see the old rows until the commit. Moves the checkpoint from `expected`
 * to the last position replayed (told with the commit), and returns that position. On PGlite the log is read before the
 * transaction opens, because its one connection is held by the transaction.
 */
export async function replayWholeLog(
  sources: ReplaySources,
  projector: Projector,
  expected: string | null,
  tell: TellCheckpoint = () => null,
): Promise<string | null> {
  const { store, db, batchSize } = sources;
  const handles = new Set<string>(projector.handles);
  const readBatch = (after: string | null) => store.readAll({ after, limit: batchSize });
  let preloaded: RecordedEvent[] | null = null;
  if (sources.sql.kind === 'pglite') {
    preloaded = [];
    for (
      let batch = await readBatch(null);
      batch.length > 0;
      batch = await readBatch(batch.at(-1)!.position)
    ) {
      preloaded.push(...batch);
    }
  }
  return db.transaction().execute(async (trx) => {
    let last: string | null = null;
    const apply = async (batch: readonly RecordedEvent[]) => {
      const relevant = batch.filter((e) => handles.has(e.type)) as unknown as ProjectedEvent[];
      if (relevant.length > 0) await projector.apply(trx, relevant);
      last = batch.at(-1)?.position ?? last;
    };
    const replay = async () => {
      if (preloaded) {
        for (let i = 0; i < preloaded.length; i += batchSize) await apply(preloaded.slice(i, i + batchSize));
      } else {
        // The next batch is read (on a pooled connection) while this one is applied: the two run on
        // separate PostgreSQL backends, so on two cores reading costs the rebuild almost nothing.
        let next = readBatch(null);
        try {
          for (let batch = await next; batch.length > 0; batch = await next) {
            next = readBatch(batch.at(-1)!.position);
            await apply(batch);
          }
        } finally {
          next.catch(() => {}); // a read still in flight when applying failed: its answer is not wanted
        }
      }
    };
    await replayIntoFreshTables(trx, projector.tables, replay, projector.indexesAfterRebuild);
    await compareAndSetCheckpoint(trx, projector.name, expected, last, {
      version: projector.version,
      notice: tell(last, true),
    });
    return last;
  });
}
