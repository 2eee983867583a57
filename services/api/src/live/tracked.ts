import { tracked } from '@trpc/server';

/** What a subscriber receives for a tracked item: tRPC unwraps the envelope to `{ id, data }`. */
export interface Tracked<T> {
  id: string;
  data: T;
}

/**
 * tRPC's `tracked()` returns a tuple typed with a private unique symbol, which TypeScript cannot name in the
 * declaration files of this composite project (TS2742). At run time the envelope is what tRPC needs; the
 * declared type is what the client receives.
 */
export function trackedItem<T>(id: string, data: T): Tracked<T> {
  return tracked(id, data) as unknown as Tracked<T>;
}
