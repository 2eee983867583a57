import type { HeldLock, SqlClient } from '@pusula/eventstore';
import type { Projector } from '../projector';
import type { LeadershipChange, ProjectorStatus, RunnerOptions } from './options';
import type { WakeUps } from './wake-ups';

/** How a projector's time as leader ended: stopped with the runner, or its lock found lost. */
export type LeadEnd = 'stopped' | 'lock lost';

export interface LeadershipDeps {
  sql: SqlClient;
  /** Standbys sleep on these between tries of the lock. */
  standbys: WakeUps;
  standbyRetryMs: number;
  isStopped: () => boolean;
  report: (projector: string, change: LeadershipChange) => void;
}

/**
 * Runs `lead` whenever this process holds the projector's lock (a named lock; the checkpoint's
 * compare-and-set is the fence), and waits as a standby while another process holds it. Returns when the
 * runner stops, or when `lead` throws: only under fault injection (`onBatchFailure: 'stop'`) does a
 * failure end it, as a crash would; the error is left in the status.
 */
export async function leadWhenFree(
  deps: LeadershipDeps,
  projector: Projector,
  status: ProjectorStatus,
  lead: (lock: HeldLock) => Promise<LeadEnd>,
): Promise<void> {
  while (!deps.isStopped()) {
    let lock: HeldLock | null = null;
    while (!deps.isStopped() && !lock) {
      lock = await deps.sql.tryLock(`projection:${projector.name}`).catch(() => null);
      // Only on its timer, a lock let go in this process, or stop: an append says nothing about the
      // lock, and waking every standby per append would send each to the database for a lock it
      // cannot get.
      if (!lock) await deps.standbys.wait(deps.standbyRetryMs);
    }
    if (!lock) return;
    status.active = true;
    deps.report(projector.name, 'acquired');
    let end: LeadEnd | 'crashed' = 'crashed';
    try {
      end = await lead(lock);
    } catch (error) {
      status.lastError = error instanceof Error ? error.message : String(error);
      return;
    } finally {
      status.active = false;
      await lock.release();
      deps.report(projector.name, end === 'lock lost' ? 'lost' : 'released');
      // A lock let go here may be free now: a standby in this process need not wait out its timer.
      deps.standbys.wakeAll();
    }
    if (end === 'stopped') return;
    // Back to standby: the lock is someone else's now, or free again to take.
  }
}

/** How often a running projector makes sure its lock is still its own. */
const LOCK_CHECK_MS = 1_000;

/**
 * Checks a held lock every LOCK_CHECK_MS: one whose database session ended (a terminated backend, a
 * dropped connection) may be held by another process already, and two runners would fence each other off
 * on every batch and both run the side effects.
 */
export class LockWatch {
  private checkedAt = Date.now();

  constructor(private readonly lock: HeldLock) {}

  /** True once the lock is found gone; costs a query at most once a LOCK_CHECK_MS. */
  async lost(): Promise<boolean> {
    if (Date.now() - this.checkedAt < LOCK_CHECK_MS) return false;
    this.checkedAt = Date.now();
    return !(await this.lock.stillHeld());
  }
}

/**
 * Tells `onLeadership` of each change (what it throws is logged and ignored); without it, a lost lock is
 * written through `log`.
 */
export function leadershipReporter(
  onLeadership: RunnerOptions['onLeadership'],
  log: (message: string, error?: unknown) => void,
): (projector: string, change: LeadershipChange) => void {
  return (projector, change) => {
    if (!onLeadership) {
      if (change === 'lost')
        log(`${projector}: lost its lock (database session ended); this process stops running it`);
      return;
    }
    try {
      onLeadership(projector, change);
    } catch (error) {
      log(`onLeadership hook failed for ${projector}`, error);
    }
  };
}
