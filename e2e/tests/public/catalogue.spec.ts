import { expect, test } from '@playwright/test';

test.describe('topic catalogue', () => {
  test('browse exam → course → topics; the net rule of the exam is shown', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const res = await page.goto('/konu-katalogu');
    expect(res?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Konu Kataloğu \| Pusula$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Konu Kataloğu');
    // The exam scope changes by year: the catalogue says whose it follows.
    await expect(page.getByText('Bu katalog 2026 sınav yılının kapsamını izler.')).toBeVisible();

    await page.getByLabel('Sınav').selectOption('AYT');
    await expect(page.getByText('D − Y/4')).toBeVisible();
    const math = page.getByRole('button', { name: /^Matematik\s*\d+ konu$/ });
    await math.click();
    await expect(math).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { name: 'Matematik konuları' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: /^\d+\.Türev$/ })).toBeVisible();

    await page.getByLabel('Sınav').selectOption('LGS');
    await expect(page.getByText('D − Y/3')).toBeVisible();
    // A new exam clears the chosen course.
    await expect(page.getByText('Konularını görmek için bir ders seçin.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('search folds Turkish letters and case: “turev” and “TÜREV” both find Türev', async ({ page }) => {
    await page.goto('/konu-katalogu');
    const search = page.getByRole('searchbox', { name: 'Konu ara' });
    for (const q of ['turev', 'TÜREV']) {
      await search.fill(q);
      await expect(page.getByText(new RegExp(`“${q}” için \\d+ sonuç`))).toBeVisible();
      await expect(
        page
          .getByRole('listitem')
          .filter({ hasText: /^Türev/ })
          .first(),
      ).toBeVisible();
    }
    await search.fill('qqqzzz');
    await expect(page.getByText('“qqqzzz” ile eşleşen konu bulunamadı.')).toBeVisible();
  });
});
