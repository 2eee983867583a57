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
  await page.goto('/auth/login', { waitUntil: 'domcontentloaded' });
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
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
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
  await page.goto('/auth/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('form')).toHaveAttribute('method', 'post');
  await page.getByLabel('E-posta').fill('koc@pusula.dev');
  await page.getByLabel('Şifre').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
  // The browser posts the form; the server sends the visitor back to the login page.
  await expect.poll(() => methods).toContain('POST');
  await page.waitForLoadState('domcontentloaded');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByLabel('E-posta')).toBeVisible();
  for (const address of addresses) expect(address).not.toContain(encodeURIComponent(DEMO_PASSWORD));
  for (const address of addresses) expect(address).not.toContain('password');
});
