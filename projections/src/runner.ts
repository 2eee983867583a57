import { EventEmitter } from 'node:events';
import type { EventStore, HeldLock, RecordedEvent, SqlClient } from '@pusula/eventstore';
import { sql } from 'kysely';
import { createReadDb, type ReadDb } from './db';
import { LogTail } from './log-tail';
import type { ProjectedEvent, Projector } from './projector';
import { replayIntoFreshTables } from './shadow-tables';

export interface RunnerOptions {
  store: EventStore;
  db: ReadDb;
  sql: SqlClient;
  projectors: readonly Projector[];
  batchSize?: number;
  /** How long a standby runner waits before trying to take a projector's lock again. */
  standbyRetryMs?: number;
  log?: (message: string, error?: unknown) => void;
  /** Test hook: called inside the transaction after apply, before commit. Throwing simulates a crash. */
  beforeCommit?: (projector: string, batch: readonly RecordedEvent[]) => void | Promise<void>;
  /**
   * Called after a batch with events the projector handles (and its checkpoint) committed, with the whole
   * batch read from the log. For
   * fan-out of freshly written read-model rows; it must not block: it is not awaited, and what it throws
   * is logged and ignored.
   */
  onCommitted?: (projector: string, batch: readonly RecordedEvent[]) => void;
  /**
   * A notice to send with a batch's commit (PostgreSQL `NOTIFY` inside the batch's transaction, delivered
   * at commit and only if it commits), for batches with events the projector handles: other processes
   * learn of the new rows without a transaction of their own. Null: nothing to send for this projector.
   * PGlite belongs to one process: nothing is sent there.
   */
  commitNotice?: (projector: string) => { channel: string; payload: string } | null;
  /**
   * Told when this runner takes a projector's lock and starts running it (`acquired`), finds the lock's
   * database session ended and stops (`lost`), or stops on its own (`released`: shutdown, or a crash under
   * fault injection). Operators log it: two processes must never run a projector at once. It must not
   * block; what it throws is logged and ignored. Without it, a lost lock is written through `log`.
   */
  onLeadership?: (projector: string, change: LeadershipChange) => void;
}

export type LeadershipChange = 'acquired' | 'lost' | 'released';

export interface ProjectorStatus {
  name: string;
  version: number;
  active: boolean;
  checkpoint: string | null;
  lastError: string | null;
}

/**
 * `waitFor` gave up: the write is in the log, its read models have not caught up yet (overload, outage),
 * or a projector it waits for is failing (its database is unreachable) and keeps retrying.
 */
export class ProjectionWaitTimeout extends Error {
  constructor(position: string, timeoutMs: number, failing?: string) {
    super(
      failing
        ? `Projections did not reach ${position}: ${failing}`
        : `Projections did not reach ${position} within ${timeoutMs} ms`,
    );
  }
}

/** Stops a runner whose checkpoint moved under it: another runner owns the projector. */
class FencedOff extends Error {}

/** How long the stored checkpoint may trail behind batches the projector has nothing to do with. */
const LAZY_CHECKPOINT_MS = 1_000;

/** How often waiters on a projector another process runs look at its stored checkpoint. */
const STORED_POLL_MS = 50;

/** How often a running projector makes sure its lock is still its own. */
const LOCK_CHECK_MS = 1_000;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms).unref?.());

/**
 * Runs projectors: for each, read a batch after its checkpoint, apply it and compare-and-set the checkpoint
 * in one transaction. One active runner per projector (a named lock, with the checkpoint CAS as fence).
 */
