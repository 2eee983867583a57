import { useEffect, useSyncExternalStore } from 'react';
import { trpc } from '../portal/trpc';
import { toasts } from '../toasts/toasts';

/** How often the running calls are read while an invitation is on screen (the calls page polls alike). */
const CHECK_MS = 5_000;

const hasCallToast = () => toasts.get().some((t) => t.callId !== undefined && t.phase !== 'exiting');

/**
 * A call invitation's toast goes when the call is over (ended, declined or timed out). The /live channel
 * carries no call-ended news, so while such a toast is on screen the coach's running calls are read
 * (video.active, the list the calls page joins from and drops an ended call from), and toasts of calls
 * no longer among them are dismissed.
 */
export function useCallInviteToasts(): void {
  const watching = useSyncExternalStore(toasts.subscribe, hasCallToast, () => false);
  const active = trpc.video.active.useQuery(undefined, {
    enabled: watching,
    refetchInterval: watching ? CHECK_MS : false,
  });
  const { data, dataUpdatedAt } = active;
  useEffect(() => {
    if (watching && data) toasts.endCalls(new Set(data.map((call) => call.id)), dataUpdatedAt);
  }, [watching, data, dataUpdatedAt]);
}
