import { TRPCClientError } from '@trpc/client';
import { isTransientHttpFailure, TRANSIENT_STATUSES } from './transient-http';

export { HttpStatusError, REQUEST_TIMEOUT_MS, timedFetch } from './transient-http';

const TRANSIENT_CODES: ReadonlySet<string> = new Set([
  'SERVICE_UNAVAILABLE',
  'TIMEOUT',
  'GATEWAY_TIMEOUT',
  'BAD_GATEWAY',
]);

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
  return isTransientHttpFailure(error);
}
