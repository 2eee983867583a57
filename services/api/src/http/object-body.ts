import { DomainError } from '@pusula/domain';
import type { Context } from 'hono';
import { jsonBody } from './rest';

/** A JSON body that must be an object; `null`, arrays and strings are the caller's mistake (400). */
export async function objectBody(c: Context): Promise<Record<string, unknown>> {
  const body = await jsonBody(c);
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw new DomainError('VALIDATION', 'İstek gövdesi bir JSON nesnesi olmalı');
  return body as Record<string, unknown>;
}
