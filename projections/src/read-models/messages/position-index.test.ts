import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestStorage, TEST_STORAGE_KINDS, type TestStorage } from '../../testing';
import { allMessagesAfterQuery } from './queries';

/**
 * The messages live feed's two queries (`max(position)` per new subscriber, `position > $1` per commit) can
 * use `messages_position` (migration 0035). A near-empty table is scanned whatever its indexes, so the plan
 * is asked with sequential scans priced out: what a large table gets.
 */
describe.each(TEST_STORAGE_KINDS)('the messages feed reads by the position index on %s', (kind) => {
  let storage: TestStorage;
  beforeAll(async () => {
    storage = await openTestStorage(kind);
  });
  afterAll(() => storage.close());

  const planOf = (query: ReturnType<typeof sql>) =>
    storage.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const rows = await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(trx);
      return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
    });

  it('max(position) and position > $1 use messages_position', async () => {
    expect(await planOf(sql`select max(position) from messages`)).toContain('messages_position');
    const after = allMessagesAfterQuery(storage.db, '000000000001-000000000001', 500);
    expect(after).toBeDefined();
    await after;
    expect(
      await planOf(
        sql`select * from messages where position > '000000000001-000000000001' order by position limit 500`,
      ),
    ).toContain('messages_position');
  });
});