export class ProjectionRunner {
  private readonly batchSize: number;
  private readonly progress = new EventEmitter();
  private readonly status = new Map<string, ProjectorStatus>();
  private stopped = false;
  private loops: Promise<void>[] = [];
  private readonly wakers = new Set<() => void>();
  /**
   * Standby loops waiting to try a projector's lock again. Apart from `wakers` on purpose: an append
   * says nothing about the lock, and waking every standby per append would send each of them to the
   * database for a lock it cannot get. They retry on their timer, or when this process lets a lock go.
   */
  private readonly standbyWakers = new Set<() => void>();
  private unsubscribe: (() => void) | null = null;
  /** The recent log, read once for all projector loops. */
  private readonly tail: LogTail;
  private readonly rebuilds = new Map<string, { resolve: () => void; reject: (e: unknown) => void }[]>();
  /** The read models for batch transactions (see moveCheckpoint). */
  private readonly batchDb: ReadDb;
  /**
   * The stored checkpoints of projectors other processes run, followed for waiters by one query every
   * STORED_POLL_MS while anyone waits on such a projector, however many wait.
   */
  private readonly stored = new Map<string, string | null>();
  private storedFollowers = 0;
  private storedPoll: NodeJS.Timeout | null = null;
  private storedReading = false;
  /** Queries of the stored checkpoints made for waiters (one per STORED_POLL_MS while anyone waits). */
  storedCheckpointReads = 0;
  /** The number of the query `stored` holds the answer of. */
  private storedAnswerOf = 0;
  /** Per projector: commits in this process that may have changed its rows (see readModelVersion). */
  private readonly changes = new Map<string, number>();

  constructor(private readonly options: RunnerOptions) {
    this.batchSize = options.batchSize ?? 1000;
    this.tail = new LogTail(options.store, this.batchSize);
    this.batchDb = createReadDb(options.sql, { commitWithoutWaiting: true });
    this.progress.setMaxListeners(0);
    for (const p of options.projectors) {
      this.status.set(p.name, {
        name: p.name,
        version: p.version,
        active: false,
        checkpoint: null,
        lastError: null,
      });
    }
  }

  start(): void {
    this.unsubscribe = this.options.store.onAppended(() => {
      this.tail.appended();
      for (const wake of [...this.wakers]) wake();
    });
    this.loops = this.options.projectors.map((p) => this.run(p));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    for (const wake of [...this.wakers]) wake();
    for (const wake of [...this.standbyWakers]) wake();
    await Promise.all(this.loops);
  }

  /**
   * A number that changes after every commit that may have changed the named projectors' rows (all
   * projectors' when none is named), for caches of read answers. Null while any of them is not run by
   * this process: its commits would go unseen here.
   */
  readModelVersion(projectors?: readonly string[]): number | null {
    let version = 0;
    for (const name of projectors ?? this.status.keys()) {
      if (!this.status.get(name)?.active) return null;
      version += this.changes.get(name) ?? 0; // each count only grows, so the sum changes with any of them
    }
    return version;
  }

  private changed(projector: string) {
    this.changes.set(projector, (this.changes.get(projector) ?? 0) + 1);
  }

  statuses(): ProjectorStatus[] {
    return [...this.status.values()].map((s) => ({ ...s }));
  }

  /**
   * The statuses with a checkpoint for every projector: the ones another process runs carry their stored
   * checkpoint (one query), so a process that runs none still tells how far the read models are.
   */
  async statusesWithStoredCheckpoints(): Promise<ProjectorStatus[]> {
    const own = this.statuses();
    if (own.every((s) => s.active)) return own;
    const stored = await this.storedCheckpoints();
    return own.map((s) => (s.active ? s : { ...s, checkpoint: stored.get(s.name) ?? null }));
  }

