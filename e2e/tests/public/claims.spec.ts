import { expect, type Page, test } from '@playwright/test';

/**
 * Every claim on a public page must be true. There is no payment provider: registration starts a free
 * trial (TRIAL_DAYS in contracts/src/packages.ts) and payment is arranged by invoice afterwards, so no
 * public page may speak of card payments: not its text, not an image's alternative text or its content.
 */
const CARD_PAYMENT_CLAIMS: readonly RegExp[] = [
  /kredi\s*kart/u,
  /banka\s*kart/u,
  /(^|[^\p{L}])kart/u,
  /güvenli\s+ödeme/u,
  /credit\s*card|debit\s*card|mastercard|(^|[^\p{L}])visa([^\p{L}]|$)|iyzico|stripe|paytr/u,
];
const claimsIn = (text: string) =>
  CARD_PAYMENT_CLAIMS.filter((pattern) => pattern.test(text.toLocaleLowerCase('tr'))).map(String);

/** The page's whole text (collapsed answers and structured data included) and its images' descriptions. */
async function everythingSaid(page: Page): Promise<{ text: string; images: string[] }> {
  return page.evaluate(() => {
    const attributes = Array.from(
      document.querySelectorAll('[alt], [aria-label], [title], meta[content]'),
    ).map((el) =>
      ['alt', 'aria-label', 'title', 'content'].map((name) => el.getAttribute(name) ?? '').join(' '),
    );
    const images = Array.from(document.querySelectorAll('img')).map((img) => img.currentSrc || img.src);
    return { text: `${document.documentElement.textContent ?? ''}\n${attributes.join('\n')}`, images };
  });
}

test.describe('public claims', () => {
  test.describe.configure({ timeout: 120_000 });

  test('no public page mentions card payment', async ({ page, request, baseURL }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths).toEqual(expect.arrayContaining(['/', '/sss', '/auth/register', '/privacy', '/terms']));
    paths.push('/auth/register?category=danisman', '/auth/login', '/advisor/', '/parent/login');

    const found: string[] = [];
    const images = new Set<string>();
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const said = await everythingSaid(page);
      for (const claim of claimsIn(said.text)) found.push(`${path}: ${claim}`);
      for (const src of said.images) if (src.startsWith(baseURL!)) images.add(src);
    }
    // An image can say it too (the old footer badge drew two cards and "GÜVENLİ ÖDEME").
    for (const src of images) {
      expect(src).not.toMatch(/odeme|payment|kart|card/i);
      if (src.endsWith('.svg'))
        for (const claim of claimsIn(await (await request.get(src)).text())) found.push(`${src}: ${claim}`);
    }
    expect(found).toEqual([]);
  });

  test('the packages page, the home page and the FAQ state the free trial and how payment works', async ({
    page,
  }) => {
    await page.goto('/auth/register');
    const trial = page.getByRole('region', { name: /gün ücretsiz deneyin/ });
    await expect(trial).toBeVisible();
    const days = Number((await trial.getByRole('heading').textContent())?.match(/(\d+) gün/)?.[1]);
    expect(days).toBeGreaterThan(0);
    await expect(trial).toContainText(`${days} günlük ücretsiz deneme`);
    await expect(trial).toContainText('havale/EFT');
    await expect(trial.getByRole('link', { name: 'Bize ulaşın' })).toHaveAttribute('href', '/iletisim');

    await page.goto('/');
    await expect(page.getByText(`${days} gün ücretsiz deneme`).first()).toBeVisible();
    await expect(page.locator('footer')).toContainText(`${days} günlük ücretsiz deneme`);

    await page.goto('/sss');
    await page.getByText('Hangi ödeme yöntemlerini kabul ediyorsunuz?').click();
    await expect(
      page.getByText(/ödemeyi, düzenlediğimiz fatura karşılığında havale\/EFT ile alıyoruz/),
    ).toBeVisible();
  });
});
