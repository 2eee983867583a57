import { expect, test } from '@playwright/test';
import { expectHydrated } from '../fixtures/hydration';
import { apiLogin } from '../fixtures/sign-in';

const RETRY_MESSAGE =
  'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin; işlem iki kez kaydedilmez.';
const PROXY_503 = { status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' };

/**
 * Sign-up whose first answer is a 503 although the server had already stored it (a balancer that gave up
 * on a slow answer): the form says so in Turkish, and sending again is the same registration, answered as
 * the first time (signed in to the one account), never a refusal for an address "already taken".
 */
test.describe('registration answered 503 after it was stored', () => {
  test.describe.configure({ timeout: 90_000 });

  test('shows the retry message; „Hesabımı oluştur" again signs in to the one account', async ({
    page,
    request,
  }) => {
    const email = `kayip-yanit-${Date.now().toString(36)}@ornek.com`;
    const password = 'kayıp yanıt sonrası şifre';
    let failing = true;
    const bodies: Array<Record<string, unknown>> = [];
    await page.route('**/api/auth/register', async (route) => {
      bodies.push(route.request().postDataJSON() as Record<string, unknown>);
      if (!failing) return route.continue();
      // The first try reaches the server; its answer, and every automatic try, is the balancer's 503.
      if (bodies.length === 1) expect((await route.fetch()).status()).toBe(201);
      await route.fulfill(PROXY_503);
    });

    await page.goto('/auth/register?category=danisman');
    const submit = page.getByRole('button', { name: 'Hesabımı oluştur' });
    await expectHydrated(submit);
    await page.getByLabel('Kurum adı').fill('Kayıp Yanıt Akademisi');
    await page.getByLabel('Ad', { exact: true }).fill('Derya');
    await page.getByLabel('Soyad').fill('Kurucu');
    await page.getByLabel('E-posta').fill(email);
    await page.getByLabel('Telefon').fill('0532 123 45 67');
    await page.getByLabel('Şifre', { exact: true }).fill(password);
    await page.getByLabel('Şifre (tekrar)').fill(password);
    await page.getByRole('checkbox').check();
    await submit.click();

    await expect(page.getByText(RETRY_MESSAGE)).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/auth\/register/);
    expect(bodies.length).toBeGreaterThan(1);

    failing = false;
    await submit.click();
    await expect(page).toHaveURL(/\/advisor\/dashboard$/, { timeout: 20_000 });

    // Every try, the automatic ones and the user's, carried the action's one command id.
    const ids = bodies.map((b) => b.commandId);
    expect(ids.every((id) => typeof id === 'string' && id === ids[0])).toBe(true);
    // One account with that address.
    const admin = await apiLogin(request, 'admin@pusula.dev');
    const listed = await request.get(`/api/admin/accounts?search=${encodeURIComponent(email)}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(listed.status()).toBe(200);
    const accounts = (await listed.json()).data.accounts as Array<{ email: string }>;
    expect(accounts.filter((a) => a.email === email)).toHaveLength(1);
  });
});
