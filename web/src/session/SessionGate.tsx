import { useNavigate } from '@tanstack/react-router';
import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { preloadLocaleData } from '../lib/format';
import { withReturnPath } from '../lib/return-path';
import { useDeferredArrival } from '../lib/use-deferred-arrival';
import { followOtherTabs, session } from './session';
import { loginPathFor, type SessionRole, type SignedInSession } from './session-store';
import { sessionTexts as m } from './texts';
import { useSession } from './use-session';

/** A full-height status line while the session loads or the redirect to the login page runs. */
export function SessionStatus({ text }: { text: string }) {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-ink-muted">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span>{text}</span>
    </div>
  );
}

/**
 * Renders its children only for a signed-in user of the `allow` role. It reads the stored session when it mounts
 * (a login page may just have written it) and sends anyone else to that role's login page, which returns to
 * this very page (path and query) after sign-in.
 */
export function SessionGate({
  allow: role,
  children,
}: {
  /** The one role this area is for. */
  allow: SessionRole;
  children: (session: SignedInSession) => ReactNode;
}) {
  // The area's first render (layout, live runtime, page) follows the session's arrival; a sign-out shows at once.
  const state = useDeferredArrival(useSession(), (s) => s.status === 'signedIn');
  const navigate = useNavigate();

  useEffect(() => {
    followOtherTabs();
    session.restore();
    // Every signed-in area shows dates and numbers; their locale data loads while the first data is fetched.
    preloadLocaleData();
  }, []);

  const allowed = state.status === 'signedIn' && state.user.role === role && !state.user.mustChangePassword;
  useEffect(() => {
    if (state.status === 'loading') return;
    // The store, not the render's snapshot: restore() above may have changed it in this same commit.
    const current = session.get();
    if (current.status === 'loading') return;
    if (current.status === 'signedIn' && current.user.role === role) {
      // A temporary password is changed before anything else.
      if (current.user.mustChangePassword) void navigate({ href: '/auth/sifre-degistir', replace: true });
      return;
    }
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    void navigate({ href: withReturnPath(loginPathFor(role), here), replace: true });
  }, [state, role, navigate]);

  if (!allowed) return <SessionStatus text={state.status === 'loading' ? m.loading : m.redirecting} />;
  return <>{children(state)}</>;
}
