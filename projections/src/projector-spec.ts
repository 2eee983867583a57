import type { DomainEvent } from '@pusula/contracts';
import { expect } from 'vitest';
import type { ReadDb } from './db';
import type { Projector } from './projector';
import type { ReadModels } from './schema';
import {
  appendToStream,
  applyLogAgain,
  openProjectorTest,
  type StorageKind,
  type TestStorage,
} from './testing';

/** What one command appends to one stream, in one append. */
export interface StreamAppend {
  stream: string;
  events: readonly DomainEvent[];
}

export const inStream = (stream: string, ...events: DomainEvent[]): StreamAppend => ({ stream, events });

export type ReadModelAssertion = (db: ReadDb) => Promise<void>;

type Table = keyof ReadModels & string;

export interface ProjectorSpecOptions {
  /** Projectors whose read models the tested one's queries also read (names from the directory). */
  alongside?: readonly Projector[];
}

/**
 * Given/when/then for a projector, in the shape of Emmett's projection specs:
 *
 *   projectorSpec(kind, notesProjector)
 *     .given(inStream('note-a', sent))      // the past the read model already holds
 *     .when(inStream('note-a', replied))    // what the test is about
 *     .then(async (db) => …)                // or .thenRows('notes', [{ id: 'a', … }])
 *
 * Each `then` runs on a fresh store of `kind` with the real runner (`openProjectorTest`): the given events
 * are projected first, the when events in later batches, as the server would. The assertion must then hold
 * three times: as projected, after the whole log was applied again (a batch seen twice after a crash before
 * its checkpoint moved), and after a rebuild (the log replayed from empty in large batches).
 */
export function projectorSpec(kind: StorageKind, projector: Projector, options: ProjectorSpecOptions = {}) {
  const projectors = [projector, ...(options.alongside ?? [])];
  return {
    given: (...past: StreamAppend[]) => ({
      when: (...present: StreamAppend[]) => ({
        // biome-ignore lint/suspicious/noThenProperty: the spec's given/when/then; a spec is never awaited unfinished.
        then: (assert: ReadModelAssertion) => run(kind, projector, projectors, past, present, assert),
        /** The table holds exactly these rows, in any order; each names only the columns it checks. */
        thenRows: (table: Table, rows: readonly Partial<Record<string, unknown>>[]) =>
          run(kind, projector, projectors, past, present, rowsAre(table, rows)),
      }),
    }),
  };
}

const rowsAre =
  (table: Table, rows: readonly Partial<Record<string, unknown>>[]): ReadModelAssertion =>
  async (db) => {
    const stored = await db.selectFrom(table).selectAll().execute();
    expect(stored).toHaveLength(rows.length);
    expect(stored).toEqual(expect.arrayContaining(rows.map((row) => expect.objectContaining(row))));
  };

/** More than any spec writes: `applyLogAgain` reads the log in one page. */
const LOG_LIMIT = 10_000;

async function run(
  kind: StorageKind,
  projector: Projector,
  projectors: Projector[],
  past: readonly StreamAppend[],
  present: readonly StreamAppend[],
  assert: ReadModelAssertion,
): Promise<void> {
  const { storage, runner } = await openProjectorTest(kind, projectors);
  try {
    await appendAll(storage, past);
    await runner.catchUp();
    await appendAll(storage, present);
    await runner.catchUp();
    await holds('as projected', assert, storage.db);
    await applyLogAgain(storage, projector, LOG_LIMIT);
    await holds('after the log was applied again', assert, storage.db);
    await runner.rebuild([projector.name]);
    await holds('after a rebuild', assert, storage.db);
  } finally {
    await runner.stop();
    await storage.close();
  }
}

async function appendAll(storage: TestStorage, appends: readonly StreamAppend[]) {
  for (const { stream, events } of appends) await appendToStream(storage.store, stream, events);
}

/** Runs the assertion, saying in its failure at which of the three moments it failed. */
async function holds(moment: string, assert: ReadModelAssertion, db: ReadDb) {
  try {
    await assert(db);
  } catch (error) {
    if (error instanceof Error) error.message = `${moment}: ${error.message}`;
    throw error;
  }
}