  /** Resolves once every active projector (or the named ones) has applied everything up to `position`. */
  async waitFor(position: string, names?: readonly string[], timeoutMs = 10_000): Promise<void> {
    const targets = (names ?? [...this.status.keys()]).filter((n) => this.status.has(n));
    // Only stored checkpoints read after this wait began count: an older answer may predate a rebuild
    // that set the checkpoint back.
    const since = this.storedCheckpointReads;
    const reached = (n: string) => {
      const s = this.status.get(n)!;
      const stored = this.storedAnswerOf > since ? (this.stored.get(n) ?? null) : null;
      const checkpoint = s.active ? s.checkpoint : stored;
      return checkpoint !== null && checkpoint >= position;
    };
    const done = () => targets.every(reached);
    if (done()) return;
    await new Promise<void>((resolve, reject) => {
      // Projectors this process runs report progress; the others (active in another process) are
      // followed through their stored checkpoints, read for every waiter at once (followStored).
      const unfollow = targets.every((n) => this.status.get(n)!.active) ? () => {} : this.followStored();
      const timer = setTimeout(() => {
        finish();
        reject(new ProjectionWaitTimeout(position, timeoutMs));
      }, timeoutMs);
      const finish = () => {
        clearTimeout(timer);
        unfollow();
        this.progress.off('progress', check);
      };
      const check = () => {
        if (done()) {
          finish();
          resolve();
          return;
        }
        // A projector of this process that is failing (and retrying) will not get there soon: say so
        // now rather than after the timeout, so that callers answer 503 at once during an outage.
        const failing = targets.find((n) => {
          const s = this.status.get(n)!;
          return s.active && s.lastError !== null && !reached(n);
        });
        if (failing === undefined) return;
        finish();
        reject(new ProjectionWaitTimeout(position, timeoutMs, `${failing} is failing`));
      };
      this.progress.on('progress', check);
      check(); // a projector may be failing already
    });
  }

  /**
   * Reads the stored checkpoints every STORED_POLL_MS while anyone follows them, one query at a time for
   * all followers: under load hundreds of requests wait at once, and a query from each would starve the
   * projectors they are waiting for. Returns the unfollow.
   */
  private followStored(): () => void {
    this.storedFollowers++;
    this.storedPoll ??= setInterval(() => {
      if (this.storedReading) return;
      this.storedReading = true;
      const read = ++this.storedCheckpointReads;
      void this.storedCheckpoints()
        .then(
          (rows) => {
            for (const [name, checkpoint] of rows) this.stored.set(name, checkpoint);
            this.storedAnswerOf = read;
            this.progress.emit('progress');
          },
          () => {},
        )
        .finally(() => {
          this.storedReading = false;
        });
    }, STORED_POLL_MS);
    let followed = true;
    return () => {
      if (!followed) return;
      followed = false;
      if (--this.storedFollowers > 0 || !this.storedPoll) return;
      clearInterval(this.storedPoll);
      this.storedPoll = null;
    };
  }

  /**
   * Rebuilds the named read models (all when none is named) from the whole log, without downtime for
   * readers: the projector's own loop deletes and replays inside one transaction, so readers keep seeing
   * the old rows until the new ones commit. Resolves when the rebuild has committed.
   */
  rebuild(names?: readonly string[]): Promise<void> {
    const projectors = this.options.projectors.filter((p) => !names || names.includes(p.name));
    const done = projectors.map(
      (p) =>
        new Promise<void>((resolve, reject) => {
          const waiting = this.rebuilds.get(p.name) ?? [];
          waiting.push({ resolve, reject });
          this.rebuilds.set(p.name, waiting);
        }),
    );
    for (const wake of [...this.wakers]) wake();
    return Promise.all(done).then(() => undefined);
  }

  /** Resolves when every projector has applied every event committed so far. */
  async catchUp(timeoutMs = 30_000): Promise<void> {
    const head = await this.options.store.committedHead();
    if (head) await this.waitFor(head, undefined, timeoutMs);
  }

  private notifyCommitted(name: string, batch: readonly RecordedEvent[]) {
    if (!this.options.onCommitted) return;
    try {
      this.options.onCommitted(name, batch);
    } catch (error) {
      this.log(`onCommitted hook failed for ${name}`, error);
    }
  }

