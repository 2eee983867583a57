import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { apiLogin, collectConsoleErrors, signInThroughForm, submitLoginForm } from '../fixtures/sign-in';

/** A coach of their own (self-registered): the demo accounts' passwords stay as other specs expect them. */
async function registerCoach(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/register', {
    data: {
      type: 'COACH',
      packageId: 'koc-baslangic',
      firstName: 'Derin',
      lastName: 'Unutkan',
      email,
      phone: '+90 555 111 22 33',
      password,
      kvkkConsent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.token as string;
}

/** The admin opens /admin/e-postalar and the newest reset mail to `email`, and gives back its link. */
async function resetLinkFromMailbox(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInThroughForm(admin, '/auth/login', 'admin@pusula.dev');
  await expect(admin).toHaveURL(/\/admin$/);
  await admin
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'E-postalar' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'E-postalar' })).toBeVisible();
  // The worker delivers within moments of the answer: look again until the mail is there.
  const mail = admin.getByRole('link', { name: 'E-postayı aç: Pusula şifre sıfırlama bağlantınız' }).filter({
    hasText: email,
  });
  await expect(async () => {
    await admin.reload();
    await expect(mail.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await mail.first().click();
  await expect(
    admin.getByRole('heading', { level: 1, name: 'Pusula şifre sıfırlama bağlantınız' }),
  ).toBeVisible();
  const text = admin.getByRole('region', { name: 'Düz metin' });
  await expect(text).toContainText('Merhaba Derin,');
  const link = text.getByRole('link', { name: /\/auth\/sifre-sifirla\?token=/ });
  const href = await link.getAttribute('href');
  await context.close();
  expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/sifre-sifirla\?token=[\w-]{43}$/);
  return href!;
}

async function setNewPassword(page: Page, password: string) {
  await page.getByLabel('Yeni şifre', { exact: true }).fill(password);
  await page.getByLabel('Yeni şifre (tekrar)').fill(password);
  await page.getByRole('button', { name: 'Yeni şifremi kaydet' }).click();
}

test.describe('account recovery', () => {
  test('Şifremi unuttum → the mail in the admin mailbox → a new password; the old session ends, the link works once', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    const email = `unutkan-${Date.now()}@ornek.com`;
    const oldPassword = 'eski ve unutulmuş şifre';
    const newPassword = 'hatırlanacak yeni şifre';
    const oldToken = await registerCoach(request, email, oldPassword);

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Şifremi unuttum' }).click();
    await expect(page).toHaveURL(/\/auth\/sifremi-unuttum$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Şifrenizi sıfırlayın' })).toBeVisible();
    await page.getByLabel('E-posta').fill(email);
    await page.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Bu adrese kayıtlı bir hesap varsa' }),
    ).toBeVisible();

    const link = await resetLinkFromMailbox(browser, email);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Yeni şifrenizi belirleyin' })).toBeVisible();
    // The registration's policy: a common password is refused in Turkish, and the link still works.
    await setNewPassword(page, 'password');
    await expect(page.getByRole('alert')).toContainText('çok yaygın');
    await setNewPassword(page, newPassword);
    await expect(page.getByRole('status').filter({ hasText: 'Şifreniz değiştirildi' })).toBeVisible();

    // Every session of the account ended.
    const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${oldToken}` } });
    expect(me.status()).toBe(401);
    const old = await request.post('/api/auth/login', { data: { email, password: oldPassword } });
    expect(old.status()).toBe(401);

    await page.getByRole('link', { name: 'Giriş yap' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await submitLoginForm(page, email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The same link again: it says, in Turkish, that it was used.
    const again = await browser.newPage();
    await again.goto(link);
    await expect(again.getByRole('alert')).toHaveText('Bu şifre sıfırlama bağlantısı daha önce kullanılmış');
    await expect(again.getByRole('link', { name: 'Yeni bir bağlantı isteyin' })).toBeVisible();
    await again.close();
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });

  test('an account the admin opened with a temporary password changes it first', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { token: adminToken } = await apiLogin(request, 'admin@pusula.dev');
    const email = `gecici-${Date.now()}@ornek.com`;
    const created = await request.post('/api/admin/accounts', {
      headers: { authorization: `Bearer ${adminToken}` },
      data: {
        role: 'PARENT',
        email,
        firstName: 'Geçici',
        lastName: 'Veli',
        password: 'yöneticinin verdiği şifre',
      },
    });
    expect(created.status()).toBe(201);

    await page.goto('/parent/login');
    await page.getByLabel('E-posta').fill(email);
    await page.getByLabel('Şifre').fill('yöneticinin verdiği şifre');
    await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
    await expect(page).toHaveURL(/\/auth\/sifre-degistir$/);
    await expect(page.getByRole('alert')).toContainText('geçici bir şifreyle açıldı');
    // The portal is closed until the change.
    await page.goto('/parent/dashboard');
    await expect(page).toHaveURL(/\/auth\/sifre-degistir$/);

    await page.getByLabel('Geçici şifre').fill('yöneticinin verdiği şifre');
    await page.getByLabel('Yeni şifre', { exact: true }).fill('velinin kendi şifresi');
    await page.getByLabel('Yeni şifre (tekrar)').fill('velinin kendi şifresi');
    await page.getByRole('button', { name: 'Şifremi değiştir' }).click();
    await expect(page).toHaveURL(/\/parent\/login\?sifre=degisti$/);
    await expect(page.getByRole('status').filter({ hasText: 'Şifreniz değiştirildi' })).toBeVisible();
    await page.getByLabel('E-posta').fill(email);
    await page.getByLabel('Şifre').fill('velinin kendi şifresi');
    await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
    await expect(page).toHaveURL(/\/parent\/dashboard$/);
  });

  test('every portal has "Şifremi değiştir" in its account menu', async ({ page }) => {
    await signInThroughForm(page, '/auth/login', 'koc2@pusula.dev');
    await page.getByRole('button', { name: 'Hesap menüsü' }).click();
    await page.getByRole('menuitem', { name: 'Şifremi değiştir' }).click();
    await expect(page).toHaveURL(/\/auth\/sifre-degistir$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Şifremi değiştir' })).toBeVisible();
  });
});
