/** Statuses that say "not now" about the server or the way to it, never "not this": a retry may succeed. */
export const TRANSIENT_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

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
 * The transport's half of `isTransientFailure`, without the tRPC client, so the public site's forms can use
 * it without loading that library: no answer at all, a time-out, or a 502/503/504.
 */
export function isTransientHttpFailure(error: unknown): boolean {
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
 * `fetch` for the tRPC links and the forms: gives up after `REQUEST_TIMEOUT_MS`, and reports an error
 * answer that is not JSON by its status (see `HttpStatusError`). JSON answers, tRPC's errors among them,
 * pass untouched.
 */
export async function timedFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  const response = await fetch(input, { ...init, signal });
  const json = response.headers.get('content-type')?.includes('json') ?? false;
  if (!response.ok && !json) throw new HttpStatusError(response.status);
  return response;
}
