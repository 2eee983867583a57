import type { HeldLock, RecordedEvent } from '@pusula/eventstore';
import type { ReadDb } from '../db';
import type { LogTail } from '../log-tail';
import type { ProjectedEvent, Projector } from '../projector';
import { commitBatch } from './batch-commit';
import type { Notice } from './checkpoint-notices';
import { FencedOff, prepareCheckpoint, readCheckpoint } from './checkpoints';
import { type LeadEnd, LockWatch } from './leadership';
import type { ProjectorStatus, RunnerOptions } from './options';
import { type RebuildRequests, type ReplaySources, replayWholeLog } from './rebuild';
import { sleep, type WakeUps } from './wake-ups';

/** What one projector's loop shares with the runner around it. */
export interface LoopDeps {
  options: Required<Pick<RunnerOptions, 'lazyCheckpointMs' | 'onBatchFailure'>> &
    Pick<RunnerOptions, 'beforeCommit'>;
  /** The notice to send with a commit that moves the projector's stored checkpoint; null: none. */
  tell: (projector: string, position: string | null, rowsChanged: boolean) => Notice | null;
  replay: ReplaySources;
  /** The recent log, read once for all projector loops. */
  tail: LogTail;
  /** The read models for batch transactions (see commitBatch). */
  batchDb: ReadDb;
  /** Woken by every append, and by stop. */
  appends: WakeUps;
  rebuilds: RebuildRequests;
  isStopped: () => boolean;
  /** A commit may have changed the projector's rows (the runner's readModelVersion). */
  changed: (projector: string) => void;
  /** The projector moved, or failed: waiters look again. */
  progressed: () => void;
  /** A batch with events the projector handles committed (RunnerOptions.onCommitted). */
  committed: (projector: string, batch: readonly RecordedEvent[]) => void;
  log: (message: string, error?: unknown) => void;
}

/**
 * After a wake-up the new events may not be readable yet (an older transaction still running holds the
 * read horizon back): look again after these pauses before waiting for the next append.
 */
const QUICK_RETRIES_MS = [5, 20, 60, 200];

/** How long an idle loop waits for an append before it looks at its stored checkpoint again. */
const IDLE_WAIT_MS = 1_000;

/**
 * One projector run by this process, for as long as it holds the projector's lock: read a batch after the
 * checkpoint, apply it and move the checkpoint in one transaction; serve rebuilds asked of the runner;
 * follow a stored checkpoint moved by someone else (a rebuild from the command line, a lost commit).
 */
export class ProjectorLoop {
  private readonly handles: ReadonlySet<string>;
  /** Every event up to here is applied (batches without events it handles move only this). */
  private checkpoint: string | null = null;
  /** What the stored row says: it trails `checkpoint` by at most `lazyCheckpointMs`, or until idle. */
  private persisted: string | null = null;
  private persistedAt = 0;
  private failures = 0;
  /** The notice of a move of this projector's stored checkpoint, for its transaction. */
  private readonly tell = (position: string | null, rowsChanged: boolean) =>
    this.deps.tell(this.projector.name, position, rowsChanged);

  constructor(
    private readonly deps: LoopDeps,
    private readonly projector: Projector,
    private readonly status: ProjectorStatus,
  ) {
    this.handles = new Set<string>(projector.handles);
  }

  async lead(lock: HeldLock): Promise<LeadEnd> {
    const { deps, projector } = this;
    const lockWatch = new LockWatch(lock);
    let start: string | null | undefined;
    while (start === undefined) {
      if (deps.isStopped()) return 'stopped';
      if (await lockWatch.lost()) return 'lock lost';
      // The database may fail right after the lock was taken: retry like a batch, not end the loop.
      start = await prepareCheckpoint(deps.replay.db, projector, this.tell).catch(async (error: unknown) => {
        await this.failed(error);
        return undefined;
      });
    }
    this.standAt(start);
    this.failures = 0;
    this.status.lastError = null;
    deps.changed(projector.name);
    deps.progressed();
    let retry = QUICK_RETRIES_MS.length;
    while (!deps.isStopped()) {
      if (await lockWatch.lost()) return 'lock lost';
      if (await deps.rebuilds.serve(projector.name, () => this.rebuild())) continue;
      try {
        const batch = await deps.tail.read(this.checkpoint);
        if (batch.length > 0) {
          retry = 0;
          await this.apply(batch);
        } else if (retry < QUICK_RETRIES_MS.length) {
          await sleep(QUICK_RETRIES_MS[retry++]!);
        } else {
          await this.idle();
          retry = 0;
        }
      } catch (error) {
        await this.failed(error);
      }
    }
    return 'stopped';
  }

