import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/contexts';
import { collectConsoleErrors, signInThroughForm } from '../fixtures/sign-in';

const PHONE = { width: 390, height: 844 };

/** No horizontal scroll at phone width. */
async function expectNoOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

test.describe('student ↔ coach messages on phones', () => {
  test('Elif writes to her coach from Mesajlar; he sees it live, answers, and she sees the answer live', async ({
    newContext,
  }) => {
    // Two signed-in browsers and live round trips both ways: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    const coach = await (await newContext({ viewport: PHONE })).newPage();
    const student = await (await newContext({ viewport: PHONE })).newPage();
    const errors = [...collectConsoleErrors(coach), ...collectConsoleErrors(student)];
    const stamp = Date.now() % 1_000_000;

    // The coach has his messages open first: the student's message must reach this page by itself.
    await signInThroughForm(coach, '/auth/login', 'koc@pusula.dev');
    await expect(coach).toHaveURL(/\/dashboard$/);
    await coach.goto('/dashboard/messages');
    const conversations = coach.getByRole('navigation', { name: 'Konuşmalar' });
    await expect(conversations).toBeVisible();

    await signInThroughForm(student, '/ogrenci/giris', 'ogrenci@pusula.dev');
    await expect(student).toHaveURL(/\/ogrenci$/);
    const tabs = student.getByRole('navigation', { name: 'Öğrenci menüsü' });
    await tabs.getByRole('link', { name: 'Mesajlar' }).click();
    await expect(student).toHaveURL(/\/ogrenci\/mesajlar$/);
    await expect(tabs.getByRole('link', { name: 'Mesajlar' })).toHaveAttribute('aria-current', 'page');
    await expect(student.getByRole('heading', { level: 1, name: 'Mesajlar' })).toBeVisible();
    // The coach's thread (an advisor's thread, when there is one, has a composer of its own below).
    const withCoach = student.getByRole('region', { name: 'Koçun Mehmet Kaya ile' });
    await expect(withCoach).toBeVisible();

    // Nothing is sent empty: the button waits for a text, and Enter in the empty field does nothing.
    await expect(withCoach.getByRole('button', { name: 'Gönder', exact: true })).toBeDisabled();

    const question = `Hocam türevde takıldım, İğdır denemesindeki 12. soruya bakar mısınız? (${stamp})`;
    await withCoach.getByLabel('Mesajın').fill(question);
    await withCoach.getByRole('button', { name: 'Gönder', exact: true }).click();
    const studentThread = student.getByRole('list', { name: 'Koçunla mesajların' });
    await expect(studentThread.getByRole('listitem').filter({ hasText: question })).toBeVisible();
    await expect(withCoach.getByLabel('Mesajın')).toHaveValue('');
    await expectNoOverflow(student);
    await student.screenshot({ path: test.info().outputPath('ogrenci-mesajlar-390.png'), fullPage: true });

    // Live on the coach's page: the „Öğrenci" group shows Elif with her unread messages, without a reload.
    const elif = conversations
      .getByRole('list', { name: 'Öğrenci', exact: true })
      .getByRole('button', { name: /Elif Öztürk/ });
    await expect(elif).toContainText(question, { timeout: 20_000 });
    // Unread, counted (other tests may have left earlier messages of hers unread).
    await expect(elif).toContainText(/\d+ okunmamış/);
    await elif.click();
    await expect(coach.getByRole('heading', { name: 'Elif Öztürk ile mesajlar' })).toBeVisible();
    const coachThread = coach.getByRole('list', { name: 'Elif Öztürk ile mesajlar' });
    await expect(coachThread.getByRole('listitem').filter({ hasText: question })).toContainText(
      'Elif Öztürk (öğrenci)',
    );
    await expect(elif).not.toContainText('okunmamış');
    await expectNoOverflow(coach);

    const answer = `Yarın 17:00’de birlikte çözelim, Elif. (${stamp})`;
    await coach.getByLabel('Mesajınız').fill(answer);
    await coach.getByRole('button', { name: 'Gönder', exact: true }).click();
    await expect(coachThread.getByRole('listitem').filter({ hasText: answer })).toBeVisible();
    await coach.screenshot({ path: test.info().outputPath('koc-ogrenci-mesajlari-390.png'), fullPage: true });

    // Live on the student's page: the answer arrives without a reload.
    await expect(studentThread.getByRole('listitem').filter({ hasText: answer })).toContainText(
      'Mehmet Kaya',
      {
        timeout: 20_000,
      },
    );
    await expectNoOverflow(student);
    expect(errors).toEqual([]);
  });
});
