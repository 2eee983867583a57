import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { signInThroughForm } from '../fixtures/sign-in';

/**
 * The student record in a real browser: the coach plans a block in Can's weekly program and records the
 * done count, enters an LGS deneme and sees its net and the trend chart; then the parent sees the result
 * (the deneme on the parent dashboard, the done count through the parent's own API access).
 */
const PASSWORD = 'Pusula.2025';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.token;
}

async function signIn(page: Page, loginPath: string, email: string, landing: RegExp) {
  await signInThroughForm(page, loginPath, email, PASSWORD);
  await expect(page).toHaveURL(landing);
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/** Can Öztürk (8, LGS): the demo parent's child, coached by koc@pusula.dev. */
async function canId(request: APIRequestContext): Promise<string> {
  const parent = await tokenOf(request, 'veli@pusula.dev');
  const students = (await (await request.get('/api/parent/students', { headers: bearer(parent) })).json())
    .data as { id: string; firstName: string }[];
  return students.find((s) => s.firstName === 'Can')!.id;
}

const DENEME = 'E2E LGS Denemesi';

test.describe
  .serial('student record', () => {
    test('the coach fills a weekly program block and records the done count', async ({ page, request }) => {
      const errors = watchErrors(page);
      const can = await canId(request);
      await signIn(page, '/auth/login', 'koc@pusula.dev', /\/dashboard$/);
      await page.goto(`/dashboard/students/${can}?tab=haftalik-program`);
      await expect(page.getByRole('heading', { level: 2, name: 'Haftalık Program' })).toBeVisible();

      await page.getByRole('button', { name: 'Blok ekle' }).click();
      const dialog = page.getByRole('dialog', { name: 'Yeni çalışma bloğu' });
      await dialog.getByLabel('Gün').selectOption({ label: 'Pazar' });
      await dialog.getByLabel('Başlangıç saati').fill('20:30');
      await dialog.getByLabel('Süre (dk)', { exact: true }).fill('50');
      await dialog.getByLabel('Ders', { exact: true }).selectOption({ label: 'Matematik' });
      await dialog.getByLabel('Konu').selectOption({ label: 'Üslü İfadeler' });
      await dialog.getByLabel('Etkinlik').selectOption({ label: 'Soru çözme' });
      await dialog.getByLabel('Hedef soru sayısı').fill('30');
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect(dialog).toBeHidden();

      const block = page.getByTestId('study-block').filter({ hasText: '20:30 · Matematik' });
      await expect(block).toContainText('Üslü İfadeler');
      await expect(block.getByTestId('block-progress')).toHaveText('0 / 30 soru · %0');
      await block.getByLabel('Çözülen soru: 20:30 Matematik').fill('24');
      await block.getByRole('button', { name: 'Kaydet' }).click();
      await expect(block.getByTestId('block-progress')).toHaveText('24 / 30 soru · %80');

      // A bad done count is refused with the server's Turkish message, and nothing changes.
      await block.getByLabel('Çözülen soru: 20:30 Matematik').fill('-5');
      await block.getByRole('button', { name: 'Kaydet' }).click();
      await expect(block.getByRole('alert')).toContainText('negatif olamaz');
      await expect(block.getByTestId('block-progress')).toHaveText('24 / 30 soru · %80');
      expect(errors.filter((e) => !/400|Bad Request/.test(e))).toEqual([]);
    });

    test('the coach enters a deneme and sees the net and the trend chart', async ({ page, request }) => {
      const errors = watchErrors(page);
      const can = await canId(request);
      await signIn(page, '/auth/login', 'koc@pusula.dev', /\/dashboard$/);
      await page.goto(`/dashboard/students/${can}?tab=sinavlar`);
      await page.getByRole('button', { name: 'Deneme gir' }).click();
      const dialog = page.getByRole('dialog', { name: 'Deneme gir' });
      await dialog.getByLabel('Sınav türü').selectOption('LGS');
      await dialog.getByLabel('Deneme adı').fill(DENEME);
      await expect(dialog.getByText('Net = Doğru − Yanlış / 3')).toBeVisible();
      // Türkçe 18 − 2/3 = 17,33; Matematik 15 − 3/3 = 14; toplam 31,33 (LGS: D − Y/3).
      await dialog.getByLabel('Türkçe Doğru').fill('18');
      await dialog.getByLabel('Türkçe Yanlış').fill('2');
      await dialog.getByLabel('Matematik Doğru').fill('15');
      await dialog.getByLabel('Matematik Yanlış').fill('3');
      await dialog.getByLabel('Matematik Boş').fill('2');
      await expect(dialog.getByTestId('exam-net-preview')).toHaveText('Hesaplanan net: 31,33');
      await dialog.getByRole('button', { name: 'Kaydet' }).click();
      await expect(dialog).toBeHidden();

      const card = page.getByRole('region', { name: `${DENEME} · LGS` });
      await expect(card.getByTestId('exam-total-net')).toHaveText('31,33');
      await expect(card.getByRole('row', { name: /Türkçe/ })).toContainText('17,33');
      const chart = page.getByTestId('exam-trend-chart');
      await expect(chart).toBeVisible();
      await expect(chart.locator('.recharts-line').first()).toBeVisible();
      await expect(chart).toContainText(`${DENEME}`);
      await expect(chart).toContainText('31,33 net');
      expect(errors).toEqual([]);
    });

    test('the parent sees the result', async ({ page, request }) => {
      const errors = watchErrors(page);
      const can = await canId(request);
      const parent = await tokenOf(request, 'veli@pusula.dev');
      // The week as the parent's API answers it: the block and its done count.
      const week = await request.get(`/api/students/${can}/weekly-program`, { headers: bearer(parent) });
      expect(week.status()).toBe(200);
      const blocks = (await week.json()).data.blocks as { startTime: string; doneQuestions: number | null }[];
      expect(blocks.find((b) => b.startTime === '20:30')).toMatchObject({ doneQuestions: 24 });
      // …and read-only: the parent may not change it.
      const write = await request.post(`/api/students/${can}/weekly-program/copy`, {
        headers: bearer(parent),
        data: { toWeek: '2030-W01' },
      });
      expect(write.status()).toBe(403);

      await signIn(page, '/parent/login', 'veli@pusula.dev', /\/parent\/dashboard$/);
      const picker = page.getByRole('group', { name: 'Öğrenci seçin' });
      await picker.getByRole('radio', { name: /Can Öztürk/ }).check();
      await expect(page.getByRole('heading', { level: 2, name: 'Can Öztürk' })).toBeVisible();
      const exams = page.getByRole('region', { name: 'Son denemeler' });
      await expect(exams.getByRole('heading', { name: `${DENEME} · LGS` })).toBeVisible();
      await expect(exams.getByText('31,33 net')).toBeVisible();
      expect(errors).toEqual([]);
    });
  });
