import { request as httpRequest } from 'node:http';
import { Agent, type AgentOptions, type RequestOptions } from 'node:https';
import type { Duplex } from 'node:stream';
import { rootCertificates, connect as tlsConnect } from 'node:tls';

/**
 * How pushes leave the server. Straight to the push service by default; with `WEB_PUSH_PROXY` through an
 * egress proxy that tunnels (HTTP CONNECT), the usual way out of a network that allows no direct
 * connections: TLS still runs end to end between the server and the push service, so the proxy sees only
 * the host. `WEB_PUSH_CA_FILE` adds a CA to the public ones, for a proxy that re-signs TLS.
 */
export interface PushEgress {
  proxy: URL | null;
  ca: string | null;
}

/** `WEB_PUSH_PROXY`: `http://[user:password@]host:port`; anything else is refused at startup. */
export function pushProxyOf(value: string | undefined): URL | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`WEB_PUSH_PROXY must be a URL such as http://proxy:3128, got ${value}`);
  }
  if (url.protocol !== 'http:' || (url.pathname !== '/' && url.pathname !== '') || url.search)
    throw new Error(`WEB_PUSH_PROXY must be an http:// proxy address (host and port), got ${value}`);
  return url;
}

/** The agent to send pushes with; undefined: Node's default one (public CAs, no proxy). */
export function pushAgent(egress: PushEgress): Agent | undefined {
  if (!egress.proxy && !egress.ca) return undefined;
  const options: AgentOptions = {
    keepAlive: true,
    ...(egress.ca ? { ca: [...rootCertificates, egress.ca] } : {}),
  };
  return egress.proxy ? new TunnellingAgent(egress.proxy, options) : new Agent(options);
}

/** How long the proxy may take to open a tunnel. */
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * An HTTPS agent whose connections are tunnels through an HTTP proxy (RFC 9110 §9.3.6 CONNECT). Not
 * https-proxy-agent: web-push takes only an `https.Agent` (that one is an `http.Agent`), and it hands a
 * proxy's refusal back as if the push service had answered, where a 403 or 404 would read as a dead
 * subscription; here a refused tunnel is a connection error, so the push is tried again.
 */
class TunnellingAgent extends Agent {
  constructor(
    private readonly proxy: URL,
    options: AgentOptions,
  ) {
    super(options);
  }

  override createConnection(
    options: RequestOptions,
    callback?: (err: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    let settled = false;
    const done = (error: Error | null, stream?: Duplex) => {
      if (settled) return;
      settled = true;
      callback?.(error, stream as Duplex);
    };
    const host = String(options.hostname ?? options.host ?? 'localhost');
    const target = `${host.includes(':') ? `[${host}]` : host}:${options.port ?? 443}`;
    const credentials = this.proxy.username
      ? Buffer.from(
          `${decodeURIComponent(this.proxy.username)}:${decodeURIComponent(this.proxy.password)}`,
        ).toString('base64')
      : null;
    const connect = httpRequest({
      host: this.proxy.hostname.replace(/^\[|\]$/g, ''),
      port: Number(this.proxy.port || 80),
      method: 'CONNECT',
      path: target,
      headers: { host: target, ...(credentials ? { 'proxy-authorization': `Basic ${credentials}` } : {}) },
      timeout: CONNECT_TIMEOUT_MS,
      agent: false,
    });
    connect.once('connect', (answer, socket, head) => {
      if (answer.statusCode !== 200) {
        socket.destroy();
        done(new Error(`the push proxy refused the tunnel to ${target}: ${answer.statusCode}`));
        return;
      }
      // From here on the socket is the tunnel: the push request sets its own timeout.
      socket.setTimeout(0);
      if (head.length > 0) socket.unshift(head);
      const tls = tlsConnect({
        socket,
        host,
        servername: options.servername || (/^[\d.]+$|:/.test(host) ? undefined : host),
        ca: options.ca,
        rejectUnauthorized: options.rejectUnauthorized !== false,
      });
      done(null, tls);
    });
    connect.once('timeout', () =>
      connect.destroy(new Error(`the push proxy did not open ${target} in time`)),
    );
    connect.once('error', (error) => done(error));
    connect.end();
    return undefined;
  }
}
