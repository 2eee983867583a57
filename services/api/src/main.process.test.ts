import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { api, loginAs } from './testing-http';
import { freePort, startServerProcess, stopProcess } from './testing-process';

describe('the server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pusula-process-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('seeds once, keeps its data across a restart, and stops cleanly on SIGTERM and SIGINT', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let child = await startServerProcess({ DATA_DIR: dataDir }, port);
    const health = await api(url, 'GET', '/healthz');
    expect(health.body).toMatchObject({ status: 'ok', eventStore: 'pglite', readModels: 'pglite' });
    const token = await loginAs(url, 'danisman@pusula.dev');
    const created = await api(url, 'POST', '/api/advisor/students', {
      token,
      body: { firstName: 'Kalıcı', lastName: 'Öğrenci', classLevel: '12', examTarget: 'AYT' },
    });
    expect(created.status).toBe(201);
    expect(await stopProcess(child, 'SIGTERM')).toBe(0);

    child = await startServerProcess({ DATA_DIR: dataDir }, port);
    const students = await api(url, 'GET', '/api/advisor/students', {
      token: await loginAs(url, 'danisman@pusula.dev'),
    });
    const names = students.body.data.map((s: { firstName: string }) => s.firstName);
    expect(names).toContain('Kalıcı');
    // Seeded once: still the seven demo students plus ours.
    expect(names).toHaveLength(8);
    expect(await stopProcess(child, 'SIGINT')).toBe(0);
  }, 420_000);
});
