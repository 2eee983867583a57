import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * compose.yaml and the balancer's config cannot run here (no Docker): their shape is checked instead,
 * and the nginx config by nginx itself when Debian's package is installed (`apt-get install nginx-light`).
 */
const root = path.resolve(import.meta.dirname, '..');
const compose = parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8')) as {
  services: Record<
    string,
    { healthcheck?: { test: unknown }; environment?: Record<string, string>; depends_on?: object }
  >;
};
const nginxConf = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
const replicas = ['app1', 'app2', 'app3'];

function nginxBinary(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim().split('\n')[0]! : null;
}

describe('compose.yaml', () => {
  it('runs three app replicas, the balancer, PostgreSQL and EventStoreDB, each with a healthcheck', () => {
    for (const name of [...replicas, 'balancer', 'postgres', 'eventstore'])
      expect(compose.services[name]?.healthcheck?.test, name).toBeDefined();
  });

  it('checks the replicas by /readyz and gives each the same settings, the operator token among them', () => {
    for (const name of replicas) {
      const service = compose.services[name]!;
      expect(JSON.stringify(service.healthcheck!.test)).toContain('/readyz');
      expect(service.environment).toEqual(compose.services.app1!.environment);
      expect(service.environment!.OPERATOR_TOKEN).toMatch(/OPERATOR_TOKEN/);
      expect(service.environment!.TRUST_PROXY).toBe('true');
      expect(Object.keys(service.depends_on!)).toEqual(expect.arrayContaining(['postgres', 'eventstore']));
    }
  });

  it('has the balancer send work to exactly the replicas, sockets sticky', () => {
    for (const upstream of ['pusula', 'pusula_sockets']) {
      const block = new RegExp(`upstream ${upstream} \\{([^}]*)\\}`).exec(nginxConf)![1]!;
      const servers = [...block.matchAll(/server (\w+):3000/g)].map((m) => m[1]);
      expect(servers).toEqual(replicas);
      if (upstream === 'pusula_sockets') expect(block).toContain('ip_hash');
    }
    expect(nginxConf).toMatch(/location ~ \^\/\(live\|trpc\|signal\)\$/);
  });
});

describe.skipIf(!nginxBinary())('deploy/nginx.conf', () => {
  it('is accepted by nginx -t', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'pusula-nginx-'));
    try {
      // The replicas' names resolve only on compose's network: here they stand for this machine.
      const conf = path.join(dir, 'nginx.conf');
      writeFileSync(conf, nginxConf.replace(/server app\d:3000/g, 'server 127.0.0.1:3000'));
      const out = execFileSync(nginxBinary()!, ['-t', '-e', 'stderr', '-c', conf], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(out).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
