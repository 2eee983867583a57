import { lazy, Suspense } from 'react';
import { useSession } from '../session/use-session';

const StudentFocusLog = lazy(() => import('./StudentFocusLog'));

/** Only a signed-in student's Odaklan page loads the focus log (and the query client with it). */
export function SignedInFocusLog() {
  const session = useSession();
  if (session.status !== 'signedIn' || session.user.role !== 'STUDENT') return null;
  return (
    <Suspense fallback={null}>
      <StudentFocusLog />
    </Suspense>
  );
}
