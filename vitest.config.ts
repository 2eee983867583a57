import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{contracts,services/*,projections,web,bench}/src/**/*.test.{ts,tsx}', 'tools/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are heavy (WASM); keep parallelism to the two cores we have.
    maxWorkers: 2,
  },
});
