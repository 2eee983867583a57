import { expect } from '@playwright/test';
import { test } from '../fixtures/contexts';
import { elifId, expectNoOverflow, PHONE } from '../fixtures/phone';
import { collectConsoleErrors, signInThroughForm } from '../fixtures/sign-in';

const DENEME = 'E2E kendi TYT denemem';

test.describe('Denemeler in the student app (Elif, ogrenci@pusula.dev) on a phone', () => {
  test('Elif enters a TYT deneme with the Fen split and sees her nets; her coach sees it „öğrenci girdi"', async ({
    newContext,
    request,
  }) => {
    test.setTimeout(120_000);
    const elif = await elifId(request);

    const student = await (await newContext({ viewport: PHONE })).newPage();
    const errors = collectConsoleErrors(student);
    await signInThroughForm(student, '/ogrenci/giris', 'ogrenci@pusula.dev');
    await expect(student).toHaveURL(/\/ogrenci$/);
    const nav = student.getByRole('navigation', { name: 'Öğrenci menüsü' });
    // Bugün, Hafta, Denemeler, Mesajlar, Odaklan: five tabs still fit a 390 px phone.
    await expect(nav.getByRole('link')).toHaveCount(5);
    await nav.getByRole('link', { name: 'Denemeler' }).click();
    await expect(student).toHaveURL(/\/ogrenci\/denemeler$/);
    await expect(student.getByRole('heading', { level: 1, name: 'Denemeler' })).toBeVisible();
    await expectNoOverflow(student);

    // The form defaults to her exam (target AYT: TYT first), the coach's deneme sheet.
    await student.getByRole('button', { name: 'Deneme ekle' }).click();
    const form = student.getByRole('form', { name: 'Yeni deneme' });
    await expect(form.getByLabel('Sınav türü')).toHaveValue('TYT');
    await form.getByLabel('Deneme adı').fill(DENEME);
    await form.getByLabel('Süre (dk)').fill('165');
    await expect(form.getByText('Net = Doğru − Yanlış / 4')).toBeVisible();
    // Türkçe 30 − 6/4 = 28,5.
    await form.getByLabel('Türkçe Doğru').fill('30');
    await form.getByLabel('Türkçe Yanlış').fill('6');
    await form.getByLabel('Türkçe Boş').fill('4');
    // Fen by subject: Fizik 3 − 2/4 = 2,5; Kimya 5 − 1/4 = 4,75; Biyoloji 4 − 1/4 = 3,75; Fen 12 − 4/4 = 11.
    await form.getByRole('button', { name: /Derslere ayır: Fizik, Kimya, Biyoloji/ }).click();
    for (const [subject, d, y, b] of [
      ['Fizik', '3', '2', '2'],
      ['Kimya', '5', '1', '1'],
      ['Biyoloji', '4', '1', '1'],
    ] as const) {
      await form.getByLabel(`Fen Bilimleri ${subject} Doğru`).fill(d);
      await form.getByLabel(`Fen Bilimleri ${subject} Yanlış`).fill(y);
      await form.getByLabel(`Fen Bilimleri ${subject} Boş`).fill(b);
    }
    await expect(form.getByLabel('Fen Bilimleri Doğru', { exact: true })).toHaveValue('12');
    await expect(form.getByTestId('exam-net-preview')).toHaveText('Hesaplanan net: 39,5');
    await expectNoOverflow(student);
    await student.screenshot({
      path: test.info().outputPath('ogrenci-deneme-formu-390.png'),
      fullPage: true,
    });
    await form.getByRole('button', { name: 'Denemeyi kaydet' }).click();
    await expect(form).toBeHidden();

    const card = student.getByRole('region', { name: `${DENEME} · TYT` });
    await expect(card.getByTestId('exam-total-net')).toHaveText('39,5');
    await expect(card.getByRole('row', { name: /^Fizik/ })).toContainText('2,5');
    await expect(card.getByRole('row', { name: /^Fen Bilimleri/ })).toContainText('11');
    await expect(card.getByText('öğrenci girdi')).toBeVisible();
    await expectNoOverflow(student);
    await student.screenshot({ path: test.info().outputPath('ogrenci-denemeler-390.png'), fullPage: true });

    // The coach, on a phone too: Elif's Sınavlar tab shows the deneme with its subject lines, flagged.
    const coach = await (await newContext({ viewport: PHONE })).newPage();
    errors.push(...collectConsoleErrors(coach));
    await signInThroughForm(coach, '/auth/login', 'koc@pusula.dev');
    await expect(coach).toHaveURL(/\/dashboard$/);
    await coach.goto(`/dashboard/students/${elif}?tab=sinavlar`);
    const coachCard = coach.getByRole('region', { name: `${DENEME} · TYT` });
    await expect(coachCard.getByTestId('exam-entry')).toContainText('öğrenci girdi');
    await expect(coachCard.getByTestId('exam-subject-row')).toHaveCount(3);
    await expect(coachCard.getByRole('row', { name: /^Kimya/ })).toContainText('4,75');
    await expectNoOverflow(coach);
    await coach.screenshot({ path: test.info().outputPath('koc-sinavlar-390.png'), fullPage: true });

    // The coach corrects it (Türkçe 31 doğru): the mark stays, „koç düzeltti" joins it.
    await coachCard.getByRole('button', { name: 'Düzelt' }).click();
    const dialog = coach.getByRole('dialog', { name: `Denemeyi düzelt: ${DENEME}` });
    await expect(dialog.getByLabel('Fen Bilimleri Fizik Doğru')).toHaveValue('3');
    await dialog.getByLabel('Türkçe Doğru').fill('31');
    await dialog.getByLabel('Türkçe Yanlış').fill('5');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog).toBeHidden();
    await expect(coachCard.getByTestId('exam-total-net')).toHaveText('40,75');
    await expect(coachCard.getByTestId('exam-entry')).toContainText('koç düzeltti');
    await expect(coachCard.getByTestId('exam-entry')).toContainText('öğrenci girdi');
    expect(errors).toEqual([]);
  });
});
