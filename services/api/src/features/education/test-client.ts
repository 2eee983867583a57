import { educationEnvelope, educationErrorBody } from '@pusula/contracts/education';
import { expect } from 'vitest';
import type { z } from 'zod';

/** Test helpers: GET a catalogue path and check the answer against the contract the web client uses. */

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

export function getter(baseUrl: string) {
  return async (path: string, headers: Record<string, string> = {}): Promise<Answer> => {
    const res = await fetch(`${baseUrl}${path}`, { headers });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text === '' ? undefined : JSON.parse(text) };
  };
}

/** The `data` of a 200 answer, which must be exactly the contract's shape. */
export function dataOf<S extends z.ZodType>(schema: S, answer: Answer): z.output<S> {
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const parsed = educationEnvelope(schema).parse(answer.body) as { data: z.output<S> };
  // Parsing drops keys the schema does not know, so equality also proves nothing extra was sent.
  expect(parsed).toEqual(answer.body);
  return parsed.data;
}

/** The `message` of a failed answer with the given status. */
export function messageOf(answer: Answer, status: number): string {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return educationErrorBody.parse(answer.body).message;
}
