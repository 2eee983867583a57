import { Mail } from 'lucide-react';
import { verificationTexts } from '../auth/verification-texts';
import { Button } from '../design/ui/Button';
import { messageOf } from '../lib/server-errors';
import { showsOwnError } from './retries/own-error';
import { trpc } from './trpc';

const m = verificationTexts.banner;

/**
 * „E-posta adresinizi doğrulayın" with „Tekrar gönder", in every portal of a signed-in user whose address
 * is not verified yet (self-registered accounts until they open the mailed link). Nothing else waits for it.
 */
export function EmailVerificationBanner() {
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 60_000 });
  const resend = trpc.auth.resendVerificationEmail.useMutation({ meta: showsOwnError });
  const user = me.data?.user;
  if (user?.emailVerified !== false) return null;
  return (
    <section
      aria-label={m.label}
      className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-[var(--radius-control)] border border-accent/40 bg-accent-soft px-4 py-3 text-sm text-ink"
    >
      <Mail aria-hidden="true" className="size-5 shrink-0 text-accent" />
      <p className="min-w-0 flex-1 [overflow-wrap:anywhere]">
        <strong className="font-semibold">{m.title}</strong> {m.text(user.email)}
      </p>
      <Button
        size="sm"
        variant="secondary"
        disabled={resend.isPending}
        onClick={() => resend.mutate({ commandId: crypto.randomUUID() })}
      >
        {resend.isPending ? m.resending : m.resend}
      </Button>
      {resend.isSuccess ? (
        <p role="status" className="basis-full text-ink-muted [overflow-wrap:anywhere]">
          {resend.data.message}
        </p>
      ) : resend.isError ? (
        <p role="alert" className="basis-full text-danger">
          {messageOf(resend.error, m.failed)}
        </p>
      ) : null}
    </section>
  );
}
