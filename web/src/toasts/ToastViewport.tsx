import { Bell, CircleAlert, CircleCheck, Info, MessageSquare, TriangleAlert, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cx } from '../design/ui/cx';
import { formatTime } from '../lib/format';
import { useMediaQuery } from '../lib/use-media-query';
import { toastTexts as m, TOAST_LABELS } from './texts';
import { TOASTS_SHOWN_ON_PHONE, visibleToasts } from './toast-policy';
import type { Toast, ToastAction, ToastType } from './toast-store';
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

/**
 * The toast stack at the top right (spec §2 "Panels"), below the top bar: the bell and the account menu
 * (4 rem bars in every frame) stay uncovered, and an open bell or menu (z-50) lies above the toasts.
 * A desk shows the whole stack (spec: up to five); a phone the newest three, the others counted
 * (toast-policy.ts). Polite announcements, errors assertive.
 */
export function ToastViewport() {
  const list = useSyncExternalStore(toasts.subscribe, toasts.get, () => EMPTY);
  const phone = useMediaQuery('(max-width: 639.98px)');
  const { shown, waiting } = visibleToasts(list, phone ? TOASTS_SHOWN_ON_PHONE : list.length);
  return (
    <section
      aria-label={m.region}
      className="pointer-events-none fixed inset-x-0 top-[calc(4rem+env(safe-area-inset-top))] z-[45] flex flex-col items-stretch gap-2 px-3 pt-2 sm:inset-x-auto sm:right-0 sm:w-96 sm:px-4"
    >
      <ol className="flex flex-col gap-2" aria-live="polite" aria-relevant="additions">
        {shown.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
      {waiting > 0 ? (
        <p
          data-testid="toasts-waiting"
          className="self-end rounded-full bg-surface px-3 py-1 text-xs font-medium text-ink-muted shadow-[var(--shadow-card)]"
        >
          {m.waiting(waiting)}
        </p>
      ) : null}
    </section>
  );
}

const HIGH_TONE = 'border-danger/60 bg-danger-soft [--toast-tone:var(--pu-danger)]';

function ToastItem({ toast }: { toast: Toast }) {
  const high = toast.priority === 'high';
  const Icon = high ? CircleAlert : toast.title === m.notification ? Bell : ICONS[toast.type];
  const label = high ? m.highPriority : TOAST_LABELS[toast.type];
  const shown = toast.phase === 'visible';
  return (
    <li
      role={toast.type === 'error' ? 'alert' : 'status'}
      data-toast-type={toast.type}
      data-toast-priority={toast.priority}
      data-phase={toast.phase}
      onMouseEnter={() => toasts.pause(toast.id)}
      onMouseLeave={() => toasts.resume(toast.id)}
      onFocus={() => toasts.pause(toast.id)}
      onBlur={() => toasts.resume(toast.id)}
      className={cx(
        'pointer-events-auto flex min-w-0 gap-3 rounded-[var(--radius-card)] border border-l-4 p-3.5 text-ink shadow-[var(--shadow-card)]',
        'border-l-[var(--toast-tone)] transition-[opacity,transform] duration-300 ease-out motion-reduce:transition-none',
        high ? HIGH_TONE : `bg-surface ${TONES[toast.type]}`,
        shown ? 'translate-x-0 opacity-100' : 'translate-x-4 opacity-0',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-[var(--toast-tone)]" />
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline justify-between gap-2">
          <span className="text-xs font-bold tracking-wide text-[var(--toast-tone)]">
            {label}
            {toast.count > 1 ? (
              <span
                data-testid="toast-count"
                title={m.repeatedLong(toast.count)}
                className="ml-2 rounded-full bg-[var(--toast-tone)] px-1.5 py-0.5 text-white"
              >
                <span aria-hidden="true">{m.repeated(toast.count)}</span>
                <span className="sr-only">{m.repeatedLong(toast.count)}</span>
              </span>
            ) : null}
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
        {toast.action ? <ToastActionButton toast={toast} action={toast.action} /> : null}
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

/** The toast's one action: it closes the toast first, so a second press cannot run it twice. */
function ToastActionButton({ toast, action }: { toast: Toast; action: ToastAction }) {
  return (
    <button
      type="button"
      data-testid="toast-action"
      onClick={() => {
        toasts.dismiss(toast.id);
        action.run();
      }}
      className="mt-2 inline-flex min-h-9 items-center rounded-md border border-[var(--toast-tone)] px-3 text-sm font-semibold text-[var(--toast-tone)] hover:bg-surface-muted"
    >
      {action.label}
    </button>
  );
}
