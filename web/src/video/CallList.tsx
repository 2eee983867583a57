import type { VideoParticipantType } from '@pusula/contracts/video/video-constants';
import type { VideoCallDto } from '@pusula/contracts/video/video-schemas';
import { PhoneCall, PhoneOff } from 'lucide-react';
import { buttonClass } from '../design/ui/button';
import { formatDateTime } from '../lib/format';
import { videoTexts as m } from './texts';

const nameOf = (call: VideoCallDto, type: VideoParticipantType) =>
  call.participants.find((p) => p.participantType === type)?.name ?? '';

/**
 * The caller's calls that have not ended: an advisor's own (rejoin, end), a coach's incoming ones (join,
 * decline). Newest first, as the server lists them.
 */
export function CallList({
  calls,
  side,
  busy,
  onJoin,
  onDecline,
  onEnd,
  empty,
}: {
  calls: VideoCallDto[];
  side: VideoParticipantType;
  busy: boolean;
  onJoin: (call: VideoCallDto) => void;
  onDecline?: (call: VideoCallDto) => void;
  onEnd?: (call: VideoCallDto) => void;
  empty: string;
}) {
  if (calls.length === 0) return <p className="text-ink-muted">{empty}</p>;
  return (
    <ul className="space-y-3">
      {calls.map((call) => {
        const mine = call.participants.find((p) => p.participantType === side);
        const invited = mine?.status === 'INVITED';
        const student = nameOf(call, 'STUDENT');
        const hosting = side === call.hostType;
        const who = hosting
          ? call.participants
              .filter((p) => p.participantType !== side)
              .map((p) => p.name)
              .filter(Boolean)
              .join(' · ')
          : m.calls.from(nameOf(call, call.hostType));
        return (
          <li
            key={call.id}
            data-call-id={call.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface p-4"
          >
            <div>
              <p className="font-semibold text-ink">{who}</p>
              <p className="text-sm text-ink-muted">
                {!hosting && side !== 'STUDENT' && student ? `${m.calls.about(student)} · ` : ''}
                {m.calls.startedAt(formatDateTime(call.startedAt))} · {m.statuses[call.status]}
              </p>
            </div>
            <div className="flex gap-2">
              <button
                type="button"
                disabled={busy}
                onClick={() => onJoin(call)}
                className={buttonClass('primary', 'sm')}
              >
                <PhoneCall aria-hidden="true" className="size-4" />
                {invited ? m.calls.join : m.calls.rejoin}
              </button>
              {invited && !hosting && onDecline ? (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onDecline(call)}
                  className={buttonClass('secondary', 'sm')}
                >
                  {m.calls.decline}
                </button>
              ) : null}
              {onEnd ? (
                <button
                  type="button"
                  disabled={busy}
                  onClick={() => onEnd(call)}
                  className={buttonClass('secondary', 'sm')}
                >
                  <PhoneOff aria-hidden="true" className="size-4" />
                  {m.calls.end}
                </button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
