import { Link, useParams } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { Fragment } from 'react';
import { QueryView } from '../../design/portal-ui/states';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { adminTexts } from '../texts';

const m = adminTexts.mailbox;
const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** The text part with its addresses as links (a reset link opens in this browser, as from a mail client). */
function LinkedText({ text }: { text: string }) {
  // Split keeps the addresses at odd places; each piece is keyed by where it starts in the text.
  let offset = 0;
  const parts = text.split(URL_PATTERN).map((part, i) => {
    const at = offset;
    offset += part.length;
    return { part, at, isLink: i % 2 === 1 };
  });
  return (
    <pre className="whitespace-pre-wrap break-words font-sans text-sm text-ink">
      {parts.map(({ part, at, isLink }) =>
        isLink ? (
          <a key={`l${at}`} href={part} className="text-brand underline underline-offset-4">
            {part}
          </a>
        ) : (
          <Fragment key={`t${at}`}>{part}</Fragment>
        ),
      )}
    </pre>
  );
}

/** /admin/e-postalar/{id}: one mail of the embedded mailbox, its text part and its HTML part. */
export default function MailboxMessagePage() {
  const { id } = useParams({ strict: false }) as { id: string };
  const message = trpc.admin.mailboxMessage.useQuery({ id });
  return (
    <>
      <Link
        to="/admin/e-postalar"
        className="mb-3 inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {m.back}
      </Link>
      <QueryView query={message} errorMessage={m.notFound}>
        {(mail) => (
          <article>
            <AdminPageHeader title={mail.subject} lead={`${m.to}: ${mail.to} · ${m.from}: ${mail.from}`} />
            <p className="mb-4 text-sm text-ink-muted">
              {m.received}: {formatDateTime(mail.receivedAt)}
            </p>
            <section
              aria-label={m.textPart}
              className="mb-6 rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]"
            >
              <h2 className="mb-3 text-sm font-semibold text-ink-muted">{m.textPart}</h2>
              <LinkedText text={mail.text} />
            </section>
            <section aria-label={m.htmlPart}>
              <h2 className="mb-3 text-sm font-semibold text-ink-muted">{m.htmlPart}</h2>
              {/* No scripts and another origin: the mail's HTML cannot reach the admin's session. */}
              <iframe
                title={m.htmlPart}
                srcDoc={mail.html}
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                className="h-[28rem] w-full rounded-[var(--radius-card)] border border-line bg-surface"
              />
            </section>
          </article>
        )}
      </QueryView>
    </>
  );
}
