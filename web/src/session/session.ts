import { createSessionStore, SESSION_KEYS, type SessionStore } from './session-store';

/**
 * The page's one session. Browser globals are looked up on use, not at import, so the module is safe to
 * import while prerendering.
 */
export const session: SessionStore = createSessionStore({
  storage: {
    getItem: (k) => localStorage.getItem(k),
    setItem: (k, v) => localStorage.setItem(k, v),
    removeItem: (k) => localStorage.removeItem(k),
  },
  sessionStorage: { clear: () => sessionStorage.clear() },
  fetch: (input, init) => fetch(input, init),
  logger: console,
});

let listening = false;
/** Another tab signing in or out changes this tab's session too. */
export function followOtherTabs(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('storage', (event) => {
    if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) session.restore();
  });
}
