import { expect, test } from '@playwright/test';

test.describe('FAQ page', () => {
  test('at least 12 questions; an answer opens by click or keyboard and several stay open', async ({
    page,
  }) => {
    await page.goto('/sss');
    const questions = page.locator('main summary');
    expect(await questions.count()).toBeGreaterThanOrEqual(12);

    const first = page.locator('main details').filter({ hasText: 'Pusula kimler için?' });
    const firstAnswer = first.getByText(/bağımsız mentorlar/);
    await expect(firstAnswer).toBeHidden();
    await first.locator('summary').click();
    await expect(firstAnswer).toBeVisible();

    const second = page.locator('main details').filter({ hasText: 'Paketler arasındaki fark nedir?' });
    await second.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(second.getByText(/öğrenci sayısına/)).toBeVisible();
    await expect(firstAnswer).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(second.getByText(/öğrenci sayısına/)).toBeHidden();
  });
});
