import { expect } from '@playwright/test';
import { test } from '../fixtures/contexts';
import { elifId, expectNoOverflow, PHONE } from '../fixtures/phone';
import { collectConsoleErrors, signInThroughForm } from '../fixtures/sign-in';

test.describe('student app (Elif, ogrenci@pusula.dev) on a phone', () => {
  test('Elif enters what she solved and finishes a homework; her coach sees it without reloading', async ({
    newContext,
    request,
  }) => {
    // Two signed-in browsers, a live notification between them: more than the default 30 s on a busy machine.
    test.setTimeout(120_000);
    const elif = await elifId(request);

    // The coach has Elif's weekly program open first: what follows must reach this page by itself.
    const coach = await (await newContext()).newPage();
    const student = await (await newContext({ viewport: PHONE })).newPage();
    const errors = [...collectConsoleErrors(coach), ...collectConsoleErrors(student)];
    await signInThroughForm(coach, '/auth/login', 'koc@pusula.dev');
    await expect(coach).toHaveURL(/\/dashboard$/);
    await coach.goto(`/dashboard/students/${elif}?tab=haftalik-program`);
    await expect(coach.getByTestId('study-block').first()).toBeVisible();

    // The public header's login menu leads to the student sign-in.
    await student.goto('/');
    await student.getByRole('button', { name: 'Menüyü aç' }).click();
    await student.getByRole('link', { name: 'Öğrenci Girişi' }).click();
    await expect(student).toHaveURL(/\/ogrenci\/giris$/);

    await signInThroughForm(student, '/ogrenci/giris', 'ogrenci@pusula.dev');
    await expect(student).toHaveURL(/\/ogrenci$/);
    await expect(student.getByRole('heading', { level: 1, name: 'Merhaba Elif' })).toBeVisible();
    await expect(student.getByTestId('student-coach')).toHaveText('Koçun: Mehmet Kaya');
    const block = student.getByTestId('student-block').first();
    await expect(block).toBeVisible(); // the demo program has blocks on every day of the week
    await expectNoOverflow(student);
    await student.screenshot({ path: test.info().outputPath('ogrenci-390.png'), fullPage: true });

    // „Ne kadar çözdün?" (or minutes, for a block without a question target): 13 in total.
    const title = (await block.locator('p').first().textContent())!.trim(); // "17:00 · Matematik"
    await block.getByRole('button', { name: /Ne kadar çözdün\?|Kaç dakika çalıştın\?/ }).click();
    await block.getByRole('spinbutton').fill('13');
    await block.getByRole('button', { name: 'Kaydet' }).click();
    await expect(block.getByTestId('student-block-done')).toHaveText(/^13 \/ /);

    // „Bitirdim" on the open İntegral homework: it leaves the list.
    const homework = student.getByTestId('student-homework').filter({ hasText: 'İntegral giriş videosu' });
    await homework.getByRole('button', { name: 'Bitirdim' }).click();
    await expect(homework).toHaveCount(0);

    // The coach's open page shows the new count (the live notification refreshed the record).
    // (Another day may have a block of the same time and course: the one showing 13 is the one.)
    const entered = coach.getByTestId('block-progress').filter({ hasText: /^13 \/ / });
    await expect(
      coach.getByTestId('study-block').filter({ hasText: title }).filter({ has: entered }),
    ).toHaveCount(1, { timeout: 20_000 });

    // The week at phone width, then the account menu's sign-out.
    await student
      .getByRole('navigation', { name: 'Öğrenci menüsü' })
      .getByRole('link', { name: 'Hafta' })
      .click();
    await expect(student).toHaveURL(/\/ogrenci\/hafta$/);
    await expect(student.getByTestId('student-week-day')).toHaveCount(7);
    await expectNoOverflow(student);
    await student.getByRole('button', { name: 'Hesabım' }).click();
    await expect(student.getByRole('menuitem', { name: 'Şifremi değiştir' })).toBeVisible();
    await student.getByRole('menuitem', { name: 'Çıkış yap' }).click();
    await expect(student).toHaveURL(/\/ogrenci\/giris$/);
    expect(errors).toEqual([]);
  });
});
