import { describe, expect, it, vi } from 'vitest';
import { createSessionStore, portalRoleOf, type SessionDeps } from './session-store';

const advisor = {
  id: 'adv-1',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'danisman@pusula.dev',
  title: 'Kıdemli Eğitim Danışmanı',
  department: 'YKS Koçluk',
  specialization: 'Sayısal',
  phone: null,
  coachCount: 2,
  maxCoachLimit: 10,
  isActive: true,
};
const advisorUser = {
  id: 'adv-1',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'danisman@pusula.dev',
  role: 'ADVISOR',
};

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

function setup(initial: Record<string, string> = {}, fetchImpl?: typeof fetch) {
  const storage = memoryStorage(initial);
  const sessionStorage = { clear: vi.fn() };
  const logger = { error: vi.fn(), warn: vi.fn() };
  const fetchMock = vi.fn(fetchImpl ?? (async () => new Response('{}', { status: 200 })));
  const deps: SessionDeps = { storage, sessionStorage, fetch: fetchMock as typeof fetch, logger };
  return { store: createSessionStore(deps), storage, sessionStorage, logger, fetchMock };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('session restore', () => {
  it('starts loading and is signed out without a stored token', () => {
    const { store } = setup();
    expect(store.get()).toEqual({ status: 'loading' });
    expect(store.restore()).toEqual({ status: 'signedOut' });
  });

  it('restores an advisor from the token and the advisor record', () => {
    const { store } = setup({ token: 't1', advisor: JSON.stringify(advisor) });
    const state = store.restore();
    expect(state.status).toBe('signedIn');
    if (state.status !== 'signedIn') return;
    expect(state.token).toBe('t1');
    expect(state.user).toEqual({ ...advisorUser, role: 'ADVISOR' });
    expect(state.advisor).toEqual(advisor);
  });

  it('fills the spec defaults of a sparse advisor record (coachCount 0, maxCoachLimit 10)', () => {
    const { store } = setup({ token: 't1', advisor: JSON.stringify({ id: 'a1' }) });
    const state = store.restore();
    expect(state.status === 'signedIn' && state.advisor).toMatchObject({ coachCount: 0, maxCoachLimit: 10 });
  });

  it('restores a coach with studentCount defaulting to 0 and the nested coach object', () => {
    const coach = {
      id: 'c1',
      firstName: 'Mehmet',
      lastName: 'Kaya',
      email: 'k@x',
      packageId: 'p',
      studentLimit: 25,
    };
    const { store } = setup({ token: 't', coach: JSON.stringify(coach) });
    const state = store.restore();
    expect(state.status === 'signedIn' && state.user.role).toBe('COACH');
    expect(state.status === 'signedIn' && state.coach).toMatchObject({
      studentCount: 0,
      coach: { id: 'c1', packageId: 'p', studentCount: 0 },
    });
  });

  it('is signed out with a token but no role record', () => {
    const { store } = setup({ token: 't1' });
    expect(store.restore()).toEqual({ status: 'signedOut' });
  });

  it('a corrupt record clears the stored session and logs it', () => {
    const { store, storage, logger } = setup({
      token: 't1',
      user: JSON.stringify(advisorUser),
      advisor: '{not json',
      unrelated: 'kept',
    });
    expect(store.restore()).toEqual({ status: 'signedOut' });
    expect([...storage.items.keys()]).toEqual(['unrelated']);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('a record without an id or a user with an unknown role counts as corrupt', () => {
    const a = setup({ token: 't', advisor: JSON.stringify({ name: 'x' }) });
    expect(a.store.restore()).toEqual({ status: 'signedOut' });
    expect(a.storage.items.size).toBe(0);
    const b = setup({
      token: 't',
      advisor: JSON.stringify(advisor),
      user: JSON.stringify({ id: 'x', role: 'ROOT' }),
    });
    expect(b.store.restore()).toEqual({ status: 'signedOut' });
    expect(b.storage.items.size).toBe(0);
  });
});

describe('session login', () => {
  it('sends only email and password, stores token, user and record, then signs in', async () => {
    const { store, storage, fetchMock } = setup({}, async () =>
      json(200, { data: { token: 'tok', user: advisorUser, advisor } }),
    );
    store.restore();
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.get().status));
    const state = await store.login('danisman@pusula.dev', 'Pusula.2025');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      email: 'danisman@pusula.dev',
      password: 'Pusula.2025',
    });
    expect(seen).toEqual(['loading', 'signedIn']);
    expect(state.user.role).toBe('ADVISOR');
    expect(storage.items.get('token')).toBe('tok');
    expect(JSON.parse(storage.items.get('advisor')!)).toEqual(advisor);
  });

  it('throws the server message, or the Turkish fallback, and stays signed out', async () => {
    const a = setup({}, async () => json(401, { success: false, message: 'E-posta veya şifre hatalı' }));
    a.store.restore();
    await expect(a.store.login('a@b.c', 'x')).rejects.toThrow('E-posta veya şifre hatalı');
    expect(a.store.get()).toEqual({ status: 'signedOut' });

    const b = setup({}, async () => new Response('oops', { status: 500 }));
    b.store.restore();
    await expect(b.store.login('a@b.c', 'x')).rejects.toThrow('Giriş yapılırken bir hata oluştu');

    const c = setup({}, async () => json(429, { error: 'Çok fazla deneme' }));
    await expect(c.store.login('a@b.c', 'x')).rejects.toThrow('Çok fazla deneme');
  });
});

