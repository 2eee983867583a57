import type { TestProject } from 'vitest/node';
import { createDemoSnapshot, type DemoSnapshot } from './testing-demo-snapshot';

declare module 'vitest' {
  export interface ProvidedContext {
    demoSnapshot: DemoSnapshot;
  }
}

/** Seeds the demo store once for the whole run; `startTestServer` copies it (testing-demo-snapshot.ts). */
export default async function setup(project: TestProject) {
  const snapshot = await createDemoSnapshot(process.env.DATABASE_URL);
  project.provide('demoSnapshot', {
    pgliteArchive: snapshot.pgliteArchive,
    postgresTemplate: snapshot.postgresTemplate,
  });
  return () => snapshot.remove();
}
