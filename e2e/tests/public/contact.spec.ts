import { expect, type Page, test } from '@playwright/test';
import { openHydrated } from '../fixtures/hydration';
import { expectNoOverflow } from '../fixtures/phone';

const sendButton = (page: Page) => page.getByRole('button', { name: 'Mesajı gönder' });

test.describe('contact form', () => {
  test('validates every field with Turkish messages and sends nothing', async ({ page }) => {
    let posted = false;
    await page.route('**/api/public/contact', (route) => {
      posted = true;
      return route.continue();
    });
    await openHydrated(page, '/iletisim', sendButton);
    await page.getByLabel('E-posta').fill('ornek@');
    await page.getByLabel('Telefon').fill('12');
    await sendButton(page).click();
    await expect(page.getByText('Lütfen işaretli alanları düzeltin.')).toBeVisible();
    await expect(page.getByText('Ad soyad gerekli')).toBeVisible();
    await expect(page.getByText('Geçerli bir e-posta adresi girin')).toBeVisible();
    await expect(page.getByText('Geçerli bir telefon numarası girin')).toBeVisible();
    await expect(page.getByLabel('Konu')).toHaveAccessibleDescription('Bir konu seçin');
    await expect(page.getByText(/en az 10 karakter olmalı/)).toBeVisible();
    await expect(page.getByText(/KVKK aydınlatma metnini onaylamanız/)).toBeVisible();
    await expect(page.getByLabel('Ad soyad')).toBeFocused();
    expect(posted).toBe(false);

    // Errors follow the input once the visitor starts fixing it.
    await page.getByLabel('Ad soyad').fill('Ayşe Yılmaz');
    await expect(page.getByText('Ad soyad gerekli')).toHaveCount(0);
  });

  test('a valid message is posted and a thank-you is shown', async ({ page }) => {
    // Answered here, so the test's message does not land in the server's contact requests.
    let body: Record<string, unknown> | null = null;
    await page.route('**/api/public/contact', async (route) => {
      body = route.request().postDataJSON() as Record<string, unknown>;
      await route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({ success: true }),
      });
    });
    await openHydrated(page, '/iletisim', sendButton);
    await page.getByLabel('Ad soyad').fill('Ayşe Yılmaz');
    await page.getByLabel('E-posta').fill('ayse@example.com');
    await page.getByLabel('Konu').selectOption('Demo talebi');
    await page.getByLabel('Mesajınız').fill('Kurumumuz için bir demo görüşmesi rica ediyoruz.');
    await page.getByRole('checkbox').check();
    await sendButton(page).click();
    await expect(page.getByText('Mesajınız bize ulaştı, teşekkürler!')).toBeVisible();
    expect(body).toMatchObject({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      phone: '',
      subject: 'Demo talebi',
      kvkkConsent: true,
    });
    expect(typeof body!.kvkkTextVersion).toBe('string');
  });

  test('on a phone the thank-you is scrolled below the sticky header and focused', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route('**/api/public/contact', (route) =>
      route.fulfill({
        status: 201,
        contentType: 'application/json',
        body: JSON.stringify({ success: true }),
      }),
    );
    await openHydrated(page, '/iletisim', sendButton);
    await page.getByLabel('Ad soyad').fill('Ayşe Yılmaz');
    await page.getByLabel('E-posta').fill('ayse@example.com');
    await page.getByLabel('Konu').selectOption('Demo talebi');
    await page.getByLabel('Mesajınız').fill('Kurumumuz için bir demo görüşmesi rica ediyoruz.');
    await page.getByRole('checkbox').check();
    await sendButton(page).click();
    const status = page.getByRole('status').filter({ hasText: 'Mesajınız bize ulaştı, teşekkürler!' });
    await expect(status).toBeVisible();
    await expect(page.getByTestId('contact-sent')).toBeFocused();
    const headerBottom = await page
      .locator('header')
      .first()
      .evaluate((h) => h.getBoundingClientRect().bottom);
    const top = await status.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(headerBottom);
    expect(top).toBeLessThan(844);
    await expectNoOverflow(page);
  });
});
