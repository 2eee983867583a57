import { describe, expect, it } from 'vitest';
import { notesProjector } from '../projectors';
import { TEST_STORAGE_KINDS } from '../testing';
import { ProjectionRunner } from './runner';
import { appendAll, notesSnapshot, openCountingStorage } from './testing';

describe.each(TEST_STORAGE_KINDS)('rebuild without downtime on %s', (kind) => {
  it('keeps readers on the full old model until the rebuilt one commits', async () => {
    const storage = await openCountingStorage(kind);
    try {
      const head = (await appendAll(storage, 400))!;
      const runner = new ProjectionRunner({
        store: storage.store,
        db: storage.db,
        sql: storage.sql,
        projectors: [notesProjector],
        batchSize: 50,
      });
      runner.start();
      await runner.waitFor(head);
      const before = await notesSnapshot(storage);
      // Mark the rows so we can tell old rows from rebuilt ones.
      await storage.sql.query("UPDATE notes SET content = content || ' (eski)'");

      const seen: number[] = [];
      let rebuilding = true;
      const reader = (async () => {
        while (rebuilding) {
          const { rows } = await storage.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM notes');
          seen.push(rows[0]!.n);
          await new Promise((r) => setTimeout(r, 1));
        }
      })();
      await runner.rebuild(['notes']);
      rebuilding = false;
      await reader;
      await runner.stop();

      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((n) => n === 400)).toBe(true);
      expect(await notesSnapshot(storage)).toEqual(before);
    } finally {
      await storage.close();
    }
  });
});
