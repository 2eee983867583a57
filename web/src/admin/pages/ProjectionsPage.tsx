import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../design/portal-ui/Badge';
import { QueryView } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { formatDateTime, formatNumber } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { notify } from '../../toasts/toasts';
import type { ProjectionsStatus } from '../api';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { adminTexts } from '../texts';

const m = adminTexts.projections;
type Projection = ProjectionsStatus['projections'][number];
const STATUS_TONE = { ok: 'success', degraded: 'accent', unavailable: 'danger', draining: 'danger' } as const;

/** /admin/projections: lag per projector and a rebuild that readers never notice. */
export default function ProjectionsPage() {
  const utils = trpc.useUtils();
  const status = trpc.admin.projections.useQuery(undefined, { refetchInterval: 5_000 });
  const rebuild = trpc.admin.rebuildProjection.useMutation();
  const [confirming, setConfirming] = useState<Projection | null>(null);

  const run = async (p: Projection) => {
    const done = await rebuild.mutateAsync({ name: p.name });
    notify.success(m.done(p.name, formatNumber(done.durationMs)));
    await utils.admin.projections.invalidate();
  };

  return (
    <>
      <AdminPageHeader title={m.title} lead={m.lead} />
      <QueryView query={status} errorMessage={adminTexts.loadFailed}>
        {(data) => (
          <>
            <div className="mb-4 flex flex-wrap items-center gap-3 text-sm text-ink-muted">
              <Badge tone={STATUS_TONE[data.status]}>{m.status[data.status] ?? data.status}</Badge>
              <span>{m.store(data.eventStore, data.readModels)}</span>
              <span>{m.head(data.head ?? m.none)}</span>
            </div>
            <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]">
              <table className="w-full min-w-[48rem] text-sm">
                <caption className="sr-only">{m.title}</caption>
                <thead>
                  <tr className="border-b border-line text-left text-ink-muted">
                    {Object.values(m.columns).map((c) => (
                      <th key={c} scope="col" className="px-4 py-3 font-medium">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.projections.map((p) => {
                    const busy =
                      p.rebuildingSince !== null || (rebuild.isPending && rebuild.variables?.name === p.name);
                    return (
                      <tr key={p.name} className="border-b border-line/60 last:border-0">
                        <th scope="row" className="px-4 py-3 text-left">
                          <span className="font-semibold text-ink">{p.name}</span>
                          <span className="block text-xs font-normal text-ink-muted">
                            {p.tables.join(', ')}
                          </span>
                        </th>
                        <td className="px-4 py-3 tabular-nums">{p.version}</td>
                        <td className="px-4 py-3 tabular-nums">
                          <Badge tone={p.lag === 0 ? 'success' : 'accent'}>
                            {m.lag(formatNumber(p.lag), p.lagAtLeast)}
                          </Badge>
                        </td>
                        <td className="px-4 py-3">
                          <span className="font-mono text-xs">{p.checkpoint ?? m.none}</span>
                          {p.checkpointUpdatedAt ? (
                            <span className="block text-xs text-ink-muted">
                              {m.updated(formatDateTime(p.checkpointUpdatedAt))}
                            </span>
                          ) : null}
                        </td>
                        <td className="px-4 py-3">
                          {busy ? (
                            <Badge tone="accent">{m.rebuilding}</Badge>
                          ) : (
                            <Badge tone={p.active ? 'success' : 'neutral'}>
                              {p.active ? m.active : m.standby}
                            </Badge>
                          )}
                          {p.lastError ? <p className="mt-1 text-xs text-danger">{p.lastError}</p> : null}
                        </td>
                        <td className="px-4 py-3 text-right">
                          <Button
                            size="sm"
                            variant="secondary"
                            className="whitespace-nowrap"
                            aria-label={m.rebuildNamed(p.name)}
                            disabled={busy}
                            onClick={() => setConfirming(p)}
                          >
                            <RefreshCw
                              aria-hidden="true"
                              className={busy ? 'size-4 animate-spin motion-reduce:animate-none' : 'size-4'}
                            />
                            {busy ? m.rebuilding : m.rebuild}
                          </Button>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </>
        )}
      </QueryView>
      {confirming ? (
        <ConfirmDialog
          title={m.confirmTitle(confirming.name)}
          text={m.confirmText(confirming.tables.join(', '))}
          confirm={m.rebuild}
          busyLabel={m.rebuilding}
          onConfirm={() => run(confirming)}
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </>
  );
}
