import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@pusula/eventstore';
import { log } from '../observability/logger';

/** The PostgreSQL channel on which the process running a projector tells the others it committed rows. */
export const PROJECTIONS_CHANNEL = 'pusula_projections';

/**
 * Wakes every process's live feeds when a projector commits, instead of leaving the processes that do not
 * run it to their next poll: the runner sends `noticeOf(projector)` with the batch's commit (NOTIFY inside
 * its transaction, so no transaction of its own; payload: this process's id and the projector), the other
 * processes call `onCommitted` for that projector. PGlite belongs to one process: there is nobody to tell.
 */
export async function startProjectionCommits(
  sql: SqlClient,
  onCommitted: (projector: string) => void,
): Promise<{ noticeOf(projector: string): { channel: string; payload: string }; stop(): Promise<void> }> {
  const self = randomUUID();

  const onNotification = (payload: string) => {
    const space = payload.indexOf(' ');
    // '' : the listening connection was re-made and announcements may have been lost.
    if (!payload || space < 0) return onCommitted('*');
    if (payload.slice(0, space) === self) return;
    onCommitted(payload.slice(space + 1));
  };
  const unlisten =
    sql.kind === 'postgres'
      ? await sql.listen(PROJECTIONS_CHANNEL, onNotification).catch((error) => {
          // The feeds' slow poll still brings the rows.
          log.error(
            { component: 'live', err: error },
            "could not listen for other processes' projection commits",
          );
          return null;
        })
      : null;

  return {
    noticeOf: (projector) => ({ channel: PROJECTIONS_CHANNEL, payload: `${self} ${projector}` }),
    async stop() {
      await unlisten?.();
    },
  };
}