  private async apply(batch: readonly RecordedEvent[]) {
    const { deps, projector, status } = this;
    const last = batch[batch.length - 1]!.position;
    const relevant = batch.filter((e) => this.handles.has(e.type)) as unknown as ProjectedEvent[];
    const lazy = relevant.length === 0 && Date.now() - this.persistedAt < deps.options.lazyCheckpointMs;
    if (!lazy) {
      await commitBatch(
        deps.batchDb,
        projector,
        { from: this.persisted, to: last, relevant, read: batch },
        { notice: this.tell(last, relevant.length > 0), beforeCommit: deps.options.beforeCommit },
      );
      if (relevant.length > 0) deps.changed(projector.name);
      this.persisted = last;
      this.persistedAt = Date.now();
    }
    this.checkpoint = last;
    status.checkpoint = last;
    status.lastError = null;
    this.failures = 0;
    deps.progressed();
    if (relevant.length > 0) deps.committed(projector.name, batch);
  }

  /** Nothing new to read: store a checkpoint left behind, wait for an append, follow a reset. */
  private async idle() {
    const { deps, projector } = this;
    if (this.persisted !== this.checkpoint) {
      await commitBatch(
        deps.batchDb,
        projector,
        { from: this.persisted, to: this.checkpoint, relevant: [], read: [] },
        { notice: this.tell(this.checkpoint, false) },
      );
      this.persisted = this.checkpoint;
      this.persistedAt = Date.now();
    }
    await deps.appends.wait(IDLE_WAIT_MS);
    // A rebuild elsewhere (CLI, another process) resets the stored checkpoint: follow it.
    await this.followStored();
  }

  private async rebuild() {
    const position = await replayWholeLog(this.deps.replay, this.projector, this.persisted, this.tell);
    this.deps.changed(this.projector.name);
    this.standAt(position);
    this.deps.progressed();
  }

  private async failed(error: unknown) {
    const { deps, projector, status } = this;
    if (error instanceof FencedOff) {
      try {
        await this.followStored(true);
        return;
      } catch (failure) {
        error = failure; // the database failed while following: a failure like any other
      }
    }
    this.failures++;
    status.lastError = error instanceof Error ? error.message : String(error);
    deps.log(`${projector.name} failed (attempt ${this.failures})`, error);
    if (deps.options.onBatchFailure === 'stop') throw error;
    deps.progressed(); // waiters learn that this projector is failing
    await sleep(Math.min(30_000, 250 * 2 ** Math.min(this.failures, 7)));
  }

  /**
   * Goes on from the stored checkpoint when someone else moved it (a reset from the command line, a
   * commit lost in a crash, another runner), and tells other processes, whom nobody told: their waiters
   * must not trust the checkpoint they knew.
   */
  private async followStored(fencedOff = false) {
    const stored = await readCheckpoint(this.deps.replay.db, this.projector.name);
    if (!fencedOff && stored === this.checkpoint) return;
    this.deps.changed(this.projector.name);
    this.standAt(stored);
    const notice = this.tell(stored, true);
    if (notice)
      await this.deps.replay.sql.query('SELECT pg_notify($1, $2)', [notice.channel, notice.payload]);
  }

  /** The stored checkpoint is `position`, and the projector stands there. */
  private standAt(position: string | null) {
    this.checkpoint = position;
    this.persisted = position;
    this.persistedAt = Date.now();
    this.status.checkpoint = position;
  }
}
