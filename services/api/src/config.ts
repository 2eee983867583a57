import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadMailConfig, type MailConfig } from './features/mail/mail-config';
import { loadParentSummaryConfig, type ParentSummaryConfig } from './features/parent-summary/schedule';
import { loadVideoConfig, type VideoConfig } from './features/video/video-config';
import { pushProxyOf } from './features/web-push/push-egress';
import { DEFAULT_OVERLOAD_LIMITS, type OverloadLimits } from './http/load-gauge';
import { logLevelOf } from './observability/logger';

/** The checkout's root: the folder of pnpm-workspace.yaml, whether this runs from src/ or from a bundle. */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'pnpm-workspace.yaml'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '../../..');
  }
}

const repoRoot = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

export interface Config {
  port: number;
  host: string;
  /** PostgreSQL for read models (and the event store unless EVENTSTORE_URL is set). Absent: PGlite. */
  databaseUrl: string | null;
  /** EventStoreDB connection string. Absent: the PostgreSQL/PGlite event store. */
  eventStoreUrl: string | null;
  /** Where PGlite keeps its files when no DATABASE_URL is given. */
  dataDir: string;
  /** PGlite's shared_buffers (PostgreSQL units, e.g. `32MB`): most of the embedded database's memory. */
  pgliteSharedBuffers: string;
  /**
   * Where PGlite runs: on the server's thread (default) or on a worker thread (SQL beside the server's
   * JavaScript: more throughput, but a longer tail in bench:live, 828 against 161 ms p99 at 100/s).
   */
  pgliteThread: 'main' | 'worker';
  /** The built web app. */
  webDist: string;
  supportEmail: string;
  supportPhone: string;
  analyticsId: string | null;
  /** Extra origins allowed to open WebSockets (the server's own origin is always allowed). */
  allowedOrigins: string[];
  /** Seed the demo accounts on an empty store. */
  seedDemo: boolean;
  /**
   * The secret an operator sends (`Authorization: Bearer …`) to read /metrics and the detailed /healthz.
   * Null: those are served only to requests from this machine that came through no proxy.
   */
  operatorToken: string | null;
  /** When the process refuses new API work with 503 until the load is gone (http/load-gauge.ts). */
  overload: OverloadLimits;
  /** pino's level for the JSON log lines on stdout (`LOG_LEVEL`): info by default. */
  logLevel: string;
  /** Public-site form submissions allowed per address an hour. */
  publicFormLimitPerHour: number;
  /** Self-registrations allowed per address an hour. */
  registrationLimitPerHour: number;
  /** Believe X-Forwarded-For / X-Forwarded-Proto (only behind a proxy we run). */
  trustProxy: boolean;
  /** Video calls: provider, ICE servers, timeouts (features/video/video-config.ts). */
  video: VideoConfig;
  /** How often /live sockets are pinged (dead ones dropped, sessions re-checked). */
  liveHeartbeatMs: number;
  /** How often a live feed looks for rows when no commit told it of any (the fallback when a NOTIFY is lost). */
  liveFeedPollMs: number;
  /** Limits on WebSocket clients that have not signed in yet (/live, /trpc, /signal together). */
  wsDoor: WsDoorLimits;
  /** VAPID keys for web push; absent: generated once and kept in the database. */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  vapidSubject: string;
  /** Push services the server may send to (a subscription's endpoint host must match one). */
  webPushHosts: string[];
  /** A CA certificate (PEM) trusted for push services besides the public ones (a proxy that re-signs TLS; tests). */
  webPushCa: string | null;
  /** The HTTP proxy pushes leave through (CONNECT tunnels); null: straight to the push service. */
  webPushProxy: URL | null;
  /** Outgoing e-mail: SMTP or the embedded mailbox, the sender, retries (features/mail/mail-config.ts). */
  mail: MailConfig;
  /**
   * The address links in e-mails point at (`PUBLIC_URL`), never taken from a request's Host header.
   * Null: `http://localhost:{port}` of the running server.
   */
  publicUrl: string | null;
  /** "Şifremi unuttum": requests allowed per address and per e-mail an hour. */
  passwordResetLimits: { perAddressPerHour: number; perEmailPerHour: number };
  /** „Tekrar gönder" of the e-mail verification link: mails allowed per account an hour. */
  verificationMailsPerHour: number;
  /** The weekly parent summary e-mail: when it goes out, and how often the server looks whether it is due. */
  parentSummary: ParentSummaryConfig;
}

export interface WsDoorLimits {
  /** Sockets one address may hold before they sign in; further upgrades are answered 429. */
  unauthenticatedPerAddress: number;
  /** Session checks one address may start a minute; a check that finds a valid session is given back. */
  authAttemptsPerMinute: number;
  /** How long a socket may stay without signing in. */
  authTimeoutMs: number;
}

/**
 * A browser signs a socket in within milliseconds; an office behind one address reconnecting after a restart
 * opens a burst of sockets that sign in at once. Twenty waiting sockets and thirty failed checks a minute per
 * address leave room for both and none for a client that only opens sockets or guesses tokens.
 */
export const DEFAULT_WS_DOOR: WsDoorLimits = {
  unauthenticatedPerAddress: 20,
  authAttemptsPerMinute: 30,
  authTimeoutMs: 10_000,
};

