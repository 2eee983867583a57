import { clickTargetFor } from '../push/click-target';

/**
 * Web push in the service worker (spec §2 "Push notification click" and §4 "Push").
 * - push: while a Pusula page is in front, the page shows the notification itself (it closes after 5 s);
 *   otherwise the worker shows it, with Turkish defaults when title or body are missing.
 * - notificationclick: a student's notification opens its page under /ogrenci (`data.url`); for staff,
 *   type message → /dashboard/messages, type appointment → /dashboard/calendar, anything else → /dashboard
 *   (push/click-target.ts).
 * The scope is described by the few members used, so the handlers run against a stand-in in unit tests.
 */
const DEFAULT_TITLE = 'Pusula';
const DEFAULT_BODY = 'Yeni bir bildiriminiz var.';

interface WindowClient {
  url: string;
  visibilityState?: string;
  focused?: boolean;
  focus(): Promise<unknown>;
  navigate?(url: string): Promise<WindowClient | null>;
  postMessage(message: unknown): void;
}

interface WaitingEvent {
  waitUntil(work: Promise<unknown>): void;
}

export interface PushEventLike extends WaitingEvent {
  data?: { json(): unknown; text(): string } | null;
}

export interface NotificationClickLike extends WaitingEvent {
  notification: { close(): void; data?: { type?: unknown } | null };
}

export interface PushWorkerScope {
  location: { origin: string };
  addEventListener(type: 'push', listener: (event: PushEventLike) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickLike) => void): void;
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  registration: { showNotification(title: string, options: NotificationOptions): Promise<void> };
}

interface PushPayload {
  notification?: { title?: string; body?: string };
  data?: Record<string, unknown>;
}

function readPayload(data: PushEventLike['data']): PushPayload {
  if (!data) return {};
  try {
    const value = data.json();
    return value && typeof value === 'object' ? (value as PushPayload) : {};
  } catch {
    return { notification: { body: data.text() } };
  }
}

export function listenForPushes(self: PushWorkerScope): void {
  self.addEventListener('push', (event) => {
    const payload = readPayload(event.data);
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const front = windows.filter((c) => c.visibilityState === 'visible' && c.focused);
        if (front.length > 0) {
          for (const client of front) client.postMessage({ type: 'PUSH_FOREGROUND', payload });
          return;
        }
        const notification = payload.notification || {};
        const data = payload.data || {};
        await self.registration.showNotification(notification.title || DEFAULT_TITLE, {
          body: notification.body || DEFAULT_BODY,
          data,
          icon: '/icons/pusula-192.png',
          // One notification per notification id: a push that arrives twice replaces itself, silently.
          ...(typeof data.notificationId === 'string' ? { tag: data.notificationId } : {}),
        });
      })(),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data || {};
    const path = clickTargetFor(data);
    event.waitUntil(
      (async () => {
        const url = new URL(path, self.location.origin).href;
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const same = windows.find((c) => c.url === url);
        if (same) return same.focus();
        const any = windows[0];
        if (any && typeof any.navigate === 'function') {
          const navigated = await any.navigate(url);
          return (navigated || any).focus();
        }
        return self.clients.openWindow(url);
      })(),
    );
  });
}
