import type { VideoCallDto } from '@pusula/contracts/video/video-schemas';
import { PhoneCall, PhoneIncoming } from 'lucide-react';
import { useState } from 'react';
import { buttonClass } from '../design/ui/button';
import { serverMessageOf } from '../lib/server-errors';
import { trpc } from '../portal/trpc';
import { CallError } from './CallError';
import { CallRoom } from './CallRoom';
import { videoTexts as m } from './texts';

/** How often the invite is looked for besides the live channel (a missed notification, an ended call). */
const POLL_MS = 5_000;
/**
 * While a call rings here, how often it is checked: only this poll tells that the caller hung up or walked
 * away, and a ring must stop within seconds of that. A ring lasts at most three minutes.
 */
const RINGING_POLL_MS = 1_500;

/**
 * The incoming call of a coach's student or of the student's parent: a card with Katıl / Reddet at the top
 * of the student app or the parent portal, and the call room over the whole page once joined. The live
 * channel asks for the calls again when a call rings; the list is polled as well, so an ended or timed out
 * call's card goes away.
 */
export function InvitedCalls({ side, selfId }: { side: 'STUDENT' | 'PARENT'; selfId: string }) {
  const [current, setCurrent] = useState<VideoCallDto | null>(null);
  const [error, setError] = useState<{ title: string; detail: string | null } | null>(null);
  const utils = trpc.useUtils();
  const incoming = trpc.video.incoming.useQuery(undefined, {
    refetchInterval: (query) => (current ? false : query.state.data?.length ? RINGING_POLL_MS : POLL_MS),
  });
  const join = trpc.video.joinInvite.useMutation();
  const decline = trpc.video.declineInvite.useMutation();
  const busy = join.isPending || decline.isPending;

  if (current)
    return (
      <section
        aria-label={m.invite.inCall}
        className="fixed inset-0 z-40 overflow-y-auto bg-surface p-3 pb-[env(safe-area-inset-bottom)]"
      >
        <div className="mx-auto max-w-3xl">
          <CallRoom
            call={current}
            side={side}
            onClosed={() => {
              setCurrent(null);
              void utils.video.incoming.invalidate();
            }}
          />
        </div>
      </section>
    );

  const calls = incoming.data ?? [];
  if (calls.length === 0) return error ? <CallError error={error} /> : null;

  const answer = async (call: VideoCallDto, how: 'join' | 'decline') => {
    setError(null);
    try {
      if (how === 'join') setCurrent(await join.mutateAsync({ callId: call.id }));
      else await decline.mutateAsync({ callId: call.id });
    } catch (e) {
      setError({ title: how === 'join' ? m.joinFailed : m.declineFailed, detail: serverMessageOf(e) });
    }
    await utils.video.incoming.invalidate();
  };

  return (
    <section aria-label={m.invite.label} className="mb-4 space-y-3">
      <CallError error={error} />
      {calls.map((call) => {
        const mine = call.participants.find(
          (p) => p.participantType === side && (side === 'STUDENT' || p.id === selfId),
        );
        const invited = mine?.status === 'INVITED';
        const coach = call.participants.find((p) => p.participantType === call.hostType)?.name ?? '';
        const student = call.participants.find((p) => p.participantType === 'STUDENT')?.name;
        return (
          <div
            key={call.id}
            role="alert"
            data-call-id={call.id}
            className="rounded-xl border border-brand/40 bg-brand/5 p-4 shadow-sm"
          >
            <p className="flex items-start gap-2 font-semibold text-ink">
              <PhoneIncoming aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
              <span className="min-w-0 break-words">{m.invite.from(coach)}</span>
            </p>
            <p className="mt-1 text-sm text-ink-muted">
              {invited
                ? side === 'PARENT' && student
                  ? m.invite.withStudent(student)
                  : ''
                : m.invite.running}
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              <button
                type="button"
                disabled={busy}
                onClick={() => void answer(call, 'join')}
                className={buttonClass('primary', 'md')}
              >
                <PhoneCall aria-hidden="true" className="size-5" />
                {invited ? m.calls.join : m.calls.rejoin}
              </button>
              {invited ? (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => void answer(call, 'decline')}
                  className={buttonClass('secondary', 'md')}
                >
                  {m.calls.decline}
                </button>
              ) : null}
            </div>
          </div>
        );
      })}
    </section>
  );
}
