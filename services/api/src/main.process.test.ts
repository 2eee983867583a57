import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api, loginAs } from './testing-http';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** `pnpm start`'s server process on the embedded store, as a user runs it. */
async function startProcess(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/api/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      EVENTSTORE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early: ${output}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start: ${output}`);
}

function stop(child: ChildProcess, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pusula-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds once, keeps its data across a restart, and stops cleanly on SIGTERM and SIGINT', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let child = await startProcess(dataDir, port);
    const health = await api(url, 'GET', '/healthz');
    expect(health.body).toMatchObject({ status: 'ok', eventStore: 'pglite', readModels: 'pglite' });
    const token = await loginAs(url, 'danisman@pusula.dev');
    const created = await api(url, 'POST', '/api/advisor/students', {
      token,
      body: { firstName: 'Kalıcı', lastName: 'Öğrenci', classLevel: '12', examTarget: 'AYT' },
    });
    expect(created.status).toBe(201);
    expect(await stop(child, 'SIGTERM')).toBe(0);

    child = await startProcess(dataDir, port);
    const students = await api(url, 'GET', '/api/advisor/students', {
      token: await loginAs(url, 'danisman@pusula.dev'),
    });
    const names = students.body.data.map((s: { firstName: string }) => s.firstName);
    expect(names).toContain('Kalıcı');
    // Seeded once: still the seven demo students plus ours.
    expect(names).toHaveLength(8);
    expect(await stop(child, 'SIGINT')).toBe(0);
  }, 240_000);
});
