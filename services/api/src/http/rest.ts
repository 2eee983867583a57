import type { Context } from 'hono';
import { MESSAGES, retryAfterOf, toHttpError } from '../errors';
import { noteFailure } from '../observability/request-log';

/** The JSON body of a request; malformed JSON is the caller's mistake (400), not ours. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new MalformedJson();
  }
}

export class MalformedJson extends Error {
  constructor() {
    super(MESSAGES.malformedJson);
  }
}

/** Envelope styles of the spec: `{ success, data }` under /api/advisor, plain `{ data }` elsewhere. */
export type Envelope = 'success' | 'data';

export async function respond(
  c: Context,
  envelope: Envelope,
  run: () => Promise<unknown>,
  okStatus: 200 | 201 = 200,
): Promise<Response> {
  try {
    const data = await run();
    return c.json(envelope === 'success' ? { success: true, data } : { data }, okStatus);
  } catch (error) {
    const http =
      error instanceof MalformedJson
        ? { status: 400, message: error.message, fields: undefined }
        : toHttpError(error);
    if (http.status >= 500) noteFailure(c.req.raw, error);
    const retryAfter = retryAfterOf(error);
    if (retryAfter !== null) c.header('Retry-After', String(retryAfter));
    const body = {
      ...(envelope === 'success' ? { success: false } : {}),
      message: http.message,
      ...(http.fields ? { errors: http.fields } : {}),
    };
    return c.json(body, http.status as 400);
  }
}
