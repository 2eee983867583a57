import type { SqlClient } from '@pusula/eventstore';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * rate-limiter-flexible's PostgreSQL store, given our SQL client in the shape of a `pg` pool: the counters
 * live in the database, so every process shares them (and PGlite works the same way).
 */
function asPgPool(sql: SqlClient) {
  return {
    async query(config: { text: string; values?: unknown[]; name?: string } | string, values?: unknown[]) {
      const text = typeof config === 'string' ? config : config.text;
      const params = typeof config === 'string' ? values : config.values;
      const name = typeof config === 'string' ? undefined : config.name;
      const result = await sql.query(text, params ?? [], name ? { name } : undefined);
      // pg counts selected rows in rowCount; our client reports affected rows, so take the larger.
      return { rows: result.rows, rowCount: Math.max(result.affectedRows ?? 0, result.rows.length) };
    },
  };
}

export function createSqlRateLimiter(sql: SqlClient, keyPrefix: string, points: number, duration: number) {
  return new Promise<RateLimiterPostgres>((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      {
        storeClient: asPgPool(sql),
        storeType: 'pool',
        tableName: 'rate_limits',
        keyPrefix,
        points,
        duration,
      },
      (error?: Error) => (error ? reject(error) : resolve(limiter)),
    );
  });
}

export interface ConsumingLimiter {
  /** Counts one use; seconds to wait when over the limit, else null. */
  consume(key: string): Promise<number | null>;
}

export async function createConsumingLimiter(
  sql: SqlClient,
  keyPrefix: string,
  points: number,
  durationSeconds: number,
): Promise<ConsumingLimiter> {
  const limiter = await createSqlRateLimiter(sql, keyPrefix, points, durationSeconds);
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return null;
      } catch (error) {
        if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
        throw error;
      }
    },
  };
}
