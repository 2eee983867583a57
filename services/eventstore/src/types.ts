/** What a command expects of the stream it appends to. Domain commands never append with "any". */
export type ExpectedVersion = 'no_stream' | 'exists' | bigint;

export interface NewEvent {
  /** Derived from the command id (see `eventIdFor`), so a retried command appends nothing twice. */
  id: string;
  type: string;
  data: unknown;
  metadata?: Record<string, unknown>;
}

export interface RecordedEvent {
  id: string;
  streamId: string;
  /** 0-based position of the event inside its stream. */
  version: bigint;
  /** Opaque global position; positions sort lexicographically in log order. */
  position: string;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

export interface AppendResult {
  /** Version of the last event of the stream after the append. */
  nextExpectedVersion: bigint;
  /** Global position of the last appended event. */
  position: string;
  /** True when every event id was already in the stream: a retried append that wrote nothing. */
  duplicate: boolean;
}

export interface ReadAllOptions {
  /** Read events strictly after this position; from the start when absent. */
  after?: string | null;
  limit: number;
}

export type EventStoreKind = 'pglite' | 'postgres' | 'eventstoredb';

export interface EventStore {
  readonly kind: EventStoreKind;
  append(
    streamId: string,
    events: readonly NewEvent[],
    options: { expected: ExpectedVersion },
  ): Promise<AppendResult>;
  /** Events of one stream in version order, from `from` (inclusive, default 0). Empty when the stream does not exist. */
  readStream(streamId: string, options?: { from?: bigint }): Promise<RecordedEvent[]>;
  /** A batch of the global log in order, after a position. Never skips an event that commits later. */
  readAll(options: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * Position of the newest readable event, or null on an empty store: every event not yet readable will
   * come after it (live feeds start here).
   */
  head(): Promise<string | null>;
  /**
   * Position of the newest committed event, readable or not (a reader waiting for "everything written so
   * far" waits for this one). On PostgreSQL an event stays unreadable while an older transaction anywhere
   * in the cluster is still open, so `head()` can lag behind it.
   */
  committedHead(): Promise<string | null>;
  /** Calls `listener` (without arguments) whenever new events may be readable. Returns an unsubscribe. */
  onAppended(listener: () => void): () => void;
  close(): Promise<void>;
}

/** The stream was not at the expected version: someone else appended first. */
export class ConcurrencyError extends Error {
  readonly code = 'CONCURRENCY' as const;
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: bigint | null,
  ) {
    super(
      `Stream ${streamId}: expected version ${String(expected)}, actual ${actual === null ? 'none' : String(actual)}`,
    );
    this.name = 'ConcurrencyError';
  }
}
