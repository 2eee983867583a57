import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoOverflow } from '../fixtures/phone';
import { apiLogin, collectConsoleErrors, signInThroughForm } from '../fixtures/sign-in';

/**
 * Deneme depth on a phone (390 px): the coach enters a TYT deneme with its publisher and Türkiye-geneli
 * rank (the 0.5-net warning shows while the counts are typed), sees them on the card, and a branş
 * denemesi of Temel Matematik gets its own line on the chart. The exam countdown shows on the student's
 * home once the admin has set a YKS day, and not before.
 */

/** Elif Öztürk (12, AYT): the demo parent's child, coached by koc@pusula.dev. */
async function elifId(request: APIRequestContext): Promise<string> {
  const { token } = await apiLogin(request, 'veli@pusula.dev');
  const answer = await request.get('/api/parent/students', { headers: { authorization: `Bearer ${token}` } });
  const students = (await answer.json()).data as { id: string; firstName: string }[];
  return students.find((s) => s.firstName === 'Elif')!.id;
}

test('a coach enters a TYT deneme with publisher and rank at 390 px, and a branş line joins the chart', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const elif = await elifId(request);
  // Its own name on every run (a retry enters it again).
  const name = `E2E Yayın TYT ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, '/auth/login', 'koc@pusula.dev');
  await page.goto(`/dashboard/students/${elif}?tab=sinavlar`);

  await page.getByRole('button', { name: 'Deneme gir' }).click();
  let dialog = page.getByRole('dialog', { name: 'Deneme gir' });
  await dialog.getByLabel('Sınav türü').selectOption('TYT');
  await dialog.getByLabel('Deneme adı').fill(name);
  await dialog.getByLabel('Yayınevi').fill('E2E Yayınları');
  await dialog.getByLabel('Türkiye geneli sıralama').fill('12.345');
  await dialog.getByLabel('Katılımcı sayısı').fill('150000');
  // Under 0.5 net in both Türkçe and Temel Matematik: no TYT score, said at once.
  await dialog.getByLabel('Türkçe Doğru').fill('0');
  await dialog.getByLabel('Türkçe Yanlış').fill('2');
  await dialog.getByLabel('Temel Matematik Doğru').fill('0');
  await expect(dialog.getByTestId('score-threshold-warnings')).toContainText(
    "TYT puanı hesaplanmaz: Türkçe veya Temel Matematik'te en az 0,5 net gerekir",
  );
  await dialog.getByLabel('Türkçe Doğru').fill('30');
  await dialog.getByLabel('Türkçe Yanlış').fill('4');
  await dialog.getByLabel('Türkçe Boş').fill('6');
  await dialog.getByLabel('Temel Matematik Doğru').fill('25');
  await dialog.getByLabel('Temel Matematik Yanlış').fill('8');
  await dialog.getByLabel('Temel Matematik Boş').fill('7');
  await expect(dialog.getByTestId('score-threshold-warnings')).toHaveCount(0);
  await expectNoOverflow(page);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toHaveCount(0);

  const card = page.getByRole('region', { name: `${name} · TYT` });
  await expect(card.getByTestId('exam-details')).toHaveText('E2E Yayınları · Sıralama 12.345 / 150.000');

  // A branş denemesi of Temel Matematik only.
  await page.getByRole('button', { name: 'Deneme gir' }).click();
  dialog = page.getByRole('dialog', { name: 'Deneme gir' });
  await dialog.getByLabel('Sınav türü').selectOption('TYT');
  await dialog.getByLabel('Deneme adı').fill('E2E Matematik branş');
  await dialog.getByLabel('Branş denemesi (tek test)').check();
  await dialog.getByLabel('Temel Matematik Doğru').fill('30');
  await dialog.getByLabel('Temel Matematik Yanlış').fill('4');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toHaveCount(0);

  const trend = page.locator('#exam-trend');
  const typeFilter = trend.getByLabel('Sınav türü');
  if ((await typeFilter.count()) > 0) await typeFilter.selectOption('TYT');
  const chart = page.getByTestId('exam-trend-chart');
  await expect(chart.locator('.recharts-legend-wrapper')).toContainText('Temel Matematik (branş)');
  const row = page.getByTestId('exam-trend-table').getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('E2E Yayınları');
  await expect(row).toContainText('Sıralama 12.345 / 150.000');
  await expectNoOverflow(page);
  expect(errors).toEqual([]);
});

test('the countdown shows on the student’s home once the admin sets a YKS day, and not before', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  const { token } = await apiLogin(request, 'admin@pusula.dev');
  const headers = { authorization: `Bearer ${token}` };
  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, '/ogrenci/giris', 'ogrenci@pusula.dev');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('exam-countdown')).toHaveCount(0);

  // A day a year and a half ahead: always in the future, whenever this runs.
  const ahead = new Date(Date.now() + 540 * 86_400_000).toISOString().slice(0, 10);
  const set = await request.put('/api/admin/exam-dates', {
    headers,
    data: { family: 'YKS', date: ahead, note: 'E2E', commandId: crypto.randomUUID() },
  });
  expect(set.status()).toBe(200);
  try {
    await page.reload();
    await expect(page.getByTestId('exam-countdown')).toContainText(/YKS'ye \d+ gün/);
    await expectNoOverflow(page);
  } finally {
    await request.delete(`/api/admin/exam-dates/YKS/${ahead.slice(0, 4)}`, { headers });
  }
  expect(errors).toEqual([]);
});
