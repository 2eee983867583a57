import type { TestProject } from 'vitest/node';
import { createDemoSnapshot, type DemoSnapshot } from './testing-demo-snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    demoSnapshot: DemoSnapshot | null;
  }
}

/** Seeds the demo store once for the whole run; `startTestServer` copies it (testing-demo-snapshot.ts). */
export default async function setup(project: TestProject) {
  try {
    const snapshot = await createDemoSnapshot(process.env.DATABASE_URL);
    project.provide('demoSnapshot', {
      pgliteArchive: snapshot.pgliteArchive,
      postgresTemplate: snapshot.postgresTemplate,
    });
    return () => snapshot.remove();
  } catch (error) {
    // Slower, not wrong: every test that wants the demo seeds its own store then.
    console.warn('[tests] the shared demo store could not be made; each test seeds its own', error);
    project.provide('demoSnapshot', null);
  }
}
