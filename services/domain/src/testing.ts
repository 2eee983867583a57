import { expect } from 'vitest';
import { type Decider, DomainError, type DomainErrorCode, foldEvents } from './decider';

/** Given events, when a command, then events or a refusal: the shape of every decider test. */
export function given<C, E, S>(decider: Decider<C, E, S>, events: readonly E[] = []) {
  return {
    when(command: C) {
      const run = () => decider.decide(command, foldEvents(decider, events));
      return {
        thenEmits(expected: E[]) {
          expect(run()).toEqual(expected);
        },
        thenRefuses(code: DomainErrorCode, message?: string | RegExp) {
          let error: unknown;
          try {
            run();
          } catch (e) {
            error = e;
          }
          expect(error).toBeInstanceOf(DomainError);
          expect((error as DomainError).code).toBe(code);
          if (message) expect((error as DomainError).message).toMatch(message);
        },
      };
    },
  };
}
