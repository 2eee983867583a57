import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from '../fixtures/contexts';
import { elifId, expectNoOverflow, PHONE } from '../fixtures/phone';
import { apiLogin, collectConsoleErrors, signInThroughForm } from '../fixtures/sign-in';

/**
 * Notifications that lead somewhere (notification-link.ts) and the toast policy (toast-policy.ts): the
 * coach's bell items open the Notlar tab and the conversation; at 390 px the toasts sit below the top bar
 * and five identical messages make one toast; the student's bell counts live and its list leads to Mesajlar.
 */
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signInAsCoach(page: Page) {
  await signInThroughForm(page, '/auth/login', 'koc@pusula.dev');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Öğrencilerim' })).toBeVisible();
  // Live from here on: what is raised before the channel is open reaches the bell, not a toast.
  await expect(page.getByRole('img', { name: 'Canlı bağlantı açık' })).toBeVisible({ timeout: 20_000 });
}

async function studentWrites(request: APIRequestContext, token: string, content: string) {
  const sent = await request.post('/api/student/messages', { headers: bearer(token), data: { content } });
  expect(sent.status()).toBe(201);
}

const toastsOf = (page: Page) =>
  page.getByRole('region', { name: 'Bildirimler' }).locator('[data-toast-type]');

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('notifications lead somewhere', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the coach opens a HIGH note from the bell on its Notlar tab, and a student message in its thread', async ({
    page,
    request,
  }) => {
    const errors = collectConsoleErrors(page);
    const stamp = Date.now() % 1_000_000;
    const elif = await elifId(request);
    const advisor = await apiLogin(request, 'danisman@pusula.dev');
    const coach = await apiLogin(request, 'koc@pusula.dev');
    const student = await apiLogin(request, 'ogrenci@pusula.dev');
    await signInAsCoach(page);

    const note = await request.post('/api/advisor-notes', {
      headers: bearer(advisor.token),
      data: {
        coachId: coach.userId,
        studentId: elif,
        content: `Elif'in türev netleri düştü, bu hafta konuşalım (${stamp})`,
        priority: 'HIGH',
        pageContext: '/advisor/students',
      },
    });
    expect(note.status()).toBe(201);
    // A HIGH priority note's toast is marked ÖNEMLİ, not a grey BİLGİ.
    const high = toastsOf(page).filter({ hasText: 'Yeni danışman notu' });
    await expect(high).toHaveAttribute('data-toast-priority', 'high', { timeout: 20_000 });
    await expect(high).toContainText('ÖNEMLİ');
    await expect(high).not.toContainText('BİLGİ');

    const bell = page.getByRole('button', { name: /^Bildirimler/ });
    await bell.click();
    const item = page
      .getByRole('list', { name: 'Bildirimler' })
      .getByRole('link', { name: /Yeni danışman notu/ })
      .filter({ hasText: 'Elif Öztürk hakkında yeni bir not gönderdi (yüksek öncelik)' })
      .first();
    await expect(item).toHaveAttribute('href', `/dashboard/students/${elif}?tab=notlar`);
    // Keyboard: focus the link and press Enter.
    await item.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/dashboard/students/${elif}\\?tab=notlar$`));
    await expect(page.getByRole('tab', { name: 'Notlar' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('list', { name: 'Bildirimler' })).toHaveCount(0);

    const question = `Hocam paragraf sorularında süre yetmiyor (${stamp})`;
    await studentWrites(request, student.token, question);
    await expect(toastsOf(page).filter({ hasText: question })).toBeVisible({ timeout: 20_000 });
    await bell.click();
    const messageItem = page
      .getByRole('list', { name: 'Bildirimler' })
      .getByRole('link', { name: new RegExp(`\\(${stamp}\\)`) });
    await expect(messageItem.first()).toBeVisible();
    const markedRead = page.waitForResponse(
      (r) => r.url().includes('/trpc/notifications.markRead') && r.ok(),
    );
    await messageItem.first().click();
    await markedRead;
    await expect(page).toHaveURL(new RegExp(`/dashboard/messages\\?thread=student&studentId=${elif}$`));
    await expect(page.getByRole('heading', { name: 'Elif Öztürk ile mesajlar' })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: 'Elif Öztürk ile mesajlar' })
        .getByRole('listitem')
        .filter({ hasText: question }),
    ).toBeVisible();

    // Back on Elif's page: „Mesajlar" leads to the same thread.
    await page.goto(`/dashboard/students/${elif}`);
    const toThread = page.locator(`a[href="/dashboard/messages?thread=student&studentId=${elif}"]`);
    await expect(toThread).toHaveAccessibleName(/^Mesajlar/);
    await toThread.click();
    await expect(page.getByRole('heading', { name: 'Elif Öztürk ile mesajlar' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('at 390 px the toasts stay below the bell and the account menu; five identical messages make one toast ×5', async ({
    newContext,
    request,
  }) => {
    const page = await (await newContext({ viewport: PHONE })).newPage();
    const errors = collectConsoleErrors(page);
    const stamp = Date.now() % 1_000_000;
    const student = await apiLogin(request, 'ogrenci@pusula.dev');
    await signInAsCoach(page);

    const text = `Hocam bugünkü blok bitti mi sayılır? (${stamp})`;
    for (let i = 0; i < 5; i++) await studentWrites(request, student.token, text);
    const toast = toastsOf(page).filter({ hasText: text });
    await expect(toast).toHaveCount(1, { timeout: 20_000 });
    await expect(toast.getByTestId('toast-count')).toHaveAttribute('title', '5 kez geldi', {
      timeout: 20_000,
    });
    await expect(toast.getByTestId('toast-count')).toContainText('×5');
    await expect(toast).toHaveAttribute('data-phase', 'visible');

    const toastBox = (await toast.boundingBox())!;
    const bellBox = (await page.getByRole('button', { name: /^Bildirimler/ }).boundingBox())!;
    const accountBox = (await page.getByRole('button', { name: 'Hesap menüsü' }).boundingBox())!;
    expect(overlaps(toastBox, bellBox)).toBe(false);
    expect(overlaps(toastBox, accountBox)).toBe(false);
    expect(toastBox.y).toBeGreaterThanOrEqual(bellBox.y + bellBox.height);
    // The bell still takes a click with the toast on screen.
    await page.getByRole('button', { name: /^Bildirimler/ }).click();
    await expect(page.getByRole('list', { name: 'Bildirimler' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectNoOverflow(page);
    await page.screenshot({ path: test.info().outputPath('koc-bildirim-390.png') });
    expect(errors).toEqual([]);
  });

  test("the student's bell counts her coach's message live; her list leads to Mesajlar", async ({
    newContext,
    request,
  }) => {
    const page = await (await newContext({ viewport: PHONE })).newPage();
    const errors = collectConsoleErrors(page);
    const stamp = Date.now() % 1_000_000;
    const elif = await elifId(request);
    const coach = await apiLogin(request, 'koc@pusula.dev');
    await signInThroughForm(page, '/ogrenci/giris', 'ogrenci@pusula.dev');
    await expect(page).toHaveURL(/\/ogrenci$/);
    const bell = page.getByRole('link', { name: /^Bildirimler/ });
    await expect(bell).toBeVisible();
    const badge = page.getByTestId('unread-count');
    // The count the server has now; the bell shows it once loaded.
    const self = await apiLogin(request, 'ogrenci@pusula.dev');
    const counted = await request.get('/api/student/notifications/unread-count', {
      headers: bearer(self.token),
    });
    const before = (await counted.json()).data.unreadCount as number;
    if (before > 0) await expect(badge).toHaveText(String(before));
    else await expect(bell).toHaveAccessibleName('Bildirimler');

    const content = `Elif, yarın 17:00'de denemeyi birlikte inceleyelim (${stamp})`;
    const sent = await request.post(`/api/coach/students/${elif}/student-messages`, {
      headers: bearer(coach.token),
      data: { content },
    });
    expect(sent.status()).toBe(201);
    await expect(badge).toHaveText(String(before + 1), { timeout: 20_000 });
    await expect(bell).toHaveAccessibleName(`Bildirimler, ${before + 1} okunmamış`);

    await bell.click();
    await expect(page).toHaveURL(/\/ogrenci\/bildirimler$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeVisible();
    const item = page
      .getByRole('list', { name: 'Bildirimler' })
      .getByRole('link', { name: new RegExp(`\\(${stamp}\\)`) });
    await expect(item).toContainText('Koçundan yeni mesaj');
    await expect(item).toContainText('(Okunmadı)');
    await expectNoOverflow(page);
    await page.screenshot({ path: test.info().outputPath('ogrenci-bildirimler-390.png'), fullPage: true });
    await item.click();
    await expect(page).toHaveURL(/\/ogrenci\/mesajlar$/);
    await expect(
      page
        .getByRole('list', { name: 'Koçunla mesajların' })
        .getByRole('listitem')
        .filter({ hasText: content }),
    ).toBeVisible();
    // Opened: no longer unread.
    if (before === 0) await expect(badge).toHaveCount(0, { timeout: 20_000 });
    else await expect(badge).toHaveText(String(before), { timeout: 20_000 });
    expect(errors).toEqual([]);
  });
});
