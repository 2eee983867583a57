import { expect, test } from '@playwright/test';
import { apiLogin, signInThroughForm } from '../fixtures/sign-in';

/**
 * Spec §8: a call that cannot be started says 'Video call başlatılamadı', one that cannot be joined says
 * 'Video call katılınamadı' (with the server's Turkish reason when it gave one); no English library text.
 */
test.describe('video call failures', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a failed start says “Video call başlatılamadı” and keeps the form', async ({ page }) => {
    await signInThroughForm(page, '/advisor/', 'danisman@pusula.dev');
    await expect(page).toHaveURL(/\/advisor\/dashboard$/);
    await page.goto('/advisor/video-conference');
    await page.getByLabel('Koç', { exact: true }).selectOption({ label: 'Mehmet Kaya' });
    await page.route('**/trpc/video.start**', (route) => route.abort('connectionrefused'));
    await page.getByRole('button', { name: 'Görüşmeyi başlat' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Video call başlatılamadı' });
    await expect(alert).toBeVisible();
    await expect(alert).not.toContainText(/fetch|error/i);
    await expect(page.getByRole('button', { name: 'Görüşmeyi başlat' })).toBeEnabled();
    await expect(page.getByTitle('Görüntülü görüşme odası')).toHaveCount(0);
  });

  test('joining a call that has just ended says “Video call katılınamadı” with the reason', async ({
    page,
    request,
  }) => {
    const advisor = await apiLogin(request, 'danisman@pusula.dev');
    const coach = await apiLogin(request, 'koc@pusula.dev');
    const started = await request.post('/api/advisor/video-call', {
      headers: { authorization: `Bearer ${advisor.token}` },
      data: { participantType: 'COACH', coachId: coach.userId, studentId: null },
    });
    expect(started.status()).toBe(201);
    const callId: string = (await started.json()).data.id;

    await signInThroughForm(page, '/advisor/', 'danisman@pusula.dev');
    await expect(page).toHaveURL(/\/advisor\/dashboard$/);
    await page.goto('/video-lobby');
    const rejoin = page.getByRole('button', { name: 'Yeniden katıl' });
    await expect(rejoin).toHaveCount(1);
    // The lobby polls every 5 s; failing its polls keeps the call on screen, as between two polls.
    const activeList = (url: URL) =>
      url.pathname.startsWith('/trpc/') && url.pathname.includes('video.active');
    await page.route(activeList, (route) => route.abort('connectionrefused'));

    const ended = await request.post('/api/advisor/video-sessions/end', {
      headers: { authorization: `Bearer ${advisor.token}` },
      data: { sessionId: callId, endReason: 'ADVISOR_ENDED' },
    });
    expect(ended.status()).toBe(200);

    await rejoin.click();
    const alert = page.getByRole('alert').filter({ hasText: 'Video call katılınamadı' });
    await expect(alert).toBeVisible();
    // The server's 409 reason, in Turkish, under the title.
    await expect(alert.locator('p').nth(1)).not.toBeEmpty();
    await expect(alert).not.toContainText(/fetch|error|conflict/i);
    await expect(page.getByTitle('Görüntülü görüşme odası')).toHaveCount(0);
    // With the list answering again, the ended call is gone.
    await page.unroute(activeList);
    await expect(page.getByText('Şu anda süren bir görüşme yok.')).toBeVisible({ timeout: 15_000 });
  });
});
