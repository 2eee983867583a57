import { afterEach, describe, expect, it } from 'vitest';
import { jsonbParameter, type SqlConnection } from './sql-client';
import { closeClientsOpenedForTests, sqlClientsUnderTest } from './testing';

afterEach(closeClientsOpenedForTests);

const clients = sqlClientsUnderTest({ worker: true, blankStore: true });

describe.each(clients)('jsonbParameter on %s', (_kind, open) => {
  it('arrives as the jsonb value of its JSON text, Turkish letters and all', async () => {
    const client = await open();
    const value = { ad: 'Işıl Çağrı', notlar: ['öğün', 'şüphe'], n: 12.5, boş: null };
    const { rows } = await client.query<{ v: unknown; k: string }>(
      `SELECT $1::jsonb AS v, jsonb_typeof($1::jsonb) AS k`,
      [jsonbParameter(JSON.stringify(value))],
    );
    expect(rows[0]).toEqual({ v: value, k: 'object' });
  });

  it('leaves other jsonb parameters as they were (objects and JSON text)', async () => {
    const client = await open();
    const { rows } = await client.query<{ a: unknown; b: unknown }>(`SELECT $1::jsonb AS a, $2::jsonb AS b`, [
      JSON.stringify({ x: 'ğ' }),
      { y: [1, 2] },
    ]);
    expect(rows[0]).toEqual({ a: { x: 'ğ' }, b: { y: [1, 2] } });
  });

  it('is refused, not misread, when the JSON is broken', async () => {
    const client = await open();
    await expect(client.query(`SELECT $1::jsonb AS v`, [jsonbParameter('{"a": ')])).rejects.toThrow();
  });
});

describe.each(clients)('named statements on %s', (_kind, open) => {
  it('answer as the same statement without a name does: parameters and rows typed alike', async () => {
    const client = await open();
    const text = `SELECT $1::int8 AS big, $2::jsonb AS doc, $3::text AS word, $4::text AS nothing,
                          $5::timestamptz AS at, $6::text[] AS list, $7::uuid AS id`;
    const params = [
      9007199254740993n,
      { ş: ['ğ', 1] },
      'Çağrı ılık',
      null,
      new Date('2026-11-25T07:00:00.000Z'),
      ['a', 'ö'],
      'b1c7a8e2-5f0d-4a43-9d1e-6c2f3e8a7b90',
    ];
    const unnamed = await client.query(text, params);
    const first = await client.query(text, params, { name: 'typed' });
    const again = await client.query(text, params, { name: 'typed' });
    expect(first.rows).toEqual(unnamed.rows);
    expect(again.rows).toEqual(unnamed.rows);
    expect(unnamed.rows[0]).toMatchObject({ doc: { ş: ['ğ', 1] }, word: 'Çağrı ılık', nothing: null });
  });

  it('refuse a name already given to another statement, and keep the first', async () => {
    const client = await open();
    expect((await client.query('SELECT 1 AS v', [], { name: 'taken' })).rows).toEqual([{ v: 1 }]);
    await expect(client.query('SELECT 2 AS v', [], { name: 'taken' })).rejects.toThrow(
      "'taken' was used for a different statement",
    );
    expect((await client.query('SELECT 1 AS v', [], { name: 'taken' })).rows).toEqual([{ v: 1 }]);
  });

  it('read the table that is there now, after a swap replaced the one they were prepared on', async () => {
    const client = await open();
    await client.query('CREATE TABLE swapped (n int)');
    await client.query('INSERT INTO swapped VALUES (1)');
    const read = () => client.query<{ n: number }>('SELECT n FROM swapped', [], { name: 'read_swapped' });
    expect((await read()).rows).toEqual([{ n: 1 }]);
    await client.transaction(async (conn) => {
      await conn.query('CREATE TABLE swapped_next (n int)');
      await conn.query('INSERT INTO swapped_next VALUES (2)');
      await conn.query('DROP TABLE swapped');
      await conn.query('ALTER TABLE swapped_next RENAME TO swapped');
    });
    expect((await read()).rows).toEqual([{ n: 2 }]);
  });

  it('report errors with their PostgreSQL code, roll back with their transaction and stay usable', async () => {
    const client = await open();
    await client.query('CREATE TABLE once (id int PRIMARY KEY)');
    const insert = (conn: SqlConnection, id: number) =>
      conn.query('INSERT INTO once VALUES ($1) RETURNING id', [id], { name: 'insert_once' });
    expect((await insert(client, 1)).rows).toEqual([{ id: 1 }]);
    await expect(insert(client, 1)).rejects.toMatchObject({ code: '23505' });
    await expect(
      client.transaction(async (conn) => {
        await insert(conn, 2);
        throw new Error('vazgeçildi');
      }),
    ).rejects.toThrow('vazgeçildi');
    expect((await insert(client, 3)).affectedRows).toBe(1);
    expect((await client.query('SELECT id FROM once ORDER BY id')).rows).toEqual([{ id: 1 }, { id: 3 }]);
  });
});
