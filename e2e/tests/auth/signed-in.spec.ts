import { expect, type Page, test } from '@playwright/test';
import { openHydrated } from '../fixtures/hydration';
import { collectConsoleErrors, submitLoginForm } from '../fixtures/sign-in';

/** The demo accounts (README), where each signs in and the portal each lands on. */
const ACCOUNTS = {
  coach: { email: 'koc@pusula.dev', login: '/auth/login', portal: '/dashboard' },
  advisor: { email: 'danisman@pusula.dev', login: '/advisor/', portal: '/advisor/dashboard' },
  parent: { email: 'veli@pusula.dev', login: '/parent/login', portal: '/parent/dashboard' },
  admin: { email: 'admin@pusula.dev', login: '/auth/login', portal: '/admin' },
} as const;
type Who = keyof typeof ACCOUNTS;

const LOGIN_PAGES = ['/auth/login', '/advisor/', '/parent/login'] as const;

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

async function signIn(page: Page, who: Who): Promise<void> {
  await page.goto(ACCOUNTS[who].login);
  await submitLoginForm(page, ACCOUNTS[who].email);
  await expect(page).toHaveURL((url) => url.pathname === ACCOUNTS[who].portal);
}

test.describe('signed in on the public site', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const who of ['coach', 'advisor', 'parent', 'admin'] as const) {
    test(`the header offers a ${who} "Panelime git" instead of the login and register menus`, async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/sss');
      await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Panelime git' })).toHaveCount(0);

      await signIn(page, who);
      // A prerendered page (site runtime) and, for the parent, a portal page inside the public header.
      for (const path of who === 'parent' ? ['/', '/parent/profile'] : ['/']) {
        await page.goto(path);
        const portal = page.getByRole('banner').getByRole('link', { name: 'Panelime git' });
        await expect(portal).toBeVisible();
        await expect(portal).toHaveAttribute('href', ACCOUNTS[who].portal);
        await expect(page.getByRole('button', { name: 'Giriş Yap' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Kayıt Ol' })).toHaveCount(0);
      }
      await page.getByRole('banner').getByRole('link', { name: 'Panelime git' }).click();
      await expect(page).toHaveURL((url) => url.pathname === ACCOUNTS[who].portal);
      expect(errors).toEqual([]);
    });
  }

  test('the mobile menu offers "Panelime git" instead of the login and register links', async ({ page }) => {
    await signIn(page, 'advisor');
    await page.setViewportSize({ width: 375, height: 740 });
    const menuButton = (p: Page) => p.getByRole('button', { name: 'Menüyü aç' });
    await openHydrated(page, '/odaklan', menuButton);
    await menuButton(page).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Panelime git' })).toHaveAttribute(
      'href',
      '/advisor/dashboard',
    );
    await expect(menu.getByRole('link', { name: 'Mentor Girişi' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Mentor olarak kayıt ol' })).toHaveCount(0);
    await menu.getByRole('link', { name: 'Panelime git' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/advisor/dashboard');
  });

  test('signed out again, the header shows the login and register menus', async ({ page }) => {
    await signIn(page, 'coach');
    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Panelime git' })).toHaveCount(0);
  });
});

test.describe('login pages and a signed-in user', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const who of ['coach', 'advisor', 'parent', 'admin'] as const) {
    test(`every login page sends a signed-in ${who} to their portal`, async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await signIn(page, who);
      for (const login of LOGIN_PAGES) {
        await page.goto(login);
        await expect(page).toHaveURL((url) => url.pathname === ACCOUNTS[who].portal);
        await expect(page.getByLabel('Şifre')).toHaveCount(0);
      }
      // A return target does not keep a signed-in user on a login page either.
      await page.goto(`/auth/login?next=${encodeURIComponent('/sss')}`);
      await expect(page).toHaveURL((url) => url.pathname === ACCOUNTS[who].portal);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('a deep link opened while signed out', () => {
  test.describe.configure({ timeout: 90_000 });

  const DEEP_LINKS: { who: Who; path: string; login: string }[] = [
    { who: 'coach', path: '/dashboard/calendar?gorunum=hafta', login: '/auth/login' },
    { who: 'coach', path: '/dashboard/notes', login: '/auth/login' },
    { who: 'advisor', path: '/advisor/coaches?sayfa=1', login: '/advisor' },
    { who: 'parent', path: '/parent/messages?kaynak=eposta', login: '/parent/login' },
    { who: 'admin', path: '/admin/audit?akis=hesap', login: '/auth/login' },
  ];

  for (const link of DEEP_LINKS) {
    test(`${link.path} goes to ${link.login} and back after the ${link.who} signs in`, async ({ page }) => {
      await page.goto(link.path);
      await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === link.login);
      expect(new URL(page.url()).searchParams.get('next')).toBe(link.path);
      await submitLoginForm(page, ACCOUNTS[link.who].email);
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === link.path);
      // It stays there: the portal's guard lets the user in.
      await page.waitForLoadState('networkidle');
      expect(pathOf(page)).toBe(link.path);
    });
  }

  test('a return target in another role’s area is not followed: the user lands on their own portal', async ({
    page,
  }) => {
    await page.goto('/advisor/dashboard');
    await expect(page).toHaveURL((url) => url.searchParams.get('next') === '/advisor/dashboard');
    await page.goto(`/auth/login?next=${encodeURIComponent('/advisor/dashboard')}`);
    await submitLoginForm(page, ACCOUNTS.coach.email);
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  });

  for (const target of [
    '//evil.com',
    '//evil.com/dashboard',
    'https://evil.com/',
    '/\\evil.com',
    '/..//evil.com',
  ]) {
    test(`?next=${target} is refused: the sign-in stays on this site`, async ({ page, baseURL }) => {
      const offSite: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith(baseURL!)) offSite.push(request.url());
      });
      await page.goto(`/auth/login?next=${encodeURIComponent(target)}`);
      await submitLoginForm(page, ACCOUNTS.coach.email);
      await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      expect(offSite.filter((url) => url.includes('evil.com'))).toEqual([]);
    });
  }
});
