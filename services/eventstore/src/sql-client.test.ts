import { afterEach, describe, expect, it } from 'vitest';
import { createPgPoolClient } from './postgres/pg-pool-client';
import { createPgliteClient } from './postgres/pglite-client';
import { jsonbParameter, type SqlClient } from './sql-client';
import { freshPostgresSchema } from './testing';

const databaseUrl = process.env.DATABASE_URL;

const clients: [string, () => Promise<{ client: SqlClient; done: () => Promise<void> }>][] = [
  ['PGlite', async () => ({ client: await createPgliteClient(), done: async () => {} })],
  [
    'PGlite on a worker thread',
    async () => ({ client: await createPgliteClient(undefined, { thread: 'worker' }), done: async () => {} }),
  ],
];
if (databaseUrl)
  clients.push([
    'PostgreSQL',
    async () => {
      const schema = await freshPostgresSchema(databaseUrl);
      return { client: createPgPoolClient(schema.url, { max: 2 }), done: schema.drop };
    },
  ]);

describe.each(clients)('jsonbParameter on %s', (_kind, open) => {
  let opened: Awaited<ReturnType<typeof open>> | undefined;
  afterEach(async () => {
    await opened?.client.close();
    await opened?.done();
    opened = undefined;
  });

  it('arrives as the jsonb value of its JSON text, Turkish letters and all', async () => {
    opened = await open();
    const value = { ad: 'Işıl Çağrı', notlar: ['öğün', 'şüphe'], n: 12.5, boş: null };
    const { rows } = await opened.client.query<{ v: unknown; k: string }>(
      `SELECT $1::jsonb AS v, jsonb_typeof($1::jsonb) AS k`,
      [jsonbParameter(JSON.stringify(value))],
    );
    expect(rows[0]).toEqual({ v: value, k: 'object' });
  });

  it('leaves other jsonb parameters as they were (objects and JSON text)', async () => {
    opened = await open();
    const { rows } = await opened.client.query<{ a: unknown; b: unknown }>(
      `SELECT $1::jsonb AS a, $2::jsonb AS b`,
      [JSON.stringify({ x: 'ğ' }), { y: [1, 2] }],
    );
    expect(rows[0]).toEqual({ a: { x: 'ğ' }, b: { y: [1, 2] } });
  });

  it('is refused, not misread, when the JSON is broken', async () => {
    opened = await open();
    await expect(opened.client.query(`SELECT $1::jsonb AS v`, [jsonbParameter('{"a": ')])).rejects.toThrow();
  });
});
