import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { OverloadCause } from '../http/load-gauge';

/**
 * How a command ended at the write path: `accepted` appended events, `unchanged` decided none (already
 * so), `replayed` was a retry of a command id already handled (nothing appended twice), `refused` was
 * turned down by its decider or a concurrent writer (the reason says which), `failed` hit anything else.
 */
export type CommandOutcomeKind = 'accepted' | 'unchanged' | 'replayed' | 'refused' | 'failed';

export interface ProjectionGauge {
  name: string;
  /** Events after the projector's checkpoint (counted up to a bound: see health.ts). */
  lag: number;
  /** This process holds the projector's lock and runs it. */
  active: boolean;
  failing: boolean;
}

/**
 * The process's Prometheus metrics, in a registry of its own (tests run several servers in one process).
 * Labels are bounded sets: route patterns, procedure names, projector names, never ids or raw URLs.
 */
export class Metrics {
  readonly registry = new Registry();

  private readonly httpRequests = new Counter({
    name: 'pusula_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });

  private readonly httpDuration = new Histogram({
    name: 'pusula_http_request_duration_seconds',
    help: 'Time from a request to its answer, by route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  private readonly trpcCalls = new Counter({
    name: 'pusula_trpc_calls_total',
    help: 'tRPC procedure calls (HTTP and WebSocket), by procedure and outcome (ok or the tRPC error code)',
    labelNames: ['procedure', 'type', 'outcome'] as const,
    registers: [this.registry],
  });

  private readonly trpcDuration = new Histogram({
    name: 'pusula_trpc_call_duration_seconds',
    help: 'Time a tRPC procedure took, by procedure',
    labelNames: ['procedure', 'type'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  private readonly commands = new Counter({
    name: 'pusula_commands_total',
    help: 'Commands at the write path: accepted, unchanged, replayed (same command id), refused (by reason), failed',
    labelNames: ['outcome', 'reason'] as const,
    registers: [this.registry],
  });

  private readonly projectionLag = new Gauge({
    name: 'pusula_projection_lag_events',
    help: "Events in the log after the projector's checkpoint",
    labelNames: ['projector'] as const,
    registers: [this.registry],
  });

  private readonly projectionLeader = new Gauge({
    name: 'pusula_projection_leader',
    help: "1 when this process holds the projector's lock and runs it, else 0",
    labelNames: ['projector'] as const,
    registers: [this.registry],
  });

  private readonly projectionFailing = new Gauge({
    name: 'pusula_projection_failing',
    help: '1 when this process runs the projector and its last batch failed (it retries), else 0',
    labelNames: ['projector'] as const,
    registers: [this.registry],
  });

  private readonly sockets = new Gauge({
    name: 'pusula_live_sockets',
    help: 'WebSockets open on this process, by channel (live, trpc)',
    labelNames: ['channel'] as const,
    registers: [this.registry],
  });

  private readonly overloaded = new Gauge({
    name: 'pusula_overloaded',
    help: '1 while this process refuses new API work because its event loop or heap is over the limit',
    labelNames: ['cause'] as const,
    registers: [this.registry],
  });

  private readonly shed = new Counter({
    name: 'pusula_http_shed_total',
    help: 'API requests refused with 503 because the process was overloaded, by cause',
    labelNames: ['cause'] as const,
    registers: [this.registry],
  });

  constructor() {
    // Process CPU and memory, GC, and the event loop's delay (nodejs_eventloop_lag_*): an overloaded
    // process shows here first.
    collectDefaultMetrics({ register: this.registry });
  }

  /** Counts the sockets each channel holds; set once the channels exist (they start after the HTTP app). */
  watchSockets(read: () => Record<string, number>): void {
    this.openSockets = read;
  }

  private openSockets: () => Record<string, number> = () => ({});

  httpRequest(method: string, route: string, status: number, seconds: number): void {
    this.httpRequests.inc({ method, route, status: String(status) });
    this.httpDuration.observe({ method, route }, seconds);
  }

  trpcCall(procedure: string, type: string, outcome: string, seconds: number): void {
    this.trpcCalls.inc({ procedure, type, outcome });
    this.trpcDuration.observe({ procedure, type }, seconds);
  }

  command(outcome: CommandOutcomeKind, reason = ''): void {
    this.commands.inc({ outcome, reason });
  }

  /** The process became overloaded (by `cause`) or recovered (null). */
  overload(cause: OverloadCause | null): void {
    for (const c of ['event-loop', 'memory'] as const) this.overloaded.set({ cause: c }, c === cause ? 1 : 0);
  }

  shedRequest(cause: OverloadCause): void {
    this.shed.inc({ cause });
  }

  /**
   * The text Prometheus scrapes. Gauges of state (projections, sockets) are read now, once per scrape,
   * rather than kept up to date on every change.
   */
  async render(readProjections: () => Promise<readonly ProjectionGauge[]>): Promise<string> {
    for (const p of await readProjections()) {
      this.projectionLag.set({ projector: p.name }, p.lag);
      this.projectionLeader.set({ projector: p.name }, p.active ? 1 : 0);
      this.projectionFailing.set({ projector: p.name }, p.active && p.failing ? 1 : 0);
    }
    for (const [channel, open] of Object.entries(this.openSockets())) this.sockets.set({ channel }, open);
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
