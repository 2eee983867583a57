import { expect, test } from '@playwright/test';

/** Every public route of spec §2 (plus the login pages) with its page title and main heading. */
const ROUTES: { path: string; title: RegExp; heading: RegExp }[] = [
  { path: '/', title: /^Pusula \| YKS ve LGS/, heading: /kovalamayı bırakın/ },
  { path: '/takip-yukunu-azalt', title: /^Takip Yükünü Azalt \| Pusula$/, heading: /Takip yükünü azaltın/ },
  { path: '/odaklan', title: /^Odaklan/, heading: /Dikkatin mi dağınık/ },
  { path: '/neden-pusula', title: /^Neden Pusula \| Pusula$/, heading: /sınav koçluğu için/ },
  { path: '/sss', title: /^Sıkça Sorulan Sorular \| Pusula$/, heading: /Sıkça sorulan sorular/ },
  { path: '/hakkimizda', title: /^Hakkımızda \| Pusula$/, heading: /Koçluğun yükünü/ },
  { path: '/blog', title: /^Blog \| Pusula$/, heading: /Koçluk, odak ve sınav yılı/ },
  { path: '/iletisim', title: /^Bize Ulaşın \| Pusula$/, heading: /Size nasıl yardımcı olabiliriz/ },
  { path: '/privacy', title: /^Gizlilik Politikası/, heading: /Gizlilik Politikası ve KVKK/ },
  { path: '/terms', title: /^Kullanım Koşulları \| Pusula$/, heading: /Kullanım Koşulları/ },
  { path: '/cerez-politikasi', title: /^Çerez Politikası \| Pusula$/, heading: /Çerez Politikası/ },
  {
    path: '/hesapislemleri',
    title: /^Hesap İşlemleri \| Pusula$/,
    heading: /Şifre sıfırlama ve hesap silme/,
  },
  { path: '/auth/register', title: /^Paketler ve Kayıt \| Pusula$/, heading: /paketi seçin/ },
  { path: '/konu-katalogu', title: /^Konu Kataloğu \| Pusula$/, heading: /Konu Kataloğu/ },
  { path: '/auth/login', title: /^Mentor Girişi \| Pusula$/, heading: /Tekrar hoş geldiniz/ },
  { path: '/advisor/', title: /^Danışman Girişi \| Pusula$/, heading: /Danışman paneline giriş/ },
  { path: '/parent/login', title: /^Veli Girişi \| Pusula$/, heading: /Veli paneline giriş/ },
];

test.describe('public routes', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders its title and heading`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const res = await page.goto(route.path);
      expect(res?.status()).toBe(200);
      await expect(page).toHaveTitle(route.title);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      expect(errors).toEqual([]);
    });
  }

  test('a blog article has its own page and metadata', async ({ page }) => {
    await page.goto('/blog');
    await page
      .getByRole('link', { name: /Pomodoro tekniğiyle ders çalışmak/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/blog\/pomodoro-ile-ders-calismak$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Pomodoro tekniğiyle/);
    await expect(page).toHaveTitle(/Pomodoro tekniğiyle ders çalışmak.* \| Pusula$/);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  test('metadata follows client-side navigation', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'SSS' }).click();
    await expect(page).toHaveTitle('Sıkça Sorulan Sorular | Pusula');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/sss$/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /sorulan/);
  });

  test('an unknown path is a Turkish 404 with "Sayfa bulunamadı" in the title', async ({ page }) => {
    const res = await page.goto('/bu-sayfa-hic-olmadi');
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle(/ \| Sayfa bulunamadı$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/bulamadık/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('sitemap.xml and robots.txt are served', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain('/neden-pusula</loc>');
    expect(xml).toContain('/blog/pomodoro-ile-ders-calismak</loc>');
    expect(xml).not.toContain('/auth/login');
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toMatch(/Sitemap: .*\/sitemap\.xml/);
  });

  test('the footer carries the contact anchor, support details and legal links', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer#contact');
    await expect(footer.getByRole('link', { name: 'Dikkatim Dağınık' })).toHaveAttribute('href', '/odaklan');
    await expect(footer).toContainText('Pazartesi – Cuma, 09:00 – 18:00');
    await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
    await expect(footer.locator('a[href^="tel:"]')).toHaveCount(1);
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank');
    // No card-payment badge: there is no payment provider; the footer says how paying works.
    await expect(footer.getByRole('img')).toHaveCount(0);
    await expect(footer).toContainText(
      /günlük ücretsiz deneme ile başlar; sonrasında ödeme fatura karşılığında havale\/EFT/,
    );
    await expect(footer).toContainText('© 2025 Pusula');
  });
});
