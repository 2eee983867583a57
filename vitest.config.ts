import { defineConfig } from 'vitest/config';

// The servers' JSON log lines (a line per request) would bury the results; LOG_LEVEL=info shows them. Set
// here, in the main process, so that the global setup's server and every worker inherit it.
process.env.LOG_LEVEL ??= 'silent';

export default defineConfig({
  test: {
    include: ['{contracts,services/*,projections,web,bench}/src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy (WASM); keep parallelism to the two cores we have.
    maxWorkers: 2,
    // A worker imports the server's modules once for all its files instead of once per file (the imports
    // had taken 223 s of a 759 s run, 19 s without). The files keep no state in modules between them: each
    // starts its own servers and stores, and no test replaces a module (tools/architecture.test.ts checks).
    isolate: false,
    // The demo store is seeded once per run; tests that ask for the demo start on a copy of it.
    globalSetup: ['services/api/src/testing-global-setup.ts'],
  },
});
