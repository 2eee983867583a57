import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createPgPoolClient } from '@pusula/eventstore/postgres/pg-pool-client';
import { freshPostgresSchema } from '@pusula/eventstore/testing';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildServer } from '../build-server.mjs';
import { api, loginAs } from './testing-http';
import { freePort, startServerProcess, stopProcess } from './testing-process';

/**
 * Three server processes on one PostgreSQL behind nginx with the deployment's own config
 * (`deploy/nginx.conf`), under a steady stream of notes from an advisor to a coach whose `/live` socket
 * goes through the balancer too. One process is killed (`kill -9`) and started again, then all three are
 * restarted one by one (SIGTERM, the rolling restart of a deploy). The advisor's client does what the web
 * app does: a failed or 503 send is sent again with the same command id; the coach's socket reconnects with
 * `lastEventId`. Pass: every acknowledged note is stored once and none twice, the coach's socket got each
 * note's notification exactly once, and during the roll nothing answered a 5xx other than a 503.
 * CLUSTER_DEBUG=1 prints the end of nginx's error log (which replica refused or reset what).
 */
const nginx = (() => {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim().split('\n')[0]! : null;
})();
const databaseUrl = process.env.DATABASE_URL;
if (!nginx) console.warn('cluster test skipped: nginx is not installed (apt-get install nginx-light)');
if (!databaseUrl)
  console.warn('cluster test skipped: DATABASE_URL is not set (the cluster shares PostgreSQL)');

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * nginx with `deploy/nginx.conf`, the replicas on this machine's ports; `takeOut(i)` reloads it with
 * replica i marked `down` (null: all in), as the runbook's rolling restart does.
 */
function startBalancer(dir: string, port: number, replicaPorts: number[]) {
  const file = path.join(dir, 'nginx.conf');
  const write = (down: number | null) => {
    let conf = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
    for (const [i, replicaPort] of replicaPorts.entries())
      conf = conf.replaceAll(
        `server app${i + 1}:3000`,
        `server 127.0.0.1:${replicaPort}${i === down ? ' down' : ''}`,
      );
    conf = conf
      .replace('listen 8080;', `listen 127.0.0.1:${port};`)
      .replaceAll('/tmp/pusula-nginx', path.join(dir, 'nginx'))
      // Run as root here, nginx's workers would become `nobody`, who may not write the test's directory.
      .replace(
        'worker_processes auto;',
        `worker_processes 1;${process.getuid?.() === 0 ? '\nuser root;' : ''}`,
      );
    writeFileSync(file, conf);
  };
  write(null);
  const child = spawn(
    nginx!,
    ['-c', file, '-p', dir, '-e', path.join(dir, 'nginx-error.log'), '-g', 'daemon off;'],
    { stdio: 'ignore' },
  );
  return {
    child,
    /** New workers with the new list at once; the old ones finish their requests and close their connections. */
    takeOut(down: number | null) {
      write(down);
      child.kill('SIGHUP');
    },
  };
}

