import { ADVISOR_MAX_COACH_LIMIT_DEFAULT, TOKEN_STORAGE_KEY } from '@pusula/contracts/constants';
import { isLoginData, type LoginData, storeSession } from '../auth/session-storage';
import { createStore, type Store } from '../lib/external-store';
import { sessionTexts as m } from './texts';

/**
 * The session of every portal (spec §4 "Session"): loading on start, restored from the stored token and
 * role record, set by login, ended by logout. Plain TypeScript with its browser pieces injected, so the
 * rules are unit-tested without a DOM; `session.ts` holds the one instance of the page.
 */

export type SessionRole = 'ADVISOR' | 'COACH' | 'STUDENT' | 'PARENT' | 'ADMIN';
const ROLES: readonly SessionRole[] = ['ADVISOR', 'COACH', 'STUDENT', 'PARENT', 'ADMIN'];

/** Spec §3 "Signed-in user (client side)". */
export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: SessionRole;
  /** An admin gave a temporary password: the only page open is the password change. */
  mustChangePassword?: true;
}

/** Spec §3 "Advisor extras", with the spec's defaults for counts and capacity. */
export interface AdvisorRecord {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  title: string;
  department: string;
  specialization: string;
  phone: string | null;
  coachCount: number;
  maxCoachLimit: number;
  isActive: boolean;
}

/** Spec §3 "Coach extras". */
export interface CoachRecord {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  package: string;
  packageId: string;
  studentLimit: number;
  studentCount: number;
  coach: { id: string; packageId: string; studentCount: number };
}

export interface ParentRecord {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  students: { id: string; firstName: string; lastName: string }[];
}

export type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | {
      status: 'signedIn';
      token: string;
      user: SessionUser;
      advisor: AdvisorRecord | null;
      coach: CoachRecord | null;
      parent: ParentRecord | null;
    };
export type SignedInSession = Extract<SessionState, { status: 'signedIn' }>;

/** localStorage keys: the token (spec §9 "Token storage key"), the user and the role records. */
export const USER_KEY = 'user';
export const RECORD_KEYS = ['advisor', 'coach', 'parent'] as const;
type RecordKey = (typeof RECORD_KEYS)[number];
/** Everything a session leaves in localStorage (the parent's selected student included). */
export const SESSION_KEYS = [TOKEN_STORAGE_KEY, USER_KEY, ...RECORD_KEYS, 'selectedStudent'] as const;

export interface SessionDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  sessionStorage: Pick<Storage, 'clear'>;
  fetch: typeof fetch;
  logger: Pick<Console, 'error' | 'warn'>;
}

export interface SessionStore extends Store<SessionState> {
  /** Reads the stored session; a corrupt record clears the stored session (and is logged). */
  restore(): SessionState;
  /** POST /api/auth/login; throws an Error with the server's message (or the Turkish fallback). */
  login(email: string, password: string): Promise<SignedInSession>;
  /** Stores an answer of /api/auth/login and signs in with it. */
  accept(data: LoginData): SignedInSession;
  /**
   * POST /api/auth/logout, then clears stored data, session storage and caches whatever the server said;
   * returns where to go: the advisor login for an advisor, else the mentor login.
   */
  logout(): Promise<'/advisor' | '/auth/login' | '/ogrenci/giris'>;
  /** The server no longer knows the token: clear everything without calling it. Returns the login path. */
  expire(): ReturnType<typeof loginPathFor>;
  /** Work to do on every sign-out (query caches, live connection); returns an unsubscribe. */
  onSignOut(cleanup: () => void): () => void;
}

class CorruptRecord extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const str = (v: unknown, fallback = ''): string => (typeof v === 'string' ? v : fallback);
const num = (v: unknown, fallback: number): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;

function parseJson(raw: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch (error) {
    throw new CorruptRecord(m.corrupt, { cause: error });
  }
  if (!isObject(value) || typeof value.id !== 'string' || value.id === '') throw new CorruptRecord(m.corrupt);
  return value;
}

export function toAdvisorRecord(v: Record<string, unknown>): AdvisorRecord {
  return {
    id: str(v.id),
    firstName: str(v.firstName),
    lastName: str(v.lastName),
    email: str(v.email),
    title: str(v.title),
    department: str(v.department),
    specialization: str(v.specialization),
    phone: typeof v.phone === 'string' ? v.phone : null,
    coachCount: num(v.coachCount, 0),
    maxCoachLimit: num(v.maxCoachLimit, ADVISOR_MAX_COACH_LIMIT_DEFAULT),
    isActive: v.isActive !== false,
  };
}

