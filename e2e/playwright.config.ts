import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { serverPushEgress } from './tests/push/fcm-stand-in';

const PORT = Number(process.env.E2E_PORT ?? 3199);
/** A fresh embedded store per run: the server seeds the demo accounts into it. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'pusula-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-evaluate this file: keep one directory
/**
 * The server's pushes leave through an egress proxy that tests/push stands in for (with Google's push
 * service behind it), trusting the stand-in's certificate; no push leaves this machine.
 */
const pushEgress = serverPushEgress(dataDir);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The bundle `pnpm start` runs (test:e2e builds it first), so the browser tests cover the build too.
    command: 'node ../services/api/dist/main.mjs',
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      EVENTSTORE_URL: '',
      // Mail goes to the embedded mailbox; its links point at the address the browser uses.
      SMTP_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // Every journey registers its own people from this one address; the limit itself is tested by the API.
      REGISTRATION_LIMIT_PER_HOUR: '100',
      // A line per request would bury the warnings and failures that say why a test broke.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      WEB_PUSH_PROXY: `http://127.0.0.1:${pushEgress.proxyPort}`,
      WEB_PUSH_CA_FILE: pushEgress.certificate.certFile,
    },
    stdout: 'pipe',
  },
});
