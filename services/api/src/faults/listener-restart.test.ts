import { createPgPoolClient } from '@pusula/eventstore/postgres/pg-pool-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../testing-process';
import { createThrowawayPostgres, findPostgresBin, type ThrowawayPostgres } from './throwaway-postgres';

/**
 * A LISTEN (checkpoint notices, appends) through a PostgreSQL that is down for longer than one try to
 * listen again. Pass: once it is back the listener hears again, and first says it may have missed some
 * (''), so that waiters read what they missed instead of waiting on a notice that never comes.
 */
const bin = findPostgresBin();
if (!bin) console.warn('listener restart fault test skipped: no PostgreSQL binaries (initdb, pg_ctl) found');

describe.skipIf(!bin)('a listener through a PostgreSQL restart', () => {
  let pg: ThrowawayPostgres;
  beforeAll(async () => {
    pg = createThrowawayPostgres(bin!, await freePort());
  }, 60_000);
  afterAll(() => pg?.destroy());

  it('listens again after the server was down for several tries, and says it may have missed notices', async () => {
    const listening = createPgPoolClient(pg.url, { max: 1 });
    const heard: string[] = [];
    const unlisten = await listening.listen('pusula_restart_test', (payload) => heard.push(payload));
    const notifier = createPgPoolClient(pg.url, { max: 1 });
    try {
      expect(heard).toEqual(['']);
      await notifier.query("SELECT pg_notify('pusula_restart_test', 'before')");
      await expect.poll(() => heard).toEqual(['', 'before']);

      pg.stop();
      // Down for about three tries to listen again.
      await new Promise((r) => setTimeout(r, 3_500));
      pg.start();
      await expect.poll(() => heard.length, { timeout: 10_000 }).toBe(3);
      expect(heard[2]).toBe('');
      await expect
        .poll(
          async () => {
            await notifier.query("SELECT pg_notify('pusula_restart_test', 'after')").catch(() => {});
            return heard.includes('after');
          },
          { timeout: 10_000 },
        )
        .toBe(true);
    } finally {
      await unlisten();
      await notifier.close();
      await listening.close();
    }
  }, 60_000);
});
