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
    const projections = await Promise.all(
      deps.runner.statuses().map(async (s) => {
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
