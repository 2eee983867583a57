import { createContext, type ReactNode, useContext } from 'react';
import { SessionGate } from '../session/SessionGate';
import type { SignedInSession } from '../session/session-store';
import { ToastViewport } from '../toasts/ToastViewport';
import { useCoachRuntime } from './CoachRuntime';
import { CoachShell } from './CoachShell';

const CoachSessionContext = createContext<SignedInSession | null>(null);

function SignedInPanel({ s, children }: { s: SignedInSession; children: ReactNode }) {
  const live = useCoachRuntime(s);
  return (
    <CoachSessionContext.Provider value={s}>
      <CoachShell s={s} live={live}>
        {children}
      </CoachShell>
      <ToastViewport />
    </CoachSessionContext.Provider>
  );
}

/** Only a signed-in coach gets past this; everyone else goes to the mentor login (/auth/login). */
export function CoachPortal({ children }: { children: ReactNode }) {
  return <SessionGate allow="COACH">{(s) => <SignedInPanel s={s}>{children}</SignedInPanel>}</SessionGate>;
}

/** The signed-in coach's session (pages render only inside the panel, so it is always there). */
export function useCoachSession(): SignedInSession {
  const s = useContext(CoachSessionContext);
  if (!s) throw new Error('useCoachSession outside the coach panel');
  return s;
}

/** The coach's id: the coach record's, else the user's (they are the same account). */
export function coachIdOf(s: SignedInSession): string {
  return s.coach?.id || s.user.id;
}
