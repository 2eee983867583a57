import { TRPCClientError } from '@trpc/client';

/** Per-field Turkish messages the server sent with a 400 (`data.fields`), if any. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const fields = (error.data as { fields?: unknown } | undefined)?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(fields)) if (typeof v === 'string') out[k] = v;
  return out;
}

/**
 * The server's Turkish message of a failed call, if it sent one. A network failure or an answer that is not
 * a tRPC error (a proxy's 502, a body that is not JSON) has no `data` and only the client library's English
 * text: never shown to a user.
 */
export function serverMessageOf(error: unknown): string | null {
  return error instanceof TRPCClientError && error.data && error.message ? error.message : null;
}

/** The server's Turkish message for the whole form, or `fallback` when it sent none. */
export function messageOf(error: unknown, fallback: string): string {
  return serverMessageOf(error) ?? fallback;
}
