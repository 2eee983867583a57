/** JSON POST for the public forms; network failures come back as status 0 instead of throwing. */
export interface JsonAnswer {
  ok: boolean;
  status: number;
  body: Record<string, unknown> | null;
}

export async function postJson(url: string, payload: unknown): Promise<JsonAnswer> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
    });
    return await readAnswer(res);
  } catch {
    return { ok: false, status: 0, body: null };
  }
}

/** An answer as the forms read it: its status and its JSON object body (null when it has none). */
export async function readAnswer(res: Response): Promise<JsonAnswer> {
  let body: Record<string, unknown> | null = null;
  try {
    const parsed: unknown = await res.json();
    body = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
  } catch {
    body = null;
  }
  return { ok: res.ok, status: res.status, body };
}

/** The server's Turkish message if it sent one (`message`, or `error` as some answers name it). */
export function serverMessage(answer: JsonAnswer): string | null {
  const m = answer.body?.message ?? answer.body?.error;
  return typeof m === 'string' && m.trim() ? m : null;
}

/** Field errors the server reported (`errors: { field: message }`). */
export function serverFieldErrors(answer: JsonAnswer): Record<string, string> {
  const errors = answer.body?.errors;
  if (typeof errors !== 'object' || errors === null) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) if (typeof v === 'string') out[k] = v;
  return out;
}