  private leadership(name: string, change: LeadershipChange) {
    if (!this.options.onLeadership) {
      if (change === 'lost')
        this.log(`${name}: lost its lock (database session ended); this process stops running it`);
      return;
    }
    try {
      this.options.onLeadership(name, change);
    } catch (error) {
      this.log(`onLeadership hook failed for ${name}`, error);
    }
  }

  private log(message: string, error?: unknown) {
    (this.options.log ?? ((m, e) => console.error(`[projections] ${m}`, e ?? '')))(message, error);
  }

  /** Waits for a wake-up or the timeout. */
  private waitForEvents(timeoutMs: number): Promise<void> {
    return waitOn(this.wakers, timeoutMs);
  }

  /** Waits for the standby retry timer, or for a lock this process let go (or stop). */
  private waitForStandbyRetry(): Promise<void> {
    return waitOn(this.standbyWakers, this.options.standbyRetryMs ?? 2_000);
  }

  private async run(projector: Projector): Promise<void> {
    const status = this.status.get(projector.name)!;
    while (!this.stopped) {
      let lock: HeldLock | null = null;
      while (!this.stopped && !lock) {
        lock = await this.options.sql.tryLock(`projection:${projector.name}`).catch(() => null);
        if (!lock) await this.waitForStandbyRetry();
      }
      if (!lock) return;
      status.active = true;
      this.leadership(projector.name, 'acquired');
      let outcome: 'stopped' | 'lock lost' | 'crashed' = 'crashed';
      try {
        outcome = await this.loop(projector, status, lock);
      } catch (error) {
        // Only under fault injection does a failure end the loop: the runner "crashed".
        status.lastError = error instanceof Error ? error.message : String(error);
        return;
      } finally {
        status.active = false;
        await lock.release();
        this.leadership(projector.name, outcome === 'lock lost' ? 'lost' : 'released');
        // A lock let go here may be free now: a standby in this process need not wait out its timer.
        for (const wake of [...this.standbyWakers]) wake();
      }
      if (outcome === 'stopped') return;
      // Back to standby: the lock is someone else's now, or free again to take.
    }
  }

