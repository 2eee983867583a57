import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { loadVideoConfig } from './video-config';

describe('video configuration', () => {
  it('defaults to our own frame, no ICE servers, and minutes for the timeouts', () => {
    expect(loadVideoConfig({})).toEqual({
      provider: 'native',
      jitsiDomain: null,
      iceServers: [],
      ringTimeoutMs: 3 * 60_000,
      idleTimeoutMs: 5 * 60_000,
      maxDurationMs: 240 * 60_000,
      timeoutCheckMs: 30_000,
    });
    expect(loadVideoConfig({ VIDEO_RING_TIMEOUT_MINUTES: '0.5' }).ringTimeoutMs).toBe(30_000);
  });

  it('reads STUN/TURN servers from ICE_SERVERS and refuses a broken setup at start', () => {
    const ice = [
      { urls: 'stun:stun.ornek.org:3478' },
      { urls: ['turn:turn.ornek.org:3478?transport=udp'], username: 'u', credential: 'p' },
    ];
    expect(loadVideoConfig({ ICE_SERVERS: JSON.stringify(ice) }).iceServers).toEqual(ice);
    expect(() => loadVideoConfig({ ICE_SERVERS: 'stun:x' })).toThrow(/ICE_SERVERS must be JSON/);
    expect(() => loadVideoConfig({ ICE_SERVERS: '[{"urls":"http://x"}]' })).toThrow(/stun:, stuns:, turn:/);
    expect(() => loadVideoConfig({ VIDEO_PROVIDER: 'zoom' })).toThrow(/VIDEO_PROVIDER/);
    expect(() => loadVideoConfig({ VIDEO_PROVIDER: 'jitsi' })).toThrow(/JITSI_DOMAIN/);
    expect(() =>
      loadVideoConfig({ VIDEO_PROVIDER: 'jitsi', JITSI_DOMAIN: 'https://meet.ornek.org/x' }),
    ).toThrow(/without scheme/);
    expect(() => loadVideoConfig({ VIDEO_MAX_DURATION_MINUTES: '-1' })).toThrow(/positive/);
  });
});

describe('the conference frame page', () => {
  let dist: string;
  let server: RunningServer;
  let jitsiServer: RunningServer;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'pusula-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'app.html'), '<!doctype html><title>uygulama</title>');
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>ana sayfa</title>');
    writeFileSync(path.join(dist, 'video-room.html'), '<!doctype html><title>görüşme odası</title>');
    server = await startTestServer({ config: { webDist: dist } });
    jitsiServer = await startTestServer({
      config: {
        webDist: dist,
        video: loadVideoConfig({ VIDEO_PROVIDER: 'jitsi', JITSI_DOMAIN: 'meet.ornek.org' }),
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await jitsiServer.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves /video-room/{id} with its own page, framable only by our origin, with camera and microphone', async () => {
    const res = await fetch(`${server.url}/video-room/3f0c6f5e-aaaa-4bbb-8ccc-123456789abc`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('görüşme odası');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('permissions-policy')).toBe(
      'camera=(self), microphone=(self), display-capture=(self), geolocation=()',
    );
    // The portals keep the SPA shell.
    expect(await (await fetch(`${server.url}/advisor/video-conference`)).text()).toContain('uygulama');
  });

  it('lets the frame load and embed the configured Jitsi deployment, and nothing else', async () => {
    const res = await fetch(`${jitsiServer.url}/video-room/abc`);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://meet.ornek.org");
    expect(csp).toContain("frame-src 'self' https://meet.ornek.org");
    expect(res.headers.get('permissions-policy')).toContain('camera=(self "https://meet.ornek.org")');
    expect(
      (await fetch(`${server.url}/video-room/abc`)).headers.get('content-security-policy'),
    ).not.toContain('ornek.org');
  });
});
