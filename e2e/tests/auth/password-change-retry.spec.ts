import { expect, test } from '@playwright/test';
import { apiLogin } from '../fixtures/sign-in';

const PROXY_503 = { status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' };

/**
 * A password change the server made although its answer was a 503: the change ended every session, so
 * the page's automatic retry (same command id) is refused with 401. The page reads that as its own change
 * and sends the user to sign in with the new password, instead of "session expired" or a failure.
 */
test('a password change answered 503 after it was made sends the user to sign in with the new password', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { token: adminToken } = await apiLogin(request, 'admin@pusula.dev');
  const email = `sifre-503-${Date.now().toString(36)}@ornek.com`;
  const created = await request.post('/api/admin/accounts', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: {
      role: 'PARENT',
      email,
      firstName: 'Kayıp',
      lastName: 'Yanıt',
      password: 'yöneticinin verdiği şifre',
    },
  });
  expect(created.status()).toBe(201);

  const tries: Array<{ commandId: unknown; status: number }> = [];
  await page.route('**/api/auth/change-password', async (route) => {
    const commandId = (route.request().postDataJSON() as { commandId?: unknown }).commandId;
    const answer = await route.fetch();
    tries.push({ commandId, status: answer.status() });
    // The first answer is lost behind a balancer's 503; the retries get the server's own answer.
    if (tries.length === 1) await route.fulfill(PROXY_503);
    else await route.fulfill({ response: answer });
  });

  await page.goto('/parent/login');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Şifre').fill('yöneticinin verdiği şifre');
  await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/sifre-degistir$/);
  await page.getByLabel('Geçici şifre').fill('yöneticinin verdiği şifre');
  await page.getByLabel('Yeni şifre', { exact: true }).fill('kayıp yanıttan sonra yeni şifre');
  await page.getByLabel('Yeni şifre (tekrar)').fill('kayıp yanıttan sonra yeni şifre');
  await page.getByRole('button', { name: 'Şifremi değiştir' }).click();

  await expect(page).toHaveURL(/\/parent\/login\?sifre=degisti$/, { timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Şifreniz değiştirildi' })).toBeVisible();
  expect(tries.map((t) => t.status)).toEqual([200, 401]);
  expect(tries[1]!.commandId).toBe(tries[0]!.commandId);
  const withNew = await request.post('/api/auth/login', {
    data: { email, password: 'kayıp yanıttan sonra yeni şifre' },
  });
  expect(withNew.status()).toBe(200);
});
