/**
 * Writes a generated world into the event log the way the write path would, only many commands at a time.
 * Each command goes through its aggregate's real decider (`decide` on the stream's folded state, then
 * `evolve`), each event is checked against the event catalogue (as `handleCommand` does before an
 * append), and its id and metadata are made as `handleCommand` makes them (`eventIdFor(commandId, i)`,
 * `{ commandId, schemaVersion, actorId, actorRole }`). What differs from the write path is only the
 * transport: the rows go into the `events` table in large batches (one INSERT of a few thousand rows),
 * with the stream versions this writer counted and `created_at` at the command's own moment, instead of
 * one append per command. The log order is the order of the calls.
 */
import { type DomainEvent, EVENT_CATALOG } from '@pusula/contracts';
import type { Decider } from '@pusula/domain';
import { eventIdFor, type SqlClient } from '@pusula/eventstore';

export interface Actor {
  userId: string;
  role: string;
}

interface StreamState {
  version: number;
  state: unknown;
}

/** Rows waiting for the next INSERT, column by column (what `unnest` takes). */
interface Columns {
  stream: string[];
  version: string[];
  id: string[];
  type: string[];
  data: string[];
  metadata: string[];
  createdAt: string[];
}

const INSERT_SQL = `
INSERT INTO events (stream_id, version, event_id, type, data, metadata, created_at)
SELECT n.stream, n.version, n.id, n.type, n.data::jsonb, n.metadata::jsonb, n.created_at
FROM unnest($1::text[], $2::bigint[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
  WITH ORDINALITY AS n(stream, version, id, type, data, metadata, created_at, ord)
ORDER BY n.ord`;

const emptyColumns = (): Columns => ({
  stream: [],
  version: [],
  id: [],
  type: [],
  data: [],
  metadata: [],
  createdAt: [],
});

export class LogWriter {
  private readonly streams = new Map<string, StreamState>();
  private pending = emptyColumns();
  private flushing: Promise<void> = Promise.resolve();
  /** Events written (or waiting to be), by type. */
  readonly counts = new Map<string, number>();
  total = 0;
  commands = 0;

  constructor(
    private readonly sql: SqlClient,
    private readonly batchSize = 5_000,
  ) {}

  /**
   * Decides `command` on the stream's current state and queues the events; answers them (empty when the
   * decider decided nothing). A refusal (DomainError) is thrown as the write path would answer it: the
   * generator only issues commands a user could.
   */
  run<C, E extends DomainEvent, S>(
    decider: Decider<C, E, S>,
    streamId: string,
    command: C,
    context: { commandId: string; actor?: Actor; at: string },
  ): E[] {
    let stream = this.streams.get(streamId);
    const state = (stream ? stream.state : decider.initialState()) as S;
    const events = decider.decide(command, state);
    if (events.length === 0) return events;
    let next = state;
    for (const event of events) {
      const entry = EVENT_CATALOG[event.type];
      if (!entry) throw new Error(`Event type ${event.type} is not in the event catalogue`);
      entry.schema.parse(event.data);
      next = decider.evolve(next, event);
    }
    if (!stream) {
      stream = { version: -1, state: next };
      this.streams.set(streamId, stream);
    }
    stream.state = next;
    const actor = context.actor ? { actorId: context.actor.userId, actorRole: context.actor.role } : {};
    events.forEach((event, index) => {
      stream.version += 1;
      const p = this.pending;
      p.stream.push(streamId);
      p.version.push(String(stream.version));
      p.id.push(eventIdFor(context.commandId, index));
      p.type.push(event.type);
      p.data.push(JSON.stringify(event.data));
      p.metadata.push(
        JSON.stringify({
          commandId: context.commandId,
          schemaVersion: EVENT_CATALOG[event.type].version,
          ...actor,
        }),
      );
      p.createdAt.push(context.at);
      this.counts.set(event.type, (this.counts.get(event.type) ?? 0) + 1);
    });
    this.total += events.length;
    this.commands += 1;
    if (this.pending.id.length >= this.batchSize) void this.flush();
    return events;
  }

  /** The state a stream's decider sees now (to read what an earlier command decided). */
  stateOf<S>(streamId: string): S | undefined {
    return this.streams.get(streamId)?.state as S | undefined;
  }

  /** Forgets a stream the generator will not write again (its state is no longer needed in memory). */
  forget(streamId: string): void {
    const stream = this.streams.get(streamId);
    if (stream) stream.state = null;
  }

  /**
   * Sends the queued rows as one INSERT. Batches go one after the other (each its own transaction, so
   * the log order is the call order); the caller may keep generating while one is written.
   */
  flush(): Promise<void> {
    const rows = this.pending;
    if (rows.id.length === 0) return this.flushing;
    this.pending = emptyColumns();
    this.flushing = this.flushing.then(async () => {
      await this.sql.query(INSERT_SQL, [
        rows.stream,
        rows.version,
        rows.id,
        rows.type,
        rows.data,
        rows.metadata,
        rows.createdAt,
      ]);
    });
    return this.flushing;
  }

  /** Waits until a batch in flight is written when too much is queued behind it (bounds memory). */
  async drain(): Promise<void> {
    if (this.pending.id.length >= this.batchSize) await this.flush();
    await this.flushing;
  }
}
