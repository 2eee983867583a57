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

/** The server's Turkish message for the whole form, or `fallback` when it sent none. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
