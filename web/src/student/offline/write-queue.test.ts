import { describe, expect, it } from 'vitest';
import {
  createWriteQueue,
  outcomeOf,
  type QueuedWrite,
  type SendOutcome,
  type WriteQueueStorage,
} from './write-queue';

/** The stored list as IndexedDB would keep it: outside the queue, surviving a new queue (a reload). */
function memoryStorage(): WriteQueueStorage & { list: QueuedWrite[] } {
  const store = {
    list: [] as QueuedWrite[],
    load: async () => [...store.list],
    update: async (change: (l: QueuedWrite[]) => QueuedWrite[]) => {
      store.list = change([...store.list]);
      return [...store.list];
    },
  };
  return store;
}

/**
 * A server like ours: a command id already applied is answered as the first and changes nothing; a block
 * it does not know is refused with a Turkish reason. `network` decides whether a request gets there and
 * whether its answer gets back.
 */
function fakeServer() {
  const applied = new Map<string, QueuedWrite>();
  const server = {
    network: 'up' as 'up' | 'down' | 'answer-lost',
    requests: [] as string[],
    /** Done counts per block, as the read model would show them. */
    done: new Map<string, number | null>(),
    applied,
    async send(entry: QueuedWrite): Promise<SendOutcome> {
      if (server.network === 'down') throw new TypeError('Failed to fetch');
      server.requests.push(entry.commandId);
      const w = entry.write;
      if (w.kind === 'progress' && w.blockId === 'unknown')
        return { kind: 'refused', message: 'Bu çalışma bloğu bulunamadı.' };
      if (!applied.has(entry.commandId)) {
        applied.set(entry.commandId, entry);
        if (w.kind === 'progress') server.done.set(w.blockId, w.doneQuestions);
      }
      if (server.network === 'answer-lost') throw new TypeError('Failed to fetch');
      return { kind: 'sent' };
    },
  };
  return server;
}

let seq = 0;
function progress(blockId: string, doneQuestions: number, accountId = 'elif'): QueuedWrite {
  seq += 1;
  return {
    commandId: `cmd-${seq}`,
    accountId,
    queuedAt: new Date(Date.UTC(2026, 10, 26, 7, 0, seq)).toISOString(),
    write: { kind: 'progress', blockId, week: '2026-W48', doneQuestions, doneMinutes: null },
  };
}

