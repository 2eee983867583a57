import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { expectHydrated } from '../fixtures/hydration';
import { MAIL_SUBJECTS, openMailbox } from '../fixtures/mailbox';
import { addStudentThroughDialog, registerThroughForm } from '../fixtures/onboarding';
import { collectConsoleErrors, signInThroughForm } from '../fixtures/sign-in';

/**
 * From nothing to a working week with only the mails and each person's own screens, no admin step: an
 * independent mentor, the parent of the mentor's student, an advisor's company and the coach it invites.
 * Every link is opened from the mail the server sent (the embedded mailbox), as from a mail client.
 */
test.describe('onboarding by mail', () => {
  test('a mentor, a parent, an advisor and a coach start with nothing but mails; the mentor stays outside the company', async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const run = Date.now();
    const mentor = {
      firstName: 'Melis',
      lastName: 'Bağımsız',
      email: `yolculuk-mentor-${run}@ornek.com`,
      password: 'bağımsız mentorun şifresi',
    };
    const parent = {
      firstName: 'Hale',
      lastName: 'Yolcu',
      email: `yolculuk-veli-${run}@ornek.com`,
      password: 'velinin ilk şifresi',
      newPassword: 'velinin yeni şifresi',
    };
    const advisor = {
      firstName: 'Kemal',
      lastName: 'Kurumsal',
      organisationName: 'Yolculuk Eğitim Kurumu',
      email: `yolculuk-danisman-${run}@ornek.com`,
      password: 'kurumun danışman şifresi',
    };
    const coach = {
      firstName: 'Sena',
      lastName: 'Ekipli',
      email: `yolculuk-koc-${run}@ornek.com`,
      password: 'davetle gelen koçun şifresi',
    };
    const mailbox = await openMailbox(request, baseURL!);
    const consoles = [collectConsoleErrors(page)];
    const contexts: BrowserContext[] = [];
    /** Another person's browser: signed out, with nothing of the others'. */
    async function freshPage(): Promise<Page> {
      const context = await browser.newContext();
      contexts.push(context);
      const other = await context.newPage();
      consoles.push(collectConsoleErrors(other));
      return other;
    }

    await test.step('the mentor registers and verifies the address from the mail', async () => {
      await registerThroughForm(page, { category: 'mentor', ...mentor });
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('region', { name: 'E-posta doğrulama' })).toContainText(mentor.email);

      await page.goto(await mailbox.link(mentor.email, MAIL_SUBJECTS.verification, '/auth/e-posta-dogrula'));
      await expect(page.getByRole('status').filter({ hasText: 'doğrulandı' })).toHaveText(
        `${mentor.email} adresi doğrulandı. Teşekkür ederiz!`,
      );
      await page.getByRole('main').getByRole('link', { name: 'Panelime git' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Öğrencilerim' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'E-posta doğrulama' })).toHaveCount(0);
    });

    const steps = page.getByRole('region', { name: 'İlk adımlar' });
    await test.step("the mentor adds a student and invites the student's parent by mail", async () => {
      await page.getByRole('button', { name: 'Öğrenci ekle' }).first().click();
      await addStudentThroughDialog(page, 'Arda', 'Yolcu');
      await expect(steps.getByText('Veliyi davet edin (Yapılacak)')).toBeVisible();
      // The step's own way to the student, then the "Davetler" of "Kişisel Bilgiler" it names.
      await steps.getByRole('link', { name: 'Arda Yolcu' }).first().click();
      await expect(page).toHaveURL(/\/dashboard\/students\/[^/?]+/);
      await page.getByRole('tab', { name: 'Kişisel Bilgiler' }).click();
      await page.getByRole('button', { name: 'Veli davet et' }).click();
      const dialog = page.getByRole('dialog', { name: 'Veli davet et' });
      await dialog.getByLabel('E-posta adresi').fill(parent.email);
      await dialog.getByRole('button', { name: 'Davet oluştur' }).click();
      await page
        .getByRole('dialog', { name: 'Eşleştirme kodu' })
        .getByRole('button', { name: 'Tamam' })
        .click();
      await expect(
        page
          .getByTestId('student-invitations')
          .getByRole('listitem')
          .filter({ hasText: `E-posta: ${parent.email}` }),
      ).toContainText('Bekliyor');
    });

    await test.step('the parent opens the mailed link, signs up and sees the child', async () => {
      const mail = await mailbox.newest(parent.email, MAIL_SUBJECTS.invitation);
      // A mentor's practice bears the mentor's name: the mail names the mentor once.
      expect(mail.text).toContain(
        "Melis Bağımsız sizi Arda adlı öğrencinin velisi olarak Pusula'ya davet etti.",
      );
      const link = await mailbox.link(parent.email, MAIL_SUBJECTS.invitation, '/davet/');
      const home = await freshPage();
      await home.goto(link);
      await expect(home.getByRole('heading', { level: 1, name: 'Pusula’ya davet edildiniz' })).toBeVisible();
      await expect(home.getByText('Melis Bağımsız sizi davet ediyor.')).toBeVisible();
      await expect(home.getByText('Arda adlı öğrencinin velisi olarak katılmanız isteniyor.')).toBeVisible();
      await expect(home.getByText(`Davet ${parent.email} adresi için.`)).toBeVisible();
      await home.getByLabel('Ad', { exact: true }).fill(parent.firstName);
      await home.getByLabel('Soyad').fill(parent.lastName);
      await home.getByLabel('Şifre').fill(parent.password);
      await home.getByLabel(/KVKK aydınlatma metnini/).check();
      await home.getByRole('button', { name: 'Hesabı oluştur ve katıl' }).click();
      await expect(home).toHaveURL(/\/parent\/dashboard$/);
      await expect(home.getByRole('heading', { level: 2, name: 'Arda Yolcu' })).toBeVisible();

      // The mentor sees the invitation accepted, and the first step done.
      await page.reload();
      await expect(
        page
          .getByTestId('student-invitations')
          .getByRole('listitem')
          .filter({ hasText: `E-posta: ${parent.email}` }),
      ).toContainText('Kabul edildi');
      await page
        .getByRole('navigation', { name: 'Koç menüsü' })
        .getByRole('link', { name: 'Öğrencilerim' })
        .click();
      await expect(steps.getByText('Veliyi davet edin (Tamamlandı)')).toBeVisible();
    });

    const office = await freshPage();
    const invitations = office.getByTestId('advisor-invitations');
    await test.step('an advisor registers a company and invites a coach, who signs up from the mail', async () => {
      await registerThroughForm(office, { category: 'danisman', ...advisor });
      await expect(office).toHaveURL(/\/advisor\/dashboard$/);
      await office
        .getByRole('region', { name: 'İlk adımlar' })
        .getByRole('link', { name: 'Koçlara git' })
        .click();
      await expect(office).toHaveURL(/\/advisor\/coaches$/);
      await office.getByRole('button', { name: 'Koç davet et' }).click();
      const dialog = office.getByRole('dialog', { name: 'Koç davet et' });
      await dialog.getByLabel('Koçun e-posta adresi').fill(coach.email);
      await dialog.getByRole('button', { name: 'Daveti gönder' }).click();
      await expect(dialog).toBeHidden();
      await expect(invitations.getByRole('listitem').filter({ hasText: coach.email })).toContainText(
        'Bekliyor',
      );

      const mail = await mailbox.newest(coach.email, MAIL_SUBJECTS.invitation);
      expect(mail.text).toContain('Kemal Kurumsal sizi Yolculuk Eğitim Kurumu bünyesinde koç olarak');
      const link = await mailbox.link(coach.email, MAIL_SUBJECTS.invitation, '/davet/');
      const desk = await freshPage();
      await desk.goto(link);
      await expect(
        desk.getByText('Kemal Kurumsal (Yolculuk Eğitim Kurumu) sizi davet ediyor.'),
      ).toBeVisible();
      await expect(desk.getByText('Ekibe koç olarak katılmanız isteniyor.')).toBeVisible();
      await desk.getByLabel('Ad', { exact: true }).fill(coach.firstName);
      await desk.getByLabel('Soyad').fill(coach.lastName);
      await desk.getByLabel('Şifre').fill(coach.password);
      await desk.getByLabel(/KVKK aydınlatma metnini/).check();
      await desk.getByRole('button', { name: 'Hesabı oluştur ve katıl' }).click();
      await expect(desk).toHaveURL(/\/dashboard$/);
      await expect(desk.getByRole('heading', { level: 1, name: 'Öğrencilerim' })).toBeVisible();

      await office.reload();
      await expect(office.getByRole('link', { name: 'Sena Ekipli', exact: true })).toBeVisible();
      await expect(invitations.getByRole('listitem').filter({ hasText: coach.email })).toContainText(
        'Kabul edildi',
      );
    });

    await test.step("the independent mentor is not in the company's coaches nor among its available ones", async () => {
      const search = office.getByRole('searchbox', { name: 'Koç ara' });
      await search.fill('Melis');
      await expect(office.getByText('Aramanızla eşleşen koç yok.')).toBeVisible();
      await search.fill(mentor.email);
      await expect(office.getByText('Aramanızla eşleşen koç yok.')).toBeVisible();
      // The same search finds the company's own coach.
      await search.fill('Sena');
      await expect(office.getByRole('link', { name: 'Sena Ekipli', exact: true })).toBeVisible();

      await office.getByRole('button', { name: 'Uygun koçlar' }).click();
      const available = office.getByRole('dialog', { name: 'Uygun bir koçu davet et' });
      await available.getByRole('searchbox', { name: 'Uygun koçlarda ara' }).fill('Melis');
      await expect(available.getByText('Şu an davet edilebilecek uygun koç yok.')).toBeVisible();
      await expect(available.getByText('Melis Bağımsız')).toHaveCount(0);
    });

    await test.step('the parent resets the password from the mail; the new one signs in, the old one not', async () => {
      const home = await freshPage();
      await home.goto('/parent/login');
      await home.getByRole('link', { name: 'Şifremi unuttum' }).click();
      await expect(home.getByRole('heading', { level: 1, name: 'Şifrenizi sıfırlayın' })).toBeVisible();
      await expectHydrated(home.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }));
      await home.getByLabel('E-posta').fill(parent.email);
      await home.getByRole('button', { name: 'Sıfırlama bağlantısı gönder' }).click();
      await expect(
        home.getByRole('status').filter({ hasText: 'Bu adrese kayıtlı bir hesap varsa' }),
      ).toBeVisible();

      await home.goto(await mailbox.link(parent.email, MAIL_SUBJECTS.passwordReset, '/auth/sifre-sifirla'));
      await expect(home.getByRole('heading', { level: 1, name: 'Yeni şifrenizi belirleyin' })).toBeVisible();
      await home.getByLabel('Yeni şifre', { exact: true }).fill(parent.newPassword);
      await home.getByLabel('Yeni şifre (tekrar)').fill(parent.newPassword);
      await home.getByRole('button', { name: 'Yeni şifremi kaydet' }).click();
      await expect(home.getByRole('status').filter({ hasText: 'Şifreniz değiştirildi' })).toBeVisible();

      await home.getByRole('main').getByRole('link', { name: 'Giriş yap', exact: true }).click();
      await expect(home).toHaveURL(/\/parent\/login$/);
      await expectHydrated(home.getByRole('button', { name: 'Giriş yap', exact: true }));
      await home.getByLabel('E-posta').fill(parent.email);
      await home.getByLabel('Şifre').fill(parent.password);
      await home.getByRole('button', { name: 'Giriş yap', exact: true }).click();
      await expect(home.getByRole('alert')).toHaveText('E-posta adresi veya şifre hatalı');
      await expect(home).toHaveURL(/\/parent\/login$/);
      await signInThroughForm(home, '/parent/login', parent.email, parent.newPassword);
      await expect(home).toHaveURL(/\/parent\/dashboard$/);
      await expect(home.getByRole('heading', { level: 2, name: 'Arda Yolcu' })).toBeVisible();
    });

    for (const context of contexts) await context.close();
    // The refused sign-in with the old password is the one failed request expected.
    expect(consoles.flat().filter((e) => !e.includes('status of 401'))).toEqual([]);
  });
});
