import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Pusula.2025';
export const COACH_EMAIL = 'koc@pusula.dev';
export const ADVISOR_EMAIL = 'danisman@pusula.dev';

/** Signs in through the mentor login form (/auth/login) and waits for the coach panel. */
export async function signInAsCoach(page: Page, email = COACH_EMAIL): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Öğrencilerim' })).toBeVisible();
}

/** A REST login (POST /api/auth/login): the bearer token and the user's id. */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
): Promise<{ token: string; userId: string }> {
  const answer = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  return { token: body.data.token, userId: body.data.user.id };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The demo coach's students by first name, as the advisor's API lists them. */
export async function coachStudents(
  request: APIRequestContext,
  advisorToken: string,
  coachId: string,
): Promise<Record<string, string>> {
  const answer = await request.get(`/api/advisor/coaches/${coachId}/students`, {
    headers: bearer(advisorToken),
  });
  expect(answer.status()).toBe(200);
  const body = await answer.json();
  return Object.fromEntries(
    (body.data as { id: string; firstName: string }[]).map((s) => [s.firstName, s.id]),
  );
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

/** `coachPage`: a page already signed in as the demo coach (Mehmet Kaya). */
export const test = base.extend<{ coachPage: Page }>({
  coachPage: async ({ page }, use) => {
    await signInAsCoach(page);
    await use(page);
  },
});

export { expect };
