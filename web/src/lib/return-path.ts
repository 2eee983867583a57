/**
 * Where a login page sends the user back to after sign-in (`?next=`): the page a signed-out visitor
 * opened. Only a path of this site is accepted, never another origin, so a crafted login link cannot
 * send someone elsewhere after they sign in (an open redirect).
 */

/** The query parameter of a login page that carries the page to return to. */
export const RETURN_PARAM = 'next';

/** Any origin works: the check is that resolving the path against it keeps that origin. */
const PROBE_ORIGIN = 'https://pusula.invalid';

/**
 * The path (with query and fragment) if `raw` is a same-origin relative path, else null. Refused: anything
 * not starting with exactly one `/` (`//evil.com`, `https://…`, `javascript:…`, `evil.com`), any backslash
 * (browsers read `/\evil.com` as `//evil.com`), control characters and whitespace (`/\t/evil.com`), and
 * anything that leaves the origin, or becomes `//…`, once resolved. The answer is the resolved form.
 */
export function safeReturnPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2_000) return null;
  if (!raw.startsWith('/') || raw.startsWith('//')) return null;
  if (raw.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u0020\u007f]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  // `/..//evil.com` resolves to the path `//evil.com`: as an address that is another host again.
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The return target of a login page's query string (`?next=…`), checked; null when absent or refused. */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}

/** A login page's address that returns to `returnTo` after sign-in (when it is a safe path). */
export function withReturnPath(loginPath: string, returnTo: string | null | undefined): string {
  const target = safeReturnPath(returnTo);
  return target ? `${loginPath}?${RETURN_PARAM}=${encodeURIComponent(target)}` : loginPath;
}
