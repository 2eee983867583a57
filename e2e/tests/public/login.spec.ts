import { expect, type Page, test } from '@playwright/test';
import { expectHydrated } from '../fixtures/hydration';
import { submitLoginForm } from '../fixtures/sign-in';

/** Typed into before React owns the prerendered form, a field can come back empty. */
const loginButton = async (page: Page) => {
  const button = page.getByRole('button', { name: 'Giriş yap', exact: true });
  await expectHydrated(button);
  return button;
};

test.describe('login pages', () => {
  test('empty or malformed input gets Turkish messages', async ({ page }) => {
    await page.goto('/auth/login');
    await (await loginButton(page)).click();
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
    const button = await loginButton(page);
    await page.getByLabel('E-posta').fill('kimse@example.com');
    await page.getByLabel('Şifre').fill('yanlis-sifre-123');
    await button.click();
    await expect(page.getByRole('button', { name: 'Giriş yapılıyor…' })).toBeDisabled();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('alert')).not.toHaveText('');
  });

  test('without a server message the fallback text is shown', async ({ page }) => {
    await page.route('**/api/auth/login', (route) => route.fulfill({ status: 500, body: 'oops' }));
    await page.goto('/advisor/');
    const button = await loginButton(page);
    await page.getByLabel('E-posta').fill('danisman@example.com');
    await page.getByLabel('Şifre').fill('bir-sifre');
    await button.click();
    await expect(page.getByRole('alert')).toHaveText('Giriş yapılırken bir hata oluştu');
  });

  test('a successful login stores the session and opens the role’s area', async ({ page }) => {
    // The real server's answer: a made-up token would be refused by the dashboard's first request, which
    // then clears it (whether that lands before the check below is a race).
    const answers: { token: string; advisor: { id: string } }[] = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('/api/auth/login') && r.ok()) answers.push((await r.json()).data);
    });
    await page.goto('/advisor/');
    await submitLoginForm(page, 'danisman@pusula.dev');
    await expect(page).toHaveURL(/\/advisor\/dashboard$/);
    await expect.poll(() => answers.length).toBeGreaterThan(0);
    const answer = answers[answers.length - 1]!;
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(answer.token);
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('advisor'))) ?? '{}')).toMatchObject({
      id: answer.advisor.id,
    });
  });
});
