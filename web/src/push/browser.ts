import { registerAppWorker } from '../service-worker/register';
import { type PushPayload, showForegroundNotification } from './foreground';
import type { PushDeps } from './push-registration';

/** The browser's pieces of web push. */
export function browserPushDeps(): PushDeps {
  return {
    supported: () =>
      typeof window !== 'undefined' &&
      'Notification' in window &&
      'serviceWorker' in navigator &&
      'PushManager' in window,
    permission: () => (typeof Notification === 'undefined' ? 'default' : Notification.permission),
    requestPermission: () => Notification.requestPermission(),
    async pushManager() {
      await registerAppWorker();
      // Subscribing needs an active worker: the first install (it precaches the student app) can take
      // longer than the VAPID key's round trip.
      const registration = await navigator.serviceWorker.ready;
      return registration.pushManager as unknown as Awaited<ReturnType<PushDeps['pushManager']>>;
    },
    fetch: (input, init) => fetch(input, init),
    getAuthToken: () => localStorage.getItem('token'),
    logger: console,
  };
}

let listening = false;

/** Pushes the service worker hands to a page in front become foreground notifications. */
export function listenForForegroundPushes(): void {
  if (listening || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  listening = true;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent) => {
    const message = event.data as { type?: string; payload?: PushPayload } | null;
    if (message?.type !== 'PUSH_FOREGROUND' || !('Notification' in window)) return;
    if (Notification.permission !== 'granted') return;
    showForegroundNotification(message.payload ?? {}, {
      createNotification: (title, options) => new Notification(title, options),
      setTimeout: (run, ms) => setTimeout(run, ms),
      focusWindow: () => window.focus(),
    });
  });
}
