import {
  type AllStreamResolvedEvent,
  type AppendExpectedRevision,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  type JSONType,
  jsonEvent,
  NO_STREAM,
  type Position,
  type ResolvedEvent,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '@eventstore/db-client';
import type { EventStore, ExpectedVersion, RecordedEvent } from '../types';
import { ConcurrencyError } from '../types';

const WIDTH = 20;

function encodePosition(position: Position): string {
  return `${position.commit.toString().padStart(WIDTH, '0')}-${position.prepare.toString().padStart(WIDTH, '0')}`;
}

function decodePosition(position: string): Position {
  const [commit, prepare] = position.split('-');
  return { commit: BigInt(commit!), prepare: BigInt(prepare!) };
}

function toExpectedRevision(expected: ExpectedVersion): AppendExpectedRevision {
  if (expected === 'no_stream') return NO_STREAM;
  if (expected === 'exists') return STREAM_EXISTS;
  return expected;
}

function toRecorded(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null {
  const event = resolved.event;
  if (!event || event.type.startsWith('$') || !event.position) return null;
  return {
    id: event.id,
    streamId: event.streamId,
    version: event.revision,
    position: encodePosition(event.position),
    type: event.type,
    data: event.data,
    metadata: (event.metadata ?? {}) as Record<string, unknown>,
    createdAt: event.created,
  };
}

/**
 * EventStoreDB behind the same port. Its own guarantees give what the PostgreSQL adapter builds by hand:
 * a single ordered $all log, exact expected revisions, and idempotent appends for repeated event ids.
 */
export function createEventStoreDbEventStore(connectionString: string): EventStore {
  const client = EventStoreDBClient.connectionString`${connectionString}`;
  const listeners = new Set<() => void>();
  let subscription: ReturnType<EventStoreDBClient['subscribeToAll']> | null = null;

  return {
    kind: 'eventstoredb',

    async append(streamId, events, { expected }) {
      try {
        const result = await client.appendToStream(
          streamId,
          events.map((e) =>
            jsonEvent({
              id: e.id,
              type: e.type,
              data: (e.data ?? null) as JSONType,
              metadata: (e.metadata ?? {}) as JSONType,
            }),
          ),
          { expectedRevision: toExpectedRevision(expected) },
        );
        return {
          nextExpectedVersion: result.nextExpectedRevision,
          position: result.position ? encodePosition(result.position) : '',
          // EventStoreDB acknowledges an idempotent retry exactly like a first write.
          duplicate: false,
        };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const actual = typeof error.actualVersion === 'bigint' ? error.actualVersion : null;
          throw new ConcurrencyError(streamId, expected, actual);
        }
        throw error;
      }
    },

    async readStream(streamId, { from = 0n } = {}) {
      const out: RecordedEvent[] = [];
      try {
        for await (const resolved of client.readStream(streamId, {
          fromRevision: from,
          direction: FORWARDS,
        })) {
          const recorded = toRecorded(resolved);
          if (recorded) out.push(recorded);
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return out;
    },

    async readAll({ after, limit }) {
      // readAll's fromPosition is inclusive, and system events are filtered here: keep reading until the
      // batch has something or the log ends.
      const out: RecordedEvent[] = [];
      let from: Position | typeof START = after ? decodePosition(after) : START;
      let skipFirst = Boolean(after);
      while (out.length < limit) {
        let raw = 0;
        let last: Position | null = null;
        for await (const resolved of client.readAll({ fromPosition: from, maxCount: limit + 1 })) {
          raw++;
          const position = resolved.event?.position ?? null;
          if (position) last = position;
          if (skipFirst && position && after && encodePosition(position) === after) continue;
          const recorded = toRecorded(resolved);
          if (recorded && out.length < limit) out.push(recorded);
        }
        if (raw < limit + 1 || !last) break;
        from = last;
        skipFirst = true;
        after = encodePosition(last);
      }
      return out;
    },

    async head() {
      for await (const resolved of client.readAll({
        fromPosition: END,
        direction: 'backwards',
        maxCount: 50,
      })) {
        const recorded = toRecorded(resolved);
        if (recorded) return recorded.position;
      }
      return null;
    },

    // EventStoreDB's log has no events that are committed but not yet readable.
    committedHead() {
      return this.head();
    },

    onAppended(listener) {
      listeners.add(listener);
      if (!subscription) {
        subscription = client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
        subscription.on('data', () => {
          for (const l of listeners) l();
        });
        subscription.on('error', () => {});
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && subscription) {
          void subscription.unsubscribe();
          subscription = null;
        }
      };
    },

    async close() {
      listeners.clear();
      await subscription?.unsubscribe();
      subscription = null;
      await client.dispose();
    },
  };
}
