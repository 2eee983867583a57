import type { MiddlewareHandler } from 'hono';
import type { AppDeps } from '../app-deps';
import { MESSAGES } from '../errors';

/** Seconds a refused client is asked to wait: about the gauge's sample, so it comes back once it can. */
const RETRY_AFTER_SECONDS = 2;

/**
 * Refuses new API work while the process is overloaded (`deps.load`): a fast 503 with the Turkish
 * try-again message and Retry-After, before any session lookup or database work. Commands carry their
 * command ids, so the web app's automatic retry is safe. Static files and the operators' probes are not
 * refused: they cost next to nothing and tell the operator what is going on.
 */
export function shedWhenOverloaded(deps: AppDeps): MiddlewareHandler {
  return async (c, next) => {
    const cause = deps.load.overload();
    if (!cause) return next();
    deps.metrics.shedRequest(cause);
    c.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return c.json({ success: false, message: MESSAGES.overloaded }, 503);
  };
}
