import { randomUUID } from 'node:crypto';
import { ProjectionWaitTimeout } from '@pusula/projections';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { AppDeps } from '../app-deps';
import { isStorageUnavailable } from '../errors';

/** What went wrong in a request that failed, noted where it is caught (REST, tRPC, the app's handler). */
const failures = new WeakMap<Request, unknown>();
const requestIds = new WeakMap<Request, string>();

export function noteFailure(request: Request, error: unknown): void {
  failures.set(request, error);
}

/** The request's id (sent as X-Request-Id or made here), for lines written while it runs. */
export function requestIdOf(request: Request): string {
  return requestIds.get(request) ?? randomUUID();
}

/** A client's or a proxy's id is kept only when it is short and plain: it is written into every line. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Balancers' probes and scrapes come every few seconds from every replica: one line each only on demand. */
const PROBES = new Set(['/livez', '/readyz', '/healthz', '/metrics']);

/**
 * Every HTTP request: an id (the caller's X-Request-Id, or a new one) echoed in the answer, a line with
 * method, route pattern, status and milliseconds, and its count and latency in the metrics. The route is
 * the pattern (`/api/students/:id`), never the URL: URLs carry ids and invitation tokens. A 503 is a
 * warning with its reason, any other 5xx an error with the cause.
 */
export function requestLog(deps: AppDeps): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const given = c.req.header('x-request-id');
    const reqId = given && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID();
    requestIds.set(c.req.raw, reqId);
    await next();
    c.header('X-Request-Id', reqId);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const route = routePath(c) || 'unmatched';
    const { status } = c.res;
    const method = c.req.method;
    deps.metrics.httpRequest(method, route, status, ms / 1000);
    const line = { reqId, method, route, status, ms };
    const failure = failures.get(c.req.raw);
    if (status === 503) deps.log.warn({ ...line, reason: unavailableReason(failure, deps) }, 'unavailable');
    else if (status >= 500) deps.log.error({ ...line, err: failure }, 'request failed');
    else if (PROBES.has(route)) deps.log.debug(line, 'request');
    else deps.log.info(line, 'request');
  };
}

/** Why a 503 was answered: the operator's first question about it. */
function unavailableReason(failure: unknown, deps: AppDeps): string {
  if (deps.lifecycle.draining) return 'draining';
  const overload = deps.load.overload();
  if (overload) return `overloaded (${overload})`;
  if (failure === undefined) return 'not-ready';
  // tRPC wraps what a procedure threw (once or twice): the reason is further down.
  for (let e: unknown = failure, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof ProjectionWaitTimeout) return 'projection-timeout';
    if (isStorageUnavailable(e)) return 'storage-unavailable';
  }
  return 'unavailable';
}
