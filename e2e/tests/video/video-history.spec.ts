import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiLogin, signInThroughForm } from '../fixtures/sign-in';

/** A REST call with a bearer token; the answer's data (spec §7 envelope). */
async function api(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put',
  path: string,
  data: Record<string, unknown>,
): Promise<{ id: string }> {
  const answer = await request[method](path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(answer.ok(), `${method} ${path}`).toBe(true);
  return (await answer.json()).data;
}

/**
 * /advisor/video-conference/history: the calls the advisor had,
 * narrowed by coach and end reason, with a declined call shown as unanswered.
 */
test('video history: filters by coach and end reason, and clears them', async ({ page, request }) => {
  test.setTimeout(90_000);
  const advisor = await apiLogin(request, 'danisman@pusula.dev');
  const mehmet = await apiLogin(request, 'koc@pusula.dev');
  const zeynep = await apiLogin(request, 'koc2@pusula.dev');

  const ended = await api(request, advisor.token, 'post', '/api/advisor/video-call', {
    participantType: 'COACH',
    coachId: mehmet.userId,
  });
  await api(request, advisor.token, 'post', '/api/advisor/video-sessions/end', {
    sessionId: ended.id,
    endReason: 'ADVISOR_ENDED',
  });
  const declined = await api(request, advisor.token, 'post', '/api/advisor/video-call', {
    participantType: 'COACH',
    coachId: zeynep.userId,
  });
  await api(request, zeynep.token, 'put', `/api/advisor/video-call/${declined.id}`, { status: 'DECLINED' });

  await signInThroughForm(page, '/advisor/', 'danisman@pusula.dev');
  await expect(page).toHaveURL(/\/advisor\/dashboard$/);
  await page.getByRole('link', { name: 'Görüşme Geçmişi' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Görüşme geçmişi');
  await expect(page).toHaveTitle(/^Görüşme geçmişi \|/);

  const endedRow = page.locator(`tr[data-call-id="${ended.id}"]`);
  const declinedRow = page.locator(`tr[data-call-id="${declined.id}"]`);
  await expect(endedRow).toContainText('Danışman bitirdi');
  await expect(endedRow).toContainText('Ayşe Yılmaz, Mehmet Kaya');
  await expect(declinedRow).toContainText('Reddedildi');
  await expect(declinedRow).toContainText('Cevapsız');

  await page.getByLabel('Bitiş nedeni').selectOption({ label: 'Reddedildi' });
  await expect(endedRow).toHaveCount(0);
  await expect(declinedRow).toBeVisible();

  await page.getByLabel('Bitiş nedeni').selectOption({ label: 'Tüm bitiş nedenleri' });
  await page.getByLabel('Koç', { exact: true }).selectOption({ label: 'Mehmet Kaya' });
  await expect(declinedRow).toHaveCount(0);
  await expect(endedRow).toBeVisible();

  await page.getByLabel('Bitiş nedeni').selectOption({ label: 'Zaman aşımı' });
  await expect(page.getByText('Bu filtrelere uyan görüşme yok.')).toBeVisible();

  await page.getByRole('button', { name: 'Filtreleri temizle' }).click();
  await expect(endedRow).toBeVisible();
  await expect(declinedRow).toBeVisible();

  // Back to the conference page without reloading the app (a router link).
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await page.getByRole('link', { name: 'Görüntülü görüşmeye dön' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Görüntülü görüşme');
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});
