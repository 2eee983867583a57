import { TIMINGS_MS, TOAST_MAX } from '@pusula/contracts/constants';
import { createStore, type Store } from '../lib/external-store';
import { TOAST_LABELS } from './texts';
import { placeToast, toastKey, toastsOfEndedCalls } from './toast-policy';

/** Spec §3 "Toast". */
export type ToastType = 'success' | 'warning' | 'error' | 'info' | 'message';

/**
 * One toast and where it is in its life: `entering` (mounted, not yet shown: the 50 ms start delay lets the
 * enter transition run), `visible`, `exiting` (the 300 ms exit animation), then removed.
 */
export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  message: string;
  timestamp: number;
  autoClose: boolean;
  duration: number;
  phase: 'entering' | 'visible' | 'exiting';
  /** Toasts of one key are one toast, counted (toast-policy.ts). */
  key: string;
  /** How many times this news came while the toast was on screen ("×3"). */
  count: number;
  /** `high`: an advisor's HIGH priority note — its own look and label, and it stays until closed. */
  priority: 'normal' | 'high';
  /** The video call it announces: dismissed when that call is over (toast-policy.ts). */
  callId?: string;
  /** A button on the toast ("Tekrar dene"): pressing it closes the toast and runs `run`. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  run: () => void;
}

export interface ToastInput {
  type: ToastType;
  /** Defaults to the type's label (BAŞARILI, UYARI, …). */
  title?: string;
  message: string;
  /** Default true; false keeps the toast until it is closed. */
  autoClose?: boolean;
  /** Default 5 s; 10 s for warnings. */
  duration?: number;
  /** Default: type, title and text — the same news again is counted, not stacked. */
  key?: string;
  priority?: 'normal' | 'high';
  callId?: string;
  action?: ToastAction;
}

export interface ToastTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

export interface ToastStore extends Store<readonly Toast[]> {
  show(input: ToastInput): string;
  /** Starts the exit animation; the toast is removed 300 ms later. */
  dismiss(id: string): void;
  /** Holds the auto-close while the pointer or focus is on the toast (WCAG 2.2.1). */
  pause(id: string): void;
  resume(id: string): void;
  clear(): void;
  /** Dismisses the toasts announcing calls that were not running any more at `readAt` (ms). */
  endCalls(running: ReadonlySet<string>, readAt: number): void;
}

export function defaultDuration(type: ToastType): number {
  return type === 'warning' ? TIMINGS_MS.toastWarning : TIMINGS_MS.toastDefault;
}

export function createToastStore(timers: ToastTimers, newId: () => string): ToastStore {
  const store = createStore<readonly Toast[]>([]);
  /** Pending timers per toast: the start delay, the auto-close, or the exit. */
  const pending = new Map<string, unknown>();

  const cancel = (id: string) => {
    const handle = pending.get(id);
    if (handle !== undefined) timers.clearTimeout(handle);
    pending.delete(id);
  };
  const schedule = (id: string, ms: number, run: () => void) => {
    cancel(id);
    pending.set(
      id,
      timers.setTimeout(() => {
        pending.delete(id);
        run();
      }, ms),
    );
  };
  const update = (id: string, patch: Partial<Toast>) =>
    store.set(store.get().map((t) => (t.id === id ? { ...t, ...patch } : t)));
  const remove = (id: string) => {
    cancel(id);
    store.set(store.get().filter((t) => t.id !== id));
  };
  const startAutoClose = (toast: Toast) => {
    if (toast.autoClose) schedule(toast.id, toast.duration, () => dismiss(toast.id));
  };

  function dismiss(id: string) {
    const toast = store.get().find((t) => t.id === id);
    if (!toast || toast.phase === 'exiting') return;
    update(id, { phase: 'exiting' });
    schedule(id, TIMINGS_MS.toastExit, () => remove(id));
  }

  return {
    ...store,
    show(input) {
      const title = input.title?.trim() || TOAST_LABELS[input.type];
      const toast: Toast = {
        id: newId(),
        type: input.type,
        title,
        message: input.message,
        timestamp: timers.now(),
        autoClose: input.autoClose !== false,
        duration: input.duration ?? defaultDuration(input.type),
        phase: 'entering',
        key: input.key ?? toastKey(input.type, title, input.message),
        count: 1,
        priority: input.priority ?? 'normal',
        ...(input.callId ? { callId: input.callId } : {}),
        ...(input.action ? { action: input.action } : {}),
      };
      const placed = placeToast(store.get(), toast, TOAST_MAX);
      if (placed.kind === 'counted') {
        store.set(placed.list);
        // The same news again: its time to close starts over (a toast still entering starts it anyway).
        const counted = placed.list.find((t) => t.id === placed.id)!;
        if (counted.phase === 'visible') startAutoClose(counted);
        return placed.id;
      }
      for (const dropped of placed.dropped) cancel(dropped);
      store.set(placed.list);
      schedule(toast.id, TIMINGS_MS.toastStartDelay, () => {
        update(toast.id, { phase: 'visible' });
        const shown = store.get().find((t) => t.id === toast.id);
        if (shown) startAutoClose(shown);
      });
      return toast.id;
    },
    dismiss,
    pause(id) {
      const toast = store.get().find((t) => t.id === id);
      if (toast?.phase === 'visible' && toast.autoClose) cancel(id);
    },
    resume(id) {
      const toast = store.get().find((t) => t.id === id);
      if (toast?.phase === 'visible' && !pending.has(id)) startAutoClose(toast);
    },
    endCalls(running, readAt) {
      for (const id of toastsOfEndedCalls(store.get(), running, readAt)) dismiss(id);
    },
    clear() {
      for (const id of [...pending.keys()]) cancel(id);
      store.set([]);
    },
  };
}
