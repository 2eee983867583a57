import { EventEmitter } from 'node:events';
import type { ProjectorStatus } from './options';

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

/** How often waiters on a projector another process runs look at its stored checkpoint. */
const STORED_POLL_MS = 50;

/**
 * Waiting until projectors have applied the log up to a position. Projectors this process runs report
 * their progress (`progressed`); the others, run by another process, are followed through their stored
 * checkpoints.
 */
export class CheckpointWaits {
  private readonly progress = new EventEmitter();
  /**
   * The stored checkpoints of projectors other processes run, followed for waiters by one query every
   * STORED_POLL_MS while anyone waits on such a projector, however many wait.
   */
  private readonly stored = new Map<string, string | null>();
  private followers = 0;
  private poll: NodeJS.Timeout | null = null;
  private reading = false;
  private reads = 0;
  /** The number of the query `stored` holds the answer of. */
  private answerOf = 0;

  constructor(
    private readonly statuses: ReadonlyMap<string, ProjectorStatus>,
    private readonly readStored: () => Promise<Map<string, string | null>>,
  ) {
    this.progress.setMaxListeners(0);
  }

  /** Queries of the stored checkpoints made for waiters (one per STORED_POLL_MS while anyone waits). */
  get storedCheckpointReads(): number {
    return this.reads;
  }

  /** A projector of this process moved or failed: waiters look again. */
  progressed(): void {
    this.progress.emit('progress');
  }

  /** Resolves once every named projector has applied everything up to `position`. */
  async waitFor(position: string, names: readonly string[], timeoutMs: number): Promise<void> {
    const targets = names.filter((n) => this.statuses.has(n));
    // Only stored checkpoints read after this wait began count: an older answer may predate a rebuild
    // that set the checkpoint back.
    const since = this.reads;
    const reached = (n: string) => {
      const s = this.statuses.get(n)!;
      const stored = this.answerOf > since ? (this.stored.get(n) ?? null) : null;
      const checkpoint = s.active ? s.checkpoint : stored;
      return checkpoint !== null && checkpoint >= position;
    };
    const done = () => targets.every(reached);
    if (done()) return;
    await new Promise<void>((resolve, reject) => {
      // Projectors this process runs report progress; the others (active in another process) are
      // followed through their stored checkpoints, read for every waiter at once (followStored).
      const unfollow = targets.every((n) => this.statuses.get(n)!.active) ? () => {} : this.followStored();
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
          const s = this.statuses.get(n)!;
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
    this.followers++;
    this.poll ??= setInterval(() => {
      if (this.reading) return;
      this.reading = true;
      const read = ++this.reads;
      void this.readStored()
        .then(
          (rows) => {
            for (const [name, checkpoint] of rows) this.stored.set(name, checkpoint);
            this.answerOf = read;
            this.progressed();
          },
          () => {},
        )
        .finally(() => {
          this.reading = false;
        });
    }, STORED_POLL_MS);
    let followed = true;
    return () => {
      if (!followed) return;
      followed = false;
      if (--this.followers > 0 || !this.poll) return;
      clearInterval(this.poll);
      this.poll = null;
    };
  }
}
