import type { AppDeps } from '../app-deps';

/** Events after a checkpoint counted up to this bound; beyond it the lag is reported as "at least". */
const LAG_COUNT_LIMIT = 10_000;

/** How long readiness waits for the database before it says the process cannot serve. */
const READINESS_TIMEOUT_MS = 1_000;

export interface ProjectionHealth {
  name: string;
  version: number;
  active: boolean;
  checkpoint: string | null;
  lag: number;
  lagAtLeast: boolean;
  lastError: string | null;
}

export interface HealthReport {
  /** `draining`: the process is shutting down and finishing the requests it has (503, like unavailable). */
  status: 'ok' | 'degraded' | 'unavailable' | 'draining';
  eventStore: string;
  readModels: string;
  projections: ProjectionHealth[];
}

/** What /healthz tells a caller who is not an operator: the status alone (store kinds and errors are not theirs). */
export type HealthSummary = Pick<HealthReport, 'status'>;

export const healthStatusCode = (status: HealthReport['status']) =>
  status === 'unavailable' || status === 'draining' ? 503 : 200;

export async function healthReport(deps: AppDeps): Promise<HealthReport> {
  const { store, sql } = deps.storage;
  if (deps.lifecycle.draining)
    return { status: 'draining', eventStore: store.kind, readModels: sql.kind, projections: [] };
  try {
    await sql.query('SELECT 1');
    const projections = await projectionHealth(deps);
    const failing = projections.some((p) => p.lastError);
    return { status: failing ? 'degraded' : 'ok', eventStore: store.kind, readModels: sql.kind, projections };
  } catch {
    return { status: 'unavailable', eventStore: store.kind, readModels: sql.kind, projections: [] };
  }
}

/**
 * Each projector's checkpoint, lag and leadership, as /healthz and /metrics report them. Events are read
 * (to count them) only for a projector that is behind the head: a probe of a process that is caught up,
 * or that runs no projector at all, costs two queries.
 */
export async function projectionHealth(deps: AppDeps): Promise<ProjectionHealth[]> {
  const { store } = deps.storage;
  const [statuses, head] = await Promise.all([deps.runner.statusesWithStoredCheckpoints(), store.head()]);
  return Promise.all(
    statuses.map(async (s) => {
      if (head === null || (s.checkpoint !== null && s.checkpoint >= head))
        return { ...s, lag: 0, lagAtLeast: false };
      const pending = await store.readAll({ after: s.checkpoint, limit: LAG_COUNT_LIMIT });
      return { ...s, lag: pending.length, lagAtLeast: pending.length === LAG_COUNT_LIMIT };
    }),
  );
}

/**
 * Readiness: the process can serve (it is not shutting down, and its database answers within
 * READINESS_TIMEOUT_MS). One `SELECT 1`: cheap enough for a balancer to ask every second.
 */
export async function readiness(deps: AppDeps): Promise<'ready' | 'draining' | 'overloaded' | 'unavailable'> {
  if (deps.lifecycle.draining) return 'draining';
  // A balancer sends an overloaded process no new work until it has caught up.
  if (deps.load.overload()) return 'overloaded';
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('readiness timed out')), READINESS_TIMEOUT_MS);
  });
  try {
    await Promise.race([deps.storage.sql.query('SELECT 1'), late]);
    return deps.lifecycle.draining ? 'draining' : 'ready';
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}
