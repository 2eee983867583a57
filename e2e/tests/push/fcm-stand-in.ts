import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { createServer as createTlsServer, type TLSSocket, type Server as TlsServer } from 'node:tls';

/**
 * A stand-in for Google's push service (FCM) on 127.0.0.1, for Chromium's GCM client on one side and for
 * Pusula's server on the other, so that a web push the server sends reaches the browser without internet:
 *
 * - check-in and registration (HTTP): what Chromium's `--gcm-checkin-url` and `--gcm-registration-url`
 *   point at; `pushManager.subscribe` registers here and gets a token, and Chromium makes its subscription
 *   `https://jmt17.google.com/fcm/send/<token>` of it;
 * - the connection server (MCS, TLS; `--gcm-mcs-endpoint`): Chromium logs in with the device's check-in
 *   credentials and keeps the connection open; a push is handed to it as a DataMessageStanza, as FCM does;
 * - the push service's HTTPS endpoint for the server: `/fcm/send/<token>` under jmt17.google.com and
 *   fcm.googleapis.com, reached through an egress proxy (HTTP CONNECT) on 127.0.0.1, the server's
 *   `WEB_PUSH_PROXY`; it presents a certificate for those hosts that the server trusts through
 *   `WEB_PUSH_CA_FILE`. It takes a push (201) and delivers the body, as the server encrypted it, over MCS.
 *
 * Framing of MCS (Chromium's google_apis/gcm): the client's first bytes are the protocol version (41) and a
 * LoginRequest; every message is a one-byte tag, a varint length and a protobuf (mcs.proto).
 */

const MCS_VERSION = 41;
const TAG = {
  heartbeatPing: 0,
  heartbeatAck: 1,
  loginRequest: 2,
  loginResponse: 3,
  close: 4,
  iqStanza: 7,
  dataMessageStanza: 8,
} as const;

/** The push service's hosts: Chromium builds other than Google Chrome subscribe at jmt17.google.com. */
export const PUSH_SERVICE_HOSTS = ['jmt17.google.com', 'fcm.googleapis.com'];

// ---------------------------------------------------------------------------------------------------------
// Protobuf, as much as the stand-in needs.

function varint(value: number | bigint): Buffer {
  let rest = BigInt(value);
  const bytes: number[] = [];
  do {
    const low = Number(rest & 0x7fn);
    rest >>= 7n;
    bytes.push(rest > 0n ? low | 0x80 : low);
  } while (rest > 0n);
  return Buffer.from(bytes);
}

const varintField = (field: number, value: number | bigint) =>
  Buffer.concat([varint(field << 3), varint(value)]);

const bytesField = (field: number, value: string | Buffer) => {
  const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
  return Buffer.concat([varint((field << 3) | 2), varint(bytes.length), bytes]);
};

function fixed64(field: number, value: bigint): Buffer {
  const out = Buffer.alloc(9);
  out[0] = (field << 3) | 1;
  out.writeBigUInt64LE(value, 1);
  return out;
}

function readVarint(buffer: Buffer, start: number): { value: bigint; next: number } | null {
  let value = 0n;
  let shift = 0n;
  for (let at = start; at < buffer.length && at < start + 10; at++) {
    const byte = buffer[at]!;
    value |= BigInt(byte & 0x7f) << shift;
    if ((byte & 0x80) === 0) return { value, next: at + 1 };
    shift += 7n;
  }
  return null;
}

