import { expect, test } from '@playwright/test';
import { expectNoOverflow } from '../fixtures/phone';

test.describe('focus timer', () => {
  test('a work period turns into a short break, announced, and keeps running across navigation', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2025-03-03T09:00:00+03:00') });
    await page.goto('/odaklan');
    await expect(page.getByTestId('focus-clock')).toHaveText('25:00');
    await page.getByRole('button', { name: 'Başlat' }).click();
    await expect(page.getByRole('button', { name: 'Duraklat' })).toBeVisible();

    await page.clock.runFor(60_000);
    await expect(page.getByTestId('focus-clock')).toHaveText('24:00');

    // Leave the page by a client-side link: the timer lives outside the page.
    await page.locator('footer').getByRole('link', { name: 'SSS' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Sıkça sorulan/);
    await page.clock.fastForward(24 * 60_000 + 1_000);
    await expect(page.getByTestId('focus-announcer')).toHaveText(/kısa mola başladı/);

    await page.locator('footer').getByRole('link', { name: 'Dikkatim Dağınık' }).click();
    await expect(page.getByTestId('focus-phase')).toHaveText('Kısa mola zamanı');
    await expect(page.getByTestId('focus-clock')).toHaveText(/^0[45]:/);
    await expect(page.getByTestId('focus-announcer')).toHaveAttribute('aria-live', 'polite');
  });

  test('after four work periods comes the long break', async ({ page }) => {
    await page.clock.install({ time: new Date('2025-03-03T09:00:00+03:00') });
    await page.goto('/odaklan');
    await page.getByRole('button', { name: 'Başlat' }).click();
    // 4 × 25 min work + 3 × 5 min short breaks, in one jump (as a phone waking after two hours): the timer
    // reads the clock, not its ticks. Running every 250 ms tick of it took minutes on a busy machine.
    await page.clock.fastForward((4 * 25 + 3 * 5) * 60_000 + 1_000);
    await expect(page.getByTestId('focus-phase')).toHaveText('Uzun mola zamanı');
    await expect(page.getByTestId('focus-announcer')).toHaveText(/uzun mola başladı/);
  });

  test('durations can be changed', async ({ page }) => {
    await page.goto('/odaklan');
    await page.getByLabel('Odak (dakika)').fill('40');
    await page.getByRole('button', { name: 'Süreleri kaydet' }).click();
    await expect(page.getByTestId('focus-clock')).toHaveText('40:00');
  });

  test('out-of-range durations get Turkish messages under each field, not the browser bubble', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/odaklan');
    await page.getByLabel('Odak (dakika)').fill('200');
    await page.getByLabel('Kısa mola (dakika)').fill('');
    await page.getByLabel('Uzun mola (dakika)').fill('2');
    await page.getByRole('button', { name: 'Süreleri kaydet' }).click();
    await expect(page.getByText('Odak süresi 5 ile 90 dakika arasında bir tam sayı olmalı.')).toBeVisible();
    await expect(page.getByText('Kısa mola için dakika girin.')).toBeVisible();
    await expect(page.getByText('Uzun mola 5 ile 60 dakika arasında bir tam sayı olmalı.')).toBeVisible();
    await expect(page.getByLabel('Odak (dakika)')).toBeFocused();
    await expect(page.getByTestId('focus-clock')).toHaveText('25:00');
    await expect(page.getByText('Süreler kaydedildi.')).toHaveCount(0);
    await expectNoOverflow(page);

    await page.getByLabel('Odak (dakika)').fill('40');
    await page.getByLabel('Kısa mola (dakika)').fill('5');
    await page.getByLabel('Uzun mola (dakika)').fill('15');
    await expect(page.getByText(/arasında bir tam sayı olmalı|dakika girin/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Süreleri kaydet' }).click();
    await expect(page.getByTestId('focus-clock')).toHaveText('40:00');
  });
});