/** The coach's /live socket through the balancer: reconnects with the last notification's `lastEventId`. */
function followLive(url: string, token: string) {
  const noteIds: string[] = [];
  let lastEventId: string | undefined;
  let closed = false;
  let socket: WebSocket | null = null;
  const connect = () => {
    if (closed) return;
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/live`);
    socket = ws;
    ws.on('open', () =>
      ws.send(JSON.stringify({ type: 'AUTH', token, ...(lastEventId ? { lastEventId } : {}) })),
    );
    ws.on('message', (raw) => {
      const message = JSON.parse(raw.toString());
      if (message.type !== 'NOTIFICATION') return;
      lastEventId = message.eventId;
      if (message.data.type === 'NEW_NOTE') noteIds.push(message.data.data.noteId);
    });
    ws.on('error', () => {});
    ws.on('close', () => setTimeout(connect, 300));
  };
  connect();
  return {
    noteIds,
    close() {
      closed = true;
      socket?.close();
    },
  };
}

describe.skipIf(!nginx || !databaseUrl)('three processes behind nginx', () => {
  it('loses and doubles nothing through a kill -9 and a rolling restart', async () => {
    const schema = await freshPostgresSchema(databaseUrl!);
    const dir = mkdtempSync(path.join(tmpdir(), 'pusula-cluster-'));
    const ports = [await freePort(), await freePort(), await freePort()];
    const envOf = (i: number) => ({ DATABASE_URL: schema.url, DATA_DIR: path.join(dir, `app${i + 1}`) });
    // Five starts from one bundle of the server, as `pnpm start` runs it (built here: unit tests come first).
    await buildServer({ outdir: path.join(dir, 'server') });
    const start = (i: number) =>
      startServerProcess(envOf(i), ports[i]!, { bundle: path.join(dir, 'server/main.mjs') });
    const processes: ChildProcess[] = [];
    let balancer: ReturnType<typeof startBalancer> | null = null;
    try {
      // The first seeds the demo; the others find it there.
      for (const i of ports.keys()) processes.push(await start(i));
      const lbPort = await freePort();
      const url = `http://127.0.0.1:${lbPort}`;
      balancer = startBalancer(dir, lbPort, ports);
      await expect.poll(async () => (await fetch(`${url}/readyz`).catch(() => null))?.status).toBe(200);

      const advisor = await loginAs(url, 'danisman@pusula.dev');
      const coach = await loginAs(url, 'koc@pusula.dev');
      const coachId = (await api(url, 'GET', '/api/auth/me', { token: coach })).body.data.user.id as string;
      const students = (await api(url, 'GET', '/api/advisor/students?limit=100', { token: advisor })).body
        .data as { id: string; coachId: string | null }[];
      const studentId = students.find((s) => s.coachId === coachId)!.id;
      const live = followLive(url, coach);

      // The advisor's notes, started at 50 a second (at most 32 waiting for an answer), each sent again with
      // its command id until acknowledged (a network error, a 502 of a killed process, a 503 of a draining
      // one), as the web app does.
      const stamp = `Küme-${randomUUID().slice(0, 8)}`;
      let phase: 'steady' | 'kill' | 'roll' | 'done' = 'steady';
      const acknowledged = new Map<string, string>(); // content → note id
      const rollAnswers: number[] = [];
      const unexpected: string[] = [];
      let started = 0;
      let retries = 0;
      const sendNote = async () => {
        const content = `${stamp} not ${started++}`;
        const commandId = randomUUID();
        for (;;) {
          const at = phase;
          const res = await api(url, 'POST', '/api/advisor-notes', {
            token: advisor,
            body: { coachId, studentId, content, pageContext: '/advisor/students', commandId },
          }).catch(() => null);
          if (at === 'roll' && res) rollAnswers.push(res.status);
          if (res?.status === 201) {
            acknowledged.set(content, res.body.data.id);
            return;
          }
          if (res && ![502, 503, 504].includes(res.status))
            unexpected.push(`${res.status} ${res.body?.message}`);
          retries++;
          await new Promise((r) => setTimeout(r, 200));
        }
      };
      const inFlight = new Set<Promise<void>>();
      const writingSince = performance.now();
      const ticker = setInterval(() => {
        if (phase === 'done' || inFlight.size >= 32) return;
        const sending = sendNote().finally(() => inFlight.delete(sending));
        inFlight.add(sending);
      }, 20);
      const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

      await pause(2_000);
      phase = 'kill';
      await stopProcess(processes[1]!, 'SIGKILL');
      await pause(2_000);
      processes[1] = await start(1);
      await pause(5_500); // nginx skips the killed replica for its fail_timeout
      phase = 'roll';
      // The runbook's rolling restart: each replica out of nginx (a reload), stopped with SIGTERM, started,
      // and back in once ready; a replica that failed a request stays skipped for its fail_timeout (5 s).
      for (const i of ports.keys()) {
        balancer.takeOut(i);
        await pause(1_000);
        await stopProcess(processes[i]!, 'SIGTERM');
        processes[i] = await start(i);
        balancer.takeOut(null);
        await pause(1_000);
      }
      await pause(1_000);
      phase = 'done';
      clearInterval(ticker);
      await Promise.all(inFlight);
      const writingSeconds = (performance.now() - writingSince) / 1000;
      expect(unexpected).toEqual([]);

      // Stored: every acknowledged note once, nothing else.
      const db = createPgPoolClient(schema.url, { max: 1 });
      const { rows } = await db.query<{ id: string; content: string }>(
        'SELECT id, content FROM notes WHERE content LIKE $1',
        [`${stamp} %`],
      );
      await db.close();
      expect(acknowledged.size).toBeGreaterThan(50);
      expect(rows.length).toBe(acknowledged.size);
      expect(new Set(rows.map((r) => r.content)).size).toBe(rows.length);
      for (const row of rows) expect(acknowledged.get(row.content)).toBe(row.id);

      // Live: each note's notification reached the coach once, through reconnects to other processes.
      const expected = [...acknowledged.values()].sort();
      await expect
        .poll(() => [...new Set(live.noteIds)].filter((id) => expected.includes(id)).length, {
          timeout: 20_000,
        })
        .toBe(expected.length);
      live.close();
      const mine = live.noteIds.filter((id) => expected.includes(id));
      expect(mine.length).toBe(new Set(mine).size);

      // The roll: a draining process hands its requests on; only a documented 503 is a 5xx.
      expect(rollAnswers.filter((s) => s >= 500 && s !== 503)).toEqual([]);
      const byStatus = new Map<number, number>();
      for (const status of rollAnswers) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
      const roll = [...byStatus].map(([status, count]) => `${count} × ${status}`).join(', ');
      console.info(
        `cluster: ${acknowledged.size} notes in ${writingSeconds.toFixed(1)} s ` +
          `(${(acknowledged.size / writingSeconds).toFixed(1)}/s) acknowledged and stored once, ${retries} sends retried, ` +
          `${mine.length} live notifications; answers during the roll: ${roll}`,
      );
    } finally {
      if (process.env.CLUSTER_DEBUG)
        console.error(readFileSync(path.join(dir, 'nginx-error.log'), 'utf8').slice(-6000));
      for (const child of processes) await stopProcess(child, 'SIGKILL');
      if (balancer) await stopProcess(balancer.child, 'SIGKILL');
      await schema.drop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    }
  }, 600_000);
});
