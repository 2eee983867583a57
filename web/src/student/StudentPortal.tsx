import type { ReactNode } from 'react';
import { SessionGate } from '../session/SessionGate';
import { ToastViewport } from '../toasts/ToastViewport';
import { StudentFrame } from './StudentFrame';

/** Only a signed-in student gets past this; everyone else goes to /ogrenci/giris and comes back after. */
export function StudentPortal({ children }: { children: ReactNode }) {
  return (
    <SessionGate allow="STUDENT">
      {(s) => (
        <>
          <StudentFrame s={s}>{children}</StudentFrame>
          <ToastViewport />
        </>
      )}
    </SessionGate>
  );
}
