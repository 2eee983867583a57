import { useSyncExternalStore } from 'react';
import { serverReachable } from '../../lib/reachability';
import { type SyncNotice, studentWrites, syncNotice } from './student-writes';
import { isWaiting, type QueuedWrite } from './write-queue';

function subscribeOnline(change: () => void): () => void {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  const unsubscribe = serverReachable.subscribe(change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
    unsubscribe();
  };
}

/**
 * Whether the app is online: the browser believes so and the server answered the last request itself, not
 * the service worker from its cache (lib/reachability.ts). True while prerendering.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine && serverReachable.get(),
    () => true,
  );
}

const NONE: QueuedWrite[] = [];

/**
 * The account's kept entries, oldest first, refused ones (with their reason) included. Only the signed-in
 * account's: another student's entries on a shared phone are never shown.
 */
export function useQueuedWrites(accountId: string): QueuedWrite[] {
  const all = useSyncExternalStore(
    studentWrites.state.subscribe,
    () => studentWrites.state.get().waiting,
    () => NONE,
  );
  return all.filter((e) => e.accountId === accountId);
}

/** The account's entries still on their way to the server, oldest first. */
export function useWaitingWrites(accountId: string): QueuedWrite[] {
  return useQueuedWrites(accountId).filter(isWaiting);
}

export function useSyncing(): boolean {
  return useSyncExternalStore(
    studentWrites.state.subscribe,
    () => studentWrites.state.get().syncing,
    () => false,
  );
}

export function useSyncNotice(): SyncNotice {
  return useSyncExternalStore(syncNotice.subscribe, syncNotice.get, () => null);
}
