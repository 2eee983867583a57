import { PhoneIncoming } from 'lucide-react';
import { CallError } from './CallError';
import { CallList } from './CallList';
import { CallRoom } from './CallRoom';
import { videoTexts as m } from './texts';
import { useCallSession } from './use-call-session';

/**
 * The coach's incoming calls (for the coach panel): calls they are invited to or still part of, with
 * join and decline; joining opens the conference frame here.
 */
export function IncomingCallsPanel({
  headingLevel = 2,
}: {
  /** `null` on a page whose own header already says "Gelen görüşmeler". */
  headingLevel?: 2 | null;
}) {
  const session = useCallSession('COACH');
  return (
    <section aria-label={m.calls.incomingTitle} className="space-y-3">
      {headingLevel ? (
        <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
          <PhoneIncoming aria-hidden="true" className="size-5 text-brand" />
          {m.calls.incomingTitle}
        </h2>
      ) : null}
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
