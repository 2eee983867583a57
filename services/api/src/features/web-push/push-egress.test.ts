import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { rootCertificates } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { loadConfig } from '../../config';
import { pushAgent, pushProxyOf } from './push-egress';
import { sendPush } from './push-send';
import { browserKeys, startPushService } from './testing-push-service';

/** A forwarding HTTP proxy that tunnels CONNECT (or refuses every tunnel), and what it was asked. */
async function startProxy(refuse = false) {
  const tunnels: Array<{ target: string; authorization: string | undefined }> = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((_req, res) => res.writeHead(405).end());
  server.on('connect', (req, client: Socket, head: Buffer) => {
    sockets.add(client);
    tunnels.push({ target: req.url ?? '', authorization: req.headers['proxy-authorization'] });
    if (refuse) {
      client.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    const [host, port] = (req.url ?? '').split(':');
    const upstream = connect(Number(port), host!, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client).pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tunnels,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('WEB_PUSH_PROXY', () => {
  it('takes an http:// proxy address, with or without credentials, and refuses anything else', () => {
    expect(pushProxyOf(undefined)).toBeNull();
    expect(pushProxyOf('')).toBeNull();
    expect(pushProxyOf('http://proxy.internal:3128')?.host).toBe('proxy.internal:3128');
    expect(pushProxyOf('http://pusula:s3cret@10.0.0.1:8080/')?.username).toBe('pusula');
    expect(loadConfig({ WEB_PUSH_PROXY: 'http://127.0.0.1:3128' }).webPushProxy?.port).toBe('3128');
    expect(loadConfig({}).webPushProxy).toBeNull();
    for (const wrong of ['proxy:3128', 'https://proxy:3128', 'socks5://proxy:1080', 'http://proxy:3128/push'])
      expect(() => pushProxyOf(wrong), wrong).toThrow(/WEB_PUSH_PROXY/);
  });

  it('adds WEB_PUSH_CA_FILE to the public CAs, and leaves Node’s agent alone when neither is set', () => {
    expect(pushAgent({ proxy: null, ca: null })).toBeUndefined();
    const agent = pushAgent({ proxy: null, ca: 'PEM' });
    expect(agent?.options.ca).toEqual([...rootCertificates, 'PEM']);
    agent?.destroy();
  });
});

describe('pushes through an egress proxy', () => {
  let service: Awaited<ReturnType<typeof startPushService>>;
  const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:destek@pusula.dev' };
  beforeAll(async () => {
    service = await startPushService();
  });
  afterAll(async () => {
    await service.close();
  });

  it('tunnels to the push service (TLS end to end, credentials to the proxy) and reuses the tunnel', async () => {
    const proxy = await startProxy();
    const agent = pushAgent({
      proxy: pushProxyOf(proxy.url.replace('//', '//pusula:s%C3%BCper@')),
      ca: service.ca,
    });
    try {
      const browser = browserKeys();
      for (const text of ['birinci', 'ikinci']) {
        const outcome = await sendPush(
          { endpoint: `${service.base}/ok/proxied`, payload: text, notificationId: text },
          browser,
          { keys, ttlSeconds: 60, agent },
        );
        expect(outcome).toEqual({ kind: 'sent', status: 201 });
      }
      const pushes = service.received.filter((push) => push.path === '/ok/proxied');
      expect(pushes.map((push) => browser.decrypt(push.body))).toEqual(['birinci', 'ikinci']);
      expect(proxy.tunnels).toEqual([
        {
          target: new URL(service.base).host,
          authorization: `Basic ${Buffer.from('pusula:süper').toString('base64')}`,
        },
      ]);
    } finally {
      agent?.destroy();
      await proxy.close();
    }
  });

  it('a proxy that refuses the tunnel is a push to try again, and nothing reaches the service', async () => {
    const proxy = await startProxy(true);
    const agent = pushAgent({ proxy: pushProxyOf(proxy.url), ca: service.ca });
    try {
      const before = service.received.length;
      const outcome = await sendPush(
        { endpoint: `${service.base}/ok/refused`, payload: 'x', notificationId: 'refused' },
        browserKeys(),
        { keys, ttlSeconds: 60, agent },
      );
      expect(outcome).toEqual({ kind: 'retry', status: null });
      expect(proxy.tunnels).toHaveLength(1);
      expect(service.received).toHaveLength(before);
    } finally {
      agent?.destroy();
      await proxy.close();
    }
  });

  it('a push service whose certificate the CAs do not vouch for is not sent to, even through the proxy', async () => {
    const proxy = await startProxy();
    const agent = pushAgent({ proxy: pushProxyOf(proxy.url), ca: null });
    try {
      const before = service.received.length;
      const outcome = await sendPush(
        { endpoint: `${service.base}/ok/untrusted`, payload: 'x', notificationId: 'untrusted' },
        browserKeys(),
        { keys, ttlSeconds: 60, agent },
      );
      expect(outcome).toEqual({ kind: 'retry', status: null });
      expect(service.received).toHaveLength(before);
    } finally {
      agent?.destroy();
      await proxy.close();
    }
  });
});
