import { uuidV5 } from '@pusula/eventstore';

/**
 * A use case that writes to several streams derives one command id per stream (and ids of new entities)
 * from the caller's command id, so a retried request repeats exactly the same writes and nothing more.
 */
export function derivedId(commandId: string, part: string): string {
  return uuidV5(`${commandId}/${part}`);
}