  /**
   * Runs the projector while this process holds its lock. The lock is checked every LOCK_CHECK_MS: one
   * whose session ended (a terminated backend, a dropped connection) may be held by another process
   * already, and two runners would fence each other off on every batch and both run the side effects.
   */
  private async loop(
    projector: Projector,
    status: ProjectorStatus,
    lock: HeldLock,
  ): Promise<'stopped' | 'lock lost'> {
    let lockCheckedAt = Date.now();
    const handles = new Set<string>(projector.handles);
    let checkpoint = await this.prepare(projector);
    this.changed(projector.name);
    // What the stored row says. A batch without events this projector handles moves only the checkpoint
    // in memory; the row follows within LAZY_CHECKPOINT_MS or when the loop goes idle (a restart then
    // re-reads at most that much of the log, which changes nothing).
    let persisted = checkpoint;
    let persistedAt = Date.now();
    status.checkpoint = checkpoint;
    this.progress.emit('progress');
    // After a wake-up the new events may not be readable yet (an older transaction still running holds
    // the read horizon back): look again shortly before waiting for the next notification.
    const quickRetries = [5, 20, 60, 200];
    let retry = quickRetries.length;
    let failures = 0;
    while (!this.stopped) {
      if (Date.now() - lockCheckedAt >= LOCK_CHECK_MS) {
        lockCheckedAt = Date.now();
        if (!(await lock.stillHeld())) return 'lock lost';
      }
      const requests = this.rebuilds.get(projector.name);
      if (requests) {
        this.rebuilds.delete(projector.name);
        try {
          checkpoint = await this.replayInOneTransaction(projector, persisted);
          this.changed(projector.name);
          persisted = checkpoint;
          persistedAt = Date.now();
          status.checkpoint = checkpoint;
          this.progress.emit('progress');
          for (const r of requests) r.resolve();
        } catch (error) {
          for (const r of requests) r.reject(error);
        }
        continue;
      }
      try {
        const batch = await this.tail.read(checkpoint);
        if (batch.length === 0) {
          if (retry < quickRetries.length) await sleep(quickRetries[retry++]!);
          else {
            if (persisted !== checkpoint) {
              await this.moveCheckpoint(projector, persisted, checkpoint, [], []);
              persisted = checkpoint;
              persistedAt = Date.now();
            }
            await this.waitForEvents(1_000);
            retry = 0;
            // A rebuild elsewhere (CLI, another process) resets the stored checkpoint: follow it.
            const stored = await this.readCheckpoint(projector.name);
            if (stored !== checkpoint) {
              this.changed(projector.name);
              checkpoint = stored;
              persisted = stored;
              status.checkpoint = stored;
            }
          }
          continue;
        }
        retry = 0;
        const last = batch[batch.length - 1]!.position;
        const relevant = batch.filter((e) => handles.has(e.type)) as unknown as ProjectedEvent[];
        const lazy =
          relevant.length === 0 &&
          !this.options.beforeCommit &&
          Date.now() - persistedAt < LAZY_CHECKPOINT_MS;
        if (!lazy) {
          await this.moveCheckpoint(projector, persisted, last, relevant, batch);
          if (relevant.length > 0) this.changed(projector.name);
          persisted = last;
          persistedAt = Date.now();
        }
        checkpoint = last;
        status.checkpoint = last;
        status.lastError = null;
        failures = 0;
        this.progress.emit('progress');
        if (relevant.length > 0) this.notifyCommitted(projector.name, batch);
      } catch (error) {
        if (error instanceof FencedOff) {
          this.changed(projector.name);
          checkpoint = await this.readCheckpoint(projector.name);
          persisted = checkpoint;
          status.checkpoint = checkpoint;
          continue;
        }
        failures++;
        status.lastError = error instanceof Error ? error.message : String(error);
        this.log(`${projector.name} failed (attempt ${failures})`, error);
        if (this.options.beforeCommit) throw error; // under fault injection a failure is a crash
        this.progress.emit('progress'); // waiters learn that this projector is failing
        await sleep(Math.min(30_000, 250 * 2 ** Math.min(failures, 7)));
      }
    }
    return 'stopped';
  }

  /** Applies a batch and compare-and-sets the stored checkpoint from `from` to `to`, in one transaction. */
  // A read model is rebuilt from the log, so a batch's commit need not wait for the disk (on PostgreSQL
  // that wait was 2.5–3 ms a batch here). If PostgreSQL crashes, the last of them may be lost: rows and
  // checkpoint together, since they share the transaction. The stored checkpoint then trails the one in
  // memory, the next compare-and-set fails (FencedOff), and the loop re-reads it and applies those events
  // again. The log itself is written with synchronous commits.
  private async moveCheckpoint(
    projector: Projector,
    from: string | null,
    to: string | null,
    relevant: readonly ProjectedEvent[],
    batch: readonly RecordedEvent[],
  ): Promise<void> {
    await this.batchDb.transaction().execute(async (trx) => {
      const moved = await trx
        .updateTable('projection_checkpoints')
        .set({ position: to, updated_at: new Date() })
        .where('name', '=', projector.name)
        .where(sql<boolean>`position IS NOT DISTINCT FROM ${from}`)
        .executeTakeFirst();
      if (moved.numUpdatedRows !== 1n) throw new FencedOff();
      if (relevant.length > 0) await projector.apply(trx, relevant);
      const notice = relevant.length > 0 ? this.options.commitNotice?.(projector.name) : null;
      if (notice && this.options.sql.kind === 'postgres')
        await sql`SELECT pg_notify(${notice.channel}, ${notice.payload})`.execute(trx);
      if (batch.length > 0) await this.options.beforeCommit?.(projector.name, batch);
    });
  }

