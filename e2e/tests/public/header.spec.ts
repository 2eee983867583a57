import { expect, type Page, test } from '@playwright/test';
import { openHydrated } from '../fixtures/hydration';

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menüyü aç' });

test.describe('header menus', () => {
  test('login and register dropdowns are mutually exclusive and close on outside click or Escape', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const loginButton = (p: Page) => p.getByRole('button', { name: 'Giriş Yap' });
    await openHydrated(page, '/', loginButton);
    const login = loginButton(page);
    const register = page.getByRole('button', { name: 'Kayıt Ol' });

    await login.click();
    await expect(page.getByRole('menuitem', { name: /Mentor Girişi/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /Danışman Girişi/ })).toHaveAttribute(
      'href',
      '/advisor/',
    );
    await expect(page.getByRole('menuitem', { name: /Veli Girişi/ })).toHaveAttribute(
      'href',
      '/parent/login',
    );
    await expect(page.getByRole('menuitem', { name: /Öğrenci Girişi/ })).toHaveAttribute(
      'href',
      '/ogrenci/giris',
    );

    await register.click();
    await expect(page.getByRole('menuitem', { name: /Mentor Girişi/ })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: /Mentor olarak kayıt ol/ })).toHaveAttribute(
      'href',
      '/auth/register?category=mentor',
    );
    await expect(page.getByRole('menuitem', { name: /Danışman olarak kayıt ol/ })).toHaveAttribute(
      'href',
      '/auth/register?category=danisman',
    );
    await expect(page.getByRole('menu')).toHaveCount(1);

    await page.mouse.click(640, 500);
    await expect(page.getByRole('menu')).toHaveCount(0);

    await login.click();
    await expect(page.getByRole('menu')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('header links of the spec are present on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Ana menü' });
    for (const [name, href] of [
      ['Takip Yükünü Azalt', '/takip-yukunu-azalt'],
      ['Odaklan', '/odaklan'],
      ['Neden Pusula', '/neden-pusula'],
      ['Paketler', '/auth/register'],
      ['SSS', '/sss'],
      ['Hakkımızda', '/hakkimizda'],
      ['Blog', '/blog'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
  });

  test('the mobile menu at 375 px adds Home and Contact and closes after its animation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openHydrated(page, '/sss', menuButton);
    await expect(page.getByRole('button', { name: 'Giriş Yap' })).toBeHidden();
    await menuButton(page).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Ana Sayfa' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'İletişim' })).toHaveAttribute('href', '/iletisim');
    await expect(menu.getByRole('link', { name: 'Mentor Girişi' })).toBeVisible();

    await menu.getByRole('button', { name: 'Menüyü kapat' }).click();
    // Still on screen while it slides out (300 ms), then gone.
    await expect(page.getByTestId('mobile-menu')).toHaveAttribute('data-state', 'closed');
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 2000 });

    await menuButton(page).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Hakkımızda' }).click();
    await expect(page).toHaveURL(/\/hakkimizda$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Koçluğun yükünü');
  });
});
