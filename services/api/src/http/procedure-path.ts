import type {
  AnyTRPCMutationProcedure,
  AnyTRPCQueryProcedure,
  inferProcedureOutput,
  TRPCRouterRecord,
} from '@trpc/server';
import type { AppRouter, createCaller } from '../trpc/router';

type Procedures = AppRouter['_def']['record'];

/** Dotted paths of the queries and mutations under a router record (a REST answer is one result, never a stream). */
type PathsOf<R extends TRPCRouterRecord, Prefix extends string = ''> = {
  [K in keyof R & string]: R[K] extends AnyTRPCQueryProcedure | AnyTRPCMutationProcedure
    ? `${Prefix}${K}`
    : R[K] extends TRPCRouterRecord
      ? PathsOf<R[K], `${Prefix}${K}.`>
      : never;
}[keyof R & string];

type ProcedureAt<R, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof R
    ? ProcedureAt<R[Head], Rest>
    : never
  : P extends keyof R
    ? R[P]
    : never;

/** A procedure of the app router named by its dotted path, e.g. `'notes.send'`: a typo does not compile. */
export type ProcedurePath = PathsOf<Procedures>;

export type ProcedureOutput<P extends ProcedurePath> = inferProcedureOutput<ProcedureAt<Procedures, P>>;

/**
 * Calls the procedure at `path` with a raw input, which the procedure's input schema checks as it checks
 * any client's. tRPC's caller is a proxy that resolves any path, so walking it key by key reaches the
 * procedure; `ProcedurePath` is what guarantees the procedure is there.
 */
export async function callProcedure<P extends ProcedurePath>(
  caller: ReturnType<typeof createCaller>,
  path: P,
  input: unknown,
): Promise<ProcedureOutput<P>> {
  const procedure: unknown = path
    .split('.')
    .reduce<unknown>((node, key) => Reflect.get(Object(node), key), caller);
  if (typeof procedure !== 'function') throw new Error(`No procedure at ${path}`);
  return procedure(input);
}
