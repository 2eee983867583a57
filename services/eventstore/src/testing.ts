import { randomUUID } from 'node:crypto';
import pg from 'pg';

/**
 * Test support: a private schema on the real PostgreSQL server of DATABASE_URL, so test files can run in
 * parallel on one database. Returns a connection string whose search_path points at the new schema.
 */
export async function freshPostgresSchema(
  databaseUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}
