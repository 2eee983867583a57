import { useSyncExternalStore } from 'react';
import { session } from './session';
import type { SessionState } from './session-store';

const LOADING: SessionState = { status: 'loading' };

/** The current session; "loading" while prerendering and until the stored session has been read. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, () => LOADING);
}
