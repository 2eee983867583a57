import type { RecordedEvent } from '@pusula/eventstore';
import { describe, expect, it } from 'vitest';
import { LogTail } from './log-tail';

const pos = (n: number) => String(n).padStart(6, '0');
const event = (n: number) => ({ position: pos(n), id: `e${n}` }) as unknown as RecordedEvent;

/** A log of `n` events whose reads are counted; `readAll` answers like the store. */
function fakeStore(initial: number) {
  const log = Array.from({ length: initial }, (_, i) => event(i + 1));
  const store = {
    reads: 0,
    log,
    async readAll({ after, limit }: { after?: string | null; limit: number }) {
      store.reads++;
      await new Promise((r) => setTimeout(r, 1));
      return log.filter((e) => after == null || e.position > after).slice(0, limit);
    },
  };
  return store;
}

describe('log tail', () => {
  it('answers a read with the start of what the store would answer, never nothing when there is more', async () => {
    const store = fakeStore(50);
    const tail = new LogTail(store, 7, { maxEvents: 20 });
    for (const after of [null, pos(3), pos(10), pos(0), pos(49), pos(50), pos(2), null, pos(8)]) {
      const got = (await tail.read(after)).map((e) => e.position);
      const want = (await store.readAll({ after, limit: 7 })).map((e) => e.position);
      // A batch served from the buffer may stop at the buffer's end: shorter, never different.
      expect(want.slice(0, got.length)).toEqual(got);
      expect(got.length > 0).toBe(want.length > 0);
    }
    // Walking the whole log batch by batch, as a projector does.
    let after: string | null = null;
    const seen: string[] = [];
    for (let batch = await tail.read(after); batch.length > 0; batch = await tail.read(after)) {
      seen.push(...batch.map((e) => e.position));
      after = batch.at(-1)!.position;
      if (seen.length >= 28 && store.log.length === 50) {
        store.log.push(event(51), event(52));
        tail.appended(); // as the store notifies after every append
      }
    }
    expect(seen).toEqual(Array.from({ length: 52 }, (_, i) => pos(i + 1)));
  });

  it('shares one read among loops at the same place, and an empty end until the next append', async () => {
    const store = fakeStore(10);
    const tail = new LogTail(store, 100, { emptyForMs: 50 });
    await tail.read(null);
    store.reads = 0;
    store.log.push(event(11), event(12));
    tail.appended();
    const batches = await Promise.all(Array.from({ length: 7 }, () => tail.read(pos(10))));
    expect(batches.every((b) => b.map((e) => e.position).join() === `${pos(11)},${pos(12)}`)).toBe(true);
    expect(store.reads).toBe(1);
    // Caught up: one query finds the end empty; the others within 50 ms reuse that answer.
    await Promise.all(Array.from({ length: 7 }, () => tail.read(pos(12))));
    await tail.read(pos(12));
    expect(store.reads).toBe(2);
    // An append ends that at once.
    store.log.push(event(13));
    tail.appended();
    expect((await tail.read(pos(12))).map((e) => e.position)).toEqual([pos(13)]);
  });
});
