import { type Browser, expect, test } from '@playwright/test';
import { apiLogin, collectConsoleErrors, signInThroughForm } from '../fixtures/sign-in';

/** The admin opens /admin/e-postalar and the newest invitation mail to `email`; its link. */
async function invitationLinkFromMailbox(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signInThroughForm(admin, '/auth/login', 'admin@pusula.dev');
  await admin.goto('/admin/e-postalar');
  const mail = admin
    .getByRole('link', { name: "E-postayı aç: Pusula'ya davet edildiniz" })
    .filter({ hasText: email });
  await expect(async () => {
    await admin.reload();
    await expect(mail.first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await mail.first().click();
  const text = admin.getByRole('region', { name: 'Düz metin' });
  await expect(text).toContainText('Burak Aydın sizi');
  const href = await text.getByRole('link', { name: /\/davet\// }).getAttribute('href');
  await context.close();
  expect(href).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/davet\/[\w-]{43}$/);
  return href!;
}

test.describe('invitations', () => {
  test('an advisor invites a coach; the coach opens the mailed link, signs up and is in the team', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    const email = `davetli-koc-${Date.now()}@ornek.com`;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughForm(page, '/advisor/', 'danisman2@pusula.dev');
    await page.goto('/advisor/coaches');
    await page.getByRole('button', { name: 'Koç davet et' }).click();
    const dialog = page.getByRole('dialog', { name: 'Koç davet et' });
    await dialog.getByLabel('Koçun e-posta adresi').fill(email);
    await dialog.getByLabel(/Öğrenci sınırı/).fill('12');
    await dialog.getByRole('button', { name: 'Daveti gönder' }).click();
    await expect(dialog).toBeHidden();
    const invitations = page.getByTestId('advisor-invitations');
    await expect(invitations.getByRole('listitem').filter({ hasText: email })).toContainText('Bekliyor');

    const link = await invitationLinkFromMailbox(browser, email);
    const coachContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const coach = await coachContext.newPage();
    const coachErrors = collectConsoleErrors(coach);
    await coach.goto(link);
    await expect(coach.getByText('Burak Aydın (')).toBeVisible();
    await expect(coach.getByText('Ekibe koç olarak katılmanız isteniyor.')).toBeVisible();
    await coach.getByLabel('Ad', { exact: true }).fill('Deniz');
    await coach.getByLabel('Soyad').fill('Davetli');
    await coach.getByLabel('Şifre').fill('davetle gelen koç şifresi');
    await coach.getByLabel(/KVKK aydınlatma metnini/).check();
    await coach.getByRole('button', { name: 'Hesabı oluştur ve katıl' }).click();
    await expect(coach).toHaveURL(/\/dashboard$/);

    // The link worked once.
    await coach.goto(link);
    await expect(coach.getByText('Bu davet daha önce kabul edilmiş')).toBeVisible();
    await coachContext.close();

    await page.goto('/advisor/coaches');
    await expect(page.getByRole('link', { name: 'Deniz Davetli', exact: true })).toBeVisible();
    await expect(invitations.getByRole('listitem').filter({ hasText: email })).toContainText('Kabul edildi');
    expect([...errors, ...coachErrors]).toEqual([]);
  });

  test('a coach invites a parent by pairing code; the parent signs up with it and sees only that child', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const errors = collectConsoleErrors(page);
    const advisor = await apiLogin(request, 'danisman2@pusula.dev');
    const students = (
      await (
        await request.get('/api/advisor/students', { headers: { authorization: `Bearer ${advisor.token}` } })
      ).json()
    ).data as { id: string; firstName: string }[];
    const zehra = students.find((s) => s.firstName === 'Zehra')!;

    await page.setViewportSize({ width: 390, height: 844 });
    await signInThroughForm(page, '/auth/login', 'koc4@pusula.dev');
    await page.goto(`/dashboard/students/${zehra.id}?tab=kisisel-bilgiler`);
    await page.getByRole('button', { name: 'Veli davet et' }).click();
    await page
      .getByRole('dialog', { name: 'Veli davet et' })
      .getByRole('button', { name: 'Davet oluştur' })
      .click();
    const code = (await page.getByTestId('pairing-code').textContent())!.trim();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    await page.getByRole('button', { name: 'Tamam' }).click();
    await expect(page.getByTestId('student-invitations')).toContainText('Eşleştirme koduyla');

    const parentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const parent = await parentContext.newPage();
    const parentErrors = collectConsoleErrors(parent);
    await parent.goto('/davet');
    await parent.getByLabel('Eşleştirme kodu').fill(code.toLowerCase());
    await parent.getByRole('button', { name: 'Devam et' }).click();
    await expect(parent.getByText('Zehra adlı öğrencinin velisi olarak katılmanız isteniyor.')).toBeVisible();
    await parent.getByLabel('Ad', { exact: true }).fill('Hale');
    await parent.getByLabel('Soyad').fill('Veli');
    await parent.getByLabel('E-posta adresi').fill(`davetli-veli-${Date.now()}@ornek.com`);
    await parent.getByLabel('Şifre').fill('davetle gelen veli şifresi');
    await parent.getByLabel(/KVKK aydınlatma metnini/).check();
    await parent.getByRole('button', { name: 'Hesabı oluştur ve katıl' }).click();
    await expect(parent).toHaveURL(/\/parent\/dashboard$/);
    await expect(parent.getByRole('heading', { level: 2, name: /Zehra/ })).toBeVisible();
    await expect(parent.getByText(/Onur/)).toHaveCount(0);
    await parentContext.close();
    expect([...errors, ...parentErrors]).toEqual([]);
  });

  test('a student account is made by accepting a pairing code; the student signs in to /ogrenci', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const errors = collectConsoleErrors(page);
    const advisor = await apiLogin(request, 'danisman2@pusula.dev');
    const coach = await apiLogin(request, 'koc4@pusula.dev');
    const students = (
      await (
        await request.get('/api/advisor/students', { headers: { authorization: `Bearer ${advisor.token}` } })
      ).json()
    ).data as { id: string; firstName: string }[];
    const onur = students.find((s) => s.firstName === 'Onur')!;
    const sent = await request.post(`/api/students/${onur.id}/invitations`, {
      headers: { authorization: `Bearer ${coach.token}` },
      data: { role: 'STUDENT' },
    });
    expect(sent.status()).toBe(201);
    const code = (await sent.json()).data.code as string;
    const email = `davetli-ogrenci-${Date.now()}@ornek.com`;

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/davet');
    await page.getByLabel('Eşleştirme kodu').fill(code);
    await page.getByRole('button', { name: 'Devam et' }).click();
    await expect(page.getByText('Onur olarak öğrenci hesabınızı açabilirsiniz.')).toBeVisible();
    await page.getByLabel('Ad', { exact: true }).fill('Onur');
    await page.getByLabel('Soyad').fill('Öğrenci');
    await page.getByLabel('E-posta adresi').fill(email);
    await page.getByLabel('Şifre').fill('davetle gelen öğrenci şifresi');
    await page.getByLabel(/KVKK aydınlatma metnini/).check();
    await page.getByRole('button', { name: 'Hesabı oluştur ve katıl' }).click();
    await expect(page).toHaveURL(/\/ogrenci$/);
    await expect(page.getByRole('heading', { level: 1, name: /Merhaba Onur/ })).toBeVisible();
    await expect(page.getByTestId('student-coach')).toHaveText('Koçun: Selin Arslan');

    await page.getByRole('button', { name: 'Hesabım' }).click();
    await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
    await expect(page).toHaveURL(/\/ogrenci\/giris$/);
    await page.getByLabel('E-posta').fill(email);
    await page.getByLabel('Şifre').fill('davetle gelen öğrenci şifresi');
    await page.getByRole('button', { name: 'Giriş yap', exact: true }).click();
    await expect(page).toHaveURL(/\/ogrenci$/);
    await expect(page.getByTestId('student-coach')).toHaveText('Koçun: Selin Arslan');
    expect(errors).toEqual([]);
  });
});
