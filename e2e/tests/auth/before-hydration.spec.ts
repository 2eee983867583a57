import { expect, type Page, test } from '@playwright/test';
import { expectHydrated } from '../fixtures/hydration';
import { DEMO_PASSWORD } from '../fixtures/sign-in';

/**
 * A slow phone: the login page's HTML is on screen, its script is not yet. What the visitor types then is
 * kept when React takes the form over, and a „Giriş yap" pressed before that posts the form (sent back to
 * the page) instead of a GET that would put the password in the address.
 */

/** Holds every script of the site until `release` is called (the page's markup arrives as usual). */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('text typed before hydration is kept, and the login goes through', async ({ page }) => {
  const release = await holdScripts(page);
  // Module scripts hold DOMContentLoaded back: wait for the markup, not for the page's load events.
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await expect(page.getByLabel('E-posta')).toBeVisible();
  const email = page.getByLabel('E-posta');
  const password = page.getByLabel('Şifre');
  await email.fill('koc@pusula.dev');
  await password.fill(DEMO_PASSWORD);
  // Still plain HTML: React has not taken the field over.
  expect(await email.evaluate((node) => Object.keys(node).some((k) => k.startsWith('__reactFiber$')))).toBe(
    false,
  );

  release();
  await expectHydrated(email);
  await expect(email).toHaveValue('koc@pusula.dev');
  await expect(password).toHaveValue(DEMO_PASSWORD);
  const submit = page.getByRole('button', { name: 'Giriş yap', exact: true });
  await expectHydrated(submit);
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a „Giriş yap" before hydration never puts the password in the address', async ({ page }) => {
  await holdScripts(page);
  const addresses: string[] = [];
  const methods: string[] = [];
  page.on('request', (request) => {
    addresses.push(request.url());
    if (request.isNavigationRequest()) methods.push(request.method());
  });
  // Module scripts hold DOMContentLoaded back: wait for the markup, not for the page's load events.
  await page.goto('/auth/login', { waitUntil: 'commit' });
  await expect(page.getByLabel('E-posta')).toBeVisible();
  await expect(page.locator('form', { has: page.getByLabel('E-posta') })).toHaveAttribute('method', 'post');
  await page.getByLabel('E-posta').fill('koc@pusula.dev');
  await page.getByLabel('Şifre').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
  // The browser posts the form; the server sends the visitor back to the login page.
  await expect.poll(() => methods).toContain('POST');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByLabel('E-posta')).toBeVisible();
  for (const address of addresses) expect(address).not.toContain(encodeURIComponent(DEMO_PASSWORD));
  for (const address of addresses) expect(address).not.toContain('password');
});
