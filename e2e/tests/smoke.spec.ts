import { expect, test } from '@playwright/test';

test('the server is healthy and serves the Turkish web app', async ({ page, request }) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', eventStore: 'pglite', readModels: 'pglite' });

  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an unknown page answers 404', async ({ request }) => {
  const res = await request.get('/bu-sayfa-yok');
  expect(res.status()).toBe(404);
});
