import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ALL_PROJECTORS } from '@pusula/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { HealthReport } from './http/health';
import type { RunningServer } from './server';
import { startTestServer } from './testing';

function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'pusula-web-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, 'sss'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="tr"><title>Ana sayfa</title></html>',
  );
  writeFileSync(path.join(dir, 'app.html'), '<!doctype html><html lang="tr"><div id="root"></div></html>');
  mkdirSync(path.join(dir, 'app-shells', 'parent'), { recursive: true });
  writeFileSync(
    path.join(dir, 'app-shells', 'parent', 'dashboard.html'),
    '<!doctype html><html lang="tr"><link rel="modulepreload" href="/assets/parent.js"><div id="root"></div></html>',
  );
  writeFileSync(
    path.join(dir, '404.html'),
    '<!doctype html><html lang="tr"><title>Pusula | Sayfa bulunamadı</title></html>',
  );
  writeFileSync(
    path.join(dir, 'sss', 'index.html'),
    '<!doctype html><html lang="tr"><title>SSS</title></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-1a2b.js'), 'console.log(1)');
  writeFileSync(path.join(dir, 'assets', 'big-3c4d.js'), 'let a = 1;\n'.repeat(500));
  writeFileSync(path.join(dir, 'assets', 'big-3c4d.js.br'), brotliCompressSync('let a = 1;\n'.repeat(500)));
  writeFileSync(path.join(dir, 'assets', 'big-3c4d.js.gz'), gzipSync('let a = 1;\n'.repeat(500)));
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *');
  return dir;
}

function wsStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { headers });
    ws.on('open', () => {
      ws.close();
      resolve(101);
    });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => {});
  });
}

describe('server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ config: { webDist: fakeWebDist() } });
  });
  afterAll(() => server.close());

  it('answers /healthz with the store kinds and projector lag', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as HealthReport;
    expect(body).toMatchObject({ status: 'ok', eventStore: 'pglite', readModels: 'pglite' });
    expect(body.projections.map((p) => p.name)).toEqual(ALL_PROJECTORS.map((p) => p.name));
    expect(body.projections.every((p) => p.active && p.lag === 0)).toBe(true);
  });

  it('serves tRPC over HTTP', async () => {
    const res = await fetch(`${server.url}/trpc/system.health`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: { data: unknown } }).result.data).toMatchObject({ status: 'ok' });
  });

  it("refuses tRPC calls in the wrong shape with tRPC's status and a Turkish message", async () => {
    const noType = await fetch(`${server.url}/trpc/auth.login`, { method: 'POST', body: '{}' });
    expect(noType.status).toBe(415);
    expect(((await noType.json()) as { error: { message: string } }).error.message).toBe(
      'İstek gövdesi JSON olmalı (Content-Type: application/json)',
    );
    const wrongMethod = await fetch(`${server.url}/trpc/auth.login`);
    expect(wrongMethod.status).toBe(405);
    expect(((await wrongMethod.json()) as { error: { message: string } }).error.message).toBe(
      'Bu adres bu istek yöntemini desteklemiyor',
    );
  });

  it('serves assets, prerendered pages, the app shell and a 404 page with the right types', async () => {
    const asset = await fetch(`${server.url}/assets/app-1a2b.js`);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(await (await fetch(`${server.url}/sss`)).text()).toContain('<title>SSS</title>');
    expect(await (await fetch(`${server.url}/`)).text()).toContain('Ana sayfa');
    const shell = await fetch(`${server.url}/advisor/students/42`);
    expect(shell.status).toBe(200);
    expect(await shell.text()).toContain('id="root"');
    // A portal's home page gets the shell that preloads its chunks, with or without a closing slash; its
    // other pages and paths that only look like it keep the plain shell.
    for (const home of ['/parent/dashboard', '/parent/dashboard/'])
      expect(await (await fetch(`${server.url}${home}`)).text()).toContain('/assets/parent.js');
    for (const other of ['/parent/messages', '/parent/dashboard/x', '/parent/..%2Fapp'])
      expect(await (await fetch(`${server.url}${other}`)).text()).not.toContain('/assets/parent.js');
    const missing = await fetch(`${server.url}/olmayan-sayfa`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Sayfa bulunamadı');
    expect((await fetch(`${server.url}/robots.txt`)).headers.get('content-type')).toContain('text/plain');
    expect((await fetch(`${server.url}/../../etc/passwd`)).status).toBe(404);
  });

  it('sends a prerendered form posted before hydration back to its page, and refuses other posts', async () => {
    const posted = await fetch(`${server.url}/sss?next=%2Fdashboard`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=koc%40pusula.dev&password=Pusula.2025',
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    // Back to the page itself: neither the password nor the query string is carried over.
    expect(posted.headers.get('location')).toBe('/sss');
    expect((await fetch(`${server.url}/olmayan-sayfa`, { method: 'POST', redirect: 'manual' })).status).toBe(
      405,
    );
    expect(
      (await fetch(`${server.url}//evil.example/sss`, { method: 'POST', redirect: 'manual' })).status,
    ).toBe(405);
    const api = await fetch(`${server.url}/api/olmayan`, { method: 'POST' });
    expect(api.status).toBe(404);
  });

  it('sends the precompressed bytes the client accepts', async () => {
    const { request } = await import('node:http');
    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve) => {
        const req = request(
          `${server.url}/assets/big-3c4d.js`,
          { headers: { 'accept-encoding': encoding } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          },
        );
        req.end();
      });
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe('let a = 1;\n'.repeat(500));
    expect((await raw('gzip')).headers['content-encoding']).toBe('gzip');
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('let a = 1;\n'.repeat(500));
  });

  it('compresses JSON answers of 2 KB and more, and sends smaller ones as they are with their length', async () => {
    const { request } = await import('node:http');
    const raw = (path: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve) => {
        const req = request(`${server.url}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.end();
      });
    const small = await raw('/healthz');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(Number(small.headers['content-length'])).toBe(small.body.length);
    expect(small.body.length).toBeLessThan(2048);
    expect(JSON.parse(small.body.toString()).status).toBe('ok');
    const big = await raw('/api/education-system/exam-types');
    expect(big.headers['content-encoding']).toBe('gzip');
    const unzipped = gunzipSync(big.body);
    expect(unzipped.length).toBeGreaterThanOrEqual(2048);
    expect(JSON.parse(unzipped.toString()).data.length).toBeGreaterThan(0);
  });

  it('answers unknown API paths with a Turkish JSON 404', async () => {
    const res = await fetch(`${server.url}/api/yok`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'İstenen adres bulunamadı' });
  });

  it('puts security headers on every answer', async () => {
    for (const p of ['/healthz', '/', '/api/yok']) {
      const res = await fetch(`${server.url}${p}`);
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    const tls = await fetch(`${server.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('refuses bodies over 1 MiB with 413', async () => {
    const res = await fetch(`${server.url}/api/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ x: 'a'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe('İstek çok büyük');
  });

  it('routes WebSocket upgrades by path and checks the Origin', async () => {
    const ws = server.url.replace('http', 'ws');
    expect(await wsStatus(`${ws}/trpc`)).toBe(101);
    expect(await wsStatus(`${ws}/nereye`)).toBe(404);
    expect(await wsStatus(`${ws}/trpc`, { origin: 'https://kotu.example' })).toBe(403);
    expect(await wsStatus(`${ws}/trpc`, { origin: server.url.replace('127.0.0.1', '127.0.0.1') })).toBe(101);
  });
});
