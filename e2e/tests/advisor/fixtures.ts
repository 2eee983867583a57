import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Pusula.2025';
export const ADVISOR_EMAIL = 'danisman@pusula.dev';

/** Signs in through the advisor login form (/advisor/) and waits for the dashboard. */
export async function signInAsAdvisor(page: Page, email = ADVISOR_EMAIL): Promise<void> {
  await page.goto('/advisor/');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
  await expect(page).toHaveURL(/\/advisor\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hoş geldiniz, Ayşe');
}

/** A REST login (the documented POST /api/auth/login): the bearer token and the user's id. */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
): Promise<{ token: string; userId: string }> {
  const answer = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  return { token: body.data.token, userId: body.data.user.id };
}

/** Console errors and uncaught exceptions of a page, collected while a test runs. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()} → ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()} → ${error.message}`));
  return errors;
}

/** `advisorPage`: a page already signed in as the demo advisor (Ayşe Yılmaz). */
export const test = base.extend<{ advisorPage: Page }>({
  advisorPage: async ({ page }, use) => {
    await signInAsAdvisor(page);
    await use(page);
  },
});

export { expect };
