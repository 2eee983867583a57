import type { FrameCommand } from '@pusula/contracts/video/signalling';
import type { VideoParticipantType } from '@pusula/contracts/video/video-constants';
import type { VideoCallDto } from '@pusula/contracts/video/video-schemas';
import { Mic, MicOff, MonitorUp, PhoneOff, Video, VideoOff } from 'lucide-react';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { buttonClass } from '../design/ui/button';
import { cx } from '../design/ui/cx';
import { trpc } from '../portal/trpc';
import { conferenceReducer, INITIAL_CONFERENCE } from './conference-state';
import { listenToFrame, postToFrame } from './frame-bridge';
import { sendExitRequest } from './leave-on-exit';
import { videoTexts as m } from './texts';

/** How long the host waits for the frame to confirm a hang-up before leaving on its own. */
const HANGUP_GRACE_MS = 1_500;

/**
 * A call in progress: the conference frame (/video-room/{id}) and its controls. The host keeps the
 * conference state and sends the frame its commands; hanging up ends the call for its host (an advisor:
 * ADVISOR_ENDED, a coach calling her student: COACH_ENDED) and leaves it for anyone else. The button says
 * so at once („Görüşme sonlandırılıyor…") while the frame hangs up. Leaving the page mid-call (another
 * route, a closed tab) does the same through a keepalive request, so no invite is left ringing.
 */
export function CallRoom({
  call,
  side,
  onClosed,
}: {
  call: VideoCallDto;
  side: VideoParticipantType;
  onClosed: () => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [state, dispatch] = useReducer(conferenceReducer, INITIAL_CONFERENCE);
  const utils = trpc.useUtils();
  const end = trpc.video.end.useMutation();
  const update = trpc.video.updateStatus.useMutation();
  const leaveInvite = trpc.video.leaveInvite.useMutation();
  const closing = useRef(false);
  const [ending, setEnding] = useState(false);
  const hosting = side === call.hostType;

  useEffect(() => {
    closing.current = false;
    setEnding(false);
    dispatch({ type: 'start', callId: call.id });
    return () => dispatch({ type: 'end' });
  }, [call.id]);

  // The page goes away mid-call: a closed tab (pagehide) or another route (this room unmounts).
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    let sent = false;
    const exit = () => {
      // A hang-up under way (or done) already tells the server.
      if (closing.current || sent) return;
      sent = true;
      sendExitRequest(call.id, side, hosting);
    };
    window.addEventListener('pagehide', exit);
    return () => {
      mounted.current = false;
      window.removeEventListener('pagehide', exit);
      // StrictMode mounts twice in development: only a room still gone after this task has left.
      setTimeout(() => {
        if (!mounted.current) exit();
      }, 0);
    };
  }, [call.id, side, hosting]);

  /** `endedElsewhere`: the server ended the call already (the frame heard CALL_ENDED). */
  const close = useCallback(
    async (endedElsewhere: boolean) => {
      if (closing.current) return;
      closing.current = true;
      if (!endedElsewhere) {
        try {
          if (hosting)
            await end.mutateAsync({
              sessionId: call.id,
              endReason: side === 'COACH' ? 'COACH_ENDED' : 'ADVISOR_ENDED',
            });
          // A coach's student and the parents leave through their own door (parents have no other).
          else if (side === 'STUDENT' || side === 'PARENT')
            await leaveInvite.mutateAsync({ callId: call.id });
          else await update.mutateAsync({ callId: call.id, status: 'LEFT' });
        } catch (error) {
          // Already over (409) is fine; anything else is logged and the page moves on.
          console.warn(m.leaveFailed, error);
        }
      }
      dispatch({ type: 'end' });
      await utils.video.invalidate();
      onClosed();
    },
    [call.id, side, hosting, end, update, leaveInvite, utils, onClosed],
  );

  useEffect(
    () =>
      listenToFrame(
        () => frame.current,
        (message) => {
          if (message.type === 'state') dispatch({ type: 'frame', state: message.state });
          else void close(message.reason !== null);
        },
      ),
    [close],
  );

  const command = (c: FrameCommand) => {
    postToFrame(frame.current, c);
    if (c === 'hangup') {
      // Said at once; the end screen follows when the frame confirms or the grace runs out.
      setEnding(true);
      setTimeout(() => void close(false), HANGUP_GRACE_MS);
    } else dispatch({ type: c });
  };

  const toggle = (c: FrameCommand, on: boolean, label: string, OnIcon: typeof Mic, OffIcon: typeof Mic) => {
    const Icon = on ? OnIcon : OffIcon;
    return (
      <button
        type="button"
        aria-pressed={on}
        onClick={() => command(c)}
        disabled={!state.active || ending}
        className={buttonClass(on ? 'secondary' : 'accent', 'md')}
      >
        <Icon aria-hidden="true" className="size-5" />
        {label}
      </button>
    );
  };

  return (
    <section aria-label={m.room.frameTitle} className="space-y-3">
      <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-[#0b1220]">
        <iframe
          ref={frame}
          src={call.roomUrl}
          title={m.room.frameTitle}
          allow="camera; microphone; display-capture; autoplay; fullscreen"
          className="absolute inset-0 size-full border-0"
        />
      </div>
      <p role="status" className="text-sm text-ink-muted" data-phase={ending ? 'ending' : state.phase}>
        {ending ? (hosting ? m.room.ending : m.room.leaving) : m.room.phase[state.phase]}
        {!ending && (state.phase === 'connected' || state.phase === 'waiting')
          ? ` · ${m.room.participants(state.peers)}`
          : ''}
        {!ending && state.message ? ` · ${state.message}` : ''}
      </p>
      <div role="toolbar" aria-label={m.room.controls} className="flex flex-wrap gap-2">
        {toggle('toggleAudio', state.audio, m.room.mic, Mic, MicOff)}
        {toggle('toggleVideo', state.video, m.room.camera, Video, VideoOff)}
        {toggle('toggleShareScreen', state.screenShare, m.room.share, MonitorUp, MonitorUp)}
        <button
          type="button"
          onClick={() => command('hangup')}
          disabled={ending}
          className={cx(buttonClass('primary', 'md'), 'bg-danger hover:bg-danger/90')}
        >
          <PhoneOff aria-hidden="true" className="size-5" />
          {ending ? (hosting ? m.room.ending : m.room.leaving) : hosting ? m.room.end : m.room.leave}
        </button>
      </div>
    </section>
  );
}
