import { describe, expect, it } from 'vitest';
import { returnPathFrom, safeReturnPath, withReturnPath } from './return-path';

describe('return path after sign-in', () => {
  it('keeps a same-origin path with its query and fragment', () => {
    expect(safeReturnPath('/dashboard')).toBe('/dashboard');
    expect(safeReturnPath('/dashboard/notes?filter=unread&page=2')).toBe(
      '/dashboard/notes?filter=unread&page=2',
    );
    expect(safeReturnPath('/advisor/students/abc?tab=denemeler#son')).toBe(
      '/advisor/students/abc?tab=denemeler#son',
    );
  });

  it.each([
    '//evil.com',
    '//evil.com/dashboard',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    'https://evil.com',
    'http://127.0.0.1:1/x',
    'HTTPS://evil.com',
    'javascript:alert(1)',
    'data:text/html,x',
    'evil.com',
    'dashboard',
    '/\t/evil.com',
    '/\n/evil.com',
    ' /dashboard',
    '/..//evil.com',
    '/dashboard/../..//evil.com',
    '',
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it('refuses what is not a string or is absurdly long', () => {
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(['/dashboard'])).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(2_001)}`)).toBeNull();
  });

  it('reads ?next= from a query string and writes it into a login address', () => {
    expect(returnPathFrom('?next=%2Fdashboard%2Fnotes%3Fa%3D1')).toBe('/dashboard/notes?a=1');
    expect(returnPathFrom('?next=%2F%2Fevil.com')).toBeNull();
    expect(returnPathFrom('?sifre=degisti')).toBeNull();
    expect(withReturnPath('/auth/login', '/dashboard/notes?a=1&b=2')).toBe(
      '/auth/login?next=%2Fdashboard%2Fnotes%3Fa%3D1%26b%3D2',
    );
    expect(withReturnPath('/advisor', 'https://evil.com')).toBe('/advisor');
    expect(withReturnPath('/parent/login', null)).toBe('/parent/login');
  });
});
