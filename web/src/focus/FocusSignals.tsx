import { useEffect, useRef } from 'react';
import { formatClock } from '../lib/format';
import { session as sessionStore } from '../session/session';
import { useSession } from '../session/use-session';
import { enqueueFocusBlock, flushFocusOutbox, startOutbox } from './focus-outbox';
import { focusSubject, loadFocusSubject } from './focus-subject';
import { signalPhaseEnd } from './phase-signal';
import { focusTexts as m } from './texts';
import { onPhaseEnd, useFocusTimer } from './timer-store';

/** A phase that ended longer ago than this (found after a reload) is logged, but not chimed. */
const SIGNAL_WITHIN_MS = 60_000;

/**
 * The focus timer for a signed-in student, on every page (the timer keeps running while they browse): each
 * finished focus phase goes to their record with the chosen course, each phase end gives a signal, and the
 * tab title shows the time left. Signed out, or in any other role, the timer stays as it was.
 */
export function FocusSignals() {
  const session = useSession();
  const studentId = session.status === 'signedIn' && session.user.role === 'STUDENT' ? session.user.id : null;
  const resolved = session.status !== 'loading';

  // Pages without the site header (portals) may not have read the stored session yet.
  useEffect(() => {
    if (sessionStore.get().status === 'loading') sessionStore.restore();
  }, []);

  useEffect(() => {
    // Phases found ended on the first tick wait until we know who is signed in.
    if (!resolved) return;
    if (!studentId) return onPhaseEnd(() => {});
    const stopOutbox = startOutbox();
    loadFocusSubject();
    void flushFocusOutbox(studentId);
    const online = () => void flushFocusOutbox(studentId);
    window.addEventListener('online', online);
    const stopListening = onPhaseEnd((ended) => {
      if (Date.now() - ended.endedAt < SIGNAL_WITHIN_MS) signalPhaseEnd(ended);
      if (ended.phase === 'work') enqueueFocusBlock(studentId, ended, focusSubject.get());
    });
    return () => {
      stopListening();
      stopOutbox();
      window.removeEventListener('online', online);
    };
  }, [resolved, studentId]);

  useTabTitle(studentId !== null);
  return null;
}

/** "12:34 · Odak | page title" while the timer runs; the page's own title again when it stops. */
function useTabTitle(active: boolean) {
  const { state, remainingSeconds } = useFocusTimer();
  const base = useRef<string | null>(null);
  const shown = useRef<string | null>(null);
  const running = active && state.status === 'running';
  const text = running ? `${formatClock(remainingSeconds * 1000)} · ${m.phase[state.phase]}` : null;

  useEffect(() => {
    if (text === null) {
      if (shown.current !== null && document.title === shown.current && base.current !== null)
        document.title = base.current;
      shown.current = null;
      return;
    }
    // The page changed its own title (another page): that is the new base.
    if (document.title !== shown.current) base.current = document.title;
    const title = `${text} | ${base.current}`;
    document.title = title;
    shown.current = title;
  }, [text]);
}
