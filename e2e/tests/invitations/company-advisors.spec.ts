import { expect, test } from '@playwright/test';
import { MAIL_SUBJECTS, openMailbox } from '../fixtures/mailbox';
import { collectConsoleErrors, signInThroughForm } from '../fixtures/sign-in';

/** A coaching company grows: its advisor invites another advisor, who joins it with a team of their own. */
test('an advisor invites another advisor into the company from the coaches page', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  const errors = collectConsoleErrors(page);
  const email = `yeni-danisman-${Date.now()}@ornek.com`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, '/advisor/', 'danisman2@pusula.dev');
  await page.goto('/advisor/coaches');
  await page.getByRole('button', { name: 'Danışman davet et' }).click();
  const dialog = page.getByRole('dialog', { name: 'Danışman davet et' });
  await dialog.getByLabel('Danışmanın e-posta adresi').fill(email);
  await dialog.getByRole('button', { name: 'Daveti gönder' }).click();
  await expect(dialog).toBeHidden();
  const invitations = page.getByTestId('advisor-invitations');
  await expect(invitations.getByRole('listitem').filter({ hasText: email })).toContainText('Danışman daveti');

  const mailbox = await openMailbox(request, baseURL!);
  const mail = await mailbox.newest(email, MAIL_SUBJECTS.invitation);
  expect(mail.text).toContain('danışman olarak');
  const link = await mailbox.link(email, MAIL_SUBJECTS.invitation, '/davet/');
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const newcomer = await context.newPage();
  const newcomerErrors = collectConsoleErrors(newcomer);
  await newcomer.goto(link);
  await expect(newcomer.getByText('Kuruma danışman olarak katılmanız isteniyor')).toBeVisible();
  await newcomer.getByLabel('Ad', { exact: true }).fill('Yasemin');
  await newcomer.getByLabel('Soyad').fill('Katılan');
  await newcomer.getByLabel('Şifre').fill('kuruma katılan danışman');
  await newcomer.getByLabel(/KVKK aydınlatma metnini/).check();
  await newcomer.getByRole('button', { name: 'Hesabı oluştur ve katıl' }).click();
  await expect(newcomer).toHaveURL(/\/advisor\/dashboard$/);
  await context.close();

  await page.reload();
  await expect(invitations.getByRole('listitem').filter({ hasText: email })).toContainText('Kabul edildi');
  expect([...errors, ...newcomerErrors]).toEqual([]);
});
