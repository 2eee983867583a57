import { createToastStore, type ToastInput } from './toast-store';

let counter = 0;

/** The page's toasts (one stack at the top right). */
export const toasts = createToastStore(
  {
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    now: () => Date.now(),
  },
  () => `toast-${Date.now().toString(36)}-${(counter++).toString(36)}`,
);

/** Shorthands for components: `notify.success('Kaydedildi')`. */
export const notify = {
  success: (message: string, title?: string) => toasts.show({ type: 'success', message, title }),
  error: (message: string, title?: string) => toasts.show({ type: 'error', message, title }),
  warning: (message: string, title?: string) => toasts.show({ type: 'warning', message, title }),
  info: (message: string, title?: string) => toasts.show({ type: 'info', message, title }),
  show: (input: ToastInput) => toasts.show(input),
};