/** A message's fields by number: varints as bigint, length-delimited ones as bytes. */
function decodeMessage(buffer: Buffer): Map<number, Array<bigint | Buffer>> {
  const fields = new Map<number, Array<bigint | Buffer>>();
  let at = 0;
  while (at < buffer.length) {
    const key = readVarint(buffer, at);
    if (!key) throw new Error('truncated protobuf key');
    const field = Number(key.value >> 3n);
    const wire = Number(key.value & 7n);
    let value: bigint | Buffer;
    if (wire === 0) {
      const read = readVarint(buffer, key.next);
      if (!read) throw new Error('truncated varint');
      value = read.value;
      at = read.next;
    } else if (wire === 2) {
      const length = readVarint(buffer, key.next);
      if (!length) throw new Error('truncated length');
      value = buffer.subarray(length.next, length.next + Number(length.value));
      at = length.next + Number(length.value);
    } else if (wire === 1) {
      value = buffer.readBigUInt64LE(key.next);
      at = key.next + 8;
    } else if (wire === 5) {
      value = BigInt(buffer.readUInt32LE(key.next));
      at = key.next + 4;
    } else {
      throw new Error(`unexpected wire type ${wire}`);
    }
    fields.set(field, [...(fields.get(field) ?? []), value]);
  }
  return fields;
}

const text = (fields: Map<number, Array<bigint | Buffer>>, field: number) => {
  const value = fields.get(field)?.[0];
  return Buffer.isBuffer(value) ? value.toString('utf8') : null;
};

// ---------------------------------------------------------------------------------------------------------
// The certificate for the push service's hosts (and the connection server), made once per test run.

export interface StandInCertificate {
  keyFile: string;
  certFile: string;
}

/**
 * The certificate's key as Chromium's `--ignore-certificate-errors-spki-list` names it (SHA-256 of the
 * SubjectPublicKeyInfo, base64): Chromium then accepts exactly this self-signed certificate.
 */
export function spkiHashOf(certificate: StandInCertificate): string {
  const spki = new X509Certificate(readFileSync(certificate.certFile)).publicKey.export({
    type: 'spki',
    format: 'der',
  });
  return createHash('sha256').update(spki).digest('base64');
}

/**
 * What the e2e server is started with (playwright.config.ts) and the push spec's stand-in serves: the
 * egress proxy's port and the certificate (in the run's data directory). The port is a free one picked
 * once per run (`E2E_PUSH_PROXY_PORT`; the workers inherit it), so runs side by side do not meet.
 */
export function serverPushEgress(dataDir: string) {
  if (!process.env.E2E_PUSH_PROXY_PORT) {
    const script =
      "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => " +
      '{ process.stdout.write(String(s.address().port)); s.close(); });';
    process.env.E2E_PUSH_PROXY_PORT = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  }
  return {
    proxyPort: Number(process.env.E2E_PUSH_PROXY_PORT),
    certificate: standInCertificate(path.join(dataDir, 'push-service')),
  };
}

/**
 * A self-signed certificate for jmt17.google.com, fcm.googleapis.com and 127.0.0.1 in `dir` (made with
 * openssl the first time; `.ci/run` installs it); the server trusts it for push services through
 * WEB_PUSH_CA_FILE.
 */
export function standInCertificate(dir: string): StandInCertificate {
  const keyFile = path.join(dir, 'push-service-key.pem');
  const certFile = path.join(dir, 'push-service-cert.pem');
  if (existsSync(keyFile) && existsSync(certFile)) return { keyFile, certFile };
  mkdirSync(dir, { recursive: true });
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=push service stand-in',
        '-addext',
        `subjectAltName=${PUSH_SERVICE_HOSTS.map((host) => `DNS:${host}`).join(',')},IP:127.0.0.1`,
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
  } catch (error) {
    throw new Error('The push tests make their certificate with openssl, which is missing here', {
      cause: error,
    });
  }
  return { keyFile, certFile };
}

// ---------------------------------------------------------------------------------------------------------
// The stand-in.

/** AndroidCheckinResponse { stats_ok: true, android_id, security_token, settings_diff: false }. */
const ANDROID_ID = 4_242_424_242n;
const SECURITY_TOKEN = 7_777_777_777n;
const CHECKIN_RESPONSE = Buffer.concat([
  Buffer.from([0x08, 0x01]),
  fixed64(7, ANDROID_ID),
  fixed64(8, SECURITY_TOKEN),
  Buffer.from([0x48, 0x00]),
]);

