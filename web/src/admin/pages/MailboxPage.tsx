import { Link } from '@tanstack/react-router';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Pagination } from '../../design/portal-ui/Pagination';
import { EmptyState, QueryView } from '../../design/portal-ui/states';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { adminTexts } from '../texts';

const m = adminTexts.mailbox;
const LIMIT = 20;

/** /admin/e-postalar: the embedded mailbox (mail sent without SMTP_URL), newest first. */
export default function MailboxPage() {
  const [page, setPage] = useState(1);
  const mailbox = trpc.admin.mailbox.useQuery({ page, limit: LIMIT });
  return (
    <>
      <AdminPageHeader title={m.title} lead={m.lead} />
      <QueryView query={mailbox} errorMessage={adminTexts.loadFailed}>
        {(data) => (
          <>
            {data.transport === 'smtp' ? (
              <p className="mb-4 rounded-md border border-line bg-surface p-3 text-sm text-ink">{m.smtp}</p>
            ) : null}
            {data.messages.length === 0 ? (
              <EmptyState title={m.empty} icon={Mail} />
            ) : (
              <>
                <p className="mb-2 text-sm text-ink-muted">{m.total(data.total)}</p>
                <ul className="divide-y divide-line rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]">
                  {data.messages.map((mail) => (
                    <li key={mail.id}>
                      <Link
                        to="/admin/e-postalar/$id"
                        params={{ id: mail.id }}
                        aria-label={m.open(mail.subject)}
                        className="flex flex-wrap items-baseline justify-between gap-2 px-4 py-3 hover:bg-surface-muted"
                      >
                        <span>
                          <span className="block font-semibold text-ink">{mail.subject}</span>
                          <span className="text-sm text-ink-muted">
                            {m.to}: {mail.to}
                          </span>
                        </span>
                        <span className="text-sm text-ink-muted">{formatDateTime(mail.receivedAt)}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
                <Pagination page={page} total={data.total} limit={LIMIT} onPage={setPage} />
              </>
            )}
          </>
        )}
      </QueryView>
    </>
  );
}
