import { describe, expect, it } from 'vitest';
import { messagesProjector, notesProjector } from '../projectors';
import { TEST_STORAGE_KINDS, type TestStorage } from '../testing';
import { ProjectionRunner } from './runner';
import { appendAll, putAwayAfterEach } from './testing';

describe.each(TEST_STORAGE_KINDS)("the runner's read-model version on %s", (kind) => {
  let storage: TestStorage;
  const { cleanups, openStorage } = putAwayAfterEach(kind);
  const open = async () => (storage = await openStorage());

  it('changes its read-model version after commits that change rows, and has none while a projector is inactive', async () => {
    await open();
    const runner = new ProjectionRunner({
      store: storage.store,
      db: storage.db,
      sql: storage.sql,
      projectors: [notesProjector],
    });
    expect(runner.readModelVersion()).toBeNull();
    runner.start();
    cleanups.push(() => runner.stop());
    const head = (await appendAll(storage, 3))!;
    await runner.waitFor(head);
    const before = runner.readModelVersion();
    expect(before).not.toBeNull();
    const next = (await appendAll(storage, 1))!;
    await runner.waitFor(next);
    // Visible to a reader as soon as waitFor resolves: a read-your-writes read never gets the old version.
    expect(runner.readModelVersion()).toBeGreaterThan(before!);
    await runner.stop();
    expect(runner.readModelVersion()).toBeNull();
  });

  it('versions each projector apart: a note changes the notes version, not the messages one', async () => {
    await open();
    const runner = new ProjectionRunner({
      store: storage.store,
      db: storage.db,
      sql: storage.sql,
      projectors: [notesProjector, messagesProjector],
    });
    runner.start();
    cleanups.push(() => runner.stop());
    await runner.waitFor((await appendAll(storage, 2))!);
    const notes = runner.readModelVersion(['notes']);
    const messages = runner.readModelVersion(['messages']);
    const both = runner.readModelVersion();
    await runner.waitFor((await appendAll(storage, 1))!);
    expect(runner.readModelVersion(['notes'])).toBeGreaterThan(notes!);
    expect(runner.readModelVersion(['messages'])).toBe(messages);
    expect(runner.readModelVersion()).toBeGreaterThan(both!);
    expect(runner.readModelVersion(['no-such-projector'])).toBeNull();
  });
});
