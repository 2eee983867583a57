import { expect, test } from './fixtures';

/**
 * Toast rules (spec §4, §9) against a fake clock: 50 ms start delay, 5 s default, 10 s for warnings,
 * 300 ms exit, `autoClose: false` stays, five shown on a desk and three on a phone, the same toast counted, labels and NOTIFICATION-type rules.
 * The theme-demo page raises toasts on demand.
 */
test.describe('toasts', () => {
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ advisorPage: page }) => {
    await page.clock.install();
    await page.goto('/advisor/theme-demo');
    await expect(page.getByRole('heading', { level: 1, name: 'Tema Örneği' })).toBeVisible();
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
  });

  // Each toast is a live region of its own (role status/alert), so they are found by their type attribute.
  const stack = (page: import('@playwright/test').Page) =>
    page.getByRole('region', { name: 'Bildirimler' }).locator('[data-toast-type]');
  const raise = async (page: import('@playwright/test').Page, name: string) => {
    await page.getByRole('button', { name, exact: true }).click();
    await page.mouse.move(1, 1); // off the toasts: hovering one holds its timer
  };

  test('a success toast appears after 50 ms, closes after 5 s with a 300 ms exit', async ({
    advisorPage: page,
  }) => {
    await raise(page, 'BAŞARILI bildirimi göster');
    const toast = stack(page).first();
    await expect(toast).toHaveAttribute('data-phase', 'entering');
    await expect(toast).toContainText('BAŞARILI');
    await page.clock.runFor(50);
    await expect(toast).toHaveAttribute('data-phase', 'visible');
    // Spec §2 "Panels": the stack sits at the top right.
    const box = await toast.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(120);
    expect(width - ((box?.x ?? 0) + (box?.width ?? 0))).toBeLessThan(40);
    expect(box?.x ?? 0).toBeGreaterThan(width / 2);
    await page.clock.runFor(4_900);
    await expect(toast).toHaveAttribute('data-phase', 'visible');
    await page.clock.runFor(100);
    await expect(toast).toHaveAttribute('data-phase', 'exiting');
    await page.clock.runFor(250);
    await expect(stack(page)).toHaveCount(1);
    await page.clock.runFor(50);
    await expect(stack(page)).toHaveCount(0);
  });

  test('a warning stays 10 s; a message toast stays until closed', async ({ advisorPage: page }) => {
    await raise(page, 'UYARI bildirimi göster');
    await raise(page, 'MESSAGE_RECEIVED bildirimini dene');
    await page.clock.runFor(50);
    const warning = stack(page).filter({ hasText: 'UYARI' });
    const message = stack(page).filter({ hasText: 'MESAJ' });
    await expect(warning).toHaveAttribute('data-phase', 'visible');
    await page.clock.runFor(9_000);
    await expect(warning).toHaveAttribute('data-phase', 'visible');
    await page.clock.runFor(1_400);
    await expect(warning).toHaveCount(0);
    await page.clock.runFor(60_000);
    await expect(message).toHaveAttribute('data-phase', 'visible');
    await expect(message).toHaveAttribute('data-toast-type', 'message');
  });

  test('NOTIFICATION types map to the spec’s toasts, with their labels', async ({ advisorPage: page }) => {
    const cases = [
      ['NEW_MESSAGE', 'message', 'MESAJ'],
      ['APPOINTMENT_REMINDER', 'warning', 'UYARI'],
      ['APPOINTMENT_REQUEST', 'info', 'BİLGİ'],
      ['STUDENT_JOINED', 'success', 'BAŞARILI'],
      ['SYSTEM_NOTIFICATION', 'info', 'BİLGİ'],
    ] as const;
    for (const [type, kind, label] of cases) {
      await raise(page, `${type} bildirimini dene`);
      const toast = stack(page).last();
      await expect(toast).toHaveAttribute('data-toast-type', kind);
      await expect(toast).toContainText(label);
      // A notification without a title of its own is titled BİLDİRİM.
      await expect(toast).toContainText('BİLDİRİM');
      await expect(toast).toContainText(`Örnek ${type} bildirimi`);
    }
    await page.clock.runFor(50);
    // The request stays; the info, success and system ones close after 5 s, the warning after 10 s.
    await page.clock.runFor(5_400);
    await expect(stack(page).filter({ hasText: 'Örnek APPOINTMENT_REQUEST' })).toHaveCount(1);
    await expect(stack(page).filter({ hasText: 'Örnek STUDENT_JOINED' })).toHaveCount(0);
    await expect(stack(page).filter({ hasText: 'Örnek APPOINTMENT_REMINDER' })).toHaveCount(1);
    await page.clock.runFor(5_000);
    await expect(stack(page).filter({ hasText: 'Örnek APPOINTMENT_REMINDER' })).toHaveCount(0);
    await expect(stack(page).filter({ hasText: 'Örnek NEW_MESSAGE' })).toHaveCount(1);
  });

  test('five shown on a desk, the newest three on a phone; the same toast again is counted, not stacked', async ({
    advisorPage: page,
  }) => {
    for (const label of ['BAŞARILI', 'UYARI', 'HATA', 'BİLGİ', 'MESAJ', 'BAŞARILI']) {
      await raise(page, `${label} bildirimi göster`);
    }
    // The second BAŞARILI is the first one again: counted ×2, not a sixth toast; the desk shows all five.
    await expect(stack(page)).toHaveCount(5);
    await expect(page.getByTestId('toasts-waiting')).toHaveCount(0);
    await expect(stack(page).first()).toContainText('BAŞARILI');
    await expect(stack(page).first().getByTestId('toast-count')).toHaveAttribute('title', '2 kez geldi');
    await expect(stack(page).last()).toContainText('MESAJ');
    // A phone shows the newest three and counts the others.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(stack(page)).toHaveCount(3);
    await expect(page.getByTestId('toasts-waiting')).toHaveText('+2 bildirim daha');
    await expect(stack(page).first()).toContainText('HATA');
    await expect(stack(page).last()).toContainText('MESAJ');
  });
});
