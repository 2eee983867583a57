import { describe, expect, it } from 'vitest';
import {
  isExamTypesRead,
  isOfflinePage,
  isStudentRead,
  offlineShellFor,
  readCacheKey,
} from './offline-routes';

describe('what the service worker answers offline', () => {
  it('the student pages and the focus timer only; other portals and public pages stay with the network', () => {
    for (const path of ['/ogrenci', '/ogrenci/hafta', '/ogrenci/giris', '/odaklan', '/odaklan/'])
      expect(isOfflinePage(path)).toBe(true);
    for (const path of [
      '/',
      '/dashboard',
      '/advisor/dashboard',
      '/parent',
      '/ogrencim',
      '/odaklanma',
      '/blog',
    ])
      expect(isOfflinePage(path)).toBe(false);
    expect(offlineShellFor('/ogrenci/hafta')).toBe('/app.html');
    expect(offlineShellFor('/odaklan')).toBe('/odaklan/index.html');
  });

  it("keeps the student app's tRPC reads, never another procedure's, nor a batch mixing them", () => {
    const u = (p: string) => new URL(p, 'https://pusula.dev');
    expect(isStudentRead(u('/trpc/studentApp.today'), 'GET')).toBe(true);
    expect(isStudentRead(u('/trpc/studentApp.week?input=%7B%7D'), 'GET')).toBe(true);
    expect(isStudentRead(u('/trpc/studentApp.today'), 'POST')).toBe(false);
    expect(isStudentRead(u('/trpc/studentApp.today,notifications.list?batch=1'), 'GET')).toBe(false);
    expect(isStudentRead(u('/trpc/students.list'), 'GET')).toBe(false);
    // The notification list, its count and the coach thread are kept too; the staff's are not.
    expect(isStudentRead(u('/trpc/studentNotifications.list?input=%7B%7D'), 'GET')).toBe(true);
    expect(isStudentRead(u('/trpc/studentNotifications.unreadCount'), 'GET')).toBe(true);
    expect(isStudentRead(u('/trpc/coachingMessages.student.thread'), 'GET')).toBe(true);
    expect(isStudentRead(u('/trpc/coachingMessages.coach.thread'), 'GET')).toBe(false);
  });

  it("keeps the catalogue's exam types (the deneme form), and no other catalogue call", () => {
    const u = (path: string) => new URL(`https://pusula.dev${path}`);
    expect(isExamTypesRead(u('/api/education-system/exam-types'), 'GET')).toBe(true);
    expect(isExamTypesRead(u('/api/education-system/exam-types'), 'POST')).toBe(false);
    expect(isExamTypesRead(u('/api/education-system/classes'), 'GET')).toBe(false);
    expect(isStudentRead(u('/api/student/today'), 'GET')).toBe(false);
  });

  it('keys a kept answer by the session that asked: another token finds nothing', async () => {
    const url = 'https://pusula.dev/trpc/studentApp.today';
    const elif = await readCacheKey(url, 'Bearer elif');
    expect(elif).toBe(await readCacheKey(url, 'Bearer elif'));
    expect(elif).not.toBe(await readCacheKey(url, 'Bearer deniz'));
    expect(elif).not.toBe(await readCacheKey(url, null));
    expect(elif.startsWith(`${url}?__session=`)).toBe(true);
    expect(elif).not.toContain('elif');
  });
});
