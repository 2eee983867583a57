import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../design/ui/Alert';
import { CardPage } from '../design/ui/layout';
import { postJson, serverMessage } from '../forms/api';
import { session } from '../session/session';
import { homeFor } from './session-storage';
import { verificationTexts } from './verification-texts';

const m = verificationTexts.page;

type State =
  | { status: 'checking' }
  | { status: 'done'; email: string }
  | { status: 'refused'; message: string };

/**
 * /auth/e-posta-dogrula?token=…: the page the verification mail links to. Opening it verifies the address
 * (once: a used, expired or unknown link gets its own Turkish message). It needs no sign-in.
 */
export default function VerifyEmailPage() {
  const [token] = useState(() =>
    typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('token') ?? ''),
  );
  // One id for this page's request: a repeated effect is answered as the first call was.
  const [commandId] = useState(() => (typeof crypto === 'undefined' ? undefined : crypto.randomUUID()));
  const [state, setState] = useState<State>({ status: 'checking' });
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (!token) {
      setState({ status: 'refused', message: m.noToken });
      return;
    }
    void postJson('/api/auth/verify-email', { token, commandId }).then((res) => {
      const data = res.body?.data as { verified?: boolean; email?: string } | undefined;
      if (res.ok && data?.verified) setState({ status: 'done', email: data.email ?? '' });
      else setState({ status: 'refused', message: serverMessage(res) ?? m.failed });
    });
  }, [token, commandId]);

  const current = session.get();
  const next =
    current.status === 'signedIn'
      ? { to: homeFor(current.user.role), label: m.toPortal }
      : { to: '/auth/login', label: m.toLogin };

  return (
    <CardPage eyebrow={m.eyebrow} title={m.title}>
      {state.status === 'checking' ? (
        <p role="status" className="text-ink-muted">
          {m.checking}
        </p>
      ) : (
        <div className="space-y-4">
          {state.status === 'done' ? (
            <Alert tone="success">{m.done(state.email)}</Alert>
          ) : (
            <>
              <Alert tone="error">{state.message}</Alert>
              <p className="text-sm text-ink-muted">{m.again}</p>
            </>
          )}
          <Link to={next.to} className="font-semibold text-brand underline underline-offset-4">
            {next.label}
          </Link>
        </div>
      )}
    </CardPage>
  );
}
