import { useEffect } from 'react';
import { homeFor } from '../auth/session-storage';
import { followOtherTabs, session } from './session';
import { useSession } from './use-session';

/**
 * The signed-in user's portal (`/dashboard`, `/advisor/dashboard`, `/parent/dashboard`, `/admin`), or null
 * while signed out. Reads the stored session once the page is live, so a prerendered page first shows
 * exactly its prerendered (signed-out) markup.
 */
export function usePortalHome(): string | null {
  const state = useSession();
  useEffect(() => {
    followOtherTabs();
    session.restore();
  }, []);
  return state.status === 'signedIn' ? homeFor(state.user.role) : null;
}
