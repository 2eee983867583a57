import { expect, test } from '@playwright/test';
import { expectHydrated } from '../fixtures/hydration';
import { collectConsoleErrors } from '../fixtures/sign-in';

/**
 * An unknown blog slug: the server answers 404 with the prerendered not-found page, and the browser
 * hydrates that very markup — the same 404 on both sides, so React logs no hydration mismatch.
 */
test('an unknown blog slug is the same 404 on the server and in the browser, without console errors', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const answer = await page.goto('/blog/boyle-bir-yazi-yok');
  expect(answer?.status()).toBe(404);
  const heading = page.getByRole('heading', { level: 1, name: 'Aradığınız sayfayı bulamadık' });
  await expect(heading).toBeVisible();
  await expectHydrated(heading);
  await expect(page).toHaveTitle(/Sayfa bulunamadı/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // The page works as an app page after hydration: its links are the router's.
  await page.getByRole('main').getByRole('link', { name: 'Sık sorulan sorular' }).click();
  await expect(page).toHaveURL(/\/sss$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors.filter((e) => !/404 \(Not Found\)/.test(e))).toEqual([]);
});
