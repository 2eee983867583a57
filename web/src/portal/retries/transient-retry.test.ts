import { describe, expect, it } from 'vitest';
import { sendIdempotent } from './transient-retry';

/** Answers each try with the next scripted outcome: a status, or 'network' for no answer at all. */
function scripted(outcomes: Array<number | 'network'>) {
  let tries = 0;
  const send = async () => {
    tries++;
    const next = outcomes.shift() ?? 200;
    if (next === 'network') throw new TypeError('Failed to fetch');
    return new Response('{}', { status: next });
  };
  return { send, tries: () => tries };
}

const instant = async () => {};

describe('idempotent REST writes', () => {
  it('a network failure and a 503 are sent again until stored', async () => {
    const server = scripted(['network', 503, 200]);
    expect((await sendIdempotent(server.send, instant)).status).toBe(200);
    expect(server.tries()).toBe(3);
  });

  it('a 4xx and a 500 are never sent again', async () => {
    for (const status of [400, 401, 409, 500]) {
      const server = scripted([status, 200]);
      expect((await sendIdempotent(server.send, instant)).status).toBe(status);
      expect(server.tries()).toBe(1);
    }
  });

  it('gives up after the commands’ number of tries with the last answer', async () => {
    const server = scripted([503, 503, 503, 503, 200]);
    expect((await sendIdempotent(server.send, instant)).status).toBe(503);
    expect(server.tries()).toBe(4);
  });
});
