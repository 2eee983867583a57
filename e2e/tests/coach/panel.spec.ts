import { signInThroughForm } from '../fixtures/sign-in';
import {
  ADVISOR_EMAIL,
  apiLogin,
  bearer,
  collectConsoleErrors,
  expect,
  signInAsCoach,
  test,
} from './fixtures';

test.describe('coach panel: guard, pages, messages, calendar', () => {
  test('signed-out visitors are sent to /auth/login, other roles to their own portal', async ({ page }) => {
    await page.goto('/dashboard/notes');
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fdashboard%2Fnotes$/);
    await page.goto('/dashboard/calendar');
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fdashboard%2Fcalendar$/);

    // An advisor's session is not a coach's: the coach login sends the advisor back to their own portal.
    await signInThroughForm(page, '/advisor/', ADVISOR_EMAIL);
    await expect(page).toHaveURL(/\/advisor\/dashboard$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/advisor\/dashboard$/);
  });

  test('every page loads without console errors, and logout goes to /auth/login', async ({ page }) => {
    // Five pages of the menu, five record tabs, the not-found page and a sign-out: a dozen page loads.
    test.setTimeout(60_000);
    const errors = collectConsoleErrors(page);
    await signInAsCoach(page);
    const table = page.getByRole('table', { name: 'Öğrenci listesi' });
    // The demo coach's three students; other specs on the same server may assign more (Mert Koç).
    await expect.poll(() => table.getByRole('rowheader').count()).toBeGreaterThanOrEqual(3);
    for (const name of ['Arda', 'Can', 'Elif']) await expect(table).toContainText(name);
    await expect(page.getByRole('button', { name: /^Bildirimler/ })).toBeVisible();
    await expect(page.locator('[data-live-state="connected"]')).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Koç menüsü' });
    const pages: [string, RegExp, string][] = [
      ['Notlar', /\/dashboard\/notes$/, 'Danışman notları'],
      ['Mesajlar', /\/dashboard\/messages$/, 'Mesajlar'],
      ['Takvim', /\/dashboard\/calendar$/, 'Takvim'],
      ['Görüntülü görüşmeler', /\/dashboard\/video-calls$/, 'Gelen görüşmeler'],
      ['Öğrencilerim', /\/dashboard$/, 'Öğrencilerim'],
    ];
    for (const [link, url, heading] of pages) {
      await nav.getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 }).first()).toContainText(heading);
      await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
    }

    // A student's page with the record tabs.
    await page.getByRole('link', { name: 'Can Öztürk öğrencisini aç' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Can Öztürk' })).toBeVisible();
    for (const tab of ['Kişisel Bilgiler', 'Haftalık Program', 'Sınavlar', 'Notlar', 'Genel Bakış']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByTestId('student-detail-label')).toHaveText(tab);
    }
    await expect(page.getByText('Yükleniyor…')).toHaveCount(0, { timeout: 10_000 });
    await expect(page.getByText('Öğrenci Detayı')).toHaveCount(0);

    // A path of the panel that is no page: the panel's own not-found page with a way back, not the site's.
    await page.goto('/dashboard/olmayan-sayfa');
    await expect(page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible();
    await expect(nav).toBeVisible();
    await page.getByRole('link', { name: 'Panele dön' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(errors).toEqual([]);

    await page.getByRole('button', { name: 'Hesap menüsü' }).click();
    await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/login\?next=%2Fdashboard$/);
  });

  test('another coach cannot open this coach’s student', async ({ page, request }) => {
    const coach = await apiLogin(request, 'koc@pusula.dev');
    const advisor = await apiLogin(request, ADVISOR_EMAIL);
    const theirs = await request.get(`/api/advisor/coaches/${coach.userId}/students`, {
      headers: bearer(advisor.token),
    });
    const elif = ((await theirs.json()).data as { id: string; firstName: string }[]).find(
      (s) => s.firstName === 'Elif',
    )!;
    await signInAsCoach(page, 'koc2@pusula.dev');
    await page.goto(`/dashboard/students/${elif.id}`);
    await expect(page.getByRole('alert')).toContainText('Öğrenci bulunamadı ya da size bağlı değil.');
  });

  test('sends a message to the advisor and sees it read', async ({ page, request }) => {
    await signInAsCoach(page);
    await page
      .getByRole('navigation', { name: 'Koç menüsü' })
      .getByRole('link', { name: 'Mesajlar' })
      .click();
    await expect(page.getByRole('heading', { name: 'Ayşe Yılmaz ile mesajlar' })).toBeVisible();
    const compose = page.getByLabel('Mesajınız');
    // Nothing to send yet: the button waits for a text.
    await expect(page.getByRole('button', { name: 'Gönder', exact: true })).toBeDisabled();
    const text = `Elif'in deneme sonuçlarını paylaşıyorum. (${Date.now()})`;
    await compose.fill(text);
    await page.getByRole('button', { name: 'Gönder', exact: true }).click();
    const thread = page.getByRole('list', { name: 'Ayşe Yılmaz ile mesajlar' });
    const bubble = thread.getByRole('listitem').filter({ hasText: text });
    await expect(bubble).toBeVisible();
    await expect(bubble.locator('[data-receipt]')).toHaveAttribute('data-receipt', 'sent');
    await expect(compose).toHaveValue('');

    // The advisor reads it through the API; the coach sees the receipt.
    const advisor = await apiLogin(request, ADVISOR_EMAIL);
    const list = await request.get('/api/advisor/messages', { headers: bearer(advisor.token) });
    const message = ((await list.json()).data.messages as { id: string; content: string }[]).find(
      (m) => m.content === text,
    );
    expect(message).toBeTruthy();
    const read = await request.put(`/api/advisor/messages/${message!.id}/read`, {
      headers: bearer(advisor.token),
    });
    expect(read.status()).toBe(200);
    await page.reload();
    await expect(bubble.locator('[data-receipt]')).toHaveAttribute('data-receipt', 'read');
    await expect(bubble).toContainText('Okundu');
  });

  test('creates a session in the calendar and sees it in the week', async ({ page }) => {
    await signInAsCoach(page);
    await page.getByRole('navigation', { name: 'Koç menüsü' }).getByRole('link', { name: 'Takvim' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Takvim' })).toBeVisible();
    await page.getByRole('button', { name: 'Yeni seans' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seans planla' });
    await expect(dialog).toBeVisible();
    // Nothing is sent without a student.
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Bir öğrenci seçin.');
    await dialog.getByLabel('Öğrenci').selectOption({ label: 'Elif Öztürk' });
    const title = `Deneme analizi ${Date.now() % 100_000}`;
    await dialog.getByLabel('Başlık').fill(title);
    await dialog.getByLabel('Başlangıç').fill('18:00');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog).toBeHidden();
    const calendar = page.getByTestId('coach-calendar');
    const event = calendar.locator('.fc-event').filter({ hasText: title });
    await expect(event).toBeVisible();
    await expect(event).toContainText('18:00');
    await expect(event).toContainText('Elif Öztürk');

    // Moved from its dialog (the keyboard way): one hour later.
    await event.click();
    const move = page.getByRole('dialog', { name: 'Seansı taşı' });
    await expect(move).toBeVisible();
    await move.getByLabel('Başlangıç').fill('19:00');
    await move.getByRole('button', { name: 'Kaydet' }).click();
    await expect(move).toBeHidden();
    await expect(calendar.locator('.fc-event').filter({ hasText: title })).toContainText('19:00');

    // Dragged one hour later in the week view.
    const moved = calendar.locator('.fc-event').filter({ hasText: title });
    const from = await moved.boundingBox();
    const slot = (time: string) =>
      calendar.locator(`td.fc-timegrid-slot-lane[data-time="${time}"]`).boundingBox();
    const [at19, at20] = [await slot('19:00:00'), await slot('20:00:00')];
    expect(from && at19 && at20).toBeTruthy();
    // Grab it in its first quarter hour, drop it in 20:00's first quarter hour.
    const x = from!.x + from!.width / 2;
    await page.mouse.move(x, at19!.y + 3);
    await page.mouse.down();
    await page.mouse.move(x, at19!.y + 15, { steps: 5 });
    await page.mouse.move(x, at20!.y + 3, { steps: 10 });
    await page.mouse.up();
    await expect(page.getByText('Seans taşındı.').last()).toBeVisible();
    // It now starts in the 20:00 hour (FullCalendar snaps to 15 minutes), and the server kept that time.
    // While the calendar refetches, the old placement can show for a moment beside the dropped one.
    await expect(calendar.locator('.fc-event').filter({ hasText: title })).toHaveCount(1);
    const afterDrag = calendar.locator('.fc-event').filter({ hasText: title }).locator('.fc-event-time');
    await expect(afterDrag).toHaveText(/^20:\d\d - 21:\d\d$/);
    const dropped = await afterDrag.textContent();
    await page.reload();
    await expect(
      page
        .getByTestId('coach-calendar')
        .locator('.fc-event')
        .filter({ hasText: title })
        .locator('.fc-event-time'),
    ).toHaveText(dropped!);

    // Month view shows it too: in today's cell, or behind its "+n daha" link when the day is full.
    const again = page.getByTestId('coach-calendar');
    await again.getByRole('button', { name: 'Ay', exact: true }).click();
    const more = again.locator('.fc-day-today .fc-daygrid-more-link');
    if ((await more.count()) > 0) await more.click();
    await expect(
      again.locator('.fc-event').filter({ hasText: title }).and(page.locator(':visible')).first(),
    ).toBeVisible();
  });
});