/** A push as the server POSTed it to the push service. */
export interface ReceivedPush {
  host: string;
  token: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A push handed to Chromium over MCS. */
export interface DeliveredPush {
  persistentId: string;
  appId: string;
  sender: string;
}

export interface FcmStandIn {
  /** Base URL of check-in (`/checkin`) and registration (`/register`). */
  url: string;
  /** For `--gcm-mcs-endpoint`. */
  mcsEndpoint: string;
  /** For `--ignore-certificate-errors-spki-list`: the connection server's certificate. */
  spkiHash: string;
  /** The registrations' form bodies, in order; the nth one got the token `<prefix>-<n>`. */
  registrations: URLSearchParams[];
  /** The LoginRequests of Chromium's connections (user = its android id). */
  logins: Array<{ id: string; user: string }>;
  received: ReceivedPush[];
  delivered: DeliveredPush[];
  /** Opens the server's egress proxy (its WEB_PUSH_PROXY) on that port, in front of the push service. */
  openEgressProxy(port: number): Promise<void>;
  close(): Promise<void>;
}

const listen = async <T extends HttpServer | TlsServer>(server: T, port = 0): Promise<T> => {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
};

const portOf = (server: HttpServer | TlsServer) => (server.address() as AddressInfo).port;

export async function startFcmStandIn(options: {
  tokenPrefix: string;
  certificate: StandInCertificate;
}): Promise<FcmStandIn> {
  const registrations: URLSearchParams[] = [];
  const logins: FcmStandIn['logins'] = [];
  const received: ReceivedPush[] = [];
  const delivered: DeliveredPush[] = [];
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };

