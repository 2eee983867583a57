import { Bell, CircleAlert, CircleCheck, Info, MessageSquare, TriangleAlert, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cx } from '../design/ui/cx';
import { formatTime } from '../lib/format';
import { toastTexts as m, TOAST_LABELS } from './texts';
import type { Toast, ToastType } from './toast-store';
import { toasts } from './toasts';

const ICONS: Record<ToastType, typeof Info> = {
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleAlert,
  info: Info,
  message: MessageSquare,
};

const TONES: Record<ToastType, string> = {
  success: 'border-success/40 [--toast-tone:var(--pu-success)]',
  warning: 'border-accent/40 [--toast-tone:var(--pu-accent)]',
  error: 'border-danger/40 [--toast-tone:var(--pu-danger)]',
  info: 'border-brand/40 [--toast-tone:var(--pu-brand)]',
  message: 'border-brand/40 [--toast-tone:var(--pu-brand)]',
};

const EMPTY: readonly Toast[] = [];

/** The toast stack at the top right (spec §2 "Panels"); polite announcements, errors assertive. */
export function ToastViewport() {
  const list = useSyncExternalStore(toasts.subscribe, toasts.get, () => EMPTY);
  return (
    <section
      aria-label={m.region}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex flex-col items-stretch gap-2 p-3 sm:inset-x-auto sm:right-0 sm:w-96 sm:p-4"
    >
      <ol className="flex flex-col gap-2" aria-live="polite" aria-relevant="additions">
        {list.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const Icon = toast.title === m.notification ? Bell : ICONS[toast.type];
  const shown = toast.phase === 'visible';
  return (
    <li
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-toast-type={toast.type}
      data-phase={toast.phase}
      onMouseEnter={() => toasts.pause(toast.id)}
      onMouseLeave={() => toasts.resume(toast.id)}
      onFocus={() => toasts.pause(toast.id)}
      onBlur={() => toasts.resume(toast.id)}
      className={cx(
        'pointer-events-auto flex gap-3 rounded-[var(--radius-card)] border border-l-4 bg-surface p-3.5 text-ink shadow-[var(--shadow-card)]',
        'border-l-[var(--toast-tone)] transition-[opacity,transform] duration-300 ease-out motion-reduce:transition-none',
        TONES[toast.type],
        shown ? 'translate-x-0 opacity-100' : 'translate-x-4 opacity-0',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-[var(--toast-tone)]" />
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline justify-between gap-2">
          <span className="text-xs font-bold tracking-wide text-[var(--toast-tone)]">
            {TOAST_LABELS[toast.type]}
          </span>
          <time className="text-xs text-ink-muted" dateTime={new Date(toast.timestamp).toISOString()}>
            {formatTime(toast.timestamp)}
          </time>
        </p>
        {toast.title !== TOAST_LABELS[toast.type] ? (
          <p className="mt-0.5 font-semibold leading-snug">{toast.title}</p>
        ) : null}
        {toast.message ? (
          <p className="mt-0.5 break-words text-sm leading-snug text-ink-muted">{toast.message}</p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => toasts.dismiss(toast.id)}
        aria-label={m.closeNamed(toast.title)}
        className="-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}
