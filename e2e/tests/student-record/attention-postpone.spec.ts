import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInAsAdvisor } from '../advisor/fixtures';
import { signInThroughForm } from '../fixtures/sign-in';

/**
 * "Ertele" in a real browser on a 390 px phone: the coach sets Arda's falling TYT total aside with a reason
 * and a length; a reason too short is refused in the server's Turkish words and nothing is written; once set
 * aside the reason leaves the student's list while his falling Matematik stays.
 */
const PASSWORD = 'Pusula.2025';

async function ardaId(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email: 'danisman@pusula.dev', password: PASSWORD },
  });
  const token = (await login.json()).data.token as string;
  const list = (
    await (
      await request.get('/api/advisor/students', { headers: { authorization: `Bearer ${token}` } })
    ).json()
  ).data as { id: string; firstName: string }[];
  const arda = list.find((s) => s.firstName === 'Arda');
  if (!arda) throw new Error('demo student Arda missing');
  return arda.id;
}

async function signIn(page: Page, email: string) {
  await signInThroughForm(page, '/auth/login', email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.use({ viewport: { width: 390, height: 844 } });

test("the advisor can set a reason aside from the student's overview too", async ({ page, request }) => {
  const arda = await ardaId(request);
  await signInAsAdvisor(page);
  await page.goto(`/advisor/students/${arda}`);
  const reasons = page.getByTestId('attention-reasons');
  await expect(reasons).toContainText('TYT Temel Matematik netleri düşüyor');
  await expect(
    reasons.getByRole('button', { name: /^Ertele: TYT Temel Matematik netleri düşüyor/ }),
  ).toBeVisible();
});

test('the coach postpones an attention reason with a reason and a length', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/status of 400/.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const arda = await ardaId(request);
  await signIn(page, 'koc@pusula.dev');
  await page.goto(`/dashboard/students/${arda}?tab=genel-bakis`);

  const reasons = page.getByRole('region', { name: 'İlgi nedenleri' });
  await expect(reasons).toContainText('TYT netleri düşüyor');
  await expect(reasons).toContainText('TYT Temel Matematik netleri düşüyor');
  await page.getByRole('button', { name: /^Ertele: TYT netleri düşüyor/ }).click();

  const dialog = page.getByRole('dialog', { name: 'Nedeni ertele' });
  await dialog.getByLabel('Gerekçe').fill('ok');
  await dialog.getByRole('button', { name: 'Ertele' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Erteleme gerekçesi en az 3 karakter olmalı');

  await dialog.getByLabel('Gerekçe').fill('Veliyle konuşuldu');
  await dialog.getByLabel('Süre').selectOption({ label: '3 gün' });
  await dialog.getByRole('button', { name: 'Ertele' }).click();
  await expect(dialog).toBeHidden();
  await expect(reasons).not.toContainText('TYT netleri düşüyor');
  await expect(reasons).toContainText('TYT Temel Matematik netleri düşüyor');

  // Phone first: nothing runs off the side of a 390 px screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The same from the coach's list of students (a card per student on a phone): the Matematik reason
  // leaves Arda's card.
  await page.goto('/dashboard');
  const list = page.getByRole('list', { name: 'Öğrenci listesi' });
  await expect(list).toBeVisible();
  await expect(page.getByRole('table', { name: 'Öğrenci listesi' })).toHaveCount(0);
  const row = list.locator('[data-student-id]').filter({ hasText: 'Arda' });
  await row.getByRole('button', { name: /^Ertele: TYT Temel Matematik netleri düşüyor/ }).click();
  const again = page.getByRole('dialog', { name: 'Nedeni ertele' });
  await again.getByLabel('Gerekçe').fill('Deneme analizi yapıldı');
  await again.getByRole('button', { name: 'Ertele' }).click();
  await expect(again).toBeHidden();
  await expect(row).not.toContainText('TYT Temel Matematik netleri düşüyor');
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});
