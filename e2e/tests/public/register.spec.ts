import { expect, type Page, test } from '@playwright/test';
import { openHydrated } from '../fixtures/hydration';

const registerButton = (page: Page) => page.getByRole('button', { name: 'Hesabımı oluştur' });

test.describe('registration page', () => {
  test('?category=danisman preselects advisor packages', async ({ page }) => {
    await page.goto('/auth/register?category=danisman');
    await expect(page.getByRole('tab', { name: 'Danışman paketleri' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('radio', { name: /Danışman Standart/ })).toBeChecked();
    await expect(page.getByText('10 koça kadar').first()).toBeVisible();
    await expect(page.getByText(/Seçilen paket: Danışman Standart/)).toBeVisible();
  });

  test('?category=mentor (and no query) shows mentor packages with limits and prices', async ({ page }) => {
    await page.goto('/auth/register?category=mentor');
    await expect(page.getByRole('tab', { name: 'Mentor paketleri' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('radio', { name: /Koç Profesyonel/ })).toBeChecked();
    await expect(page.getByText('25 öğrenciye kadar').first()).toBeVisible();
    await expect(page.getByText(/₺990/)).toBeVisible();
  });

  test('the header register menu switches the type on the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHydrated(page, '/auth/register', registerButton);
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    await page.getByRole('menuitem', { name: /Danışman olarak kayıt ol/ }).click();
    await expect(page.getByRole('tab', { name: 'Danışman paketleri' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('bad input gets Turkish messages before anything is sent', async ({ page }) => {
    let posted = false;
    await page.route('**/api/auth/register', (route) => {
      posted = true;
      return route.continue();
    });
    await openHydrated(page, '/auth/register', registerButton);
    await page.getByLabel('E-posta').fill('yanlis');
    await page.getByLabel('Şifre', { exact: true }).fill('kisa');
    await page.getByLabel('Şifre (tekrar)').fill('baska');
    await registerButton(page).click();
    await expect(page.getByText('Ad gerekli', { exact: true })).toBeVisible();
    await expect(page.getByText('Geçerli bir e-posta adresi girin')).toBeVisible();
    await expect(page.getByText('Şifre en az 8 karakter olmalı')).toBeVisible();
    await expect(page.getByText(/KVKK aydınlatma metnini onaylamanız/)).toBeVisible();
    // The mismatch is named in the same round as every other error, not after them.
    await expect(page.getByText('Şifreler birbiriyle aynı değil')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('a password mismatch shows once both fields are filled and one was left, before any submit', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openHydrated(page, '/auth/register', registerButton);
    await page.getByLabel('Şifre', { exact: true }).fill('uzun-bir-sifre');
    await page.getByLabel('Şifre', { exact: true }).blur();
    // One filled field is no mismatch yet.
    await expect(page.getByText('Şifreler birbiriyle aynı değil')).toHaveCount(0);
    await page.getByLabel('Şifre (tekrar)').fill('baska-bir-sifre');
    await page.getByLabel('Şifre (tekrar)').blur();
    await expect(page.getByText('Şifreler birbiriyle aynı değil')).toBeVisible();
    await page.getByLabel('Şifre (tekrar)').fill('uzun-bir-sifre');
    await expect(page.getByText('Şifreler birbiriyle aynı değil')).toHaveCount(0);
  });

  test("a server's refusal disappears once the form is edited", async ({ page }) => {
    await page.route('**/api/auth/register', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Bu e-posta ile bir hesap zaten var.' }),
      }),
    );
    await openHydrated(page, '/auth/register', registerButton);
    await page.getByLabel('Ad', { exact: true }).fill('Can');
    await page.getByLabel('Soyad').fill('Demir');
    await page.getByLabel('E-posta').fill('can@example.com');
    await page.getByLabel('Telefon').fill('0532 123 45 67');
    await page.getByLabel('Şifre', { exact: true }).fill('uzun-bir-sifre');
    await page.getByLabel('Şifre (tekrar)').fill('uzun-bir-sifre');
    await page.getByRole('checkbox').check();
    await registerButton(page).click();
    await expect(page.getByText('Bu e-posta ile bir hesap zaten var.')).toBeVisible();
    await page.getByLabel('E-posta').fill('can.demir@example.com');
    await expect(page.getByText('Bu e-posta ile bir hesap zaten var.')).toHaveCount(0);
  });
});
