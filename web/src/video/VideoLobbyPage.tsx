import { PageHeader } from '../portal/PageHeader';
import { trpc } from '../portal/trpc';
import { CallError } from './CallError';
import { CallList } from './CallList';
import { CallRoom } from './CallRoom';
import { IncomingCallsPanel } from './IncomingCallsPanel';
import { videoTexts as m } from './texts';
import { useCallSession } from './use-call-session';

/** The advisor's running calls, with rejoin and end. */
function AdvisorLobby() {
  const session = useCallSession('ADVISOR');
  return (
    <div className="space-y-3">
      <CallError error={session.error} />
      {session.current ? (
        <CallRoom call={session.current} side="ADVISOR" onClosed={session.closed} />
      ) : (
        <CallList
          calls={session.calls}
          side="ADVISOR"
          busy={session.busy}
          onJoin={(call) => void session.join(call)}
          onEnd={(call) => void session.end(call)}
          empty={m.conference.noActive}
        />
      )}
    </div>
  );
}

/** /video-lobby: the calls the signed-in advisor or coach can join now. */
export default function VideoLobbyPage() {
  const me = trpc.auth.me.useQuery();
  const role = me.data?.user.role;
  return (
    <div className="space-y-6">
      <PageHeader title={m.calls.lobbyTitle} lead={m.calls.lobbyLead} />
      {role === 'ADVISOR' ? <AdvisorLobby /> : role === 'COACH' ? <IncomingCallsPanel /> : null}
      {me.isLoading ? <p className="text-ink-muted">{m.conference.loading}</p> : null}
    </div>
  );
}
