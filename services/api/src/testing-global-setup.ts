import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBlankStoreArchive } from '@pusula/projections/testing-blank-store';
import type { TestProject } from 'vitest/node';
import { type DemoSnapshot, demoSnapshotIn, removeDemoSnapshots } from './testing-demo-snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    demoSnapshot: DemoSnapshot | null;
    /** The folder of the run's demo snapshots, where those seeded at a test's clock are added. */
    demoSnapshotRoot: string;
  }
}

/**
 * Makes the run's two shared stores once: the blank embedded store every empty PGlite of a test starts from
 * (projections' `testing-blank-store.ts`), and the demo-seeded store `startTestServer` copies
 * (`testing-demo-snapshot.ts`). Either failing only makes the tests slower: they create their own then.
 */
export default async function setup(project: TestProject) {
  const blankDir = mkdtempSync(path.join(tmpdir(), 'pusula-blank-store-'));
  const snapshotRoot = mkdtempSync(path.join(tmpdir(), 'pusula-demo-snapshots-'));
  project.provide('demoSnapshotRoot', snapshotRoot);
  const makeBlankStore = async () => {
    try {
      project.provide('blankStoreArchive', await createBlankStoreArchive(blankDir));
    } catch (error) {
      console.warn('[tests] the blank store could not be made; each test creates its own', error);
      project.provide('blankStoreArchive', null);
    }
  };
  const makeDemoSnapshot = async () => {
    try {
      project.provide('demoSnapshot', await demoSnapshotIn(snapshotRoot, 'run', process.env.DATABASE_URL));
    } catch (error) {
      console.warn('[tests] the shared demo store could not be made; each test seeds its own', error);
      project.provide('demoSnapshot', null);
    }
  };
  // Side by side: the PGlite work runs while the PostgreSQL seeding waits on its server.
  await Promise.all([makeBlankStore(), makeDemoSnapshot()]);
  return async () => {
    rmSync(blankDir, { recursive: true, force: true });
    await removeDemoSnapshots(snapshotRoot, process.env.DATABASE_URL);
  };
}
