import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { freshPostgresSchema } from '@pusula/eventstore/testing';
import { describe, expect, it } from 'vitest';
import { api, loginAs } from './testing-http';
import { demoDataDir, freePort, startServerProcess, stopProcess } from './testing-process';

/**
 * kill -9 under write load, then restart: every command the server acknowledged is there, exactly once,
 * and retrying the unacknowledged ones with their command ids applies each at most once.
 */
const STORAGES = process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

describe.each(STORAGES)('kill -9 under write load on %s', (storage) => {
  it('loses no acknowledged command and applies none twice', async () => {
    // PostgreSQL's schema is new and seeds on the first start; PGlite starts on the run's demo store.
    const dataDir = demoDataDir('pusula-kill-', storage);
    const schema = storage === 'postgres' ? await freshPostgresSchema(process.env.DATABASE_URL!) : null;
    const env = { DATA_DIR: dataDir, ...(schema ? { DATABASE_URL: schema.url } : {}) };
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    try {
      let child = await startServerProcess(env, port);
      const token = await loginAs(url, 'danisman@pusula.dev');
      const commands = Array.from({ length: 400 }, (_, i) => ({
        commandId: randomUUID(),
        lastName: `Yük-${i}`,
      }));
      const acknowledged = new Set<string>();
      let next = 0;
      const writer = async () => {
        while (next < commands.length) {
          const c = commands[next++]!;
          try {
            const res = await api(url, 'POST', '/api/advisor/students', {
              token,
              body: {
                firstName: 'Dayanıklılık',
                lastName: c.lastName,
                classLevel: '11',
                examTarget: 'TYT',
                commandId: c.commandId,
              },
            });
            if (res.status === 201) acknowledged.add(c.commandId);
          } catch {
            return; // the server is gone
          }
        }
      };
      const writers = Array.from({ length: 8 }, writer);
      while (acknowledged.size < 40) await new Promise((r) => setTimeout(r, 10));
      await stopProcess(child, 'SIGKILL');
      await Promise.all(writers);
      expect(acknowledged.size).toBeGreaterThanOrEqual(40);

      child = await startServerProcess(env, port);
      const fresh = await loginAs(url, 'danisman@pusula.dev');
      const count = async () => {
        const list = await api(
          url,
          'GET',
          '/api/advisor/students?search=Dayan%C4%B1kl%C4%B1l%C4%B1k&limit=500',
          { token: fresh },
        );
        const names: string[] = list.body.data.map((s: { lastName: string }) => s.lastName);
        return names;
      };
      const afterCrash = await count();
      const byName = new Map(commands.map((c) => [c.lastName, c.commandId]));
      for (const name of afterCrash) expect(byName.has(name)).toBe(true);
      expect(new Set(afterCrash).size).toBe(afterCrash.length); // none twice
      for (const c of commands) if (acknowledged.has(c.commandId)) expect(afterCrash).toContain(c.lastName);

      // Every command sent again with its id: the ones applied before the crash are not applied again.
      for (const c of commands.slice(0, next)) {
        const res = await api(url, 'POST', '/api/advisor/students', {
          token: fresh,
          body: {
            firstName: 'Dayanıklılık',
            lastName: c.lastName,
            classLevel: '11',
            examTarget: 'TYT',
            commandId: c.commandId,
          },
        });
        expect(res.status).toBe(201);
      }
      const afterRetry = await count();
      expect(afterRetry).toHaveLength(next);
      expect(new Set(afterRetry).size).toBe(next);
      expect(await stopProcess(child, 'SIGTERM')).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await schema?.drop();
    }
  }, 420_000);
});
