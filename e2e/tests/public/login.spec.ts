import { expect, test } from '@playwright/test';

test.describe('login pages', () => {
  test('empty or malformed input gets Turkish messages', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
    await expect(page.getByText('E-posta adresi gerekli')).toBeVisible();
    await expect(page.getByText('Şifrenizi girin')).toBeVisible();
  });

  test('a wrong password shows the server message and the button is disabled while sending', async ({
    page,
  }) => {
    await page.route('**/api/auth/login', async (route) => {
      await new Promise((r) => setTimeout(r, 300));
      await route.continue();
    });
    await page.goto('/parent/login');
    await page.getByLabel('E-posta').fill('kimse@example.com');
    await page.getByLabel('Şifre').fill('yanlis-sifre-123');
    await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Giriş yapılıyor…' })).toBeDisabled();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('alert')).not.toHaveText('');
  });

  test('without a server message the fallback text is shown', async ({ page }) => {
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 500, body: 'oops' }));
    await page.goto('/advisor/');
    await page.getByLabel('E-posta').fill('danisman@example.com');
    await page.getByLabel('Şifre').fill('bir-sifre');
    await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Giriş yapılırken bir hata oluştu');
  });

  test('a successful login stores the session and opens the role’s area', async ({ page }) => {
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            token: 't-123',
            user: { id: 'u1', firstName: 'Ada', lastName: 'Koç', email: 'ada@example.com', role: 'ADVISOR' },
            advisor: { id: 'a1', maxCoachLimit: 10 },
          },
        }),
      }),
    );
    await page.goto('/advisor/');
    await page.getByLabel('E-posta').fill('ada@example.com');
    await page.getByLabel('Şifre').fill('dogru-sifre');
    await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
    await expect(page).toHaveURL(/\/advisor\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe('t-123');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('advisor'))) ?? '{}')).toMatchObject({
      id: 'a1',
    });
  });
});
