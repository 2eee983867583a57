import { TRPCClientError } from '@trpc/client';

/** Statuses that say "not now" about the server or the way to it, never "not this": a retry may succeed. */
const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);
const TRANSIENT_CODES: ReadonlySet<string> = new Set([
  'SERVICE_UNAVAILABLE',
  'TIMEOUT',
  'GATEWAY_TIMEOUT',
  'BAD_GATEWAY',
]);

/** How long a call may take before it is given up as a time-out (and, for a command, retried). */
export const REQUEST_TIMEOUT_MS = 20_000;

/**
 * An answer that is not JSON (a proxy's 502/503 page) leaves the tRPC client with only a parse error and
 * no status; `timedFetch` turns it into this, so the status is known when deciding on a retry.
 */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`);
    this.name = 'HttpStatusError';
  }
}

/**
 * Whether a failed call may have failed for a passing reason: the network (no answer at all), a time-out,
 * or a 502/503/504. A 4xx is the request's own fault and a 500 a fault a retry will not mend: never.
 */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof TRPCClientError) {
    const data = error.data as { code?: string; httpStatus?: number } | undefined;
    if (data) return TRANSIENT_CODES.has(data.code ?? '') || TRANSIENT_STATUSES.has(data.httpStatus ?? 0);
    const status = (error.meta as { response?: { status?: number } } | undefined)?.response?.status;
    if (typeof status === 'number') return TRANSIENT_STATUSES.has(status);
    return isTransientFailure(error.cause);
  }
  if (error instanceof HttpStatusError) return TRANSIENT_STATUSES.has(error.status);
  if (error instanceof Error) {
    // A time-out, or fetch's TypeError for a request that got no answer; a cancelled call is no failure.
    if (error.name === 'TimeoutError') return true;
    if (error.name === 'AbortError') return false;
    return error instanceof TypeError;
  }
  return false;
}

/**
 * `fetch` for the tRPC links: gives up after `REQUEST_TIMEOUT_MS`, and reports an error answer that is not
 * JSON by its status (see `HttpStatusError`). JSON answers, tRPC's errors among them, pass untouched.
 */
export async function timedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  const response = await fetch(input, { ...init, signal });
  const json = response.headers.get('content-type')?.includes('json') ?? false;
  if (!response.ok && !json) throw new HttpStatusError(response.status);
  return response;
}