/** Browsers' push services; a subscription naming any other host is refused (no requests to arbitrary URLs). */
export const DEFAULT_WEB_PUSH_HOSTS = [
  'fcm.googleapis.com',
  // Chromium builds other than Google Chrome (Linux distributions' packages) subscribe with FCM at this host.
  'jmt17.google.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
  '*.push.apple.com',
];

/**
 * PostgreSQL's default of 128MB sits in the server's own memory with PGlite (measured: RSS 286 MB with it,
 * 158 MB with 16MB, on an existing data directory). The embedded default serves small deployments whose
 * read models fit many times over in 32MB, and the operating system caches the data files besides.
 */
const DEFAULT_PGLITE_SHARED_BUFFERS = '32MB';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || null,
    eventStoreUrl: env.EVENTSTORE_URL || null,
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? 'data'),
    pgliteSharedBuffers: env.PGLITE_SHARED_BUFFERS || DEFAULT_PGLITE_SHARED_BUFFERS,
    pgliteThread: env.PGLITE_THREAD === 'worker' ? 'worker' : 'main',
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'web/dist'),
    supportEmail: env.SUPPORT_EMAIL ?? 'destek@pusula.dev',
    supportPhone: env.SUPPORT_PHONE ?? '+90 850 000 00 00',
    analyticsId: env.ANALYTICS_ID || null,
    allowedOrigins: (env.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    seedDemo: env.SEED_DEMO !== 'false',
    operatorToken: operatorTokenOf(env.OPERATOR_TOKEN),
    logLevel: logLevelOf(env.LOG_LEVEL),
    overload: {
      maxEventLoopDelayMs: Number(
        env.OVERLOAD_MAX_LOOP_DELAY_MS ?? DEFAULT_OVERLOAD_LIMITS.maxEventLoopDelayMs,
      ),
      maxHeapShare: Number(env.OVERLOAD_MAX_HEAP_SHARE ?? DEFAULT_OVERLOAD_LIMITS.maxHeapShare),
      sampleMs: DEFAULT_OVERLOAD_LIMITS.sampleMs,
    },
    trustProxy: env.TRUST_PROXY === 'true',
    video: loadVideoConfig(env),
    publicFormLimitPerHour: Number(env.PUBLIC_FORM_LIMIT_PER_HOUR ?? 10),
    registrationLimitPerHour: Number(env.REGISTRATION_LIMIT_PER_HOUR ?? 10),
    liveHeartbeatMs: Number(env.LIVE_HEARTBEAT_MS ?? 30_000),
    liveFeedPollMs: Number(env.LIVE_FEED_POLL_MS ?? 1_000),
    wsDoor: {
      unauthenticatedPerAddress: Number(
        env.WS_UNAUTHENTICATED_PER_ADDRESS ?? DEFAULT_WS_DOOR.unauthenticatedPerAddress,
      ),
      authAttemptsPerMinute: Number(env.WS_AUTH_ATTEMPTS_PER_MINUTE ?? DEFAULT_WS_DOOR.authAttemptsPerMinute),
      authTimeoutMs: Number(env.WS_AUTH_TIMEOUT_MS ?? DEFAULT_WS_DOOR.authTimeoutMs),
    },
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? {
            publicKey: env.VAPID_PUBLIC_KEY,
            privateKey: env.VAPID_PRIVATE_KEY,
            subject: env.VAPID_SUBJECT || 'mailto:destek@pusula.dev',
          }
        : null,
    vapidSubject: env.VAPID_SUBJECT || `mailto:${env.SUPPORT_EMAIL ?? 'destek@pusula.dev'}`,
    webPushHosts: env.WEB_PUSH_HOSTS
      ? env.WEB_PUSH_HOSTS.split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : DEFAULT_WEB_PUSH_HOSTS,
    webPushCa: env.WEB_PUSH_CA_FILE ? readFileSync(env.WEB_PUSH_CA_FILE, 'utf8') : null,
    webPushProxy: pushProxyOf(env.WEB_PUSH_PROXY),
    mail: loadMailConfig(env),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : null,
    passwordResetLimits: {
      perAddressPerHour: Number(env.PASSWORD_RESET_LIMIT_PER_ADDRESS_PER_HOUR ?? 10),
      perEmailPerHour: Number(env.PASSWORD_RESET_LIMIT_PER_EMAIL_PER_HOUR ?? 3),
    },
    verificationMailsPerHour: Number(env.EMAIL_VERIFICATION_RESEND_LIMIT_PER_HOUR ?? 3),
    parentSummary: loadParentSummaryConfig(env),
  };
}

/** An operator token short enough to guess would open the metrics to anyone: refused at startup. */
const MIN_OPERATOR_TOKEN_LENGTH = 24;

function operatorTokenOf(value: string | undefined): string | null {
  const token = value?.trim();
  if (!token) return null;
  if (token.length < MIN_OPERATOR_TOKEN_LENGTH || /\s/.test(token))
    throw new Error(`OPERATOR_TOKEN must be at least ${MIN_OPERATOR_TOKEN_LENGTH} characters without spaces`);
  return token;
}
