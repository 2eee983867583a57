import { jsonbParameter } from '@pusula/eventstore';
import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../schema';

/** The SQL type of each column a bulk write names, in the order the statement lists them. */
export type ColumnTypes = Record<
  string,
  'text' | 'jsonb' | 'boolean' | 'timestamptz' | 'bigint' | 'smallint'
>;

/** Rows per statement: a replay batch fits in one, a larger one is split to bound the JSON text. */
const ROWS_PER_STATEMENT = 5_000;

/**
 * Writes many rows with one statement and one parameter: the rows travel as one JSON array of arrays
 * (values in column order, no key repeated per row) that PostgreSQL unpacks with `jsonb_array_elements`.
 * A multi-row VALUES list costs a bind parameter per cell (ten thousand per replay batch), each
 * serialised by the client and planned by the server, and PGlite moves every byte of a message through
 * JavaScript: fewer parameters and fewer bytes are what make rebuilds faster. The JSON goes in jsonb's
 * binary form (`jsonbParameter`), which neither driver has to encode character by character. `suffix` is the statement's
 * ON CONFLICT clause (constant SQL).
 */
export async function insertJsonRows<Row extends object>(
  trx: Transaction<ReadModels>,
  table: keyof ReadModels & string,
  columns: ColumnTypes,
  rows: readonly Row[],
  suffix: string,
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const values = names.map((name, i) => {
    const type = columns[name]!;
    if (type === 'jsonb') return `r->${i}`;
    return type === 'text' ? `r->>${i}` : `(r->>${i})::${type}`;
  });
  const head = sql.raw(
    `INSERT INTO "${table}" (${names.map((n) => `"${n}"`).join(', ')}) SELECT ${values.join(', ')} FROM jsonb_array_elements(`,
  );
  const tail = sql.raw(`::jsonb) AS r ${suffix}`);
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
    const json = jsonbParameter(
      JSON.stringify(chunk.map((row) => names.map((n) => (row as Record<string, unknown>)[n] ?? null))),
    );
    await sql`${head}${json}${tail}`.execute(trx);
  }
}

/** `column = ANY(…)` over a list of ids sent as one JSON parameter (instead of one parameter per id). */
export const inJsonList = (ids: Iterable<string>) =>
  sql<string>`ANY(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify([...ids])}::jsonb)))`;