export function toCoachRecord(v: Record<string, unknown>): CoachRecord {
  const studentCount = num(v.studentCount, 0);
  const nested = isObject(v.coach) ? v.coach : {};
  return {
    id: str(v.id),
    firstName: str(v.firstName),
    lastName: str(v.lastName),
    email: str(v.email),
    package: str(v.package),
    packageId: str(v.packageId),
    studentLimit: num(v.studentLimit, 0),
    studentCount,
    coach: {
      id: str(nested.id, str(v.id)),
      packageId: str(nested.packageId, str(v.packageId)),
      studentCount: num(nested.studentCount, studentCount),
    },
  };
}

function toParentRecord(v: Record<string, unknown>): ParentRecord {
  const students = Array.isArray(v.students) ? v.students.filter(isObject) : [];
  return {
    id: str(v.id),
    firstName: str(v.firstName),
    lastName: str(v.lastName),
    email: str(v.email),
    students: students.map((s) => ({
      id: str(s.id),
      firstName: str(s.firstName),
      lastName: str(s.lastName),
    })),
  };
}

const ROLE_OF_KEY: Record<RecordKey, SessionRole> = { advisor: 'ADVISOR', coach: 'COACH', parent: 'PARENT' };

function toUser(v: Record<string, unknown>, role: SessionRole): SessionUser {
  return {
    id: str(v.id),
    firstName: str(v.firstName),
    lastName: str(v.lastName),
    email: str(v.email),
    role,
    ...(v.mustChangePassword === true ? { mustChangePassword: true as const } : {}),
  };
}

/** The signed-in state from a token and raw stored values; throws CorruptRecord on unreadable records. */
function signedInFrom(
  token: string,
  rawUser: string | null,
  records: Partial<Record<RecordKey, string>>,
): SignedInSession | null {
  const parsed: Partial<Record<RecordKey, Record<string, unknown>>> = {};
  for (const key of RECORD_KEYS) {
    const raw = records[key];
    if (raw != null) parsed[key] = parseJson(raw);
  }
  const storedUser = rawUser != null ? parseJson(rawUser) : null;
  const storedRole = storedUser && ROLES.find((r) => r === storedUser.role);
  if (storedUser && !storedRole) throw new CorruptRecord(m.corrupt);
  // The role comes from the stored user, else from which record is there (advisor before coach).
  const key = storedRole
    ? RECORD_KEYS.find((k) => ROLE_OF_KEY[k] === storedRole)
    : RECORD_KEYS.find((k) => parsed[k]);
  const role: SessionRole | undefined = storedRole ?? (key ? ROLE_OF_KEY[key] : undefined);
  if (!role) return null;
  const record = key ? parsed[key] : undefined;
  // A role with a record of its own needs that record (spec: "a stored coach or advisor record").
  if (key && !record) return null;
  const user = storedUser ? toUser(storedUser, role) : toUser(record!, role);
  return {
    status: 'signedIn',
    token,
    user,
    advisor: role === 'ADVISOR' && record ? toAdvisorRecord(record) : null,
    coach: role === 'COACH' && record ? toCoachRecord(record) : null,
    parent: role === 'PARENT' && record ? toParentRecord(record) : null,
  };
}

/** Where a signed-out user of this role logs in again. */
export function loginPathFor(
  role: SessionRole | undefined,
): '/advisor' | '/auth/login' | '/parent/login' | '/ogrenci/giris' {
  if (role === 'ADVISOR') return '/advisor';
  if (role === 'PARENT') return '/parent/login';
  if (role === 'STUDENT') return '/ogrenci/giris';
  return '/auth/login';
}

/** Whether `path` is `prefix` itself or below it. */
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The role whose signed-in area holds `path` (a pathname), or null for a page anyone may open (the public
 * site, the login pages, the password pages).
 */
export function portalRoleOf(path: string): SessionRole | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  if (under(pathname, '/dashboard')) return 'COACH';
  if (under(pathname, '/admin')) return 'ADMIN';
  if (under(pathname, '/video-lobby')) return 'ADVISOR';
  if (under(pathname, '/advisor'))
    return pathname === '/advisor' || pathname === '/advisor/' ? null : 'ADVISOR';
  if (under(pathname, '/parent')) return pathname === '/parent/login' ? null : 'PARENT';
  if (under(pathname, '/ogrenci')) return pathname === '/ogrenci/giris' ? null : 'STUDENT';
  return null;
}

