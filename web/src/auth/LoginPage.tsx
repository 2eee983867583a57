import { Link } from '@tanstack/react-router';
import { Card, Container } from '../design/ui/layout';
import { LoginForm } from './LoginForm';
import { type LoginRole, authTexts as m } from './texts';

const OTHER_LOGINS = [
  { role: 'mentor', to: '/auth/login' },
  { role: 'advisor', to: '/advisor/' },
  { role: 'parent', to: '/parent/login' },
] as const;

/** The shared frame of the three login pages; only the copy differs per role. */
export function LoginPage({ area: role }: { area: LoginRole }) {
  const copy = m.pages[role];
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-md">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">{copy.eyebrow}</p>
        <h1 className="mt-2 text-3xl font-bold text-ink">{copy.title}</h1>
        <p className="mt-2 text-ink-muted">{copy.lead}</p>
        <Card className="mt-8">
          <LoginForm />
        </Card>
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
      </div>
    </Container>
  );
}
