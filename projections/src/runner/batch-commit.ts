import type { RecordedEvent } from '@pusula/eventstore';
import type { ReadDb } from '../db';
import type { ProjectedEvent, Projector } from '../projector';
import type { Notice } from './checkpoint-notices';
import { compareAndSetCheckpoint } from './checkpoints';

export interface Batch {
  /** Where the stored checkpoint is expected to stand, and where it moves. */
  from: string | null;
  to: string | null;
  /** The events of the batch the projector handles (possibly none: the checkpoint alone moves). */
  relevant: readonly ProjectedEvent[];
  /** The whole batch as read from the log (empty for a commit of the checkpoint alone). */
  read: readonly RecordedEvent[];
}

export interface BatchCommitOptions {
  /** A PostgreSQL NOTIFY to send with the commit (delivered only if it commits); null: none. */
  notice: Notice | null;
  /** Fault injection just before the commit (RunnerOptions.beforeCommit). */
  beforeCommit?: (projector: string, batch: readonly RecordedEvent[]) => void | Promise<void>;
}

/**
 * Applies a batch and compare-and-sets the stored checkpoint, in one transaction, so a crash anywhere
 * leaves rows and checkpoint consistent.
 *
 * `batchDb` commits without waiting for the disk: a read model is rebuilt from the log (on PostgreSQL
 * that wait was 2.5–3 ms a batch). If PostgreSQL crashes, the last of these commits may be lost, rows and
 * checkpoint together since they share the transaction. The stored checkpoint then trails the one in
 * memory, the next compare-and-set fails (FencedOff), and the loop re-reads it and applies those events
 * again. The log itself is written with synchronous commits.
 */
export async function commitBatch(
  batchDb: ReadDb,
  projector: Projector,
  batch: Batch,
  options: BatchCommitOptions,
): Promise<void> {
  await batchDb.transaction().execute(async (trx) => {
    await compareAndSetCheckpoint(trx, projector.name, batch.from, batch.to, { notice: options.notice });
    if (batch.relevant.length > 0) await projector.apply(trx, batch.relevant);
    if (batch.read.length > 0) await options.beforeCommit?.(projector.name, batch.read);
  });
}
