import { TIMINGS_MS } from '@pusula/contracts/constants';
import { WEB_PUSH_PATHS } from '@pusula/contracts/web-push';
import { sendIdempotent } from '../portal/retries/transient-retry';
import type { SignedInSession } from '../session/session-store';
import { pushTexts as m } from './texts';

/**
 * Web push (spec §4 "Push"): about 100 ms after a coach or advisor signs in the browser is asked for
 * permission, a push subscription (the "device token") is made with the server's VAPID key (GET
 * /api/web-push/vapid-public-key) and registered with POST /api/web-push/register-token; the paths are the
 * server's own (WEB_PUSH_PATHS in contracts). Every failure makes registration return false silently (§8).
 */

export interface PushSubscriber {
  getSubscription(): Promise<{ toJSON(): unknown } | null>;
  subscribe(options: { userVisibleOnly: boolean; applicationServerKey: Uint8Array }): Promise<{
    toJSON(): unknown;
  }>;
}

export interface PushDeps {
  /** `'Notification' in window` and `'serviceWorker' in navigator` (and PushManager). */
  supported(): boolean;
  /** `Notification.permission` now, without asking ('default' where unknown). */
  permission?(): string;
  requestPermission(): Promise<string>;
  /** Registers /sw.js and returns its push manager. */
  pushManager(): Promise<PushSubscriber | null>;
  fetch: typeof fetch;
  getAuthToken(): string | null;
  logger: Pick<Console, 'debug'>;
  /** The pause between tries of the registration (tests pass an instant one). */
  wait?: (ms: number) => Promise<void>;
}

export interface PushRegistration {
  token: string;
  userRole: 'COACH' | 'ADVISOR' | 'STUDENT';
  userId: string;
  /** The coach id for a coach, the user id for an advisor and a student. */
  roleSpecificId: string;
}

/** Who registers, or null for roles without push (admins and parents have none). */
export function pushIdentity(s: SignedInSession): Omit<PushRegistration, 'token'> | null {
  if (s.user.role === 'ADVISOR') return { userRole: 'ADVISOR', userId: s.user.id, roleSpecificId: s.user.id };
  if (s.user.role === 'STUDENT') return { userRole: 'STUDENT', userId: s.user.id, roleSpecificId: s.user.id };
  if (s.user.role === 'COACH')
    return {
      userRole: 'COACH',
      userId: s.user.id,
      roleSpecificId: s.coach?.coach.id || s.coach?.id || s.user.id,
    };
  return null;
}

/** A VAPID key in URL-safe base64 as the bytes PushManager.subscribe wants. */
export function keyBytes(base64url: string): Uint8Array {
  const padded = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(padded);
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

async function vapidKey(deps: PushDeps): Promise<string | null> {
  const res = await deps.fetch(WEB_PUSH_PATHS.publicKey, { headers: { accept: 'application/json' } });
  if (!res.ok) return null;
  const body = (await res.json().catch(() => null)) as { data?: { publicKey?: unknown } } | null;
  return typeof body?.data?.publicKey === 'string' && body.data.publicKey ? body.data.publicKey : null;
}

export async function registerPush(
  identity: Omit<PushRegistration, 'token'>,
  deps: PushDeps,
): Promise<boolean> {
  try {
    if (!deps.supported()) return false;
    if ((await deps.requestPermission()) !== 'granted') return false;
    const manager = await deps.pushManager();
    if (!manager) return false;
    let subscription = await manager.getSubscription();
    if (!subscription) {
      const key = await vapidKey(deps);
      if (!key) return false;
      subscription = await manager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
    }
    const token = subscription ? JSON.stringify(subscription.toJSON()) : '';
    if (!token) return false;
    const auth = deps.getAuthToken();
    if (!auth) return false;
    const body: PushRegistration = { token, ...identity };
    // An upsert by the subscription's endpoint: sending it again after a lost answer stores one device.
    const res = await sendIdempotent(
      () =>
        deps.fetch(WEB_PUSH_PATHS.register, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${auth}` },
          body: JSON.stringify(body),
        }),
      deps.wait,
    );
    return res.ok;
  } catch (error) {
    deps.logger.debug(m.registerFailed, error);
    return false;
  }
}

/**
 * Runs the registration 100 ms after sign-in; returns a cancel for a sign-out in between. A student is
 * never asked at sign-in (they turn notifications on in the student app): once they allowed them, each
 * sign-in registers the device again, silently.
 */
export function schedulePushSetup(
  s: SignedInSession,
  deps: PushDeps,
  timers: { setTimeout(run: () => void, ms: number): unknown; clearTimeout(h: unknown): void } = {
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
  },
  done?: (ok: boolean) => void,
): () => void {
  const identity = pushIdentity(s);
  if (!identity) return () => {};
  if (identity.userRole === 'STUDENT' && deps.permission?.() !== 'granted') return () => {};
  const handle = timers.setTimeout(() => {
    void registerPush(identity, deps).then((ok) => done?.(ok));
  }, TIMINGS_MS.pushSetupDelay);
  return () => timers.clearTimeout(handle);
}
