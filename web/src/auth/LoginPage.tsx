import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { CardPage } from '../design/ui/layout';
import { SessionStatus } from '../session/SessionGate';
import { followOtherTabs, session } from '../session/session';
import { LoginForm } from './LoginForm';
import { homeFor } from './session-storage';
import { type LoginRole, authTexts as m } from './texts';

const OTHER_LOGINS = [
  { role: 'mentor', to: '/auth/login' },
  { role: 'advisor', to: '/advisor/' },
  { role: 'parent', to: '/parent/login' },
] as const;

/**
 * Someone already signed in does not need a login page: once the page is live, the stored session sends
 * them to their own portal (or to the password change a temporary password asks for first).
 */
function useSignedInRedirect(): boolean {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    followOtherTabs();
    // Checked once, on arrival: a sign-in on this page goes where the form sends it (`?next=`).
    const current = session.restore();
    if (current.status !== 'signedIn') return;
    setLeaving(true);
    const target = current.user.mustChangePassword ? '/auth/sifre-degistir' : homeFor(current.user.role);
    void navigate({ href: target, replace: true });
  }, [navigate]);
  return leaving;
}

/** The shared frame of the three login pages; only the copy differs per role. */
export function LoginPage({ area: role }: { area: LoginRole }) {
  const copy = m.pages[role];
  const leaving = useSignedInRedirect();
  if (leaving) return <SessionStatus text={m.toPortal} />;
  return (
    <CardPage
      eyebrow={copy.eyebrow}
      title={copy.title}
      lead={copy.lead}
      below={
        <>
          <p className="mt-6 text-sm text-ink-muted">
            {role === 'parent' ? (
              m.parentNoAccount
            ) : (
              <>
                {m.noAccount}{' '}
                <Link
                  to="/auth/register"
                  search={{ category: role === 'advisor' ? 'danisman' : 'mentor' }}
                  className="font-semibold text-brand underline underline-offset-4"
                >
                  {m.register}
                </Link>
              </>
            )}
          </p>
          <nav aria-label={m.otherLogins} className="mt-6 border-t border-line pt-6">
            <p className="text-sm font-semibold text-ink">{m.otherLogins}</p>
            <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-sm">
              {OTHER_LOGINS.filter((l) => l.role !== role).map((l) => (
                <li key={l.role}>
                  <Link to={l.to} className="text-brand underline underline-offset-4">
                    {m.links[l.role]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </>
      }
    >
      <LoginForm />
    </CardPage>
  );
}
