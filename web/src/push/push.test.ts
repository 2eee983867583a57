import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForPushes, type PushWorkerScope } from '../service-worker/push-handlers';
import type { SignedInSession } from '../session/session-store';
import { showForegroundNotification } from './foreground';
import { type PushDeps, pushIdentity, registerPush, schedulePushSetup } from './push-registration';

const advisorSession: SignedInSession = {
  status: 'signedIn',
  token: 'tok',
  user: { id: 'u-adv', firstName: 'Ayşe', lastName: 'Yılmaz', email: 'a@x', role: 'ADVISOR' },
  advisor: null,
  coach: null,
  parent: null,
};
const coachSession: SignedInSession = {
  ...advisorSession,
  user: { ...advisorSession.user, id: 'u-coach', role: 'COACH' },
  coach: {
    id: 'coach-1',
    firstName: 'Mehmet',
    lastName: 'Kaya',
    email: 'k@x',
    package: 'P',
    packageId: 'p',
    studentLimit: 25,
    studentCount: 3,
    coach: { id: 'coach-1', packageId: 'p', studentCount: 3 },
  },
};

const studentSession: SignedInSession = {
  ...advisorSession,
  user: { ...advisorSession.user, id: 'u-stu', firstName: 'Elif', role: 'STUDENT' },
};

/** The documented path (README "REST endpoints"), written out: the server serves exactly this one. */
const KEY_PATH = '/api/web-push/vapid-public-key';

function deps(over: Partial<PushDeps> = {}) {
  const subscription = {
    toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/x', keys: { p256dh: 'p', auth: 'a' } }),
  };
  const fetchMock = vi.fn(async (url: string | URL | Request) =>
    String(url) === KEY_PATH
      ? new Response(JSON.stringify({ data: { publicKey: 'BAAA' } }), { status: 200 })
      : new Response('{}', { status: 200 }),
  );
  const d: PushDeps = {
    supported: () => true,
    requestPermission: async () => 'granted',
    pushManager: async () => ({ getSubscription: async () => null, subscribe: async () => subscription }),
    fetch: fetchMock as unknown as typeof fetch,
    getAuthToken: () => 'tok',
    logger: { debug: vi.fn() },
    ...over,
  };
  return { d, fetchMock };
}

