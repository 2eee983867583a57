import type { DomainEvent } from '@pusula/contracts';
import { type Decider, DomainError } from '@pusula/domain';
import { ConcurrencyError } from '@pusula/eventstore';
import type { AppDeps } from '../app-deps';
import { type Actor, type CommandOutcome, handleCommand } from './handle-command';

export interface CommandContext {
  /** Already scoped to the caller (the tRPC context's `command.id`, or an id derived from it). */
  commandId: string;
  actor?: Actor;
  /** The stream's id follows from this command id: see `handleCommand`. */
  createsStream?: boolean;
  /**
   * A step of a use case that writes several streams and must make its later writes even when the read
   * models lag: the handler returns at once, and the use case calls `settled()` after its last write.
   */
  settleLater?: boolean;
}

export interface HandledCommand<E> extends CommandOutcome<E> {
  /** Resolves once the handler's projectors show this command (at once if nothing was appended). */
  settled(): Promise<void>;
}

export type CommandHandler<Id, C, E> = (
  deps: AppDeps,
  id: Id,
  command: C,
  context: CommandContext,
) => Promise<HandledCommand<E>>;

/**
 * One aggregate's command handler: its decider, the stream an aggregate id names, and the projectors whose
 * read models must show a command before it is answered. Read-your-writes is part of handling: whoever
 * answers after it (the procedure, the same user's next request) reads the write. A retry waits for what
 * its first attempt appended; a decision of no events waits for nothing.
 */
export function defineCommandHandler<Id, C, E extends DomainEvent, S>(
  decider: Decider<C, E, S>,
  streamIdOf: (id: Id) => string,
  options: { projectors: readonly string[] },
): CommandHandler<Id, C, E> {
  return async (deps, id, command, { settleLater, ...context }) => {
    let outcome: CommandOutcome<E>;
    try {
      outcome = await handleCommand(deps.storage.store, {
        streamId: streamIdOf(id),
        decider,
        command,
        ...context,
      });
    } catch (error) {
      countFailure(deps, error);
      throw error;
    }
    deps.metrics.command(
      outcome.duplicate ? 'replayed' : outcome.events.length > 0 ? 'accepted' : 'unchanged',
    );
    const handled = {
      ...outcome,
      async settled() {
        if (outcome.position && options.projectors.length > 0)
          await deps.runner.waitFor(outcome.position, options.projectors, deps.readYourWritesTimeoutMs);
      },
    };
    if (!settleLater) await handled.settled();
    return handled;
  };
}

/** A command the write path did not take: refused by its decider (by reason) or a concurrent writer, or failed. */
function countFailure(deps: AppDeps, error: unknown) {
  if (error instanceof DomainError) deps.metrics.command('refused', error.code);
  else if (error instanceof ConcurrencyError) deps.metrics.command('refused', 'CONCURRENCY');
  else deps.metrics.command('failed');
}
