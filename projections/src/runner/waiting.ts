import { EventEmitter } from 'node:events';
import type { CheckpointNotices } from './checkpoint-notices';
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

/** How often waiters on a projector another process runs read its stored checkpoint, by default. */
const STORED_POLL_MS = { withNotices: 1_000, withoutNotices: 50 };

/**
 * Waiting until projectors have applied the log up to a position. Projectors this process runs report
 * their progress (`progressed`). The others, run by another process, are known by what their notices
 * told (checkpoint-notices.ts), kept current by every commit that moves a stored checkpoint; their
 * stored checkpoints are read only when notices may have been lost (the listening connection was made
 * again), while anyone waits in case one was, or, without notices, as the way to follow them at all.
 */
export class CheckpointWaits {
  private readonly progress = new EventEmitter();
  /** Where projectors other processes run stand: the latest told, or read when nothing newer was told. */
  private readonly known = new Map<string, string | null>();
  /** Per projector, notices heard so far: a stored answer read before a notice is older than it. */
  private readonly told = new Map<string, number>();
  private readonly heard: boolean;
  private readonly pollMs: number;
  private unsubscribe: (() => void) | null = null;
  private progressPending = false;
  private followers = 0;
  private poll: NodeJS.Timeout | null = null;
  private reading = false;
  private readAgain = false;
  private reads = 0;
  /** The number of the read `known` holds the answer of. */
  private answerOf = 0;

  constructor(
    private readonly statuses: ReadonlyMap<string, ProjectorStatus>,
    private readonly readStored: () => Promise<Map<string, string | null>>,
    private readonly notices?: CheckpointNotices,
    pollMs?: number,
  ) {
    this.progress.setMaxListeners(0);
    this.heard = notices?.heard ?? false;
    this.pollMs = pollMs ?? (this.heard ? STORED_POLL_MS.withNotices : STORED_POLL_MS.withoutNotices);
  }

  /** Starts hearing notices, and reads once where the projectors stood before. */
  start(): void {
    if (!this.heard || this.unsubscribe) return;
    this.unsubscribe = this.notices!.subscribe((notice) => {
      if (notice === 'missed') return this.readStoredNow();
      this.told.set(notice.projector, (this.told.get(notice.projector) ?? 0) + 1);
      this.known.set(notice.projector, notice.position);
      // A projector this process runs tells its waiters itself, sooner: its notice is kept for when it
      // stops running here, and wakes nobody.
      if (!this.statuses.get(notice.projector)?.active) this.progressedSoon();
    });
    this.readStoredNow();
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** Queries of the stored checkpoints made for waiters. */
  get storedCheckpointReads(): number {
    return this.reads;
  }

  /** A projector of this process moved or failed: waiters look again. */
  progressed(): void {
    this.progress.emit('progress');
  }

  /**
   * Notices come in bursts (every projector's commits, several in one read from the socket): waiters look
   * once for the burst, not once for each notice.
   */
  private progressedSoon(): void {
    if (this.progressPending) return;
    this.progressPending = true;
    queueMicrotask(() => {
      this.progressPending = false;
      this.progressed();
    });
  }

  /** Resolves once every named projector has applied everything up to `position`. */
  async waitFor(position: string, names: readonly string[], timeoutMs: number): Promise<void> {
    const targets = names.filter((n) => this.statuses.has(n));
    const since = this.reads;
    const reached = (n: string) => {
      const checkpoint = this.checkpointOf(n, since);
      return checkpoint !== null && checkpoint >= position;
    };
    const done = () => targets.every(reached);
    if (done()) return;
    await new Promise<void>((resolve, reject) => {
      // Projectors this process runs report progress; the others (active in another process) are told
      // by notices, and their stored checkpoints read for every waiter at once (followStored).
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

  /** Where a projector stands as far as this process knows, for a wait that began after read `since`. */
  private checkpointOf(name: string, since: number): string | null {
    const status = this.statuses.get(name)!;
    if (status.active) return status.checkpoint;
    // Notices keep `known` current, a move back included (a new version, a reset: the runner tells
    // those too). Without them only an answer read after the wait began counts: an older one may predate
    // a rebuild that set the checkpoint back.
    if (this.heard || this.answerOf > since) return this.known.get(name) ?? null;
    return null;
  }

  /**
   * Reads the stored checkpoints every `pollMs` while anyone follows them, one query at a time for all
   * followers: under load hundreds of requests wait at once, and a query from each would starve the
   * projectors they are waiting for. Returns the unfollow.
   */
  private followStored(): () => void {
    this.followers++;
    this.poll ??= setInterval(() => {
      if (!this.reading) this.readStoredNow();
    }, this.pollMs);
    let followed = true;
    return () => {
      if (!followed) return;
      followed = false;
      if (--this.followers > 0 || !this.poll) return;
      clearInterval(this.poll);
      this.poll = null;
    };
  }

  /** One read of every stored checkpoint (another right after it, when asked for while one runs). */
  private readStoredNow(): void {
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = true;
    const read = ++this.reads;
    const toldBefore = new Map(this.told);
    void this.readStored()
      .then(
        (rows) => {
          for (const [name, checkpoint] of rows) {
            // A notice heard meanwhile may tell of a commit this read did not see.
            if ((this.told.get(name) ?? 0) === (toldBefore.get(name) ?? 0)) this.known.set(name, checkpoint);
          }
          this.answerOf = read;
          this.progressed();
        },
        () => {},
      )
      .finally(() => {
        this.reading = false;
        if (!this.readAgain) return;
        this.readAgain = false;
        this.readStoredNow();
      });
  }
}
