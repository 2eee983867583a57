import { describe, expect, it } from 'vitest';
import { retryTexts } from '../portal/retries/retry-policy';
import { HttpStatusError } from '../portal/retries/transient-http';
import { commandFailureText, createFormCommands } from './form-command';

type Outcome = number | 'network' | 'timeout' | 'proxy-503';

/** A server answering each try with the next scripted outcome; it records every try's body and headers. */
function scripted(outcomes: Outcome[]) {
  const tries: Array<{ url: string; body: Record<string, unknown>; headers: Record<string, string> }> = [];
  const fetch = async (url: string, init: RequestInit) => {
    tries.push({
      url,
      body: JSON.parse(String(init.body)),
      headers: init.headers as Record<string, string>,
    });
    const next = outcomes.shift() ?? 201;
    if (next === 'network') throw new TypeError('Failed to fetch');
    if (next === 'timeout') throw new DOMException('zaman aşımı', 'TimeoutError');
    if (next === 'proxy-503') throw new HttpStatusError(503);
    const body = next < 300 ? { success: true } : { success: false, message: `Sunucu iletisi ${next}` };
    return new Response(JSON.stringify(body), {
      status: next,
      headers: { 'content-type': 'application/json' },
    });
  };
  const send = createFormCommands({ fetch, wait: async () => {} });
  const ids = () => tries.map((t) => t.body.commandId);
  return { send, tries, ids };
}

const contact = () => ({ name: 'Ayşe', email: 'ayse@ornek.com', message: 'Merhaba' });

describe('form commands', () => {
  it('sends a network failure, a time-out and a 503 again with one command id until stored', async () => {
    const server = scripted(['network', 'timeout', 'proxy-503', 201]);
    const answer = await server.send('/api/public/contact', contact());
    expect(answer).toMatchObject({ ok: true, status: 201, unknown: false, earlierTryLost: true });
    expect(server.tries).toHaveLength(4);
    expect(new Set(server.ids()).size).toBe(1);
    expect(server.ids()[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.tries[0]!.body).toMatchObject(contact());
  });

  it('after the tries ran out the outcome is unknown; the same payload sent again keeps the id', async () => {
    const server = scripted([503, 503, 503, 'network', 201]);
    const first = await server.send('/api/public/contact', contact());
    expect(first).toMatchObject({ ok: false, status: 0, unknown: true });
    expect(commandFailureText(first, 'Gönderilemedi')).toBe(retryTexts.message);
    // The visitor presses „Gönder" again: a fresh object with the same content, in another key order.
    const { message, ...rest } = contact();
    const again = await server.send('/api/public/contact', { message, ...rest });
    expect(again).toMatchObject({ ok: true, unknown: false, earlierTryLost: true });
    expect(server.tries).toHaveLength(5);
    expect(new Set(server.ids()).size).toBe(1);
  });

  it('an answered send settles the action: the same payload later is a new action with a new id', async () => {
    const server = scripted([201, 201]);
    const first = await server.send('/api/public/contact', contact());
    expect(first).toMatchObject({ ok: true, unknown: false, earlierTryLost: false });
    await server.send('/api/public/contact', contact());
    expect(new Set(server.ids()).size).toBe(2);
  });

  it('a 4xx and a 500 are answered at once, never sent again, and their message is the server’s', async () => {
    for (const status of [400, 401, 409, 500]) {
      const server = scripted([status, 201]);
      const answer = await server.send('/api/auth/register', { email: 'a@b.co' });
      expect(answer).toMatchObject({ ok: false, status, unknown: false, earlierTryLost: false });
      expect(server.tries).toHaveLength(1);
      expect(commandFailureText(answer, 'Gönderilemedi')).toBe(`Sunucu iletisi ${status}`);
    }
  });

  it('a refusal after a lost try says so (the lost try may have been applied)', async () => {
    const server = scripted(['network', 401]);
    const answer = await server.send('/api/auth/change-password', { currentPassword: 'a' }, { token: 't' });
    expect(answer).toMatchObject({ status: 401, unknown: false, earlierTryLost: true });
    expect(server.tries.map((t) => t.headers.authorization)).toEqual(['Bearer t', 'Bearer t']);
  });

  it('keeps an id the form chose itself', async () => {
    const server = scripted(['network', 200]);
    const own = '6f1c1b1e-8b7a-4a43-9d0e-2f8b2e5a9c11';
    await server.send('/api/auth/verify-email', { token: 'x', commandId: own });
    expect(server.ids()).toEqual([own, own]);
  });

  it('a failure without the server’s message and with a known outcome gets the form’s fallback', () => {
    const answer = { ok: false, status: 0, body: null, unknown: false, earlierTryLost: false };
    expect(commandFailureText(answer, 'Gönderilemedi')).toBe('Gönderilemedi');
  });
});
