export { eventIdFor, uuidV5 } from './event-id';
export { createEventStoreDbEventStore } from './eventstoredb/eventstoredb-event-store';
export { createPgPoolClient } from './postgres/pg-pool-client';
export { createPgliteClient } from './postgres/pglite-client';
export { appendOn, createPostgresEventStore } from './postgres/postgres-event-store';
export { compileWasmOptimized } from './postgres/wasm-compilation';
export type { LeasedConnection, SqlClient, SqlConnection, SqlResult } from './sql-client';
export { advisoryKey, inTransaction } from './sql-client';
export * from './types';
