import { expect, test } from '@playwright/test';
import { expectNoOverflow } from '../fixtures/phone';
import { signInThroughForm } from '../fixtures/sign-in';

/**
 * The advisor tunes the company's attention thresholds on a phone (390 × 844): a changed value is still
 * there after a reload, a value out of bounds is refused with the Turkish message, and „Varsayılana dön"
 * puts the platform's back (so other specs see the demo as seeded).
 */
test.use({ viewport: { width: 390, height: 844 } });

test('the advisor changes a threshold, sees it kept, and is told in Turkish when one is out of bounds', async ({
  page,
}) => {
  await signInThroughForm(page, '/advisor/', 'danisman@pusula.dev');
  await page.goto('/advisor/attention-rules');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dikkat Eşikleri');
  const inactivity = page.getByLabel('Çalışma kaydı olmayan gün (gün)');
  await expect(inactivity).toHaveValue('7');
  await expectNoOverflow(page);

  await inactivity.fill('10');
  await page.getByLabel('Düşen net hassasiyeti').selectOption('TEMKINLI');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Eşikler kaydedildi.' })).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Çalışma kaydı olmayan gün (gün)')).toHaveValue('10');
  await expect(page.getByLabel('Düşen net hassasiyeti')).toHaveValue('TEMKINLI');
  await expect(page.getByText(/^Son değişiklik: /)).toBeVisible();

  const plan = page.getByLabel('Plan tamamlama eşiği (%)');
  await plan.fill('95');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'Plan tamamlama eşiği 20 ile 80 arasında bir tam sayı olmalı',
  );
  await expectNoOverflow(page);

  await page.getByRole('button', { name: 'Varsayılana dön' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'platform varsayılanlarına döndü' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Çalışma kaydı olmayan gün (gün)')).toHaveValue('7');
  await expect(page.getByLabel('Plan tamamlama eşiği (%)')).toHaveValue('50');
});
