export { eventIdFor, uuidV5 } from './event-id';
// The PostgreSQL pool (`pg`) and the EventStoreDB client (gRPC) are imported by path, by whoever uses
// them: loaded here they cost every server about 35 MB of memory, on the store it does not use.
// '@pusula/eventstore/postgres/pg-pool-client', '@pusula/eventstore/eventstoredb/eventstoredb-event-store'
export { createPgliteClient } from './postgres/pglite-client';
export { appendOn, createPostgresEventStore } from './postgres/postgres-event-store';
export { compileWasmOptimized } from './postgres/wasm-compilation';
export type { HeldLock, LeasedConnection, SqlClient, SqlConnection, SqlResult } from './sql-client';
export { advisoryKey, inTransaction, jsonbParameter } from './sql-client';
export * from './types';
