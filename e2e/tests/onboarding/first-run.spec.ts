import { expect, test } from '@playwright/test';
import { addStudentThroughDialog, registerThroughForm } from '../fixtures/onboarding';

/**
 * A new mentor and a new advisor start from the packages page with nothing but their own screens: the
 * trial, the first steps, and adding students. The steps tick themselves as the work is done.
 */
test.describe('first run', () => {
  test('a mentor registers, sees the trial and the first steps, and adds a first student', async ({
    page,
  }) => {
    await registerThroughForm(page, { category: 'mentor', email: `ilk-mentor-${Date.now()}@ornek.com` });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('trial-notice')).toContainText('14 gün var');
    const steps = page.getByRole('region', { name: 'İlk adımlar' });
    await expect(steps).toContainText('Derya Kurucu hesabınızı birkaç adımda kullanıma hazırlayın.');
    await expect(steps.getByText('İlk öğrencinizi ekleyin (Yapılacak)')).toBeVisible();
    await expect(page.getByText('Henüz öğrenciniz yok.')).toBeVisible();

    // Empty form: the server's Turkish field messages, and nothing added.
    await page.getByRole('button', { name: 'Öğrenci ekle' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Öğrenciyi ekle' }).click();
    await expect(page.getByRole('dialog').getByText('Ad gerekli').first()).toBeVisible();
    await addStudentThroughDialog(page, 'Ece', 'Yıldırım');

    await expect(page.getByRole('region', { name: 'Öğrenci listesi' })).toContainText('Ece Yıldırım');
    await expect(steps.getByText('İlk öğrencinizi ekleyin (Tamamlandı)')).toBeVisible();
    await expect(steps.getByText('Veliyi davet edin (Yapılacak)')).toBeVisible();

    // At 390 px the dialog and the steps stay usable.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Öğrenci ekle' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Öğrenci ekle' });
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    await addStudentThroughDialog(page, 'Mert', 'Aksoy');
    await expect(page.getByRole('region', { name: 'Öğrenci listesi' })).toContainText('Mert Aksoy');
  });

  test("an advisor registers a company, sees its first steps, and adds a student to the company's list", async ({
    page,
  }) => {
    await registerThroughForm(page, { category: 'danisman', email: `ilk-danisman-${Date.now()}@ornek.com` });
    await expect(page).toHaveURL(/\/advisor\/dashboard$/);
    const steps = page.getByRole('region', { name: 'İlk adımlar' });
    await expect(steps).toContainText('Pusula Deneme Akademisi hesabınızı');
    await expect(steps.getByText('Koçlarınızı ekibinize alın (Yapılacak)')).toBeVisible();
    await expect(page.getByTestId('trial-notice')).toContainText('14 gün var');

    // No other organisation's coach is offered.
    await page.goto('/advisor/coaches');
    await expect(page.getByText('koc3@pusula.dev')).toHaveCount(0);

    await page.goto('/advisor/students');
    await page.getByRole('button', { name: 'Öğrenci ekle' }).click();
    await addStudentThroughDialog(page, 'Zeynep', 'Koçak');
    await expect(page.getByText('Zeynep Koçak').first()).toBeVisible();
    await page.goto('/advisor/dashboard');
    await expect(steps.getByText('Öğrencilerinizi ekleyin (Tamamlandı)')).toBeVisible();
  });
});
