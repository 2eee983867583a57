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
  constructor(
    private readonly client: SqlClient,
    private readonly begin: string,
  ) {}
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
    await connection.executeQuery(CompiledQuery.raw(this.begin));
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

export interface ReadDbOptions {
  /**
   * Transactions commit without waiting for the disk (PostgreSQL's synchronous_commit = off), for writes
   * that can be made again from the log (see ProjectionRunner). Set in the same round trip as BEGIN.
   */
  commitWithoutWaiting?: boolean;
}

export function createReadDb(client: SqlClient, options: ReadDbOptions = {}): ReadDb {
  // Two statements, no parameters: one simple-protocol round trip. PGlite has nothing to wait for.
  const begin =
    options.commitWithoutWaiting && client.kind === 'postgres'
      ? 'BEGIN; SET LOCAL synchronous_commit = off'
      : 'BEGIN';
  return new Kysely<ReadModels>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new SqlClientDriver(client, begin),
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new PostgresQueryCompiler(),
    },
  });
}
