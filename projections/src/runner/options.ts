import type { EventStore, RecordedEvent, SqlClient } from '@pusula/eventstore';
import type { ReadDb } from '../db';
import type { Projector } from '../projector';
import type { CheckpointNotices } from './checkpoint-notices';

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
   * Where the projectors' checkpoint moves are told between processes (PostgreSQL; see
   * checkpoint-notices.ts). Given, every transaction that moves a stored checkpoint sends a notice with
   * the projector and its new position, delivered at commit and only if it commits; and waiters on a
   * projector another process runs resolve on the notices, reading stored checkpoints only in case one
   * was lost (`storedCheckpointPollMs`) and once whenever the listening connection is made again.
   * Without it (or on PGlite, one process) nothing is sent and such waiters read the stored checkpoints.
   */
  checkpointNotices?: CheckpointNotices;
  /**
   * How often, while anyone waits on a projector another process runs, its stored checkpoint is read
   * (one query for every waiter): by default 1000 ms where checkpoint notices are heard (only a lost notice
   * needs it), 50 ms where they are not (it is then how waiters learn at all).
   */
  storedCheckpointPollMs?: number;
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
