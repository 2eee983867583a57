import { buttonClass } from '../design/ui/button';
import { Container } from '../design/ui/layout';
import { trpc } from '../portal/trpc';
import { IncomingCallsPanel } from './IncomingCallsPanel';
import { videoMessages as m } from './messages';

/** /dashboard/video-calls: the coach's incoming calls as a page of the coach panel. */
export default function CoachCallsPage() {
  const me = trpc.auth.me.useQuery(undefined, { retry: false });
  return (
    <Container className="space-y-6 py-8">
      {me.isLoading ? (
        <p className="text-ink-muted">{m.conference.loading}</p>
      ) : me.data?.user.role === 'COACH' ? (
        <IncomingCallsPanel headingLevel={1} />
      ) : (
        <div className="space-y-4">
          <h1 className="text-2xl font-bold text-ink">{m.calls.incomingTitle}</h1>
          <p className="text-ink-muted">{m.calls.coachesOnly}</p>
          <a href="/auth/login" className={buttonClass('primary', 'md')}>
            {m.calls.toLogin}
          </a>
        </div>
      )}
    </Container>
  );
}
