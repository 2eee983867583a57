import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../design/portal-ui/Badge';
import { controlClass } from '../../design/portal-ui/controls';
import { Pagination } from '../../design/portal-ui/Pagination';
import { EmptyState, QueryView } from '../../design/portal-ui/states';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { adminTexts } from '../texts';

const m = adminTexts.requests;
const KINDS = ['CONTACT', 'PASSWORD_RESET', 'ACCOUNT_DELETION'] as const;
const LIMIT = 20;

/** /admin/requests: contact messages and account requests from the public site, newest first. */
export default function RequestsPage() {
  const [kind, setKind] = useState<'' | (typeof KINDS)[number]>('');
  const [page, setPage] = useState(1);
  const requests = trpc.public.requests.useQuery({ kind: kind || undefined, page, limit: LIMIT });
  return (
    <>
      <AdminPageHeader title={m.title} lead={m.lead} />
      <div className="mb-4 max-w-xs">
        <label htmlFor="request-kind" className="mb-1.5 block text-sm font-semibold text-ink">
          {m.kind}
        </label>
        <select
          id="request-kind"
          className={controlClass}
          value={kind}
          onChange={(e) => {
            setKind(e.target.value as typeof kind);
            setPage(1);
          }}
        >
          <option value="">{m.allKinds}</option>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {m.kinds[k]}
            </option>
          ))}
        </select>
      </div>
      <QueryView query={requests} errorMessage={adminTexts.loadFailed}>
        {(data) =>
          data.requests.length === 0 ? (
            <EmptyState title={m.empty} icon={Inbox} />
          ) : (
            <>
              <p className="mb-2 text-sm text-ink-muted">{m.total(data.total)}</p>
              <ul className="space-y-3">
                {data.requests.map((r) => (
                  <li
                    key={r.id}
                    className="rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]"
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <div className="flex flex-wrap items-center gap-2">
                        <Badge tone={r.kind === 'CONTACT' ? 'brand' : 'accent'}>
                          {m.kinds[r.kind] ?? r.kind}
                        </Badge>
                        {r.subject ? <span className="font-semibold text-ink">{r.subject}</span> : null}
                      </div>
                      <span className="text-sm text-ink-muted">
                        {m.received}: {formatDateTime(r.createdAt)}
                      </span>
                    </div>
                    <p className="mt-2 text-sm text-ink">
                      {m.from}: {r.name ? `${r.name} · ` : ''}
                      <a className="text-brand underline-offset-4 hover:underline" href={`mailto:${r.email}`}>
                        {r.email}
                      </a>
                      {r.phone ? ` · ${r.phone}` : ''}
                    </p>
                    {r.message ? (
                      <p className="mt-2 whitespace-pre-line text-sm text-ink">{r.message}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
              <Pagination page={page} total={data.total} limit={LIMIT} onPage={setPage} />
            </>
          )
        }
      </QueryView>
    </>
  );
}
