import { expect, test } from './fixtures';

/**
 * The bell (spec §4 "Notification"): unread count, the 10 latest, mark one read, mark all read, delete;
 * each change is kept by the server (a reload shows the same).
 */
test.describe('notification bell', () => {
  test.describe.configure({ timeout: 90_000 });

  test('marks one read, deletes one, marks all read, and the server keeps it', async ({
    advisorPage: page,
  }) => {
    const badge = page.getByTestId('unread-count');
    await expect(badge).toHaveText(/^\d+$/);
    const before = Number(await badge.textContent());
    expect(before).toBeGreaterThan(1);

    // The bell updates at once and tells the server afterwards: a reload waits for the server's answer.
    const settled = (procedure: string) =>
      page.waitForResponse((r) => r.url().includes(`/trpc/notifications.${procedure}`) && r.ok());
    const bell = page.getByRole('button', { name: /^Bildirimler/ });
    await expect(bell).toHaveAccessibleName(`Bildirimler, ${before} okunmamış`);
    await bell.click();
    const list = page.getByRole('list', { name: 'Bildirimler' });
    const items = list.getByRole('listitem');
    await expect(items.first()).toBeVisible();
    expect(await items.count()).toBeLessThanOrEqual(10);

    // Mark the first unread one read: its button goes and the count drops by one.
    const unreadItem = items.filter({ has: page.getByRole('button', { name: /okundu işaretle$/ }) }).first();
    const id = await unreadItem.getAttribute('data-notification-id');
    const item = list.locator(`[data-notification-id="${id}"]`);
    const markedRead = settled('markRead');
    await item.getByRole('button', { name: /okundu işaretle$/ }).click();
    await markedRead;
    await expect(badge).toHaveText(String(before - 1));
    await expect(item.getByRole('button', { name: /okundu işaretle$/ })).toHaveCount(0);

    // Delete that (now read) notification: it leaves the list, the count stays.
    const deleted = settled('delete');
    await item.getByRole('button', { name: /bildirimini sil$/ }).click();
    await deleted;
    await expect(item).toHaveCount(0);
    await expect(badge).toHaveText(String(before - 1));

    await page.reload();
    await expect(page.getByTestId('unread-count')).toHaveText(String(before - 1));
    await page.getByRole('button', { name: /^Bildirimler/ }).click();
    await expect(page.getByRole('list', { name: 'Bildirimler' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.locator(`[data-notification-id="${id}"]`)).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: /^Bildirimler/ }).click();
    const markedAll = settled('markAllRead');
    await page.getByRole('button', { name: 'Tümünü okundu işaretle' }).click();
    await markedAll;
    await expect(page.getByTestId('unread-count')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Bildirimler' }).getByText('(Okunmadı)')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Tümünü okundu işaretle' })).toBeDisabled();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Bildirimler', exact: true })).toBeVisible();
    await expect(page.getByTestId('unread-count')).toHaveCount(0);
  });
});
