import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-deps';
import { createCaller } from '../trpc/router';
import { objectBody } from './object-body';
import { callProcedure, type ProcedureOutput, type ProcedurePath } from './procedure-path';
import { requestContext } from './request-context';
import { type Envelope, jsonBody, respond } from './rest';

/** What a row builds its input from; the body is read (and refused when malformed) as the row says. */
export interface RestRequest<Body> {
  params: Record<string, string>;
  query: Record<string, string>;
  body: Body;
}

/**
 * How a row reads the request body. `object`: a JSON object, anything else a Turkish 400 before the
 * procedure. `json`: any JSON, for routes whose schema alone decides, or whose body is optional.
 * Without `body` the body is not read, so a route that takes none does not fail on one.
 */
type BodyRead =
  | { body: 'object'; input?: (request: RestRequest<Record<string, unknown>>) => unknown }
  | { body: 'json'; input?: (request: RestRequest<unknown>) => unknown }
  | { body?: undefined; input?: (request: RestRequest<undefined>) => unknown };

interface RestRowOf<P extends ProcedurePath> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Hono's pattern, e.g. `/api/advisor-notes/:noteId/reply`. */
  path: string;
  procedure: P;
  /** `success`: `{ success, data }` (the spec's advisor areas); `data`: `{ data }`. */
  envelope: Envelope;
  /** The success status; 200 unless the route creates something. */
  status?: 201;
  /**
   * What of the procedure's result the route sends (default: all of it). A method, so rows of different
   * procedures make one array type; each row's answer only ever receives its own procedure's result.
   */
  answer?(result: ProcedureOutput<P>): unknown;
  /**
   * Hono middleware before the call (it may answer instead) and after it: the one way for a route to
   * answer more than its procedure's result, e.g. the catalogue's HTTP cache.
   */
  middleware?: MiddlewareHandler;
}

/**
 * One REST route: the procedure it calls, by path, and how the raw input is built from the request (by
 * default the body, or nothing). The procedure's input schema checks that input as it checks any client's.
 */
export type RestRow = { [P in ProcedurePath]: RestRowOf<P> & BodyRead }[ProcedurePath];

/** A feature's REST routes, installed in order: a literal path comes before a pattern that would take it. */
export type RestTable = readonly RestRow[];

export function installRestTable(app: Hono, deps: AppDeps, table: RestTable): void {
  for (const row of table) installRow(app, deps, row);
}

function installRow(app: Hono, deps: AppDeps, row: RestRowOf<ProcedurePath> & BodyRead): void {
  const handler = (c: Context) =>
    respond(
      c,
      row.envelope,
      async () => {
        const input = await inputOf(c, row);
        const result = await callProcedure(createCaller(requestContext(c, deps)), row.procedure, input);
        return row.answer ? row.answer(result) : result;
      },
      row.status,
    );
  if (row.middleware) app.on(row.method, row.path, row.middleware, handler);
  else app.on(row.method, row.path, handler);
}

async function inputOf(c: Context, row: BodyRead): Promise<unknown> {
  const params = c.req.param();
  const query = c.req.query();
  switch (row.body) {
    case 'object': {
      const body = await objectBody(c);
      return row.input ? row.input({ params, query, body }) : body;
    }
    case 'json': {
      const body = await jsonBody(c);
      return row.input ? row.input({ params, query, body }) : body;
    }
    default:
      return row.input?.({ params, query, body: undefined });
  }
}
