import type { RecordedEvent } from '@pusula/eventstore';
import { createReadDb } from '../db';
import { LogTail } from '../log-tail';
import { readStoredCheckpoints } from './checkpoints';
import { leadershipReporter, leadWhenFree } from './leadership';
import type { ProjectorStatus, RunnerOptions } from './options';
import { type LoopDeps, ProjectorLoop } from './projector-loop';
import { RebuildRequests } from './rebuild';
import { CheckpointWaits } from './waiting';
import { WakeUps } from './wake-ups';

/**
 * Runs projectors: for each, read a batch after its checkpoint, apply it and compare-and-set the checkpoint
 * in one transaction (projector-loop.ts). One active runner per projector (a named lock, with the
 * checkpoint CAS as fence: leadership.ts). Callers wait for read models to reach a position (waiting.ts)
 * and rebuild them without downtime (rebuild.ts).
 */
export class ProjectionRunner {
  private readonly status = new Map<string, ProjectorStatus>();
  private stopped = false;
  private loops: Promise<void>[] = [];
  /** Projector loops waiting for an append. */
  private readonly appends = new WakeUps();
  /**
   * Standby loops waiting to try a projector's lock again. Apart from `appends` on purpose: they retry on
   * their timer, or when this process lets a lock go (leadership.ts).
   */
  private readonly standbys = new WakeUps();
  private unsubscribe: (() => void) | null = null;
  private readonly rebuilds = new RebuildRequests();
  private readonly waits: CheckpointWaits;
  private readonly loopDeps: LoopDeps;
  /** Per projector: commits in this process that may have changed its rows (see readModelVersion). */
  private readonly changes = new Map<string, number>();

  constructor(private readonly options: RunnerOptions) {
    const batchSize = options.batchSize ?? 1000;
    for (const p of options.projectors) {
      this.status.set(p.name, {
        name: p.name,
        version: p.version,
        active: false,
        checkpoint: null,
        lastError: null,
      });
    }
    this.waits = new CheckpointWaits(
      this.status,
      () => readStoredCheckpoints(options.db),
      options.checkpointNotices,
      options.storedCheckpointPollMs,
    );
    const notices = options.sql.kind === 'postgres' ? options.checkpointNotices : undefined;
    this.loopDeps = {
      options: {
        lazyCheckpointMs: options.lazyCheckpointMs ?? 1_000,
        onBatchFailure: options.onBatchFailure ?? 'retry',
        beforeCommit: options.beforeCommit,
      },
      tell: (projector, position, rowsChanged) => notices?.noticeOf(projector, position, rowsChanged) ?? null,
      replay: { store: options.store, db: options.db, sql: options.sql, batchSize },
      tail: new LogTail(options.store, batchSize),
      batchDb: createReadDb(options.sql, { commitWithoutWaiting: true }),
      appends: this.appends,
      rebuilds: this.rebuilds,
      isStopped: () => this.stopped,
      changed: (projector) => this.changes.set(projector, (this.changes.get(projector) ?? 0) + 1),
      progressed: () => this.waits.progressed(),
      committed: (projector, batch) => this.committed(projector, batch),
      log: (message, error) => this.log(message, error),
    };
  }

  start(): void {
    this.waits.start();
    this.unsubscribe = this.options.store.onAppended(() => {
      this.loopDeps.tail.appended();
      this.appends.wakeAll();
    });
    const leadership = {
      sql: this.options.sql,
      standbys: this.standbys,
      standbyRetryMs: this.options.standbyRetryMs ?? 2_000,
      isStopped: () => this.stopped,
      report: leadershipReporter(this.options.onLeadership, (message, error) => this.log(message, error)),
    };
    this.loops = this.options.projectors.map((p) => {
      const status = this.status.get(p.name)!;
      return leadWhenFree(leadership, p, status, (lock) =>
        new ProjectorLoop(this.loopDeps, p, status).lead(lock),
      );
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    this.appends.wakeAll();
    this.standbys.wakeAll();
    this.waits.stop();
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
    const stored = await readStoredCheckpoints(this.options.db);
    return own.map((s) => (s.active ? s : { ...s, checkpoint: stored.get(s.name) ?? null }));
  }

  /** Queries of the stored checkpoints made for waiters on projectors another process runs. */
  get storedCheckpointReads(): number {
    return this.waits.storedCheckpointReads;
  }

  /** Resolves once every projector (or the named ones) has applied everything up to `position`. */
  waitFor(position: string, names?: readonly string[], timeoutMs = 10_000): Promise<void> {
    return this.waits.waitFor(position, names ?? [...this.status.keys()], timeoutMs);
  }

  /**
   * Rebuilds the named read models (all when none is named) from the whole log, without downtime for
   * readers: the projector's own loop replays into fresh tables inside one transaction, so readers keep
   * seeing the old rows until the new ones commit. Resolves when the rebuild has committed.
   */
  rebuild(names?: readonly string[]): Promise<void> {
    const projectors = this.options.projectors.filter((p) => !names || names.includes(p.name));
    const done = projectors.map((p) => this.rebuilds.request(p.name));
    this.appends.wakeAll();
    return Promise.all(done).then(() => undefined);
  }

  /** Resolves when every projector has applied every event committed so far. */
  async catchUp(timeoutMs = 30_000): Promise<void> {
    const head = await this.options.store.committedHead();
    if (head) await this.waitFor(head, undefined, timeoutMs);
  }

  private committed(projector: string, batch: readonly RecordedEvent[]) {
    if (!this.options.onCommitted) return;
    try {
      this.options.onCommitted(projector, batch);
    } catch (error) {
      this.log(`onCommitted hook failed for ${projector}`, error);
    }
  }

  private log(message: string, error?: unknown) {
    (this.options.log ?? ((m, e) => console.error(`[projections] ${m}`, e ?? '')))(message, error);
  }
}
