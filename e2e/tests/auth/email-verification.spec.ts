import { type Browser, expect, type Page, test } from '@playwright/test';
import { collectConsoleErrors, signInThroughForm } from '../fixtures/sign-in';

const PASSWORD = 'doğrulanacak uzun şifre';

/** Signs in through the mentor login with the coach's own password (the form is prerendered: retry). */
async function signIn(page: Page, email: string) {
  await signInThroughForm(page, '/auth/login', email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * The admin opens /admin/e-postalar and the newest verification mail to `email`, and follows its link
 * there, as from a mail client. Answers the page (on the verification page) and the link.
 */
async function followLinkFromMailbox(browser: Browser, email: string) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInThroughForm(admin, '/auth/login', 'admin@pusula.dev');
  await expect(admin).toHaveURL(/\/admin$/);
  await admin
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .getByRole('link', { name: 'E-postalar' })
    .click();
  await expect(admin.getByRole('heading', { level: 1, name: 'E-postalar' })).toBeVisible();
  const mail = admin
    .getByRole('link', { name: 'E-postayı aç: Pusula e-posta adresinizi doğrulayın' })
    .filter({ hasText: email });
  await expect(async () => {
    await admin.reload();
    await expect(mail.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await mail.first().click();
  await expect(
    admin.getByRole('heading', { level: 1, name: 'Pusula e-posta adresinizi doğrulayın' }),
  ).toBeVisible();
  const text = admin.getByRole('region', { name: 'Düz metin' });
  await expect(text).toContainText('Merhaba Deniz,');
  const link = text.getByRole('link', { name: /\/auth\/e-posta-dogrula\?token=/ });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/auth\/e-posta-dogrula\?token=[\w-]{43}$/);
  await link.click();
  await expect(admin).toHaveURL(/\/auth\/e-posta-dogrula\?token=/);
  return { admin, context, href: href! };
}

test.describe('e-mail verification', () => {
  test('a self-registered coach sees the banner, asks again, and verifies with the link from the mailbox; the link works once', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    const email = `dogrula-${Date.now()}@ornek.com`;
    const registered = await request.post('/api/auth/register', {
      data: {
        type: 'COACH',
        packageId: 'koc-baslangic',
        firstName: 'Deniz',
        lastName: 'Doğrular',
        email,
        phone: '+90 555 111 22 33',
        password: PASSWORD,
        kvkkConsent: true,
      },
    });
    expect(registered.status(), await registered.text()).toBe(201);

    // Signing in does not wait for the verification; the panel asks for it.
    await signIn(page, email);
    const banner = page.getByRole('region', { name: 'E-posta doğrulama' });
    await expect(banner).toContainText('E-posta adresinizi doğrulayın');
    await expect(banner).toContainText(email);
    await banner.getByRole('button', { name: 'Tekrar gönder' }).click();
    await expect(banner.getByRole('status')).toContainText(
      `Doğrulama bağlantısı ${email} adresine gönderildi`,
    );

    const { admin, context, href } = await followLinkFromMailbox(browser, email);
    await expect(
      admin.getByRole('heading', { level: 1, name: 'E-posta adresinizi doğrulayın' }),
    ).toBeVisible();
    await expect(admin.getByRole('status').filter({ hasText: 'doğrulandı' })).toHaveText(
      `${email} adresi doğrulandı. Teşekkür ederiz!`,
    );
    await context.close();

    // The panel no longer asks.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const me = await page.evaluate(async () => {
      const res = await fetch('/api/auth/me', {
        headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
      });
      return (await res.json()).data.user;
    });
    expect(me.emailVerified).toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(banner).toHaveCount(0);

    // The same link again: refused, in Turkish.
    const again = await browser.newPage();
    await again.goto(href);
    await expect(again.getByRole('alert')).toHaveText('Bu doğrulama bağlantısı daha önce kullanılmış');
    await again.close();
    expect(errors).toEqual([]);
  });

  test('a link that was never made is refused in Turkish', async ({ page }) => {
    await page.goto(`/auth/e-posta-dogrula?token=${'x'.repeat(43)}`);
    await expect(page.getByRole('alert')).toHaveText('Bu doğrulama bağlantısı geçersiz');
  });

  test('demo accounts count as verified: no banner', async ({ page }) => {
    await signInThroughForm(page, '/auth/login', 'koc2@pusula.dev');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('region', { name: 'E-posta doğrulama' })).toHaveCount(0);
  });
});

test.describe('the weekly parent summary preferences', () => {
  test('the parent turns the weekly summary off and on in the portal; a forged opt-out link is refused', async ({
    page,
  }) => {
    await signInThroughForm(page, '/parent/login', 'veli@pusula.dev');
    await expect(page).toHaveURL(/\/parent\/dashboard$/);
    await page.goto('/parent/profile');
    const box = page.getByRole('checkbox', { name: /Haftalık özet e-postası/ });
    await expect(box).toBeChecked();
    await box.uncheck();
    await expect(page.getByRole('status').filter({ hasText: 'Tercihiniz kaydedildi.' })).toBeVisible();
    await page.reload();
    await expect(box).not.toBeChecked();
    await box.check();
    await expect(page.getByRole('status').filter({ hasText: 'Tercihiniz kaydedildi.' })).toBeVisible();
    await page.reload();
    await expect(box).toBeChecked();

    await page.goto('/veli/e-posta-tercihleri?token=sahte.bir-imza');
    await expect(page.getByRole('heading', { level: 1, name: 'Haftalık özet e-postası' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Bu e-posta tercihleri bağlantısı geçersiz');
  });
});
