import { signInThroughForm } from '../fixtures/sign-in';
import { expect, signInAsAdvisor, test } from './fixtures';

test.describe('advisor session', () => {
  test.describe.configure({ timeout: 120_000 });
  test('a corrupt stored advisor record signs out and clears the three stored items', async ({ page }) => {
    const logged: string[] = [];
    page.on('console', (m) => logged.push(m.text()));
    await signInAsAdvisor(page);
    const stored = await page.evaluate(() =>
      ['token', 'user', 'advisor'].map((k) => localStorage.getItem(k)),
    );
    expect(stored.every((v) => v !== null)).toBe(true);

    await page.evaluate(() => localStorage.setItem('advisor', '{"id": bozuk'));
    await page.goto('/advisor/coaches');
    await expect(page).toHaveURL(/\/advisor\/?\?next=%2Fadvisor%2Fcoaches$/);
    await expect(page.getByRole('button', { name: 'Giriş yap', exact: true })).toBeVisible();
    expect(
      await page.evaluate(() => ['token', 'user', 'advisor'].map((k) => localStorage.getItem(k))),
    ).toEqual([null, null, null]);
    // The failure is logged, not swallowed.
    expect(logged.length).toBeGreaterThan(0);
  });

  test('signed out, an advisor page sends you to the advisor login', async ({ page }) => {
    await page.goto('/advisor/students');
    await expect(page).toHaveURL(/\/advisor\/?\?next=%2Fadvisor%2Fstudents$/);
  });

  test('a signed-in coach is not let into the advisor pages but sent to the coach panel', async ({
    page,
  }) => {
    await signInThroughForm(page, '/auth/login', 'koc@pusula.dev');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/advisor/coaches');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Koçlar' })).toHaveCount(0);
  });
});
