import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createBlankStoreArchive } from '@pusula/projections/testing-blank-store';
import type { TestProject } from 'vitest/node';
import { createDemoSnapshot, type DemoSnapshot } from './testing-demo-snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    demoSnapshot: DemoSnapshot | null;
  }
}

/**
 * Makes the run's two shared stores once: the blank embedded store every empty PGlite of a test starts from
 * (projections' `testing-blank-store.ts`), and the demo-seeded store `startTestServer` copies
 * (`testing-demo-snapshot.ts`). Either failing only makes the tests slower: they create their own then.
 */
export default async function setup(project: TestProject) {
  const blankDir = mkdtempSync(path.join(tmpdir(), 'pusula-blank-store-'));
  try {
    project.provide('blankStoreArchive', await createBlankStoreArchive(blankDir));
  } catch (error) {
    console.warn('[tests] the blank store could not be made; each test creates its own', error);
    project.provide('blankStoreArchive', null);
  }
  let removeDemo = async () => {};
  try {
    const snapshot = await createDemoSnapshot(process.env.DATABASE_URL);
    project.provide('demoSnapshot', {
      pgliteArchive: snapshot.pgliteArchive,
      pgliteDataDir: snapshot.pgliteDataDir,
      postgresTemplate: snapshot.postgresTemplate,
    });
    removeDemo = () => snapshot.remove();
  } catch (error) {
    console.warn('[tests] the shared demo store could not be made; each test seeds its own', error);
    project.provide('demoSnapshot', null);
  }
  return async () => {
    rmSync(blankDir, { recursive: true, force: true });
    await removeDemo();
  };
}
