import { test as base, expect, type Page } from '@playwright/test';
import { signInThroughForm } from '../fixtures/sign-in';

export { apiLogin, collectConsoleErrors, DEMO_PASSWORD } from '../fixtures/sign-in';
export const ADVISOR_EMAIL = 'danisman@pusula.dev';

/** Signs in through the advisor login form (/advisor/) and waits for the dashboard. */
export async function signInAsAdvisor(page: Page, email = ADVISOR_EMAIL): Promise<void> {
  await signInThroughForm(page, '/advisor/', email);
  await expect(page).toHaveURL(/\/advisor\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hoş geldiniz, Ayşe');
}

/** `advisorPage`: a page already signed in as the demo advisor (Ayşe Yılmaz). */
export const test = base.extend<{ advisorPage: Page }>({
  advisorPage: async ({ page }, use) => {
    await signInAsAdvisor(page);
    await use(page);
  },
});

export { expect };