  // Check-in and registration.
  const gservices = createHttpServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/checkin') {
        res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(CHECKIN_RESPONSE);
        return;
      }
      if (req.method === 'POST' && req.url === '/register') {
        registrations.push(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
        res
          .writeHead(200, { 'content-type': 'text/plain' })
          .end(`token=${options.tokenPrefix}-${registrations.length}`);
        return;
      }
      res.writeHead(404).end();
    });
  });
  gservices.on('connection', track);
  await listen(gservices);

  // The connection server: Chromium's logged-in connections, and pushes waiting for one.
  const connections = new Set<TLSSocket>();
  const waiting: Buffer[] = [];
  let persistentIds = 0;
  const frame = (tag: number, message: Buffer) =>
    Buffer.concat([Buffer.from([tag]), varint(message.length), message]);

  const handOver = (stanza: Buffer) => {
    if (connections.size === 0) {
      waiting.push(stanza);
      return;
    }
    for (const connection of connections) connection.write(frame(TAG.dataMessageStanza, stanza));
  };

  const tlsIdentity = {
    key: readFileSync(options.certificate.keyFile),
    cert: readFileSync(options.certificate.certFile),
  };
  const mcs = createTlsServer(tlsIdentity);
  mcs.on('secureConnection', (socket: TLSSocket) => {
    track(socket);
    let buffer = Buffer.alloc(0);
    let versionRead = false;
    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!versionRead) {
        if (buffer.length < 1) return;
        if (buffer[0]! < MCS_VERSION) {
          socket.destroy();
          return;
        }
        versionRead = true;
        buffer = buffer.subarray(1);
      }
      for (;;) {
        if (buffer.length < 2) return;
        const length = readVarint(buffer, 1);
        if (!length || buffer.length < length.next + Number(length.value)) return;
        const tag = buffer[0]!;
        const message = buffer.subarray(length.next, length.next + Number(length.value));
        buffer = buffer.subarray(length.next + Number(length.value));
        if (tag === TAG.loginRequest) {
          const fields = decodeMessage(message);
          logins.push({ id: text(fields, 1) ?? '', user: text(fields, 3) ?? '' });
          if (text(fields, 3) !== ANDROID_ID.toString() || text(fields, 5) !== SECURITY_TOKEN.toString()) {
            socket.destroy();
            return;
          }
          // LoginResponse { id, server_timestamp }.
          const response = Buffer.concat([bytesField(1, 'e2e-login'), varintField(8, Date.now())]);
          socket.write(Buffer.concat([Buffer.from([MCS_VERSION]), frame(TAG.loginResponse, response)]));
          connections.add(socket);
          socket.on('close', () => connections.delete(socket));
          for (const stanza of waiting.splice(0)) socket.write(frame(TAG.dataMessageStanza, stanza));
        } else if (tag === TAG.heartbeatPing) {
          socket.write(frame(TAG.heartbeatAck, Buffer.alloc(0)));
        }
        // Acknowledgements (IqStanza) and anything else the client sends need no answer here.
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await listen(mcs);

  /** A push for a token becomes a DataMessageStanza for the app and sender that registered it. */
  const deliver = (push: ReceivedPush): number => {
    const index = Number(push.token.slice(options.tokenPrefix.length + 1)) - 1;
    const registration = push.token.startsWith(`${options.tokenPrefix}-`) ? registrations[index] : undefined;
    if (!registration) return 404;
    const encoding = String(push.headers['content-encoding'] ?? '');
    const appData: Array<[string, string]> = [['subtype', registration.get('X-subtype') ?? '']];
    if (encoding === 'aes128gcm') appData.push(['content-encoding', 'aes128gcm']);
    else if (encoding === 'aesgcm')
      appData.push(
        ['encryption', String(push.headers.encryption ?? '')],
        ['crypto-key', String(push.headers['crypto-key'] ?? '')],
      );
    else return 400;
    const persistentId = `0:${Date.now()}%e2e${++persistentIds}`;
    const sender = registration.get('sender') ?? '';
    // DataMessageStanza { from, category, app_data…, persistent_id, ttl, sent, raw_data }.
    const stanza = Buffer.concat([
      bytesField(3, sender),
      bytesField(5, registration.get('app') ?? ''),
      ...appData.map(([key, value]) =>
        bytesField(7, Buffer.concat([bytesField(1, key), bytesField(2, value)])),
      ),
      bytesField(9, persistentId),
      varintField(17, Number(push.headers.ttl ?? 0)),
      varintField(18, Math.floor(Date.now() / 1000)),
      bytesField(21, push.body),
    ]);
    handOver(stanza);
    delivered.push({ persistentId, appId: registration.get('X-subtype') ?? '', sender });
    return 201;
  };

  // The push service's HTTPS side, behind the egress proxy.
  const pushService = createHttpsServer(tlsIdentity, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const match = /^\/fcm\/send\/([^/?]+)$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) {
        res.writeHead(404).end();
        return;
      }
      const push: ReceivedPush = {
        host: String(req.headers.host ?? ''),
        token: decodeURIComponent(match[1]!),
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(push);
      res.writeHead(deliver(push)).end();
    });
  });

  const proxy = createHttpServer((_req, res) => res.writeHead(405).end());
  proxy.on('connection', track);
  proxy.on('connect', (req, socket: Socket, head: Buffer) => {
    const [host, port] = (req.url ?? '').split(':');
    if (!host || !PUSH_SERVICE_HOSTS.includes(host) || port !== '443') {
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
      return;
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length > 0) socket.unshift(head);
    pushService.emit('connection', socket);
  });

  return {
    url: `http://127.0.0.1:${portOf(gservices)}`,
    mcsEndpoint: `https://127.0.0.1:${portOf(mcs)}`,
    spkiHash: spkiHashOf(options.certificate),
    registrations,
    logins,
    received,
    delivered,
    async openEgressProxy(port) {
      await listen(proxy, port);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await Promise.all(
        [gservices, mcs, proxy.listening ? proxy : null].map(
          (server) => server && new Promise<void>((resolve) => server.close(() => resolve())),
        ),
      );
    },
  };
}
