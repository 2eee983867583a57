import type { ProjectionRunner } from '@pusula/projections';
import type { Config } from './config';
import type { LoginLimiter } from './features/auth/login-limiter';
import type { Mail } from './features/mail/mail-service';
import type { WebPush } from './features/web-push/web-push-deps';
import type { LoadGauge } from './http/load-gauge';
import type { ConsumingLimiter } from './infrastructure/rate-limits';
import type { ReadModelCache } from './infrastructure/read-model-cache';
import type { Storage } from './infrastructure/storage';
import type { LiveFeeds } from './live/feeds';
import type { Logger } from './observability/logger';
import type { Metrics } from './observability/metrics';

/** What every request handler may use; built once per process in `server.ts`. */
export interface AppDeps {
  config: Config;
  storage: Storage;
  runner: ProjectionRunner;
  /**
   * How long a command waits for its read models before its answer says to try again (the runner's
   * default, 10 s, when unset): a user should not wait longer. The demo seed, with nobody waiting, sets more.
   */
  readYourWritesTimeoutMs?: number;
  /** Answers of frequent read-model queries, kept while the read models are unchanged. */
  reads: ReadModelCache;
  now: () => Date;
  loginLimiter: LoginLimiter;
  /** Public-site form submissions per address. */
  formLimiter: ConsumingLimiter;
  /** Self-registrations per address. */
  registrationLimiter: ConsumingLimiter;
  /** Read-model feeds behind /live, the tRPC subscriptions and web push. */
  live: LiveFeeds;
  /** Web push: the VAPID public key browsers subscribe with. */
  webPush: WebPush;
  /** Outgoing e-mail: transport (SMTP or the embedded mailbox) and the worker. */
  mail: Mail;
  /** "Şifremi unuttum" requests per address and per e-mail. */
  passwordResetLimiters: { byAddress: ConsumingLimiter; byEmail: ConsumingLimiter };
  /** „Tekrar gönder" of the e-mail verification link, per account. */
  verificationMailLimiter: ConsumingLimiter;
  /** Pairing-code attempts per address (invitations). */
  invitationCodeLimiter: ConsumingLimiter;
  /** Set when the process starts to shut down: readiness fails first, so a balancer stops sending work. */
  lifecycle: { draining: boolean };
  /** This process's event loop and heap: overloaded, it refuses new API work with 503 (http/load-gauge.ts). */
  load: LoadGauge;
  /** This process's JSON log lines (observability/logger.ts). */
  log: Logger;
  /** This process's Prometheus metrics, served at /metrics. */
  metrics: Metrics;
}
