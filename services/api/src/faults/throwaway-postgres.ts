import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL cluster of its own for tests that stop the database: never the machine's shared cluster,
 * which other tests and people use. initdb into a temporary directory, trust authentication on 127.0.0.1,
 * `pg_ctl` to start and stop it (`-m immediate`: a crash, no goodbye to clients). Run as root, the server
 * runs as the `postgres` user (PostgreSQL refuses root).
 */
export interface ThrowawayPostgres {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

/**
 * The directory of initdb/pg_ctl, or null when PostgreSQL is not installed (or, as root, there is no
 * `postgres` user to run it as).
 */
export function findPostgresBin(): string | null {
  if (userInfo().uid === 0) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'pipe' });
    } catch {
      return null;
    }
  }
  const candidates = [process.env.PG_BIN];
  try {
    candidates.push(execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim());
  } catch {}
  const root = '/usr/lib/postgresql';
  if (existsSync(root))
    for (const v of readdirSync(root).sort().reverse()) candidates.push(path.join(root, v, 'bin'));
  return (
    candidates.find(
      (dir) => dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
    ) ?? null
  );
}

export function createThrowawayPostgres(bin: string, port: number): ThrowawayPostgres {
  const dir = mkdtempSync('/tmp/pusula-faults-pg-');
  const asRoot = userInfo().uid === 0;
  const run = (tool: string, args: string[]) => {
    const command = path.join(bin, tool);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
    else execFileSync(command, args, { stdio: 'pipe' });
  };
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), 0);
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`;
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop: () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {}
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
