/**
 * How PGlite turns parameters into what it sends, where its defaults do not suit us. Plain JavaScript,
 * because the worker thread (pglite-worker.mjs) needs it too and starts without a TypeScript loader.
 *
 * PGlite makes every parameter text by its type, a byte array included (a jsonb serializer would write
 * it as JSON). A jsonb parameter given as bytes (`jsonbParameter` in sql-client.ts) is already in
 * PostgreSQL's binary form: it goes to the server as it is.
 */
const JSONB_OID = 3802;

export const PARAMETER_SERIALIZERS = {
  [JSONB_OID]: (value) =>
    value instanceof Uint8Array
      ? value
      : typeof value === 'string'
        ? value
        : JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v)),
};
