import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import {
  ALL_PROJECTORS,
  listenForCheckpointNotices,
  ProjectionRunner,
  type RunnerOptions,
} from '@pusula/projections';
import type { AppDeps } from './app-deps';
import { startSessionRevocations } from './auth/session-revocations';
import { findSession } from './auth/sessions';
import { startClaimPruning } from './commands/command-claims';
import type { Config } from './config';
import { createLoginLimiter } from './features/auth/login-limiter';
import { createInvitationCodeLimiter } from './features/invitations/code-limiter';
import { createMail } from './features/mail/mail-service';
import { startParentSummaryTimer } from './features/parent-summary/parent-summary-mail';
import { REST_ROUTES } from './features/rest-routes';
import { startRecordTimers } from './features/student-record/record-reminders';
import { startVideoTimeouts } from './features/video/video-timeouts';
import { startWebPush } from './features/web-push/web-push-deps';
import { createHttpApp, type RestRouteInstaller } from './http/app';
import { startLoadGauge } from './http/load-gauge';
import { createConsumingLimiter } from './infrastructure/rate-limits';
import { ReadModelCache } from './infrastructure/read-model-cache';
import { openStorage } from './infrastructure/storage';
import { createLiveFeeds } from './live/feeds';
import { createLiveChannel } from './live/live-channel';
import { wakeFeedsOnCommits } from './live/projection-commits';
import { createLogger, type Logger } from './observability/logger';
import { Metrics } from './observability/metrics';
import { seedDemoIfEmpty } from './seed/demo-seed';
import { createSignallingServer } from './signalling/signalling-server';
import { createTrpcSocket } from './trpc/trpc-socket';
import { createUpgradeRouter } from './ws/upgrade-router';
import { WsDoor } from './ws/ws-door';

export interface RunningServer {
  url: string;
  port: number;
  deps: AppDeps;
  /** Sockets the /live channel holds (authenticated or not): benchmarks and fault tests watch it. */
  liveClients(): number;
  close(): Promise<void>;
}

