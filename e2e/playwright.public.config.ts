import { defineConfig } from '@playwright/test';
import shared from './playwright.config';

/**
 * Temporary: runs tests/public against an already running server (E2E_BASE_URL, e.g. a `pnpm start` on
 * another port) while the shared config's server cannot start. Delete once the shared config runs again.
 */
export default defineConfig({
  ...shared,
  webServer: undefined,
  testDir: './tests/public',
  use: { ...shared.use, baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000' },
});
