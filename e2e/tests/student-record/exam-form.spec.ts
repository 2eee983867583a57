import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectNoOverflow, PHONE } from '../fixtures/phone';
import { apiLogin, collectConsoleErrors, signInThroughForm } from '../fixtures/sign-in';

/**
 * The coach's „Deneme gir" dialog checks the whole sheet before anything is sent: every mistake shows at
 * once, each under its own field in Turkish, the first one gets focus, and no request reaches the server.
 */

/** Can Öztürk (8, LGS): the demo parent's child, coached by koc@pusula.dev. */
async function canId(request: APIRequestContext): Promise<string> {
  const { token } = await apiLogin(request, 'veli@pusula.dev');
  const answer = await request.get('/api/parent/students', { headers: { authorization: `Bearer ${token}` } });
  const students = (await answer.json()).data as { id: string; firstName: string }[];
  return students.find((s) => s.firstName === 'Can')!.id;
}

test('the deneme dialog names every mistake at once and sends nothing', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const can = await canId(request);
  await signInThroughForm(page, '/auth/login', 'koc@pusula.dev');
  await page.goto(`/dashboard/students/${can}?tab=sinavlar`);
  await page.getByRole('button', { name: 'Deneme gir' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deneme gir' });
  await dialog.getByLabel('Sınav türü').selectOption('LGS');
  await expect(dialog.getByText('Net = Doğru − Yanlış / 3')).toBeVisible();

  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('recordMockExam')) writes.push(r.url());
  });
  // No name, a duration of 0, a negative count, a fraction and a test over its 20 questions.
  await dialog.getByLabel('Süre (dk)').fill('0');
  await dialog.getByLabel('Türkçe Doğru').fill('-1');
  await dialog.getByLabel('Türkçe Yanlış').fill('2.5');
  await dialog.getByLabel('Matematik Doğru').fill('15');
  await dialog.getByLabel('Matematik Yanlış').fill('9');
  await dialog.getByRole('button', { name: 'Kaydet' }).click();

  await expect(dialog.getByText('Deneme adı gerekli')).toBeVisible();
  await expect(dialog.getByText('Deneme süresi pozitif olmalı')).toBeVisible();
  await expect(dialog.getByText('Doğru sayısı negatif olamaz')).toBeVisible();
  await expect(dialog.getByText('Yanlış sayısı tam sayı olmalı')).toBeVisible();
  await expect(dialog.getByText('Doğru + yanlış + boş 20 soruyu aşamaz')).toBeVisible();
  await expect(dialog.getByLabel('Deneme adı')).toBeFocused();
  await expect(dialog.getByLabel('Deneme adı')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Türkçe Doğru')).toHaveAttribute('aria-invalid', 'true');

  // The errors follow the changes: a fixed field loses its message, the others stay.
  await dialog.getByLabel('Deneme adı').fill('E2E Eksik Deneme');
  await expect(dialog.getByText('Deneme adı gerekli')).toHaveCount(0);
  await expect(dialog.getByText('Doğru sayısı negatif olamaz')).toBeVisible();
  expect(writes).toEqual([]);

  // At 390 px the messages wrap inside the dialog: nothing overflows sideways.
  await page.setViewportSize(PHONE);
  await expectNoOverflow(page);
  await dialog.getByRole('button', { name: 'Vazgeç' }).click();
  expect(errors).toEqual([]);
});
