import type { z } from 'zod';
import { DomainError } from './decider';

/** Parses with a contracts schema; a failure becomes a VALIDATION DomainError with Turkish field messages. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw new DomainError('VALIDATION', Object.values(fields)[0] ?? 'Geçersiz istek', fields);
}
