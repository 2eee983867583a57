import { Link } from '@tanstack/react-router';
import { Timer } from 'lucide-react';
import { focusTexts } from '../../focus/texts';
import { useFocusTimer } from '../../focus/timer-store';
import { formatClock } from '../../lib/format';
import { chromeTexts as m } from '../../public/texts';

/** While the focus timer runs, a small clock in the header leads back to it from any page. */
export function FocusPill() {
  const { state, remainingSeconds } = useFocusTimer();
  if (state.status !== 'running') return null;
  const clock = formatClock(remainingSeconds * 1000);
  const phase = focusTexts.phase[state.phase];
  return (
    <Link
      to="/odaklan"
      aria-label={m.focusPillLabel(clock, phase)}
      className="hidden items-center gap-1.5 rounded-full bg-accent-soft px-3 py-1.5 text-sm font-semibold tabular-nums text-accent xs:inline-flex"
    >
      <Timer aria-hidden="true" className="size-4" />
      {m.focusPill(clock, phase)}
    </Link>
  );
}
