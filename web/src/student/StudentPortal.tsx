import type { ReactNode } from 'react';
import { SessionGate } from '../session/SessionGate';
import type { SignedInSession } from '../session/session-store';
import { ToastViewport } from '../toasts/ToastViewport';
import { StudentFrame } from './StudentFrame';
import { useStudentRuntime } from './StudentRuntime';

/** Only a signed-in student gets past this; everyone else goes to /ogrenci/giris and comes back after. */
export function StudentPortal({ children }: { children: ReactNode }) {
  return (
    <SessionGate allow="STUDENT">
      {(s) => (
        <>
          <StudentRuntime s={s} />
          <StudentFrame s={s}>{children}</StudentFrame>
          <ToastViewport />
        </>
      )}
    </SessionGate>
  );
}

/** The live channel and web push of a signed-in student (a component, so it runs inside the gate). */
function StudentRuntime({ s }: { s: SignedInSession }) {
  useStudentRuntime(s);
  return null;
}
