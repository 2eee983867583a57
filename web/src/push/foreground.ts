import { TIMINGS_MS } from '@pusula/contracts/constants';
import { pushTexts as m } from './texts';

/** Spec §3 "Push message". */
export interface PushPayload {
  notification?: { title?: string; body?: string };
  data?: Record<string, unknown>;
}

export interface NotificationLike {
  close(): void;
  onclick: ((event: Event) => unknown) | null;
}

export interface ForegroundDeps {
  createNotification(
    title: string,
    options: { body: string; data?: unknown; tag?: string },
  ): NotificationLike;
  setTimeout(run: () => void, ms: number): unknown;
  focusWindow(): void;
}

/**
 * A push that arrives while the page is in front: a browser notification with the Turkish defaults when
 * title or body are missing, closed after 5 s or when clicked (which also focuses the page).
 */
export function showForegroundNotification(payload: PushPayload, deps: ForegroundDeps): NotificationLike {
  const title = payload.notification?.title?.trim() || m.defaultTitle;
  const body = payload.notification?.body?.trim() || m.defaultBody;
  const id = payload.data?.notificationId;
  // Tagged with its notification: the same push twice replaces itself instead of showing twice.
  const notification = deps.createNotification(title, {
    body,
    data: payload.data,
    ...(typeof id === 'string' ? { tag: id } : {}),
  });
  notification.onclick = () => {
    deps.focusWindow();
    notification.close();
  };
  deps.setTimeout(() => notification.close(), TIMINGS_MS.foregroundNotificationClose);
  return notification;
}
