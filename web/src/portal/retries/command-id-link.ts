import type { TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { type CommandIds, createCommandIds } from './command-ids';
import { isTransientFailure } from './transient-failures';

/**
 * Every mutation leaves with a command id (`commandId` in its input), the same one for every attempt of one
 * user action (command-ids.ts). An input that names its own id keeps it. One place, so a form written later
 * is covered without doing anything.
 */
export function commandIdLink<TRouter extends AnyRouter>(
  ids: CommandIds = createCommandIds(),
): TRPCLink<TRouter> {
  return () =>
    ({ op, next }) => {
      const input = op.input;
      if (op.type !== 'mutation' || !isPlainObject(input) || typeof input.commandId === 'string')
        return next(op);
      const commandId = ids.idFor(op.path, input);
      return observable((observer) =>
        next({ ...op, input: { ...input, commandId } }).subscribe({
          next(result) {
            ids.settled(op.path, input);
            observer.next(result);
          },
          error(error) {
            // Refused or failed on the server: known. Lost on the way: the same payload is this action still.
            if (!isTransientFailure(error)) ids.settled(op.path, input);
            observer.error(error);
          },
          complete() {
            observer.complete();
          },
        }),
      );
    };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}
