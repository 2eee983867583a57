import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{contracts,services/*,projections,web,bench}/src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy (WASM); keep parallelism to the two cores we have.
    maxWorkers: 2,
    // The servers' JSON log lines (a line per request) would bury the results; LOG_LEVEL=info shows them.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    // The demo store is seeded once per run; tests that ask for the demo start on a copy of it.
    globalSetup: ['services/api/src/testing-global-setup.ts'],
  },
});
