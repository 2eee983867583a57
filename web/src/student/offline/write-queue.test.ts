import { describe, expect, it } from 'vitest';
import {
  createWriteQueue,
  isWaiting,
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
      if (w.kind === 'mockExam' && w.sheet.tests.some((t) => t.correct + t.wrong + t.blank > 40))
        return { kind: 'refused', message: 'Türkçe testinde en fazla 40 soru var' };
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

function deneme(correct: number, accountId = 'elif'): QueuedWrite {
  seq += 1;
  return {
    commandId: `cmd-${seq}`,
    accountId,
    queuedAt: new Date(Date.UTC(2026, 10, 26, 7, 0, seq)).toISOString(),
    write: {
      kind: 'mockExam',
      sheet: {
        examType: 'TYT',
        name: 'Hafta sonu denemesi',
        takenOn: '2026-11-22',
        durationMinutes: null,
        singleSubject: false,
        publisher: null,
        rank: null,
        percentile: null,
        participants: null,
        tests: [{ testCode: 'TYT-TR', correct, wrong: 5, blank: 5 }],
      },
    },
  };
}

function message(content: string, accountId = 'elif'): QueuedWrite {
  seq += 1;
  return {
    commandId: `cmd-${seq}`,
    accountId,
    queuedAt: new Date(Date.UTC(2026, 10, 26, 7, 0, seq)).toISOString(),
    write: { kind: 'message', content },
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

describe('what the student wrote (a deneme, a message) in the queue', () => {
  it('given a deneme and a message made offline, when back online, then each is sent once in order', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const queue = createWriteQueue({ storage, send: server.send });
    server.network = 'down';
    const [exam, note, read] = [
      deneme(30),
      message('Hocam denemeyi girdim'),
      {
        ...progress('b1', 1),
        write: { kind: 'notificationRead', notificationId: 'n1' },
      } satisfies QueuedWrite,
    ];
    for (const e of [exam, note, read]) await queue.enqueue(e);
    expect((await queue.flush('elif')).waiting).toBe(3);
    server.network = 'up';
    await Promise.all([queue.flush('elif'), queue.flush('elif')]);
    await queue.flush('elif');
    expect(server.requests).toEqual([exam.commandId, note.commandId, read.commandId]);
    expect(storage.list).toEqual([]);
  });

  it('given the server refuses a deneme when it is finally sent, then it stays with the reason and is never sent again', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const queue = createWriteQueue({ storage, send: server.send });
    const [bad, next] = [deneme(35), message('Sonraki')];
    await queue.enqueue(bad);
    await queue.enqueue(next);
    const report = await queue.flush('elif');
    expect(report).toEqual({
      sent: [next.commandId],
      refused: [
        { commandId: bad.commandId, write: bad.write, message: 'Türkçe testinde en fazla 40 soru var' },
      ],
      waiting: 0,
    });
    // Kept, with its reason, for the student to correct or delete: not silently dropped.
    expect(storage.list).toEqual([{ ...bad, refusal: 'Türkçe testinde en fazla 40 soru var' }]);
    expect(isWaiting(storage.list[0]!)).toBe(false);
    for (let i = 0; i < 3; i++) await queue.flush('elif');
    expect(server.requests).toEqual([bad.commandId, next.commandId]);

    // Corrected: a new entry with a new command id replaces it; the refused one is deleted.
    const fixed = deneme(25);
    await queue.enqueue(fixed);
    await queue.discard(bad.commandId);
    await queue.flush('elif');
    expect(server.requests).toEqual([bad.commandId, next.commandId, fixed.commandId]);
    expect(storage.list).toEqual([]);
    expect(server.applied.has(bad.commandId)).toBe(false);
  });

  it('given a refused tap (a progress), then it still leaves the queue at once', async () => {
    const storage = memoryStorage();
    const queue = createWriteQueue({ storage, send: fakeServer().send });
    await queue.enqueue(progress('unknown', 1));
    expect((await queue.flush('elif')).refused).toHaveLength(1);
    expect(storage.list).toEqual([]);
  });

  it('given a delete while a flush is sending, then the delete waits for it and the entry is sent at most once', async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const queue = createWriteQueue({
      storage,
      send: async (e) => {
        await gate;
        return server.send(e);
      },
    });
    const entry = message('Bir kez');
    await queue.enqueue(entry);
    const flushing = queue.flush('elif');
    const deleting = queue.discard(entry.commandId);
    release();
    await Promise.all([flushing, deleting]);
    await queue.flush('elif');
    expect(server.requests).toEqual([entry.commandId]);
    expect(storage.list).toEqual([]);
  });

  it("given Elif's deneme and message wait (one refused), when Deniz signs in on the same phone, then he sends and counts none of them", async () => {
    const storage = memoryStorage();
    const server = fakeServer();
    const queue = createWriteQueue({ storage, send: server.send });
    const [refused, waitingNote] = [deneme(35, 'elif'), message('Elif yazdı', 'elif')];
    await queue.enqueue(refused);
    await queue.flush('elif');
    server.network = 'down';
    await queue.enqueue(waitingNote);
    await queue.flush('elif');
    server.network = 'up';
    const requestsBefore = [...server.requests];

    const report = await queue.flush('deniz');
    expect(report).toEqual({ sent: [], refused: [], waiting: 0 });
    expect(server.requests).toEqual(requestsBefore);
    // Elif's entries stay hers: the next time she signs in her message goes.
    await queue.flush('elif');
    expect(server.requests).toEqual([...requestsBefore, waitingNote.commandId]);
    expect(storage.list.map((e) => e.commandId)).toEqual([refused.commandId]);
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
