import { randomBytes } from 'node:crypto';
import { uuidV5 } from '@pusula/eventstore';
import type { ReadDb } from '@pusula/projections';

/** A command id of the demo seed, by name: the same name gives the same id in one installation. */
export type SeedCommandIds = (name: string) => string;

const SALT = 'demo-seed-salt';

/**
 * The seed's command ids are fixed per installation, so seeding twice writes nothing the second time, but
 * they come from a salt made at random the first time: nothing in the public source predicts them.
 */
export async function seedCommandIds(db: ReadDb): Promise<SeedCommandIds> {
  await db
    .insertInto('installation_secrets')
    .values({ name: SALT, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const { value: salt } = await db
    .selectFrom('installation_secrets')
    .select('value')
    .where('name', '=', SALT)
    .executeTakeFirstOrThrow();
  return (name) => uuidV5(`${salt}:${name}`);
}
