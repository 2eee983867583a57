// Before any page loads FullCalendar: its core writes its CSS (with a CSP-refused font) when first imported.
import type { ReactNode } from 'react';
import { FloatingNotePanel } from '../note-panel/FloatingNotePanel';
import { AdvisorProvider, useAdvisorContext } from '../portal/contexts';
import { SessionGate } from '../session/SessionGate';
import type { SignedInSession } from '../session/session-store';
import { ToastViewport } from '../toasts/ToastViewport';
import { useAdvisorRuntime } from './AdvisorRuntime';
import { AdvisorShell } from './AdvisorShell';

function SignedInPortal({ s, children }: { s: SignedInSession; children: ReactNode }) {
  const live = useAdvisorRuntime(s);
  return (
    <AdvisorProvider session={s}>
      <AdvisorShell s={s} live={live}>
        {children}
      </AdvisorShell>
      <FloatingNotePanel />
      <ToastViewport />
    </AdvisorProvider>
  );
}

/** Only a signed-in advisor gets past this; everyone else goes to the advisor login (/advisor). */
export function AdvisorPortal({ children }: { children: ReactNode }) {
  return (
    <SessionGate allow="ADVISOR">{(s) => <SignedInPortal s={s}>{children}</SignedInPortal>}</SessionGate>
  );
}

/** The signed-in advisor's session (pages render only inside the portal, so it is always there). */
export function useAdvisorSession(): SignedInSession {
  const context = useAdvisorContext();
  if (!context?.session) throw new Error('useAdvisorSession outside the advisor portal');
  return context.session;
}
