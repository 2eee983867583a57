import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * A new DATA_DIR for a server process, holding a copy of the demo store the test run seeded once (vitest's
 * global setup): the process starts on it instead of seeding the demo itself, which runs argon2 for every
 * demo account and a few hundred commands. Without the run's snapshot, or for a process on PostgreSQL
 * (which keeps nothing of the store in DATA_DIR), the folder is empty and the first start seeds, as
 * `pnpm start` does.
 */
export function demoDataDir(prefix: string, storage: 'pglite' | 'postgres' = 'pglite'): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  if (storage === 'postgres') return dataDir;
  let seeded: string | undefined;
  try {
    seeded = inject('demoSnapshot')?.pgliteDataDir;
  } catch {
    // Outside a vitest run: no snapshot.
  }
  if (seeded) cpSync(seeded, path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}

/**
 * The real server process, for tests that kill or restart it: `main.ts` from source (test files run in
 * parallel, the bundle is built once for the browser tests), or a bundle of it the test built into its own
 * folder (`bundle`: a start without tsx costs a fraction of the CPU, for tests that start many).
 */
export async function startServerProcess(
  env: Record<string, string>,
  port: number,
  options: { bundle?: string } = {},
): Promise<ChildProcess> {
  const args = options.bundle ? [options.bundle] : ['--import', 'tsx', 'services/api/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      EVENTSTORE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  // A first start seeds the demo (argon2 for every account, a few hundred commands): under a minute on
  // the 2-core machine, but past 90 s while other CPU-bound work runs beside the suite.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`server exited early: ${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

export function stopProcess(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}
