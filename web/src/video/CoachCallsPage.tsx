import { Link } from '@tanstack/react-router';
import { buttonClass } from '../design/ui/button';
import { PageHeader } from '../portal/PageHeader';
import { trpc } from '../portal/trpc';
import { IncomingCallsPanel } from './IncomingCallsPanel';
import { videoTexts as m } from './texts';

/**
 * /dashboard/video-calls: the coach's incoming calls as a page of the coach panel, with the panel's page
 * header (same spacing as the other coach pages, and it names the browser tab).
 */
export default function CoachCallsPage() {
  const me = trpc.auth.me.useQuery(undefined, { retry: false });
  const coach = me.data?.user.role === 'COACH';
  return (
    <div className="space-y-6">
      <PageHeader title={m.calls.incomingTitle} lead={coach ? m.calls.incomingLead : undefined} />
      {me.isLoading ? (
        <p role="status" className="text-ink-muted">
          {m.conference.loading}
        </p>
      ) : coach ? (
        <IncomingCallsPanel headingLevel={null} />
      ) : (
        <div className="space-y-4">
          <p className="text-ink-muted">{m.calls.coachesOnly}</p>
          <Link to="/auth/login" className={buttonClass('primary', 'md')}>
            {m.calls.toLogin}
          </Link>
        </div>
      )}
    </div>
  );
}