describe('session logout', () => {
  it('calls the server with the token, clears storage, session storage and caches; an advisor goes to /advisor', async () => {
    const { store, storage, sessionStorage, fetchMock } = setup({
      token: 't1',
      user: JSON.stringify(advisorUser),
      advisor: JSON.stringify(advisor),
      selectedStudent: '{"id":"s"}',
      'pusula.focus-timer': 'kept',
    });
    store.restore();
    const cleared = vi.fn();
    store.onSignOut(cleared);
    await expect(store.logout()).resolves.toBe('/advisor');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', {
      method: 'POST',
      headers: { authorization: 'Bearer t1' },
    });
    expect([...storage.items.keys()]).toEqual(['pusula.focus-timer']);
    expect(sessionStorage.clear).toHaveBeenCalled();
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(store.get()).toEqual({ status: 'signedOut' });
  });

  it('a server failure is logged and cleanup goes on; a coach goes to /auth/login', async () => {
    const { store, storage, logger } = setup(
      { token: 't1', coach: JSON.stringify({ id: 'c1' }) },
      async () => {
        throw new TypeError('Failed to fetch');
      },
    );
    store.restore();
    await expect(store.logout()).resolves.toBe('/auth/login');
    expect(logger.error).toHaveBeenCalled();
    expect(storage.items.size).toBe(0);
    expect(store.get()).toEqual({ status: 'signedOut' });
  });

  it('expire clears without calling the server and names the role’s login page', () => {
    const { store, fetchMock, storage } = setup({ token: 't1', advisor: JSON.stringify(advisor) });
    store.restore();
    expect(store.expire()).toBe('/advisor');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(0);
  });
});

describe('portal areas', () => {
  it('names the role whose signed-in area holds a path, and none for public pages', () => {
    expect(portalRoleOf('/dashboard')).toBe('COACH');
    expect(portalRoleOf('/dashboard/students/s1?tab=Notlar')).toBe('COACH');
    expect(portalRoleOf('/admin/e-postalar')).toBe('ADMIN');
    expect(portalRoleOf('/advisor/dashboard')).toBe('ADVISOR');
    expect(portalRoleOf('/video-lobby')).toBe('ADVISOR');
    expect(portalRoleOf('/parent/messages')).toBe('PARENT');
    expect(portalRoleOf('/ogrenci/hafta')).toBe('STUDENT');
    expect(portalRoleOf('/ogrenci/giris')).toBeNull();
    for (const open of ['/', '/sss', '/advisor', '/advisor/', '/parent/login', '/auth/login', '/dashboards'])
      expect(portalRoleOf(open)).toBeNull();
  });
});
