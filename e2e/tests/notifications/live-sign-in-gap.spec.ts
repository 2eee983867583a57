import { expect } from '@playwright/test';
import { test } from '../fixtures/contexts';
import { elifId } from '../fixtures/phone';
import { apiLogin, collectConsoleErrors, signInThroughForm } from '../fixtures/sign-in';

/**
 * What is raised while the page's live channel is still being signed in never comes over it: the bell
 * reads its notifications again once the server has signed the channel in. The channel's AUTH is held
 * back here, so the advisor's note surely falls into that gap.
 */
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

test('a note sent while the live channel signs in reaches the bell once it is signed in', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  const elif = await elifId(request);
  const advisor = await apiLogin(request, 'danisman@pusula.dev');
  const coach = await apiLogin(request, 'koc@pusula.dev');
  const unreadOfCoach = async () => {
    const answer = await request.get('/api/advisor/notifications/unread-count', {
      headers: bearer(coach.token),
    });
    return (await answer.json()).data.unreadCount as number;
  };

  let releaseAuth: () => void = () => {};
  const authReleased = new Promise<void>((resolve) => {
    releaseAuth = resolve;
  });
  await page.routeWebSocket('**/live', (ws) => {
    const server = ws.connectToServer();
    ws.onMessage(async (message) => {
      if (typeof message === 'string' && message.includes('"AUTH"')) await authReleased;
      server.send(message);
    });
  });

  await signInThroughForm(page, '/auth/login', 'koc@pusula.dev');
  await expect(page).toHaveURL(/\/dashboard$/);
  // The page has read its bell; the channel is open but not yet signed in.
  const before = await unreadOfCoach();
  const bell = page.getByRole('button', { name: /^Bildirimler/ });
  await expect(bell).toHaveAccessibleName(before > 0 ? `Bildirimler, ${before} okunmamış` : 'Bildirimler');
  await expect(page.getByRole('img', { name: 'Canlı bağlantı kuruluyor' })).toBeVisible();

  const note = await request.post('/api/advisor-notes', {
    headers: bearer(advisor.token),
    data: {
      coachId: coach.userId,
      studentId: elif,
      content: `Bağlantı kurulurken gelen not (${Date.now() % 1_000_000})`,
      priority: 'NORMAL',
      pageContext: '/advisor/students',
    },
  });
  expect(note.status()).toBe(201);
  await expect.poll(unreadOfCoach, { timeout: 20_000 }).toBe(before + 1);

  releaseAuth();
  await expect(page.getByRole('img', { name: 'Canlı bağlantı açık' })).toBeVisible({ timeout: 20_000 });
  await expect(bell).toHaveAccessibleName(`Bildirimler, ${before + 1} okunmamış`, { timeout: 10_000 });
  expect(errors).toEqual([]);
});
