import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { signInThroughForm } from '../fixtures/sign-in';

export { apiLogin, collectConsoleErrors, DEMO_PASSWORD } from '../fixtures/sign-in';

export const COACH_EMAIL = 'koc@pusula.dev';
export const ADVISOR_EMAIL = 'danisman@pusula.dev';

/** Signs in through the mentor login form (/auth/login) and waits for the coach panel. */
export async function signInAsCoach(page: Page, email = COACH_EMAIL): Promise<void> {
  await signInThroughForm(page, '/auth/login', email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Öğrencilerim' })).toBeVisible();
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

/** `coachPage`: a page already signed in as the demo coach (Mehmet Kaya). */
export const test = base.extend<{ coachPage: Page }>({
  coachPage: async ({ page }, use) => {
    await signInAsCoach(page);
    await use(page);
  },
});

export { expect };
