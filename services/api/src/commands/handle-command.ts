import { type DomainEvent, EVENT_CATALOG } from '@pusula/contracts';
import { type Decider, foldEvents } from '@pusula/domain';
import { ConcurrencyError, type EventStore, eventIdFor, type RecordedEvent } from '@pusula/eventstore';

export interface Actor {
  userId: string;
  role: string;
}

export interface CommandOutcome<E> {
  /** The events this command produced (on a retry of an earlier command: the events it produced then). */
  events: E[];
  /** Log position of the last event, for read-your-writes waits; null when nothing was appended. */
  position: string | null;
  /** True when this command id had already been handled. */
  duplicate: boolean;
}

const MAX_ATTEMPTS = 5;

/**
 * load → decide → append, for one stream. The command id makes it idempotent: its event ids are derived
 * from it, so a retry finds its own events in the stream and returns them without appending again.
 * A concurrent writer makes the append fail on the exact expected version; we then decide again on the
 * fresh state (the invariant is re-checked, never bypassed).
 */
export async function handleCommand<C, E extends DomainEvent, S>(
  store: EventStore,
  args: {
    streamId: string;
    decider: Decider<C, E, S>;
    command: C;
    commandId: string;
    actor?: Actor;
    /**
     * The stream's id follows from this command id (a note the command creates): it is new unless this
     * is a retry. The first attempt then decides on the empty stream without reading it; a stream that
     * exists makes the append fail, and the next attempt reads it as usual (and finds a retry's events).
     */
    createsStream?: boolean;
  },
): Promise<CommandOutcome<E>> {
  const firstId = eventIdFor(args.commandId, 0);
  for (let attempt = 1; ; attempt++) {
    const optimistic = args.createsStream === true && attempt === 1;
    const history = optimistic ? [] : await store.readStream(args.streamId);
    const earlier = history.filter((e) => e.metadata.commandId === args.commandId);
    if (earlier.length > 0 || history.some((e) => e.id === firstId)) {
      return {
        events: earlier.map(toDomainEvent) as E[],
        position: earlier.at(-1)?.position ?? null,
        duplicate: true,
      };
    }
    const state = foldEvents(args.decider, history.map(toDomainEvent) as E[]);
    const events = args.decider.decide(args.command, state);
    if (events.length === 0) return { events, position: null, duplicate: false };
    for (const event of events) assertCatalogued(event);
    const expected = history.length === 0 ? ('no_stream' as const) : history[history.length - 1]!.version;
    try {
      const result = await store.append(
        args.streamId,
        events.map((event, index) => ({
          id: eventIdFor(args.commandId, index),
          type: event.type,
          data: event.data,
          metadata: {
            commandId: args.commandId,
            schemaVersion: EVENT_CATALOG[event.type].version,
            ...(args.actor ? { actorId: args.actor.userId, actorRole: args.actor.role } : {}),
          },
        })),
        { expected },
      );
      // A retry of a creation: answer with what the first attempt appended, as a read would.
      if (optimistic && result.duplicate) continue;
      return { events, position: result.position, duplicate: result.duplicate };
    } catch (error) {
      if (!(error instanceof ConcurrencyError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}

export function toDomainEvent(event: RecordedEvent): DomainEvent {
  return { type: event.type, data: event.data } as DomainEvent;
}

/** A decider bug must not reach the log: every event is checked against the catalogue before append. */
function assertCatalogued(event: DomainEvent) {
  const entry = EVENT_CATALOG[event.type];
  if (!entry) throw new Error(`Event type ${event.type} is not in the event catalogue`);
  entry.schema.parse(event.data);
}