export function createSessionStore(deps: SessionDeps): SessionStore {
  const store = createStore<SessionState>({ status: 'loading' });
  const cleanups = new Set<() => void>();

  const clearStored = () => {
    for (const key of SESSION_KEYS) {
      try {
        deps.storage.removeItem(key);
      } catch (error) {
        deps.logger.error(m.storageFailed, error);
      }
    }
  };
  const signOut = () => {
    clearStored();
    try {
      deps.sessionStorage.clear();
    } catch (error) {
      deps.logger.error(m.storageFailed, error);
    }
    for (const cleanup of [...cleanups]) {
      try {
        cleanup();
      } catch (error) {
        deps.logger.error(m.cleanupFailed, error);
      }
    }
    store.set({ status: 'signedOut' });
  };

  const read = (key: string): string | null => {
    try {
      return deps.storage.getItem(key);
    } catch {
      return null;
    }
  };

  function restore(): SessionState {
    const token = read(TOKEN_STORAGE_KEY);
    let next: SessionState = { status: 'signedOut' };
    if (token) {
      try {
        next =
          signedInFrom(token, read(USER_KEY), {
            advisor: read('advisor') ?? undefined,
            coach: read('coach') ?? undefined,
            parent: read('parent') ?? undefined,
          }) ?? next;
      } catch (error) {
        // Spec §8 "Stored-user read failure": logged, stored session cleared.
        deps.logger.error(m.corrupt, error);
        clearStored();
      }
    }
    const current = store.get();
    // Keep the same object when nothing changed, so subscribers do not re-render for nothing.
    if (!sameSession(current, next)) store.set(next);
    return store.get();
  }

  function accept(data: LoginData): SignedInSession {
    storeSession(data, deps.storage);
    const restored = restore();
    if (restored.status !== 'signedIn') throw new Error(m.loginFailed);
    return restored;
  }

  async function login(email: string, password: string): Promise<SignedInSession> {
    const before = store.get();
    store.set({ status: 'loading' });
    let status = 0;
    let body: Record<string, unknown> | null = null;
    try {
      const res = await deps.fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        // Spec §5: only email and password are sent. No command id and no automatic retry: a session is
        // opened only by proof of the password, never by replaying an earlier answer, and a login that
        // changes nothing needs none (the user presses „Giriş yap" again; the login limits count each try).
        body: JSON.stringify({ email, password }),
      });
      status = res.status;
      const parsed: unknown = await res.json().catch(() => null);
      body = isObject(parsed) ? parsed : null;
      if (res.ok && isLoginData(body?.data)) return accept(body.data);
    } catch (error) {
      deps.logger.error(m.loginFailed, error);
    }
    store.set(before.status === 'loading' ? { status: 'signedOut' } : before);
    const message = str(body?.message) || str(body?.error) || m.loginFailed;
    throw Object.assign(new Error(message), { status });
  }

  async function logout() {
    const current = store.get();
    const role = current.status === 'signedIn' ? current.user.role : undefined;
    const token = current.status === 'signedIn' ? current.token : read(TOKEN_STORAGE_KEY);
    try {
      // Idempotent by nature (ending an ended session changes nothing): no command id is needed.
      const res = await deps.fetch('/api/auth/logout', {
        method: 'POST',
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      if (!res.ok) deps.logger.error(m.logoutFailed, res.status);
    } catch (error) {
      deps.logger.error(m.logoutFailed, error);
    }
    signOut();
    // Spec §4: an advisor goes to /advisor, everyone else to /auth/login; a student (whose app came after
    // the spec) back to the student sign-in, which the old student page already did.
    if (role === 'ADVISOR') return '/advisor';
    return role === 'STUDENT' ? '/ogrenci/giris' : '/auth/login';
  }

  function expire() {
    const current = store.get();
    signOut();
    return loginPathFor(current.status === 'signedIn' ? current.user.role : undefined);
  }

  return {
    ...store,
    restore,
    login,
    accept,
    logout,
    expire,
    onSignOut(cleanup) {
      cleanups.add(cleanup);
      return () => void cleanups.delete(cleanup);
    },
  };
}

function sameSession(a: SessionState, b: SessionState): boolean {
  if (a.status !== b.status) return false;
  if (a.status !== 'signedIn' || b.status !== 'signedIn') return true;
  return JSON.stringify(a) === JSON.stringify(b);
}
