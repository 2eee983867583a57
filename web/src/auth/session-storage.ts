import { TOKEN_STORAGE_KEY } from '@pusula/contracts/constants';

/** The login answer's `data` (spec §3): token, user and the role's own record. */
export interface LoginData {
  token: string;
  user: { id: string; firstName: string; lastName: string; email: string; role: string };
  coach?: unknown;
  advisor?: unknown;
  parent?: unknown;
  /** The account has a temporary password: change it before anything else. */
  mustChangePassword?: boolean;
}

export function isLoginData(value: unknown): value is LoginData {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<LoginData>;
  return (
    typeof v.token === 'string' &&
    typeof v.user === 'object' &&
    v.user !== null &&
    typeof v.user.role === 'string'
  );
}

/**
 * Stores the session where the portal session module reads it: the token under `token`, the user under
 * `user`, and the role record under `coach` / `advisor` / `parent` (older role records are removed so a
 * stale one can never be restored with a new token).
 */
export function storeSession(
  data: LoginData,
  storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage,
): void {
  storage.setItem(TOKEN_STORAGE_KEY, data.token);
  // The user record carries the "change your password first" mark, so a reload still knows it.
  storage.setItem(
    'user',
    JSON.stringify(data.mustChangePassword ? { ...data.user, mustChangePassword: true } : data.user),
  );
  for (const key of ['coach', 'advisor', 'parent'] as const) {
    const record = data[key];
    if (record) storage.setItem(key, JSON.stringify(record));
    else storage.removeItem(key);
  }
}

/** Where each role lands after signing in. */
export function homeFor(
  role: string,
): '/dashboard' | '/advisor/dashboard' | '/parent/dashboard' | '/admin' | '/ogrenci' {
  switch (role) {
    case 'STUDENT':
      return '/ogrenci';
    case 'ADVISOR':
      return '/advisor/dashboard';
    case 'PARENT':
      return '/parent/dashboard';
    case 'ADMIN':
      return '/admin';
    default:
      return '/dashboard';
  }
}
