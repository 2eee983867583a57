import { MutationCache, MutationObserver, QueryClient } from '@tanstack/react-query';
import { createTRPCUntypedClient, TRPCClientError, type TRPCLink } from '@trpc/client';
import type { AnyRouter } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import { describe, expect, it } from 'vitest';
import { commandIdLink } from './command-id-link';
import { createCommandIds } from './command-ids';
import { HttpStatusError, isTransientFailure } from './transient-failures';

/** A server behind the link: records each attempt's input and answers with the next scripted outcome. */
function scriptedServer(outcomes: Array<'ok' | 'network' | '503' | '400'>) {
  const attempts: Array<{ path: string; input: Record<string, unknown> }> = [];
  const link: TRPCLink<AnyRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        attempts.push({ path: op.path, input: op.input as Record<string, unknown> });
        const outcome = outcomes.shift() ?? 'ok';
        if (outcome === 'ok') {
          observer.next({ result: { type: 'data', data: { stored: true } } });
          observer.complete();
        } else if (outcome === 'network')
          observer.error(TRPCClientError.from(new TypeError('Failed to fetch')));
        else {
          const status = outcome === '503' ? 503 : 400;
          const code = outcome === '503' ? 'SERVICE_UNAVAILABLE' : 'BAD_REQUEST';
          observer.error(
            TRPCClientError.from({
              error: { code: -32000, message: 'Türkçe ileti', data: { code, httpStatus: status } },
            }),
          );
        }
      });
  const client = createTRPCUntypedClient<AnyRouter>({ links: [commandIdLink(createCommandIds()), link] });
  const send = (input: unknown) => client.mutation('notes.send', input);
  return { attempts, send };
}

const ids = (attempts: Array<{ input: Record<string, unknown> }>) => attempts.map((a) => a.input.commandId);

describe('command ids of web mutations', () => {
  it('react-query retries a network failure and a 503 with the same command id, then succeeds', async () => {
    const server = scriptedServer(['network', '503', 'ok']);
    const errors: unknown[] = [];
    const client = new QueryClient({
      mutationCache: new MutationCache({ onError: (e) => void errors.push(e) }),
      defaultOptions: { mutations: { retry: (n, e) => n < 3 && isTransientFailure(e), retryDelay: 1 } },
    });
    const observer = new MutationObserver(client, { mutationFn: server.send });
    await expect(observer.mutate({ text: 'Not' })).resolves.toEqual({ stored: true });
    expect(server.attempts).toHaveLength(3);
    expect(new Set(ids(server.attempts)).size).toBe(1);
    expect(ids(server.attempts)[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(errors).toEqual([]);
  });

  it('never retries a 4xx; the corrected payload is a new action with a new id', async () => {
    const server = scriptedServer(['400', 'ok']);
    const client = new QueryClient({
      defaultOptions: { mutations: { retry: (n, e) => n < 3 && isTransientFailure(e), retryDelay: 1 } },
    });
    const observer = new MutationObserver(client, { mutationFn: server.send });
    await expect(observer.mutate({ text: '' })).rejects.toBeInstanceOf(TRPCClientError);
    expect(server.attempts).toHaveLength(1);
    await observer.mutate({ text: 'Düzeltilmiş' });
    expect(new Set(ids(server.attempts)).size).toBe(2);
  });

  it('„Tekrar dene" after the tries ran out re-runs the same mutation with the same id', async () => {
    const server = scriptedServer(['503', '503', 'ok']);
    const failed: Array<{
      mutation: { execute(v: unknown): Promise<unknown>; state: { variables: unknown } };
    }> = [];
    const client = new QueryClient({
      mutationCache: new MutationCache({ onError: (_e, _v, _c, mutation) => void failed.push({ mutation }) }),
      defaultOptions: { mutations: { retry: (n, e) => n < 1 && isTransientFailure(e), retryDelay: 1 } },
    });
    const observer = new MutationObserver(client, { mutationFn: server.send });
    await expect(observer.mutate({ text: 'Not' })).rejects.toBeInstanceOf(TRPCClientError);
    expect(failed).toHaveLength(1);
    const again = failed[0]!.mutation;
    await expect(again.execute(again.state.variables)).resolves.toEqual({ stored: true });
    expect(observer.getCurrentResult().status).toBe('success');
    expect(server.attempts).toHaveLength(3);
    expect(new Set(ids(server.attempts)).size).toBe(1);
  });

  it('the same payload sent again after a lost answer is the same action; after an answer it is a new one', async () => {
    const server = scriptedServer(['network', 'ok', 'ok']);
    await expect(server.send({ text: 'Aynı', priority: 'HIGH' })).rejects.toBeInstanceOf(TRPCClientError);
    // A fresh object with the same content in another key order: the user pressed „Gönder" again.
    await server.send({ priority: 'HIGH', text: 'Aynı' });
    await server.send({ text: 'Aynı', priority: 'HIGH' });
    const [first, second, third] = ids(server.attempts);
    expect(second).toBe(first);
    expect(third).not.toBe(first);
  });

  it('keeps an id the caller chose, and leaves queries alone', async () => {
    const server = scriptedServer(['ok']);
    const own = '6f1c1b1e-8b7a-4a43-9d0e-2f8b2e5a9c11';
    await server.send({ text: 'Not', commandId: own });
    expect(ids(server.attempts)).toEqual([own]);
  });
});

describe('which failures are retried', () => {
  it('network, time-out, 502/503/504: yes; 4xx, 500, a cancelled call: no', () => {
    expect(isTransientFailure(TRPCClientError.from(new TypeError('Failed to fetch')))).toBe(true);
    expect(isTransientFailure(TRPCClientError.from(new DOMException('t', 'TimeoutError')))).toBe(true);
    expect(isTransientFailure(TRPCClientError.from(new HttpStatusError(503)))).toBe(true);
    expect(isTransientFailure(TRPCClientError.from(new HttpStatusError(502)))).toBe(true);
    expect(isTransientFailure(TRPCClientError.from(new HttpStatusError(500)))).toBe(false);
    expect(isTransientFailure(TRPCClientError.from(new DOMException('a', 'AbortError')))).toBe(false);
    const answered = (code: string, httpStatus: number) =>
      TRPCClientError.from({ error: { code: -32000, message: 'x', data: { code, httpStatus } } });
    expect(isTransientFailure(answered('SERVICE_UNAVAILABLE', 503))).toBe(true);
    for (const [code, status] of [
      ['BAD_REQUEST', 400],
      ['UNAUTHORIZED', 401],
      ['FORBIDDEN', 403],
      ['NOT_FOUND', 404],
      ['CONFLICT', 409],
      ['INTERNAL_SERVER_ERROR', 500],
    ] as const)
      expect(isTransientFailure(answered(code, status))).toBe(false);
    // A JSON body that is not a tRPC answer: the status decides.
    const proxy = TRPCClientError.from(new Error('x'), { meta: { response: { status: 500 } } });
    expect(isTransientFailure(proxy)).toBe(false);
  });
});
