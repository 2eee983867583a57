import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { compress } from 'hono/compress';
import type { AppDeps } from '../app-deps';
import { MESSAGES, toHttpError } from '../errors';
import { noteFailure, requestLog } from '../observability/request-log';
import { appRouter } from '../trpc/router';
import { stateJsonLength } from './json-length';
import { shedWhenOverloaded } from './load-shedding';
import { noStoreByDefault } from './no-store';
import { installOperationsRoutes } from './operations-routes';
import { requestContext } from './request-context';
import { installRestTable, type RestTable } from './rest-table';
import { securityHeaders } from './security-headers';
import { staticSite } from './static-site';

const MAX_BODY_BYTES = 1024 * 1024;

/** Routes outside the tables, installed by hand: the benchmarks' baselines, which must skip tRPC. */
export type RestRouteInstaller = (app: Hono, deps: AppDeps) => void;

/** The HTTP surface of the one server process. REST shims are the features' tables (features/rest-routes.ts). */
export function createHttpApp(
  deps: AppDeps,
  restRoutes: readonly (RestTable | RestRouteInstaller)[] = [],
): Hono {
  const app = new Hono();
  // First: the request's id, line and metrics cover everything below, refusals included.
  app.use('*', requestLog(deps));
  app.use('*', securityHeaders(deps.config));
  // Before any work on the request: an overloaded process answers 503 at once.
  app.use('/api/*', shedWhenOverloaded(deps));
  app.use('/trpc/*', shedWhenOverloaded(deps));
  // Small JSON answers cost more CPU to compress than they save on the wire.
  app.use('*', compress({ threshold: 2048 }));
  app.use('*', stateJsonLength);
  app.use('/api/*', noStoreByDefault);
  app.use('/trpc/*', noStoreByDefault);

  const limit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json({ success: false, message: MESSAGES.tooLarge }, 413),
  });
  // Only requests that can carry a body pay for the check (it wraps the body stream).
  const limitBodies: MiddlewareHandler = (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limit(c, next);
  app.use('/api/*', limitBodies);
  app.use('/trpc/*', limitBodies);

  installOperationsRoutes(app, deps);

  app.all('/trpc/*', (c) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req: c.req.raw,
      router: appRouter,
      createContext: () => requestContext(c, deps),
      // The request's line (observability/request-log.ts) says what failed.
      onError: ({ error, req }) => noteFailure(req, error.cause ?? error),
    }),
  );

  for (const routes of restRoutes) {
    if (typeof routes === 'function') routes(app, deps);
    else installRestTable(app, deps, routes);
  }

  app.all('/api/*', (c) => c.json({ success: false, message: MESSAGES.routeNotFound }, 404));
  app.get('*', staticSite(deps.config.webDist));
  app.on('HEAD', '*', staticSite(deps.config.webDist));
  // A prerendered form posted before hydration: sent back to its page (see staticSite).
  app.post('*', staticSite(deps.config.webDist));

  app.onError((error, c) => {
    const http = toHttpError(error);
    noteFailure(c.req.raw, error);
    return c.json(
      { success: false, message: http.message, ...(http.fields ? { errors: http.fields } : {}) },
      http.status as 500,
    );
  });
  return app;
}
