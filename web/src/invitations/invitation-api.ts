import { type JsonAnswer, postJson } from '../forms/api';
import { sendCommand } from '../forms/form-command';

/** What the invitation page may show (GET /api/invitations/{token}, POST /api/invitations/code). */
export interface Preview {
  role: 'ADVISOR' | 'COACH' | 'STUDENT' | 'PARENT';
  status: string;
  inviterName: string;
  /** Null where it would only repeat the inviter's name (an independent mentor's practice). */
  organisationName: string | null;
  studentFirstName: string | null;
  email: string | null;
  expiresAt: string;
  message: string | null;
  /** A signed-in coach who would leave another roster with students: how many; must they come along? */
  coachStudents: { count: number; mustBring: boolean } | null;
}

async function send(
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  token?: string | null,
): Promise<JsonAnswer> {
  if (method === 'POST' && !token) return postJson(url, payload);
  try {
    const res = await fetch(url, {
      method,
      headers: {
        accept: 'application/json',
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const body = (await res.json().catch(() => null)) as Record<string, unknown> | null;
    return { ok: res.ok, status: res.status, body };
  } catch {
    return { ok: false, status: 0, body: null };
  }
}

export const invitationApi = {
  preview: (token: string, sessionToken?: string | null) =>
    send('GET', `/api/invitations/${encodeURIComponent(token)}`, undefined, sessionToken),
  previewCode: (code: string) => send('POST', '/api/invitations/code', { code }),
  // The page's own command id travels with both: sent again after a passing failure, a lost answer is
  // finished by the server as the same acceptance (or refusal), never a second one.
  accept: (payload: Record<string, unknown> & { commandId: string }, sessionToken?: string | null) =>
    sendCommand('/api/invitations/accept', payload, { token: sessionToken }),
  decline: (token: string, commandId: string) =>
    sendCommand('/api/invitations/decline', { token, commandId }),
};
