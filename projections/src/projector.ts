import type { DomainEvent, EventType } from '@pusula/contracts';
import type { Transaction } from 'kysely';
import type { ReadModels } from './schema';

/** A domain event with where it sits in the log. */
export type ProjectedEvent = DomainEvent & {
  id: string;
  streamId: string;
  version: bigint;
  position: string;
  createdAt: Date;
  metadata: Record<string, unknown>;
};

export interface Projector {
  name: string;
  /** Bump to rebuild: the runner truncates `tables` and replays from the start. */
  version: number;
  handles: readonly EventType[];
  /** The read-model tables this projector owns (truncated on rebuild). */
  tables: readonly (keyof ReadModels & string)[];
  /**
   * Plain indexes of `tables` that only readers use, never this projector's own lookups: a rebuild
   * builds them after the replay, in one sorted pass, instead of inserting every row into them.
   */
  indexesAfterRebuild?: readonly string[];
  /**
   * Applies one batch (only the events it handles, in log order) inside the runner's transaction, which
   * also moves the checkpoint. Must be idempotent: a batch may be seen again after a crash before commit.
   */
  apply(trx: Transaction<ReadModels>, events: readonly ProjectedEvent[]): Promise<void>;
}
