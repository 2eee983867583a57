import type { EventStore, RecordedEvent, SqlClient } from '@pusula/eventstore';
import type { ReadDb } from '../db';
import type { Projector } from '../projector';

export interface RunnerOptions {
  store: EventStore;
  db: ReadDb;
  sql: SqlClient;
  projectors: readonly Projector[];
  /** Events read and applied per transaction (default 1000). */
  batchSize?: number;
  /** How long a standby runner waits before trying to take a projector's lock again (default 2000 ms). */
  standbyRetryMs?: number;
  /**
   * How long the stored checkpoint may trail behind batches without events the projector handles
   * (default 1000 ms): such a batch moves only the checkpoint in memory, and the row follows within this
   * time or when the loop goes idle (a restart then re-reads at most that much of the log, which changes
   * nothing). 0: every batch commits its checkpoint, as fault injection needs when it counts commits.
   */
  lazyCheckpointMs?: number;
  /**
   * What a projector does when a batch fails. `retry` (the default): it logs the failure, tells waiters
   * at once (they answer 503 rather than wait out their timeout), and tries again after a backoff (250 ms
   * doubling up to 30 s). `stop`: its loop ends there, as if the process had died in that transaction,
   * with the error in its status and its lock released; the next runner goes on from the stored
   * checkpoint. Fault injection uses `stop` to crash a runner at a chosen point.
   */
  onBatchFailure?: 'retry' | 'stop';
  log?: (message: string, error?: unknown) => void;
  /**
   * Fault injection: called inside a batch's transaction after apply, before commit (never for a commit
   * of the checkpoint alone). Throwing rolls the batch back; a promise holds the commit back. It changes
   * nothing else about how the runner behaves: set `lazyCheckpointMs` and `onBatchFailure` for that.
   */
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