/** Starts the one process: storage, projections, HTTP (tRPC, REST, static) and WebSockets on one port. */
export async function startServer(
  config: Config,
  options: {
    inMemory?: boolean;
    /** In memory: start from this PGlite archive instead of an empty database (tests' demo store). */
    loadDataDir?: Blob;
    now?: () => Date /** Extra REST routes (benchmarks' baselines). */;
    extraRoutes?: readonly RestRouteInstaller[];
    /** Where the process's log lines go (tests read them); by default stdout at config.logLevel. */
    logger?: Logger;
    /** Fault injection for tests: holds or fails a projector's commit (see `RunnerOptions`). */
    beforeProjectorCommit?: RunnerOptions['beforeCommit'];
  } = {},
): Promise<RunningServer> {
  const log = options.logger ?? createLogger({ level: config.logLevel });
  const metrics = new Metrics();
  const storage = await openStorage(config, { inMemory: options.inMemory, loadDataDir: options.loadDataDir });
  const live = await createLiveFeeds(storage.db, storage.store, { pollMs: config.liveFeedPollMs });
  // Every commit that moves a projector's checkpoint is told to every process: waiters for
  // read-your-writes resolve on it, and commits of a projector running in another process wake this
  // process's feeds at once.
  const checkpointNotices = await listenForCheckpointNotices(storage.sql, {
    onListenFailed: (error) =>
      log.error(
        { component: 'projections', err: error },
        "could not listen for other processes' projector commits: waiters read stored checkpoints, feeds poll",
      ),
  });
  const stopWakingFeeds = wakeFeedsOnCommits(checkpointNotices, (projector) => live.committed(projector));
  const webPush = await startWebPush(storage.db, config);
  const mail = createMail(storage.db, config);
  const runner = new ProjectionRunner({
    store: storage.store,
    db: storage.db,
    sql: storage.sql,
    projectors: ALL_PROJECTORS,
    beforeCommit: options.beforeProjectorCommit,
    log: (message, error) => log.error({ component: 'projections', err: error }, message),
    // One line per change of leadership: which process runs which projector, and when that changed.
    onLeadership: (projector, change) => {
      if (change === 'lost')
        log.warn({ projector, change }, 'projector lock lost: this process stops running it');
      else log.info({ projector, change }, `projector lock ${change}`);
      if (projector === 'notifications') webPush.dispatcher()?.leadershipChanged();
    },
    // Other processes hear of a commit with the commit itself.
    checkpointNotices,
    onCommitted: (projector) => {
      // Live feeds fetch the rows a commit just made visible; new outbox rows wake the mail worker.
      live.committed(projector);
      if (projector === 'mail-outbox') mail.worker()?.wake();
    },
  });
  runner.start();
  const loginLimiter = await createLoginLimiter(storage.sql);
  // 10 form submissions per address an hour by default: plenty for people, too few for spam.
  const formLimiter = await createConsumingLimiter(
    storage.sql,
    'public_form_ip',
    config.publicFormLimitPerHour,
    60 * 60,
  );
  const registrationLimiter = await createConsumingLimiter(
    storage.sql,
    'registration_ip',
    config.registrationLimitPerHour,
    60 * 60,
  );
  const passwordResetLimiters = {
    byAddress: await createConsumingLimiter(
      storage.sql,
      'password_reset_ip',
      config.passwordResetLimits.perAddressPerHour,
      60 * 60,
    ),
    byEmail: await createConsumingLimiter(
      storage.sql,
      'password_reset_email',
      config.passwordResetLimits.perEmailPerHour,
      60 * 60,
    ),
  };
  const verificationMailLimiter = await createConsumingLimiter(
    storage.sql,
    'email_verification_account',
    config.verificationMailsPerHour,
    60 * 60,
  );
  const invitationCodeLimiter = await createInvitationCodeLimiter(storage.sql);
  const deps: AppDeps = {
    config,
    storage,
    runner,
    reads: new ReadModelCache((projectors) => runner.readModelVersion(projectors)),
    now: options.now ?? (() => new Date()),
    loginLimiter,
    formLimiter,
    registrationLimiter,
    live,
    webPush,
    mail,
    passwordResetLimiters,
    verificationMailLimiter,
    invitationCodeLimiter,
    lifecycle: { draining: false },
    load: startLoadGauge(config.overload, (cause, figures) => {
      metrics.overload(cause);
      if (cause) log.warn({ cause, ...figures }, 'overloaded: refusing new API work with 503');
      else log.info(figures, 'load back within limits');
    }),
    log,
    metrics,
  };
  if (config.seedDemo) await seedDemoIfEmpty(deps);

  const app = createHttpApp(deps, [...REST_ROUTES, ...(options.extraRoutes ?? [])]);
  // A session that must change its password first gets no socket: it serves only the password change.
  const door = new WsDoor(config.wsDoor, config.trustProxy, async (token) => {
    const user = await findSession(storage.db, token, deps.now());
    return user?.mustChangePassword ? null : user;
  });
  // Logout, deactivation and password changes end the sessions' sockets here and in every other process.
  const revocations = await startSessionRevocations(storage, door);
  const trpcSocket = createTrpcSocket(deps, door);

  // Video calls: the conference frame's signalling (/signal) and the TIMEOUT scheduler.
  const signalling = createSignallingServer(deps, door);
  const videoTimeouts = startVideoTimeouts(deps);
  // Student record: homework reminders and the parents' weekly summary, as events.
  const recordTimers = startRecordTimers(deps);
  // The weekly parent summary e-mail (Sunday evening by default).
  const parentSummaryTimer = startParentSummaryTimer(deps);
  // Command ids are remembered for a week; older claims go.
  const claimPruning = startClaimPruning(deps);

  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(s as Server),
    );
  });
  // Idle connections stay open longer than a client or a proxy keeps them (Node's 5 s is shorter than
  // most): otherwise a client reusing a connection the moment the server drops it gets a reset.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // While draining, every answer closes its connection after it: a kept-alive connection ends with an answer
  // instead of being cut idle while a balancer may be sending on it (a reset it cannot retry for a POST).
  server.prependListener('request', (_request, response) => {
    if (deps.lifecycle.draining) response.shouldKeepAlive = false;
  });
  webPush.startDispatcher(deps);
  const port = (server.address() as AddressInfo).port;
  // Links in mail point at PUBLIC_URL; without it, at this server.
  if (!config.publicUrl) deps.config = { ...config, publicUrl: `http://localhost:${port}` };
  mail.startWorker(deps).wake();
  if (!config.mail.smtpUrl)
    log.info('SMTP_URL yok: e-postalar yerel posta kutusuna gider (/admin/e-postalar) ve burada yazılır');
  if (!config.operatorToken && config.trustProxy)
    log.warn(
      'OPERATOR_TOKEN yok: /metrics ve ayrıntılı /healthz yalnızca bu makineden, vekil sunucusuz okunabilir',
    );
  const liveChannel = createLiveChannel(deps, live.notifications, door, {
    heartbeatMs: config.liveHeartbeatMs,
  });
  metrics.watchSockets(() => ({ live: liveChannel.clientCount(), trpc: trpcSocket.wss.clients.size }));
  log.info(
    { port, eventStore: storage.store.kind, readModels: storage.sql.kind },
    `Pusula hazır: http://localhost:${port}`,
  );
  server.on(
    'upgrade',
    createUpgradeRouter(
      { '/trpc': trpcSocket.wss, '/live': liveChannel.wss, ...signalling.routes },
      config.allowedOrigins,
      door,
    ),
  );

  let closing: Promise<void> | null = null;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    deps,
    liveClients: () => liveChannel.clientCount(),
    close() {
      closing ??= (async () => {
        // Readiness fails first and the listener stops taking connections; requests already in hand
        // finish (up to DRAIN_MS), sockets are told to reconnect elsewhere (1001).
        deps.lifecycle.draining = true;
        log.info({ drainMs: DRAIN_MS }, 'server draining');
        const drained = drainHttp(server, DRAIN_GRACE_MS, DRAIN_MS, () =>
          log.warn({ drainMs: DRAIN_MS }, 'drain time-out: requests still in flight were cut'),
        );
        trpcSocket.close();
        signalling.close();
        liveChannel.close();
        await videoTimeouts.stop();
        await recordTimers.stop();
        await parentSummaryTimer.stop();
        await claimPruning.stop();
        await drained;
        await revocations.stop();
        stopWakingFeeds();
        // Before the runner: work started after an answer (a reset link) still waits for its projections.
        await mail.stop();
        await runner.stop();
        await checkpointNotices.stop();
        await webPush.stop();
        await live.close();
        await storage.close();
        deps.load.stop();
        log.info('server stopped');
      })();
      return closing;
    },
  };
}

