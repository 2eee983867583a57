import { useSyncExternalStore } from 'react';
import { createStore } from '../lib/external-store';
import { focusTexts } from './texts';
import * as machine from './timer-machine';

/**
 * The one focus timer of the tab. It lives in this module, not in a component, so it keeps running while
 * the visitor moves around the site; it is saved to localStorage so a reload does not lose it either.
 */
export interface TimerView {
  state: machine.TimerState;
  /** Whole seconds left, rounded up: what the clock shows. */
  remainingSeconds: number;
  /** The latest phase-change message for the aria-live region; `id` changes even when the text repeats. */
  announcement: { id: number; text: string } | null;
}

const STORAGE_KEY = 'pusula.focus-timer';
const TICK_MS = 250;

function viewOf(state: machine.TimerState, now: number, announcement: TimerView['announcement']): TimerView {
  return { state, remainingSeconds: Math.ceil(machine.remainingMs(state, now) / 1000), announcement };
}

const SERVER_VIEW: TimerView = viewOf(machine.initialState(), 0, null);
const store = createStore<TimerView>(SERVER_VIEW);
let started = false;
let interval: ReturnType<typeof setInterval> | null = null;
let announcementId = 0;

type PhaseEndListener = (ended: machine.FinishedPhase) => void;
const phaseEndListeners = new Set<PhaseEndListener>();
/** Phases that ended before anyone listened (the first tick after a reload): given to the first listener. */
let undelivered: machine.FinishedPhase[] = [];

function announceEnds(finished: machine.FinishedPhase[]): void {
  if (finished.length === 0) return;
  if (phaseEndListeners.size === 0) {
    undelivered = [...undelivered, ...finished].slice(-8);
    return;
  }
  for (const ended of finished) for (const listener of phaseEndListeners) listener(ended);
}

/**
 * Calls `listener` for every phase that runs to its end in this tab (not for skipped ones), including
 * phases that ended while the page was closed, found on the first tick after it opens.
 */
export function onPhaseEnd(listener: PhaseEndListener): () => void {
  phaseEndListeners.add(listener);
  const pending = undelivered;
  undelivered = [];
  for (const ended of pending) listener(ended);
  return () => phaseEndListeners.delete(listener);
}

function save(state: machine.TimerState): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(state));
  } catch {
    // Private mode or a full quota: the timer still works for this page load.
  }
}

function load(): machine.TimerState {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return (raw && machine.reviveState(JSON.parse(raw))) || machine.initialState();
  } catch {
    return machine.initialState();
  }
}

function commit(state: machine.TimerState, started: machine.Phase[] = []): void {
  const now = Date.now();
  let announcement = store.get().announcement;
  const last = started.at(-1);
  if (last) {
    announcementId += 1;
    const minutes = machine.phaseMs(last, state.durations) / 60_000;
    announcement = { id: announcementId, text: focusTexts.announce(last, minutes) };
  }
  const prev = store.get();
  const next = viewOf(state, now, announcement);
  if (
    prev.state !== next.state ||
    prev.remainingSeconds !== next.remainingSeconds ||
    prev.announcement !== next.announcement
  ) {
    store.set(next);
  }
  if (prev.state !== state) save(state);
  syncInterval(state);
}

function tick(): void {
  const { state, started, finished } = machine.advance(store.get().state, Date.now());
  commit(state, started);
  announceEnds(finished);
}

function syncInterval(state: machine.TimerState): void {
  if (state.status === 'running' && interval === null) interval = setInterval(tick, TICK_MS);
  if (state.status !== 'running' && interval !== null) {
    clearInterval(interval);
    interval = null;
  }
}

/** Loads the saved timer the first time a component asks for it in the browser. */
function ensureStarted(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  const { state, finished } = machine.advance(load(), Date.now());
  commit(state);
  announceEnds(finished);
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEY) commit(load());
  });
}

function subscribe(listener: () => void): () => void {
  ensureStarted();
  return store.subscribe(listener);
}

export function useFocusTimer(): TimerView {
  return useSyncExternalStore(subscribe, store.get, () => SERVER_VIEW);
}

export const timerActions = {
  start: () => commit(machine.start(store.get().state, Date.now())),
  pause: () => commit(machine.pause(store.get().state, Date.now())),
  reset: () => commit(machine.reset(store.get().state)),
  skip: () => {
    const state = machine.skip(store.get().state, Date.now());
    commit(state, [state.phase]);
  },
  setDurations: (d: machine.Durations) => commit(machine.setDurations(store.get().state, d)),
};