  /**
   * Applies the whole log to fresh copies of the projector's tables and swaps them in, in one transaction
   * (see shadow-tables.ts): readers see the old rows until the commit. On PGlite the log is read before
   * the transaction opens, because its one connection is held by the transaction.
   */
  private async replayInOneTransaction(
    projector: Projector,
    expected: string | null,
  ): Promise<string | null> {
    const handles = new Set<string>(projector.handles);
    const readBatch = (after: string | null) => this.options.store.readAll({ after, limit: this.batchSize });
    let preloaded: RecordedEvent[] | null = null;
    if (this.options.sql.kind === 'pglite') {
      preloaded = [];
      for (
        let batch = await readBatch(null);
        batch.length > 0;
        batch = await readBatch(batch.at(-1)!.position)
      ) {
        preloaded.push(...batch);
      }
    }
    return this.options.db.transaction().execute(async (trx) => {
      let last: string | null = null;
      const apply = async (batch: readonly RecordedEvent[]) => {
        const relevant = batch.filter((e) => handles.has(e.type)) as unknown as ProjectedEvent[];
        if (relevant.length > 0) await projector.apply(trx, relevant);
        last = batch.at(-1)?.position ?? last;
      };
      const replay = async () => {
        if (preloaded) {
          for (let i = 0; i < preloaded.length; i += this.batchSize)
            await apply(preloaded.slice(i, i + this.batchSize));
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
      const moved = await trx
        .updateTable('projection_checkpoints')
        .set({ position: last, version: projector.version, updated_at: new Date() })
        .where('name', '=', projector.name)
        .where(sql<boolean>`position IS NOT DISTINCT FROM ${expected}`)
        .executeTakeFirst();
      if (moved.numUpdatedRows !== 1n) throw new FencedOff();
      return last;
    });
  }

  /** Creates the checkpoint row; a version change truncates the projector's tables and starts over. */
  private async prepare(projector: Projector): Promise<string | null> {
    return this.options.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('projection_checkpoints')
        .values({ name: projector.name, position: null, version: projector.version, updated_at: new Date() })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
      const row = await trx
        .selectFrom('projection_checkpoints')
        .select(['position', 'version'])
        .where('name', '=', projector.name)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (row.version === projector.version) return row.position;
      await truncate(trx, projector);
      await trx
        .updateTable('projection_checkpoints')
        .set({ position: null, version: projector.version, updated_at: new Date() })
        .where('name', '=', projector.name)
        .execute();
      return null;
    });
  }

  private async storedCheckpoints(): Promise<Map<string, string | null>> {
    const rows = await this.options.db
      .selectFrom('projection_checkpoints')
      .select(['name', 'position'])
      .execute();
    return new Map(rows.map((r) => [r.name, r.position]));
  }

  private async readCheckpoint(name: string): Promise<string | null> {
    const row = await this.options.db
      .selectFrom('projection_checkpoints')
      .select('position')
      .where('name', '=', name)
      .executeTakeFirst();
    return row?.position ?? null;
  }
}

async function truncate(trx: Parameters<Projector['apply']>[0], projector: Projector) {
  for (const table of projector.tables) await sql`TRUNCATE TABLE ${sql.table(table)}`.execute(trx);
}

/**
 * Development rebuild: empties a projector's tables and checkpoint in one transaction; the running runner
 * (or the next one started) replays the whole log into them.
 */
export async function resetProjection(db: ReadDb, projector: Projector): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await truncate(trx, projector);
    await trx
      .updateTable('projection_checkpoints')
      .set({ position: null, version: projector.version, updated_at: new Date() })
      .where('name', '=', projector.name)
      .execute();
  });
}

/** Resolves on the first of a wake-up through `wakers` or the timeout. */
function waitOn(wakers: Set<() => void>, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      wakers.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, timeoutMs);
    timer.unref?.();
    wakers.add(wake);
  });
}
