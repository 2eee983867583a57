import type { AppDeps } from '../app-deps';

/** Events after a checkpoint counted up to this bound; beyond it the lag is reported as "at least". */
const LAG_COUNT_LIMIT = 10_000;

export interface HealthReport {
  /** `draining`: the process is shutting down and finishing the requests it has (503, like unavailable). */
  status: 'ok' | 'degraded' | 'unavailable' | 'draining';
  eventStore: string;
  readModels: string;
  projections: {
    name: string;
    version: number;
    active: boolean;
    checkpoint: string | null;
    lag: number;
    lagAtLeast: boolean;
    lastError: string | null;
  }[];
}

export async function healthReport(deps: AppDeps): Promise<HealthReport> {
  const { store, sql } = deps.storage;
  if (deps.lifecycle.draining)
    return { status: 'draining', eventStore: store.kind, readModels: sql.kind, projections: [] };
  try {
    await sql.query('SELECT 1');
    const [statuses, head] = await Promise.all([deps.runner.statusesWithStoredCheckpoints(), store.head()]);
    // Events are read (to count them) only for a projector that is behind the head: a probe of a process
    // that is caught up, or that runs no projector at all, costs two queries.
    const projections = await Promise.all(
      statuses.map(async (s) => {
        if (head === null || (s.checkpoint !== null && s.checkpoint >= head))
          return { ...s, lag: 0, lagAtLeast: false };
        const pending = await store.readAll({ after: s.checkpoint, limit: LAG_COUNT_LIMIT });
        return { ...s, lag: pending.length, lagAtLeast: pending.length === LAG_COUNT_LIMIT };
      }),
    );
    const failing = projections.some((p) => p.lastError);
    return { status: failing ? 'degraded' : 'ok', eventStore: store.kind, readModels: sql.kind, projections };
  } catch {
    return { status: 'unavailable', eventStore: store.kind, readModels: sql.kind, projections: [] };
  }
}