describe('push registration', () => {
  it('registers {token, userRole, userId, roleSpecificId}: the user id for an advisor', async () => {
    const { d, fetchMock } = deps();
    await expect(registerPush(pushIdentity(advisorSession)!, d)).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls.at(-1)! as unknown as [string, RequestInit];
    expect(url).toBe('/api/web-push/register-token');
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok' });
    const body = JSON.parse(String(init.body));
    expect(body).toMatchObject({ userRole: 'ADVISOR', userId: 'u-adv', roleSpecificId: 'u-adv' });
    expect(JSON.parse(body.token)).toMatchObject({ endpoint: 'https://fcm.googleapis.com/x' });
  });

  it('asks the server for its VAPID key at the documented path and subscribes with that key', async () => {
    const subscribe = vi.fn(async () => ({ toJSON: () => ({ endpoint: 'https://fcm.googleapis.com/x' }) }));
    const { d, fetchMock } = deps({
      pushManager: async () => ({ getSubscription: async () => null, subscribe }),
    });
    await expect(registerPush(pushIdentity(advisorSession)!, d)).resolves.toBe(true);
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      KEY_PATH,
      '/api/web-push/register-token',
    ]);
    expect(subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: Uint8Array.from([4, 0, 0]),
    });
  });

  it('uses the coach id for a coach, and nobody else registers', () => {
    expect(pushIdentity(coachSession)).toEqual({
      userRole: 'COACH',
      userId: 'u-coach',
      roleSpecificId: 'coach-1',
    });
    expect(pushIdentity({ ...advisorSession, user: { ...advisorSession.user, role: 'PARENT' } })).toBeNull();
  });

  it('a student registers with their own user id', () => {
    expect(pushIdentity(studentSession)).toEqual({
      userRole: 'STUDENT',
      userId: 'u-stu',
      roleSpecificId: 'u-stu',
    });
  });

  it('returns false silently without support, permission, device token, auth token or an OK answer', async () => {
    const identity = pushIdentity(advisorSession)!;
    expect(await registerPush(identity, deps({ supported: () => false }).d)).toBe(false);
    expect(await registerPush(identity, deps({ requestPermission: async () => 'denied' }).d)).toBe(false);
    expect(await registerPush(identity, deps({ pushManager: async () => null }).d)).toBe(false);
    expect(await registerPush(identity, deps({ getAuthToken: () => null }).d)).toBe(false);
    const noKey = deps({ fetch: (async () => new Response('', { status: 404 })) as unknown as typeof fetch });
    expect(await registerPush(identity, noKey.d)).toBe(false);
    const refused = deps({
      fetch: (async (url: string) =>
        url === KEY_PATH
          ? new Response(JSON.stringify({ data: { publicKey: 'BAAA' } }))
          : new Response('', { status: 500 })) as unknown as typeof fetch,
    });
    expect(await registerPush(identity, refused.d)).toBe(false);
    const throwing = deps({ requestPermission: async () => Promise.reject(new Error('x')) });
    expect(await registerPush(identity, throwing.d)).toBe(false);
  });

  describe('timing', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('starts 100 ms after sign-in, and a sign-out before that cancels it', async () => {
      const { d } = deps();
      const permission = vi.fn(async () => 'granted');
      d.requestPermission = permission;
      schedulePushSetup(advisorSession, d);
      vi.advanceTimersByTime(99);
      expect(permission).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(permission).toHaveBeenCalledTimes(1);

      const other = vi.fn(async () => 'granted');
      const cancel = schedulePushSetup(advisorSession, { ...d, requestPermission: other });
      cancel();
      vi.advanceTimersByTime(1_000);
      expect(other).not.toHaveBeenCalled();
    });

    it('a student is never asked at sign-in; once they allowed, the device registers again silently', () => {
      const { d } = deps();
      const ask = vi.fn(async () => 'granted');
      schedulePushSetup(studentSession, { ...d, requestPermission: ask, permission: () => 'default' });
      vi.advanceTimersByTime(1_000);
      expect(ask).not.toHaveBeenCalled();
      schedulePushSetup(studentSession, { ...d, requestPermission: ask, permission: () => 'granted' });
      vi.advanceTimersByTime(100);
      expect(ask).toHaveBeenCalledTimes(1);
    });

    it('a foreground notification has Turkish defaults and closes after 5 s or on click', () => {
      const close = vi.fn();
      const focus = vi.fn();
      const created: { title: string; body: string }[] = [];
      const n = showForegroundNotification(
        {},
        {
          createNotification: (title, o) => {
            created.push({ title, body: o.body });
            return { close, onclick: null };
          },
          setTimeout: (run, ms) => setTimeout(run, ms),
          focusWindow: focus,
        },
      );
      expect(created).toEqual([{ title: 'Pusula', body: 'Yeni bir bildiriminiz var.' }]);
      vi.advanceTimersByTime(4_999);
      expect(close).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(close).toHaveBeenCalledTimes(1);
      n.onclick?.({} as Event);
      expect(focus).toHaveBeenCalled();
      expect(close).toHaveBeenCalledTimes(2);
    });
  });
});

