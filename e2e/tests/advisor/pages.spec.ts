import { collectConsoleErrors, expect, test } from './fixtures';

/** Every advisor page (spec §2) and /video-lobby opens with its heading and without console errors. */
const PAGES: [path: string, heading: string | RegExp][] = [
  ['/advisor/dashboard', 'Hoş geldiniz, Ayşe'],
  ['/advisor/coaches', 'Koçlar'],
  ['/advisor/students', 'Öğrenciler'],
  ['/advisor/messages', 'Mesajlar'],
  ['/advisor/analytics', 'Analizler'],
  ['/advisor/calendar', 'Takvim'],
  ['/advisor/video-conference', 'Görüntülü görüşme'],
  ['/advisor/video-conference/history', 'Görüşme geçmişi'],
  ['/advisor/program-packages', 'Program Paketleri'],
  ['/advisor/events', 'Etkinlikler'],
  ['/advisor/profile', 'Profil'],
  ['/advisor/attention-rules', 'Dikkat Eşikleri'],
  ['/advisor/theme-demo', 'Tema Örneği'],
  ['/video-lobby', 'Görüşme lobisi'],
];

const TEN_TABS = [
  'Genel Bakış',
  'Kişisel Bilgiler',
  'Haftalık Program',
  'Hedef Programı',
  'Seanslar',
  'Sınavlar',
  'Ödevler ve Görevler',
  'Yazılılar',
  'Kaynaklar',
  'Notlar',
];

test.describe('every advisor page loads without console errors', () => {
  test.describe.configure({ timeout: 120_000 });
  test('the pages of the menu', async ({ advisorPage: page }) => {
    const errors = collectConsoleErrors(page);
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(heading);
      await expect(page.getByRole('status').filter({ hasText: 'Yükleniyor…' }), path).toHaveCount(0, {
        timeout: 10_000,
      });
      await expect(page.getByText('Bilgiler yüklenemedi.'), path).toHaveCount(0);
    }
    expect(errors).toEqual([]);
  });

  test('the design sample sits in the account menu, not in the everyday navigation', async ({
    advisorPage: page,
  }) => {
    await page.goto('/advisor/dashboard');
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Tema Örneği' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Hesap menüsü' }).click();
    await page.getByRole('menuitem', { name: 'Tema Örneği' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tema Örneği');
  });

  test('coach detail with its tabs, and student detail', async ({ advisorPage: page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/advisor/coaches');
    await page.getByRole('link', { name: 'Zeynep Demir' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zeynep Demir');
    await expect(page.getByText('Ortanca yanıt süresi')).toBeVisible();
    await expect(page.getByRole('tabpanel')).toContainText('Deniz');
    for (const tab of ['Takvimi', 'Görüşme kayıtları', 'Gönderilen notlar']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').getByText('Yükleniyor…')).toHaveCount(0);
    }
    await page.getByRole('tab', { name: 'Takvimi' }).click();
    await page.getByRole('button', { name: 'Ay' }).click();
    await expect(page.locator('.fc-dayGridMonth-view')).toBeVisible();

    await page.goto('/advisor/students');
    await page.getByRole('link', { name: 'Elif', exact: false }).first().click();
    await expect(page).toHaveURL(/\/advisor\/students\/[^/]+/);
    await expect(page.getByRole('tab', { name: 'Genel Bakış' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('student detail: the ten tabs of spec §2, each loaded, and “Öğrenci Detayı” for any other', async ({
    advisorPage: page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/advisor/students');
    await page.getByRole('link', { name: 'Arda Güneş' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arda Güneş');
    const tabs = page.getByRole('tablist', { name: 'Öğrenci bölümleri' }).getByRole('tab');
    await expect(tabs).toHaveText(TEN_TABS);
    const label = page.getByTestId('student-detail-label');
    for (const name of TEN_TABS) {
      const tab = page.getByRole('tab', { name, exact: true });
      // Every tab is on screen at 1280 px: none hides behind a sideways scroll.
      await expect(tab).toBeInViewport();
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(label).toHaveText(name);
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByText('Yükleniyor…')).toHaveCount(0, { timeout: 10_000 });
      await expect(panel.getByText('Bilgiler yüklenemedi.')).toHaveCount(0);
      await expect(panel).not.toBeEmpty();
    }
    const studentPath = new URL(page.url()).pathname;
    await page.goto(`${studentPath}?tab=bilinmeyen`);
    await expect(label).toHaveText('Öğrenci Detayı');
    await expect(page.getByRole('tab', { name: 'Genel Bakış' })).toHaveAttribute('aria-selected', 'true');
    // A page below the student's page that does not exist: the student's page, labelled the same way.
    await page.goto(`${studentPath}/baska-sayfa`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arda Güneş');
    await expect(label).toHaveText('Öğrenci Detayı');
    await page.getByRole('tab', { name: 'Notlar', exact: true }).click();
    await expect(page).toHaveURL(`${studentPath}?tab=notlar`);
    await expect(label).toHaveText('Notlar');
    expect(errors).toEqual([]);
  });

  test('at 390 px every page fits the screen width', async ({ advisorPage: page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const errors = collectConsoleErrors(page);
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toHaveText(heading);
      await expect(page.getByRole('status').filter({ hasText: 'Yükleniyor…' }), path).toHaveCount(0, {
        timeout: 10_000,
      });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(390);
    }
    // The menu opens as a sheet on phones.
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await page.getByRole('link', { name: 'Koçlar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Koçlar');
    expect(errors).toEqual([]);
  });

  test('messages: a message to a coach appears in the conversation list', async ({ advisorPage: page }) => {
    const errors = collectConsoleErrors(page);
    await page.goto('/advisor/messages');
    await page.getByLabel('Yeni konuşma').selectOption({ label: 'Zeynep Demir' });
    await expect(page.getByRole('heading', { name: 'Zeynep Demir ile mesajlar' })).toBeVisible();
    const text = `Merhaba Zeynep Hanım, haftalık toplantı perşembe. (${Date.now()})`;
    await page.getByLabel('Mesajınız').fill(text);
    await page.getByRole('button', { name: 'Gönder' }).click();
    await expect(
      page.getByRole('region', { name: 'Zeynep Demir ile mesajlar' }).getByText(text),
    ).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Konuşmalar' })).toContainText(text.slice(0, 20));
    expect(errors).toEqual([]);
  });

  test('profile: answers are saved and shown again after a reload', async ({ advisorPage: page }) => {
    await page.goto('/advisor/profile');
    const about = page.getByLabel('Kendinizi kısaca tanıtın');
    const text = `On yıldır YKS öğrencileriyle çalışıyorum. (${Date.now()})`;
    await about.fill(text);
    await page.getByLabel('AYT').check();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Değişiklikler kaydedildi.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Kendinizi kısaca tanıtın')).toHaveValue(text);
    await expect(page.getByLabel('AYT')).toBeChecked();
  });

  test('profile: a failed load says “Profil bilgileri alınamadı”', async ({ advisorPage: page }) => {
    await page.route(
      (url) => url.pathname.startsWith('/trpc/') && url.pathname.includes('advisor.profile'),
      (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await page.goto('/advisor/profile');
    await expect(page.getByRole('alert')).toContainText('Profil bilgileri alınamadı');
  });
});
