import { educationPaths } from '@pusula/contracts/education-paths';

/**
 * What the service worker answers when the network is gone, and nothing else: the student's pages and
 * their reads. Every other portal and public page goes to the network as if there were no worker, so a
 * deploy can never leave them on an old build.
 */

/** The pages a student opens from the home screen: the student app and the focus timer. */
export function isOfflinePage(pathname: string): boolean {
  return (
    pathname === '/ogrenci' ||
    pathname.startsWith('/ogrenci/') ||
    pathname === '/odaklan' ||
    pathname === '/odaklan/'
  );
}

/**
 * The precached page an offline page falls back to: /odaklan is prerendered on its own (a public page),
 * the student app renders in the browser from the SPA shell (what the server itself answers for /ogrenci*).
 */
export function offlineShellFor(pathname: string): string {
  return pathname.startsWith('/odaklan') ? '/odaklan/index.html' : '/app.html';
}

/** The precached HTML files (build.ts globs these; the shell list above must be among them). */
export const OFFLINE_SHELLS = ['app.html', 'odaklan/index.html'] as const;

/**
 * The student's own calls sent one by one (unbatched) and whose reads are kept for offline use: the
 * student app (today, week, denemes), the coach thread and the notification list with its count.
 */
export function isStudentOwnCall(procedure: string): boolean {
  return (
    procedure.startsWith('studentApp.') ||
    procedure.startsWith('studentNotifications.') ||
    procedure.startsWith('coachingMessages.student.')
  );
}

/**
 * A read of the student app over tRPC (GET /trpc/studentApp.today?input=…, the student link sends these
 * one by one, unbatched, so the address of a read never depends on what else the page asked at once).
 */
export function isStudentRead(url: URL, method: string): boolean {
  if (method !== 'GET' || !url.pathname.startsWith('/trpc/')) return false;
  const procedures = url.pathname.slice('/trpc/'.length).split(',');
  return procedures.every(isStudentOwnCall);
}

/**
 * The catalogue's exam types (public, the same for every caller, no token): the deneme form is built from
 * them, so a student can enter a deneme offline after reopening the app.
 */
export function isExamTypesRead(url: URL, method: string): boolean {
  return method === 'GET' && url.pathname === educationPaths.examTypes();
}

/**
 * The header the worker adds to an answer it gives from its cache (the network gave none): the page then
 * knows it shows the last-known state, even where the browser still believes it is online.
 */
export const KEPT_ANSWER_HEADER = 'x-pusula-kept-answer';

/** A kept answer, marked as such (`KEPT_ANSWER_HEADER`). */
export function markedAsKept(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(KEPT_ANSWER_HEADER, '1');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The Cache Storage bucket of the exam types (nothing personal: it stays on sign-out). */
export const CATALOGUE_CACHE = 'pusula-catalogue';

/** The Cache Storage bucket of the student's last answers; the page deletes it on sign-out. */
export const STUDENT_READS_CACHE = 'pusula-student-reads';

/**
 * The cache key of a read: its address plus a digest of the caller's token, so an answer is only ever given
 * back to the same signed-in session (another account on a shared phone finds nothing, not Elif's day).
 */
export async function readCacheKey(url: string, authorization: string | null): Promise<string> {
  const bytes = new TextEncoder().encode(authorization ?? '');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const who = Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, '0')).join('');
  const key = new URL(url);
  key.searchParams.set('__session', who);
  return key.href;
}
