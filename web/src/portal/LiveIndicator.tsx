import { cx } from '../design/ui/cx';
import type { LiveState } from '../live/live-connection';
import { liveTexts } from '../live/texts';

const LIVE_TONE: Record<LiveState, string> = {
  connected: 'bg-success',
  connecting: 'bg-accent',
  disconnected: 'bg-ink-muted',
  error: 'bg-danger',
};

/** The live channel's state as a coloured dot in a portal's top bar. */
export function LiveIndicator({ state }: { state: LiveState }) {
  return (
    <span
      role="img"
      aria-label={liveTexts.states[state]}
      title={liveTexts.states[state]}
      data-live-state={state}
      className="inline-flex size-10 items-center justify-center"
    >
      <span className={cx('size-2.5 rounded-full', LIVE_TONE[state])} />
    </span>
  );
}
