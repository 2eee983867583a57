import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@pusula/eventstore';
import { log } from '../observability/logger';

/** The PostgreSQL channel on which the process running a projector tells the others it committed rows. */
export const PROJECTIONS_CHANNEL = 'pusula_projections';

/**
 * Wakes every process's live feeds when a projector commits, instead of leaving the processes that do not
 * run it to their next poll: the runner's process announces (NOTIFY, payload: this process's id and the
 * projector), the others call `onCommitted` for that projector. Announcements of one projector are
 * coalesced: while one is on its way, further commits make one more, not one each. PGlite belongs to one
 * process: there is nobody to tell.
 */
export async function startProjectionCommits(
  sql: SqlClient,
  onCommitted: (projector: string) => void,
): Promise<{ announce(projector: string): void; stop(): Promise<void> }> {
  const self = randomUUID();
  const sending = new Set<string>();
  const again = new Set<string>();

  const send = (projector: string) => {
    sending.add(projector);
    sql
      .query('SELECT pg_notify($1, $2)', [PROJECTIONS_CHANNEL, `${self} ${projector}`])
      .catch((error) =>
        log.error({ component: 'live', err: error }, 'could not announce a projection commit'),
      )
      .finally(() => {
        sending.delete(projector);
        if (again.delete(projector)) send(projector);
      });
  };

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
    announce(projector) {
      if (sql.kind !== 'postgres') return;
      if (sending.has(projector)) again.add(projector);
      else send(projector);
    },
    async stop() {
      await unlisten?.();
    },
  };
}
