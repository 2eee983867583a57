/**
 * The current URL as a small external store for the prerendered public pages (see ./router-shim.tsx):
 * read once, refreshed on history changes this runtime makes (a search update) and on back/forward.
 */
export interface SiteLocation {
  pathname: string;
  search: Record<string, string>;
  hash: string;
}

const listeners = new Set<() => void>();

function read(): SiteLocation {
  if (typeof window === 'undefined') return { pathname: '/', search: {}, hash: '' };
  return {
    pathname: window.location.pathname,
    search: Object.fromEntries(new URLSearchParams(window.location.search)),
    hash: window.location.hash.replace(/^#/, ''),
  };
}

let current = read();

function notify(): void {
  current = read();
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') window.addEventListener('popstate', notify);

export function getLocation(): SiteLocation {
  return current;
}

export function subscribeLocation(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Changes the URL without loading a page (the register page's tab in `?category=`). */
export function replaceUrl(url: string): void {
  window.history.replaceState(window.history.state, '', url);
  notify();
}

/** `/blog/$slug` + `{ slug }` → `/blog/…`; search values as the router writes them; `#hash`. */
export function buildHref(
  to: string,
  params?: Record<string, string>,
  search?: Record<string, unknown>,
  hash?: string,
): string {
  const path = to.replace(/\$([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeURIComponent(params?.[name] ?? ''),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(search ?? {})) {
    if (value !== undefined) query.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const queryString = query.toString();
  return `${path}${queryString ? `?${queryString}` : ''}${hash ? `#${hash}` : ''}`;
}