/** How long a shutting-down process waits for requests in flight before it cuts them. */
const DRAIN_MS = 5_000;
/**
 * How long kept-alive connections may still bring a request after the listener closed. A balancer learns
 * of the drain from its first refused connection and stops sending here; a connection cut idle before
 * then may be carrying a request already, which the balancer cannot send elsewhere if it is a POST.
 */
const DRAIN_GRACE_MS = 1_000;

/**
 * Stops taking connections and lets the requests in flight finish. Kept-alive connections answer what
 * they bring for `graceMs` (each answer then closes its connection); after that idle ones are closed, and
 * each busy one as soon as its answer is out; whatever still runs after `limitMs` is cut.
 */
function drainHttp(server: Server, graceMs: number, limitMs: number, onCut: () => void): Promise<void> {
  return new Promise<void>((resolve) => {
    let closeIdle: NodeJS.Timeout | undefined;
    const grace = setTimeout(() => {
      server.closeIdleConnections();
      closeIdle = setInterval(() => server.closeIdleConnections(), 50);
    }, graceMs);
    const cut = setTimeout(() => {
      onCut();
      server.closeAllConnections();
    }, limitMs);
    server.close(() => {
      clearTimeout(grace);
      clearInterval(closeIdle);
      clearTimeout(cut);
      resolve();
    });
  });
}
