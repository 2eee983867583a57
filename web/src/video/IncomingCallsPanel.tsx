import { PhoneIncoming } from 'lucide-react';
import { CallError } from './CallError';
import { CallList } from './CallList';
import { CallRoom } from './CallRoom';
import { videoMessages as m } from './messages';
import { useCallSession } from './use-call-session';

/**
 * The coach's incoming calls (for the coach panel): calls they are invited to or still part of, with
 * join and decline; joining opens the conference frame here.
 */
export function IncomingCallsPanel({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const session = useCallSession('COACH');
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby="incoming-calls" className="space-y-3">
      <Heading id="incoming-calls" className="flex items-center gap-2 text-lg font-semibold text-ink">
        <PhoneIncoming aria-hidden="true" className="size-5 text-brand" />
        {m.calls.incomingTitle}
      </Heading>
      <CallError error={session.error} />
      {session.current ? (
        <CallRoom call={session.current} side="COACH" onClosed={session.closed} />
      ) : (
        <CallList
          calls={session.calls}
          side="COACH"
          busy={session.busy}
          onJoin={(call) => void session.join(call)}
          onDecline={(call) => void session.decline(call)}
          empty={m.calls.noIncoming}
        />
      )}
    </section>
  );
}
