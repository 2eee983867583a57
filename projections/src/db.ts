import type { SqlClient } from '@pusula/eventstore';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryResult,
} from 'kysely';
import type { ReadModels } from './schema';

/**
 * Kysely over our SqlClient, so read models share the event store's connection handling: a pg pool on
 * PostgreSQL, the one mutex-guarded connection on PGlite.
 */
class SqlClientDriver implements Driver {
  constructor(private readonly client: SqlClient) {}
  async init() {}
  async acquireConnection(): Promise<DatabaseConnection> {
    const leased = await this.client.acquire();
    const connection: DatabaseConnection & { release(): void } = {
      async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
        const result = await leased.query<R>(compiled.sql, compiled.parameters);
        return { rows: result.rows, numAffectedRows: BigInt(result.affectedRows ?? 0) };
      },
      // biome-ignore lint/correctness/useYield: streaming is not used; fail loudly if someone tries.
      async *streamQuery() {
        throw new Error('streamQuery is not supported');
      },
      release: () => leased.release(),
    };
    return connection;
  }
  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('BEGIN'));
  }
  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('COMMIT'));
  }
  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw('ROLLBACK'));
  }
  async releaseConnection(connection: DatabaseConnection) {
    (connection as DatabaseConnection & { release(): void }).release();
  }
  async destroy() {}
}

export type ReadDb = Kysely<ReadModels>;

export function createReadDb(client: SqlClient): ReadDb {
  return new Kysely<ReadModels>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new SqlClientDriver(client),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}
