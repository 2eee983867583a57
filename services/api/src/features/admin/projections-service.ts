import { ALL_PROJECTORS } from '@pusula/projections';
import { TRPCError } from '@trpc/server';
import type { AppDeps } from '../../app-deps';
import { healthReport } from '../../http/health';

export const PROJECTION_NOT_FOUND = 'Projeksiyon bulunamadı';
export const PROJECTION_BUSY = 'Bu projeksiyon şu anda yeniden kuruluyor';
export const PROJECTION_ELSEWHERE =
  'Bu projeksiyon bu sunucu sürecinde çalışmıyor; yeniden kurmayı onu çalıştıran süreçte başlatın';

/** Read models being rebuilt, per runner, with when each started (one rebuild per name at a time). */
const rebuilding = new WeakMap<AppDeps['runner'], Map<string, Date>>();
function runningOf(deps: AppDeps): Map<string, Date> {
  const running = rebuilding.get(deps.runner) ?? new Map<string, Date>();
  rebuilding.set(deps.runner, running);
  return running;
}

/** Each projector's version, checkpoint and lag (events after the checkpoint), as /healthz reports them. */
export async function projectionStatus(deps: AppDeps) {
  const running = runningOf(deps);
  const report = await healthReport(deps);
  const stored = await deps.storage.db
    .selectFrom('projection_checkpoints')
    .select(['name', 'updated_at'])
    .execute();
  const updatedAt = new Map(stored.map((r) => [r.name, new Date(r.updated_at).toISOString()]));
  return {
    status: report.status,
    eventStore: report.eventStore,
    readModels: report.readModels,
    head: await deps.storage.store.head(),
    projections: report.projections.map((p) => ({
      ...p,
      tables: [...(ALL_PROJECTORS.find((x) => x.name === p.name)?.tables ?? [])],
      checkpointUpdatedAt: updatedAt.get(p.name) ?? null,
      rebuildingSince: running.get(p.name)?.toISOString() ?? null,
    })),
  };
}

/**
 * Replays one read model from the whole log. The runner deletes and re-applies inside one transaction, so
 * readers keep the old rows until the new ones commit: no downtime. Answers when the rebuild committed.
 */
export async function rebuildProjection(deps: AppDeps, name: string) {
  const status = deps.runner.statuses().find((s) => s.name === name);
  if (!status) throw new TRPCError({ code: 'NOT_FOUND', message: PROJECTION_NOT_FOUND });
  const running = runningOf(deps);
  if (running.has(name)) throw new TRPCError({ code: 'CONFLICT', message: PROJECTION_BUSY });
  // A standby runner never picks the request up: the projector's loop runs in another process.
  if (!status.active) throw new TRPCError({ code: 'CONFLICT', message: PROJECTION_ELSEWHERE });
  const started = new Date();
  running.set(name, started);
  try {
    await deps.runner.rebuild([name]);
  } finally {
    running.delete(name);
  }
  const after = deps.runner.statuses().find((s) => s.name === name)!;
  return {
    name,
    checkpoint: after.checkpoint,
    startedAt: started.toISOString(),
    durationMs: Date.now() - started.getTime(),
  };
}
