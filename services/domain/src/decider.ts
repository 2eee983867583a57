/**
 * A pure decider (Emmett style): `decide` turns a command and the current state into new events or refuses
 * with a DomainError; `evolve` folds one event into the state. No I/O, no clock: time comes in the command.
 */
export interface Decider<Command, Event, State> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

export type DomainErrorCode = 'VALIDATION' | 'NOT_FOUND' | 'FORBIDDEN' | 'CONFLICT';

/** A refused command; `message` is Turkish and shown to the user as is. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export function foldEvents<Command, Event, State>(
  decider: Decider<Command, Event, State>,
  events: readonly Event[],
) {
  return events.reduce(decider.evolve, decider.initialState());
}