describe('the student write queue', () => {
  it('given entries made offline, when the phone is back online, then they are sent in the order made', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const queue = createWriteQueue({ storage, send: server.send });
    server.network = 'down';
    const [a, b, c] = [progress('b1', 10), progress('b2', 20), progress('b1', 15)];
    for (const e of [a, b, c]) await queue.enqueue(e);
    expect((await queue.flush('elif')).waiting).toBe(3);
    expect(queue.state.get().waiting.map((e) => e.commandId)).toEqual([a, b, c].map((e) => e!.commandId));

    server.network = 'up';
    const report = await queue.flush('elif');
    expect(server.requests).toEqual([a, b, c].map((e) => e!.commandId));
    expect(report).toEqual({ sent: [a, b, c].map((e) => e!.commandId), refused: [], waiting: 0 });
    // The later entry of b1 (absolute count) is the one that stands.
    expect(server.done.get('b1')).toBe(15);
    expect(storage.list).toEqual([]);
    expect(queue.state.get().waiting).toEqual([]);
  });

  it('given a network error, then the entry stays stored with its command id, and survives a reload', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    server.network = 'down';
    const first = createWriteQueue({ storage, send: server.send });
    const entry = progress('b1', 12);
    await first.enqueue(entry);
    expect(await first.flush('elif')).toEqual({ sent: [], refused: [], waiting: 1 });
    expect(storage.list).toEqual([entry]);

    // A new page load: the queue reads what the last one left and sends it with the same id.
    server.network = 'up';
    const second = createWriteQueue({ storage, send: server.send });
    await second.load();
    expect(second.state.get().waiting).toEqual([entry]);
    await second.flush('elif');
    expect(server.requests).toEqual([entry.commandId]);
    expect(storage.list).toEqual([]);
  });

  it('given the answer was lost after the server applied it, then the resend carries the same command id and counts once', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const queue = createWriteQueue({ storage, send: server.send });
    const entry = progress('b1', 7);
    await queue.enqueue(entry);
    server.network = 'answer-lost';
    expect((await queue.flush('elif')).waiting).toBe(1);
    server.network = 'up';
    await queue.flush('elif');
    // A flush with nothing waiting sends nothing.
    await queue.flush('elif');
    expect(server.requests).toEqual([entry.commandId, entry.commandId]);
    expect(server.applied.size).toBe(1);
    expect(server.done.get('b1')).toBe(7);
  });

  it('given two flushes at once (an `online` event and a tap), then each entry is sent once', async () => {
    const server = fakeServer();
    const queue = createWriteQueue({ storage: memoryStorage(), send: server.send });
    const [a, b] = [progress('b1', 1), progress('b2', 2)];
    await queue.enqueue(a);
    await queue.enqueue(b);
    await Promise.all([queue.flush('elif'), queue.flush('elif'), queue.flush('elif')]);
    expect(server.requests).toEqual([a.commandId, b.commandId]);
  });

  it('given the same command id queued twice (two tabs), then it is kept and sent once', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const queue = createWriteQueue({ storage, send: server.send });
    const entry = progress('b1', 3);
    await queue.enqueue(entry);
    await queue.enqueue({ ...entry });
    expect(storage.list).toHaveLength(1);
    await queue.flush('elif');
    expect(server.requests).toEqual([entry.commandId]);
  });

  it('given the server refuses an entry (4xx), then it is dropped with its reason, never retried, and the next goes on', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const queue = createWriteQueue({ storage, send: server.send });
    const [bad, good] = [progress('unknown', 5), progress('b2', 6)];
    await queue.enqueue(bad);
    await queue.enqueue(good);
    const report = await queue.flush('elif');
    expect(report.refused).toEqual([
      { commandId: bad.commandId, write: bad.write, message: 'Bu çalışma bloğu bulunamadı.' },
    ]);
    expect(report.sent).toEqual([good.commandId]);
    expect(storage.list).toEqual([]);
    await queue.flush('elif');
    expect(server.requests).toEqual([bad.commandId, good.commandId]);
  });

  it("given entries of two accounts on one phone, then a flush sends only the signed-in account's", async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const queue = createWriteQueue({ storage, send: server.send });
    const [mine, theirs] = [progress('b1', 1, 'elif'), progress('b9', 9, 'deniz')];
    await queue.enqueue(theirs);
    await queue.enqueue(mine);
    expect(await queue.flush('elif')).toEqual({ sent: [mine.commandId], refused: [], waiting: 0 });
    expect(storage.list).toEqual([theirs]);
  });

  it('stops at the first unreachable entry, so a later one never overtakes an earlier one', async () => {
    const server = fakeServer();
    let calls = 0;
    const queue = createWriteQueue({
      storage: memoryStorage(),
      // The first attempt fails on the way, everything after would get through.
      send: async (e) => (++calls === 1 ? { kind: 'unreachable' } : server.send(e)),
    });
    await queue.enqueue(progress('b1', 1));
    await queue.enqueue(progress('b2', 2));
    expect(await queue.flush('elif')).toEqual({ sent: [], refused: [], waiting: 2 });
    expect(server.requests).toEqual([]);
  });
});

describe('the outcome of a REST answer', () => {
  const answer = (status: number, body?: unknown) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status });

  it('applied on 2xx; tried again later on 401, 408, 429 and 5xx', async () => {
    expect(await outcomeOf(answer(200, { data: {} }), 'x')).toEqual({ kind: 'sent' });
    for (const status of [401, 408, 429, 500, 502, 503])
      expect(await outcomeOf(answer(status, { message: 'Hata' }), 'x')).toEqual({ kind: 'unreachable' });
  });

  it("refused on any other 4xx, with the server's Turkish message or the fallback", async () => {
    expect(await outcomeOf(answer(400, { message: 'Soru sayısı 0 veya daha büyük olmalı' }), 'x')).toEqual({
      kind: 'refused',
      message: 'Soru sayısı 0 veya daha büyük olmalı',
    });
    expect(await outcomeOf(answer(404), 'Kaydedilemedi')).toEqual({
      kind: 'refused',
      message: 'Kaydedilemedi',
    });
  });
});
