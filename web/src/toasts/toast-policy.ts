/**
 * The toast policy, as pure functions over the stack (toast-store.ts runs them and owns the timers):
 * - de-duplication: a toast with the key of one still on screen counts that one up ("×3") instead of
 *   stacking a copy; the newest text and time replace the old;
 * - the stack keeps the spec's five and shows them all on a desk; a phone shows the newest three, the rest
 *   summed up as "+2";
 * - a toast about something (a video call) is dismissed when that thing is gone.
 * Where the stack sits (below the top bar) and how a HIGH priority toast looks is ToastViewport's part.
 */

/** What the policy reads of a toast. */
export interface PolicyToast {
  id: string;
  /** Same key, same news: the default is type, title and text. */
  key: string;
  count: number;
  phase: 'entering' | 'visible' | 'exiting';
  /** The video call a call invitation toast announces. */
  callId?: string;
  /** When it was shown (ms). */
  timestamp: number;
}

/** How many toasts a phone shows at once (five would cover half its screen); older ones wait. */
export const TOASTS_SHOWN_ON_PHONE = 3;

export type Placement<T extends PolicyToast> =
  /** A toast with the same key is on screen: it is counted up (and its timer restarted). */
  | { kind: 'counted'; list: T[]; id: string }
  /** A new toast on top; `dropped` left the stack to make room (their timers are cancelled). */
  | { kind: 'added'; list: T[]; dropped: string[] };

/** Where a new toast goes: onto a live toast of the same key, or on top of a stack of at most `max`. */
export function placeToast<T extends PolicyToast>(
  list: readonly T[],
  incoming: T,
  max: number,
): Placement<T> {
  const same = list.find((t) => t.key === incoming.key && t.phase !== 'exiting');
  if (same) {
    const merged = { ...incoming, id: same.id, count: same.count + incoming.count, phase: same.phase };
    return { kind: 'counted', id: same.id, list: list.map((t) => (t.id === same.id ? merged : t)) };
  }
  const kept = list.slice(Math.max(0, list.length - (max - 1)));
  const dropped = list.slice(0, list.length - kept.length).map((t) => t.id);
  return { kind: 'added', list: [...kept, incoming], dropped };
}

/** The toasts on screen (the newest `shown`, oldest first) and how many wait behind them. */
export function visibleToasts<T extends PolicyToast>(list: readonly T[], shown: number) {
  const from = Math.max(0, list.length - shown);
  return { shown: list.slice(from), waiting: from };
}

/**
 * The toasts announcing a call that is no longer running (ended, declined or timed out), by a list of
 * running calls read at `readAt`: a toast newer than that answer is left alone (its call may be newer too).
 */
export function toastsOfEndedCalls(
  list: readonly PolicyToast[],
  runningCallIds: ReadonlySet<string>,
  readAt: number,
) {
  return list
    .filter((t) => t.callId !== undefined && t.timestamp <= readAt && !runningCallIds.has(t.callId))
    .map((t) => t.id);
}

/** The default de-duplication key: identical news is the same type, title and text. */
export const toastKey = (type: string, title: string, message: string) =>
  `${type}\u0000${title}\u0000${message}`;
