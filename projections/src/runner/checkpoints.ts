import { sql, type Transaction } from 'kysely';
import type { ReadDb } from '../db';
import type { Projector } from '../projector';
import type { ReadModels } from '../schema';
import type { Notice } from './checkpoint-notices';

type Trx = Transaction<ReadModels>;

/**
 * The stored checkpoint was not where this runner left it: another runner owns the projector now, or a
 * commit this runner made was lost (see commitBatch). The runner re-reads it and goes on from there.
 */
export class FencedOff extends Error {}

/** Builds the notice that tells other processes of a checkpoint move (null: nobody to tell). */
export type TellCheckpoint = (position: string | null, rowsChanged: boolean) => Notice | null;

/**
 * Moves a projector's stored checkpoint from `from` to `to` inside the caller's transaction, or throws
 * FencedOff when it is no longer at `from`: the compare-and-set that fences off a second runner. A notice
 * goes out in the same statement (no round trip of its own), delivered when the transaction commits.
 */
export async function compareAndSetCheckpoint(
  trx: Trx,
  name: string,
  from: string | null,
  to: string | null,
  options: { version?: number; notice?: Notice | null } = {},
): Promise<void> {
  const { version, notice } = options;
  const moved = await trx
    .updateTable('projection_checkpoints')
    .set({ position: to, updated_at: new Date(), ...(version === undefined ? {} : { version }) })
    .where('name', '=', name)
    .where(sql<boolean>`position IS NOT DISTINCT FROM ${from}`)
    .returning(
      notice
        ? sql<string>`pg_notify(${notice.channel}, ${notice.payload})::text`.as('told')
        : sql<string>`''`.as('told'),
    )
    .executeTakeFirst();
  if (!moved) throw new FencedOff();
}

/** Creates the checkpoint row; a version change truncates the projector's tables and starts over. */
export async function prepareCheckpoint(
  db: ReadDb,
  projector: Projector,
  tell: TellCheckpoint = () => null,
): Promise<string | null> {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('projection_checkpoints')
      .values({ name: projector.name, position: null, version: projector.version, updated_at: new Date() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await trx
      .selectFrom('projection_checkpoints')
      .select(['position', 'version'])
      .where('name', '=', projector.name)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (row.version === projector.version) return row.position;
    await startOver(trx, projector);
    // Processes that knew the old version's checkpoint learn that it starts over.
    const notice = tell(null, true);
    if (notice) await sql`SELECT pg_notify(${notice.channel}, ${notice.payload})`.execute(trx);
    return null;
  });
}

export async function readCheckpoint(db: ReadDb, name: string): Promise<string | null> {
  const row = await db
    .selectFrom('projection_checkpoints')
    .select('position')
    .where('name', '=', name)
    .executeTakeFirst();
  return row?.position ?? null;
}

/** Every projector's stored checkpoint, in one query. */
export async function readStoredCheckpoints(db: ReadDb): Promise<Map<string, string | null>> {
  const rows = await db.selectFrom('projection_checkpoints').select(['name', 'position']).execute();
  return new Map(rows.map((r) => [r.name, r.position]));
}

/**
 * Development rebuild: empties a projector's tables and checkpoint in one transaction; the running runner
 * (or the next one started) replays the whole log into them.
 */
export async function resetProjection(db: ReadDb, projector: Projector): Promise<void> {
  await db.transaction().execute((trx) => startOver(trx, projector));
}

async function startOver(trx: Trx, projector: Projector) {
  for (const table of projector.tables) await sql`TRUNCATE TABLE ${sql.table(table)}`.execute(trx);
  await trx
    .updateTable('projection_checkpoints')
    .set({ position: null, version: projector.version, updated_at: new Date() })
    .where('name', '=', projector.name)
    .execute();
}