describe('service worker', () => {
  function loadWorker(windows: { url: string; visibilityState?: string; focused?: boolean }[] = []) {
    const listeners: Record<string, (event: unknown) => void> = {};
    const opened: string[] = [];
    const shown: unknown[] = [];
    const posted: unknown[] = [];
    const clients = windows.map((w) => ({
      ...w,
      focus: vi.fn(async () => w),
      navigate: vi.fn(async (url: string) => ({ ...w, url, focus: vi.fn() })),
      postMessage: (m: unknown) => posted.push(m),
    }));
    const self = {
      location: { origin: 'https://pusula.dev' },
      addEventListener: (type: string, fn: (e: unknown) => void) => {
        listeners[type] = fn;
      },
      clients: {
        matchAll: async () => clients,
        openWindow: async (url: string) => void opened.push(url),
      },
      registration: {
        showNotification: async (title: string, o: unknown) => void shown.push({ title, ...(o as object) }),
      },
    } as Record<string, unknown>;
    listenForPushes(self as unknown as PushWorkerScope);
    return { self, listeners, opened, shown, posted, clients };
  }

  async function click(worker: ReturnType<typeof loadWorker>, type?: string) {
    let done: Promise<unknown> = Promise.resolve();
    worker.listeners.notificationclick!({
      notification: { close: vi.fn(), data: type ? { type } : {} },
      waitUntil: (p: Promise<unknown>) => {
        done = p;
      },
    });
    await done;
  }

  it('routes clicks: message → /dashboard/messages, appointment → /dashboard/calendar, else /dashboard', async () => {
    const w = loadWorker();
    await click(w, 'message');
    await click(w, 'appointment');
    await click(w, 'SYSTEM');
    await click(w);
    expect(w.opened).toEqual([
      'https://pusula.dev/dashboard/messages',
      'https://pusula.dev/dashboard/calendar',
      'https://pusula.dev/dashboard',
      'https://pusula.dev/dashboard',
    ]);
  });

  it('focuses a window already on the target instead of opening one', async () => {
    const w = loadWorker([{ url: 'https://pusula.dev/dashboard/messages' }]);
    await click(w, 'MESSAGE_RECEIVED');
    expect(w.clients[0]!.focus).toHaveBeenCalled();
    expect(w.opened).toEqual([]);
  });

  it('tags a notification with its id, so the same push twice shows once (the last replaces the first)', async () => {
    const w = loadWorker([{ url: 'https://pusula.dev/dashboard', visibilityState: 'hidden' }]);
    for (const _ of [1, 2]) {
      let done: Promise<unknown> = Promise.resolve();
      w.listeners.push!({
        data: { json: () => ({ notification: { title: 'Yeni not' }, data: { notificationId: 'n-1' } }) },
        waitUntil: (p: Promise<unknown>) => (done = p),
      });
      await done;
    }
    expect(w.shown).toMatchObject([{ tag: 'n-1' }, { tag: 'n-1' }]);
    const tags: (string | undefined)[] = [];
    showForegroundNotification(
      { data: { notificationId: 'n-2' } },
      {
        createNotification: (_title, o) => {
          tags.push(o.tag);
          return { close: () => {}, onclick: null };
        },
        setTimeout: () => 0,
        focusWindow: () => {},
      },
    );
    expect(tags).toEqual(['n-2']);
  });

  it('shows a push with Turkish defaults in the background, and hands it to a page in front', async () => {
    const push = async (worker: ReturnType<typeof loadWorker>, payload: unknown) => {
      let done: Promise<unknown> = Promise.resolve();
      worker.listeners.push!({
        data: { json: () => payload },
        waitUntil: (p: Promise<unknown>) => (done = p),
      });
      await done;
    };
    const back = loadWorker([{ url: 'https://pusula.dev/advisor/dashboard', visibilityState: 'hidden' }]);
    await push(back, { data: { type: 'message' } });
    expect(back.shown).toMatchObject([
      { title: 'Pusula', body: 'Yeni bir bildiriminiz var.', data: { type: 'message' } },
    ]);

    const front = loadWorker([
      { url: 'https://pusula.dev/advisor/dashboard', visibilityState: 'visible', focused: true },
    ]);
    await push(front, { notification: { title: 'Yeni mesaj' } });
    expect(front.shown).toEqual([]);
    expect(front.posted).toEqual([
      { type: 'PUSH_FOREGROUND', payload: { notification: { title: 'Yeni mesaj' } } },
    ]);
  });
});
