import { randomUUID } from 'node:crypto';
import type { SqlClient } from '@pusula/eventstore';

/** The PostgreSQL channel on which every commit that moves a projector's checkpoint is told. */
export const PROJECTIONS_CHANNEL = 'pusula_projections';

export interface CheckpointNotice {
  projector: string;
  /** The projector's stored checkpoint once the commit is visible. */
  position: string | null;
  /**
   * The commit may have changed read-model rows (a batch with events the projector handles, a rebuild, a
   * new version starting over), not only the checkpoint.
   */
  rowsChanged: boolean;
  /** Sent by this process (through these notices). */
  fromSelf: boolean;
}

/** `missed`: the listening connection was (re)made, and what was told meanwhile never arrived. */
export type NoticeListener = (notice: CheckpointNotice | 'missed') => void;

/** A PostgreSQL NOTIFY, to be sent inside the transaction it tells of. */
export interface Notice {
  channel: string;
  payload: string;
}

/**
 * Every process's way to learn where the projectors another process runs stand, without asking: the
 * runner sends `noticeOf(…)` inside each transaction that moves a stored checkpoint (a NOTIFY is delivered
 * at commit, and only if it commits), and every process hears them all. Waiters for read-your-writes
 * resolve on them, live feeds fetch new rows on them.
 */
export interface CheckpointNotices {
  /**
   * True when notices are heard here: on PostgreSQL once listening started. False on PGlite (one process:
   * the runner tells its waiters itself) and when listening failed: waiters then read stored checkpoints.
   */
  readonly heard: boolean;
  noticeOf(projector: string, position: string | null, rowsChanged: boolean): Notice;
  subscribe(listener: NoticeListener): () => void;
  stop(): Promise<void>;
}

/**
 * Listens on PROJECTIONS_CHANNEL. Notices carry the schema they were sent from: installations side by
 * side in one database (tests do this) share the channel and must not take each other's positions.
 */
export async function listenForCheckpointNotices(
  sql: SqlClient,
  options: { onListenFailed?: (error: unknown) => void } = {},
): Promise<CheckpointNotices> {
  const self = randomUUID();
  const listeners = new Set<NoticeListener>();
  const tell = (notice: CheckpointNotice | 'missed') => {
    for (const listener of listeners) listener(notice);
  };
  let schema = '';
  let unlisten: (() => Promise<void>) | null = null;
  if (sql.kind === 'postgres') {
    try {
      schema = (await sql.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0]!.schema;
      unlisten = await sql.listen(PROJECTIONS_CHANNEL, (payload) => {
        if (!payload) return tell('missed');
        const notice = parseNotice(payload, schema, self);
        if (notice) tell(notice);
      });
    } catch (error) {
      options.onListenFailed?.(error);
    }
  }
  return {
    heard: unlisten !== null,
    noticeOf: (projector, position, rowsChanged) => ({
      channel: PROJECTIONS_CHANNEL,
      payload: [self, projector, position ?? NO_POSITION, rowsChanged ? ROWS : CHECKPOINT, schema].join(' '),
    }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async stop() {
      listeners.clear();
      await unlisten?.();
    },
  };
}

const NO_POSITION = '-';
const ROWS = 'rows';
const CHECKPOINT = 'checkpoint';

/** `sender projector position rows|checkpoint schema`; positions and names hold no spaces, a schema may. */
function parseNotice(payload: string, schema: string, self: string): CheckpointNotice | null {
  const fields = payload.split(' ');
  if (fields.length < 5 || fields.slice(4).join(' ') !== schema) return null;
  const [sender, projector, position, what] = fields as [string, string, string, string];
  return {
    projector,
    position: position === NO_POSITION ? null : position,
    rowsChanged: what === ROWS,
    fromSelf: sender === self,
  };
}
