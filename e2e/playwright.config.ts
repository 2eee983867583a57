import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { serverPushEgress } from './tests/push/fcm-stand-in';

const PORT = Number(process.env.E2E_PORT ?? 3199);
/** The run's directory: each lane's server keeps its embedded store under it and seeds the demo into it. */
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'pusula-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-evaluate this file: keep one directory
/**
 * The servers' pushes leave through an egress proxy that tests/push stands in for (with Google's push
 * service behind it), trusting the stand-in's certificate; no push leaves this machine.
 */
const pushEgress = serverPushEgress(dataDir);

/**
 * The specs run in two lanes side by side, each with a server of its own and one worker: a lane's specs
 * meet only what the specs before them in that lane wrote, in file order, as when everything ran in one
 * line, and both cores work. The first lane names its folders; the second takes every other spec, so a new
 * folder lands there. The split gives the lanes about equal times (27 Nov: 622 s and 632 s of tests).
 */
const FIRST_LANE = ['portal-sweep', 'advisor/*', 'student/*', 'coach/*', 'push/*'].map(
  (spec) => `${spec}.spec.ts`,
);
const lanes = [
  { name: 'chromium', testMatch: FIRST_LANE },
  { name: 'chromium-2', testIgnore: FIRST_LANE },
].map((lane, index) => ({
  ...lane,
  port: PORT + index,
  dataDir: path.join(dataDir, `server-${index + 1}`),
}));

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: lanes.length,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // Recording a trace costs the browser about a quarter of its time (a screencast of every page), so only a
    // retry records one: a failure that repeats comes with its trace.
    trace: 'on-first-retry',
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
  projects: lanes.map(({ name, testMatch, testIgnore, port }) => ({
    name,
    testMatch,
    testIgnore,
    workers: 1,
    use: { ...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${port}` },
  })),
  webServer: lanes.map(({ port, dataDir }) => ({
    // The bundle `pnpm start` runs (`pnpm test` and `test:e2e` build it first), so the browser tests cover the build
    // too.
    command: 'node ../services/api/dist/main.mjs',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      EVENTSTORE_URL: '',
      // Mail goes to the embedded mailbox; its links point at the address the browser uses.
      SMTP_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Every journey registers its own people from this one address; the limit itself is tested by the API.
      REGISTRATION_LIMIT_PER_HOUR: '100',
      // A line per request would bury the warnings and failures that say why a test broke.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      WEB_PUSH_PROXY: `http://127.0.0.1:${pushEgress.proxyPort}`,
      WEB_PUSH_CA_FILE: pushEgress.certificate.certFile,
    },
    stdout: 'pipe' as const,
  })),
});
