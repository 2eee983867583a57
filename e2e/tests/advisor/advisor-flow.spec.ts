import { apiLogin, expect, test } from './fixtures';

test.describe('advisor portal: assign, note, live reply, logout', () => {
  test.describe.configure({ timeout: 120_000 });
  test('assigns an unassigned student, sends a HIGH note, sees the reply live and logs out', async ({
    advisorPage: page,
    request,
  }) => {
    // Assign Mert Koç (unassigned in the demo) to Mehmet Kaya from the students page.
    await page.getByRole('link', { name: 'Öğrenciler' }).click();
    await page.getByLabel('Yalnızca koçu olmayanlar').check();
    await page.getByRole('button', { name: 'Mert Koç için koç ata' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Kapasite dolu')).toHaveCount(0);
    await dialog.getByRole('radio', { name: /Mehmet Kaya/ }).check();
    await dialog.getByRole('button', { name: 'Koçu ata' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Mert Koç için koç ata' })).toHaveCount(0);

    // The student page selects Mert and his new coach in the floating note panel.
    await page.getByLabel('Yalnızca koçu olmayanlar').uncheck();
    await page.getByRole('link', { name: 'Mert Koç' }).first().click();
    await expect(page).toHaveURL(/\/advisor\/students\/[^/?]+/);
    const panel = page.getByTestId('note-panel');
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Mert Koç hakkında Mehmet Kaya adlı koça');
    // It appears collapsed, covering nothing, until the advisor opens it.
    await panel.getByRole('button', { name: 'Not panelini aç' }).click();

    const text = panel.getByLabel('Not', { exact: true });
    const send = panel.getByRole('button', { name: 'Notu gönder' });
    const clear = panel.getByRole('button', { name: 'Temizle' });
    await expect(panel.getByRole('radio', { name: 'Normal' })).toBeChecked();
    await expect(send).toBeDisabled();
    await expect(clear).toBeDisabled();
    await text.fill('   ');
    await expect(send).toBeDisabled();
    await expect(clear).toBeDisabled();

    const content = `Mert bu hafta iki denemeyi kaçırdı, lütfen arayın. (${Date.now()})`;
    await text.fill(content);
    await expect(send).toBeEnabled();
    await expect(clear).toBeEnabled();
    await panel.getByText('Yüksek', { exact: true }).click();
    await expect(panel.getByRole('radio', { name: 'Yüksek' })).toBeChecked();

    // Hold the request so the sending state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    await page.route('**/trpc/notes.send**', async (route) => {
      await held;
      await route.continue();
    });
    await send.click();
    await expect(panel.getByRole('button', { name: 'Gönderiliyor…' })).toBeDisabled();
    await expect(clear).toBeDisabled();
    release();

    const overlay = page.getByTestId('note-sent-overlay');
    await expect(overlay).toHaveText('Not Gönderildi!');
    const shownAt = Date.now();
    await expect(overlay).toBeHidden({ timeout: 4_000 });
    // The overlay stays about 2 s (spec §9), then the panel is reset to an empty NORMAL note.
    expect(Date.now() - shownAt).toBeGreaterThan(1_200);
    await expect(text).toHaveValue('');
    await expect(panel.getByRole('radio', { name: 'Normal' })).toBeChecked();
    await expect(send).toBeDisabled();

    // The coach answers through the REST API.
    const coach = await apiLogin(request, 'koc@pusula.dev');
    const list = await request.get(`/api/advisor-notes/coach/${coach.userId}?limit=50`, {
      headers: { authorization: `Bearer ${coach.token}` },
    });
    expect(list.status()).toBe(200);
    const listBody = await list.json();
    const notes: { id: string; content: string; priority: string }[] = listBody.data.notes ?? listBody.data;
    const note = notes.find((n) => n.content === content);
    expect(note?.priority).toBe('HIGH');

    const bell = page.getByRole('button', { name: /^Bildirimler/ });
    const before = Number(
      (await page
        .getByTestId('unread-count')
        .textContent({ timeout: 1_000 })
        .catch(() => '0')) ?? 0,
    );
    const reply = `Bugün arıyorum, teşekkürler. (${Date.now()})`;
    const answer = await request.post(`/api/advisor-notes/${note!.id}/reply`, {
      headers: { authorization: `Bearer ${coach.token}` },
      data: { coachReply: reply },
    });
    expect(answer.status()).toBe(200);

    // Without a reload: a toast, a higher unread count, and the notification on top of the bell's list.
    const toast = page.getByRole('status').filter({ hasText: 'Notunuza yanıt geldi' });
    await expect(toast).toBeVisible({ timeout: 10_000 });
    await expect(toast).toContainText(reply.slice(0, 20));
    await expect(page.getByTestId('unread-count')).not.toHaveText(String(before));
    await bell.click();
    const items = page.getByRole('list', { name: 'Bildirimler' }).getByRole('listitem');
    await expect(items.first()).toContainText('Notunuza yanıt geldi');
    await page.keyboard.press('Escape');

    // Logging out ends on the advisor login.
    await page.getByRole('button', { name: 'Hesap menüsü' }).click();
    await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
    await expect(page).toHaveURL(/\/advisor\/?$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.goto('/advisor/dashboard');
    await expect(page).toHaveURL(/\/advisor\/?\?next=%2Fadvisor%2Fdashboard$/);
  });
});
