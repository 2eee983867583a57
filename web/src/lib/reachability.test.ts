import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markedAsKept } from '../service-worker/offline-routes';
import { serverReachable, watchForReconnection, watchReachability } from './reachability';

const answer = () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });

describe('whether the server answered the student app', () => {
  beforeEach(() => serverReachable.set(true));

  it('a kept answer from the worker means unreachable, the server’s own answer reachable again', async () => {
    let next: () => Response = () => markedAsKept(answer());
    const send = watchReachability((async () => next()) as typeof fetch);
    const kept = await send('/trpc/studentApp.today');
    expect(await kept.json()).toEqual({});
    expect(serverReachable.get()).toBe(false);
    next = answer;
    await send('/trpc/studentApp.today');
    expect(serverReachable.get()).toBe(true);
  });

  it('no answer at all means unreachable; a cancelled or timed-out request says nothing', async () => {
    let failure: Error = new TypeError('Failed to fetch');
    const send = watchReachability((async () => {
      throw failure;
    }) as typeof fetch);
    failure = new DOMException('aborted', 'AbortError');
    await expect(send('/x')).rejects.toThrow();
    failure = new DOMException('slow', 'TimeoutError');
    await expect(send('/x')).rejects.toThrow();
    expect(serverReachable.get()).toBe(true);
    failure = new TypeError('Failed to fetch');
    await expect(send('/x')).rejects.toThrow(TypeError);
    expect(serverReachable.get()).toBe(false);
  });
});

describe('finding the server again', () => {
  let network: 'down' | 'up';
  let probes: string[];
  let browserOnline: boolean;
  const page = new EventTarget();

  beforeEach(() => {
    vi.useFakeTimers();
    network = 'down';
    probes = [];
    browserOnline = true;
    serverReachable.set(true);
    vi.stubGlobal('window', page);
    vi.stubGlobal('navigator', {
      get onLine() {
        return browserOnline;
      },
    });
    vi.stubGlobal('fetch', async (path: string) => {
      probes.push(path);
      if (network === 'down') throw new TypeError('Failed to fetch');
      return answer();
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('probes every 3 s while the browser says online but the server is not reached, and tells once it is', async () => {
    const back = vi.fn();
    const stop = watchForReconnection(back);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probes).toEqual([]);

    serverReachable.set(false);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(probes).toEqual(['/livez', '/livez']);
    expect(back).not.toHaveBeenCalled();

    network = 'up';
    await vi.advanceTimersByTimeAsync(3_000);
    expect(serverReachable.get()).toBe(true);
    expect(back).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(probes).toHaveLength(3);
    stop();
  });

  it('offline by the browser’s own account it waits for the `online` event instead of probing', async () => {
    const back = vi.fn();
    const stop = watchForReconnection(back);
    browserOnline = false;
    serverReachable.set(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(probes).toEqual([]);

    browserOnline = true;
    page.dispatchEvent(new Event('online'));
    expect(back).toHaveBeenCalledTimes(1);
    // Already reachable: another `online` still asks for a fresh send and read.
    page.dispatchEvent(new Event('online'));
    expect(back).toHaveBeenCalledTimes(2);
    stop();
    serverReachable.set(false);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(probes).toEqual([]);
  });
});
