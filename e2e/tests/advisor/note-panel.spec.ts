import { expect, test } from './fixtures';

/**
 * The floating note panel (spec §2 "Panels", §4, §5, §8) with bad input and a failing server: what the
 * advisor sees when a note cannot go out, and that leaving the student pages forgets the draft.
 */
test.describe('floating note panel', () => {
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ advisorPage: page }) => {
    await page.getByRole('link', { name: 'Öğrenciler' }).click();
    await page.getByRole('link', { name: 'Arda Güneş' }).first().click();
    await expect(page).toHaveURL(/\/advisor\/students\/[^/?]+/);
    await expect(page.getByTestId('note-panel')).toContainText('Arda Güneş hakkında Mehmet Kaya adlı koça');
    // Collapsed on every width until the advisor opens it.
    await page.getByTestId('note-panel').getByRole('button', { name: 'Not panelini aç' }).click();
  });

  test('whitespace and a text past 5.000 characters: buttons, counter and limit message', async ({
    advisorPage: page,
  }) => {
    const panel = page.getByTestId('note-panel');
    const text = panel.getByLabel('Not', { exact: true });
    const send = panel.getByRole('button', { name: 'Notu gönder' });
    await expect(panel.getByText('0 / 5.000')).toBeVisible();
    await text.fill(' \n\t ');
    await expect(send).toBeDisabled();
    await expect(panel.getByRole('button', { name: 'Temizle' })).toBeDisabled();

    // The field keeps the first 5.000 characters and says why the rest is missing.
    await text.fill('a'.repeat(5_200));
    await expect(text).toHaveValue('a'.repeat(5_000));
    await expect(panel.getByText('5.000 / 5.000')).toBeVisible();
    await expect(panel.getByText('En fazla 5.000 karakter yazabilirsiniz.')).toBeVisible();
    await expect(send).toBeEnabled();
    await text.fill('Kısa bir not');
    await expect(panel.getByText('En fazla 5.000 karakter yazabilirsiniz.')).toHaveCount(0);
  });

  test('a failed send alerts “Not gönderilirken bir hata oluştu” and keeps the draft', async ({
    advisorPage: page,
  }) => {
    const panel = page.getByTestId('note-panel');
    const text = panel.getByLabel('Not', { exact: true });
    await text.fill('Bu not sunucuya ulaşamayacak.');
    await panel.getByText('Orta', { exact: true }).click();
    await page.route('**/trpc/notes.send**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    // Answered inside the handler: the alert blocks the page until it is closed.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await panel.getByRole('button', { name: 'Notu gönder' }).click();
    await expect.poll(() => dialogs).toEqual(['alert: Not gönderilirken bir hata oluştu']);
    await expect(page.getByTestId('note-sent-overlay')).toHaveCount(0);
    await expect(text).toHaveValue('Bu not sunucuya ulaşamayacak.');
    await expect(panel.getByRole('radio', { name: 'Orta' })).toBeChecked();
    await expect(panel.getByRole('button', { name: 'Notu gönder' })).toBeEnabled();
  });

  test('minimise and expand; leaving the student pages hides and resets the panel', async ({
    advisorPage: page,
  }) => {
    const panel = page.getByTestId('note-panel');
    const text = panel.getByLabel('Not', { exact: true });
    await text.fill('Taslak not');
    await panel.getByRole('button', { name: 'Not panelini küçült' }).click();
    await expect(text).toBeHidden();
    await panel.getByRole('button', { name: 'Not panelini aç' }).click();
    await expect(text).toHaveValue('Taslak not');

    await page.getByRole('link', { name: 'Mesajlar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mesajlar');
    await expect(page.getByTestId('note-panel')).toHaveCount(0);

    // Back on the students page nothing is selected, so the panel stays hidden until a student is picked.
    await page.getByRole('link', { name: 'Öğrenciler' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Öğrenciler');
    await expect(page.getByTestId('note-panel')).toHaveCount(0);
    await page.getByRole('button', { name: 'Arda Güneş hakkında koçuna not yaz' }).click();
    await expect(page.getByTestId('note-panel').getByLabel('Not', { exact: true })).toHaveValue('');
  });

  test('on a phone the student page shows the panel minimised; “Not yaz” opens it', async ({
    advisorPage: page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/advisor/messages');
    await page.goto('/advisor/students');
    await page.getByRole('link', { name: 'Elif Öztürk' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Elif Öztürk');
    const panel = page.getByTestId('note-panel');
    await expect(panel).toContainText('Elif Öztürk hakkında Mehmet Kaya adlı koça');
    await expect(panel.getByLabel('Not', { exact: true })).toBeHidden();
    await expect(panel.getByRole('button', { name: 'Not panelini aç' })).toBeVisible();

    // Asking to write about another student opens the folded panel.
    await page.getByRole('main').getByRole('link', { name: 'Öğrenciler', exact: true }).click();
    await page.getByRole('button', { name: 'Can Öztürk hakkında koçuna not yaz' }).click();
    await expect(panel).toContainText('Can Öztürk hakkında Mehmet Kaya adlı koça');
    await expect(panel.getByLabel('Not', { exact: true })).toBeVisible();
  });

  test('on a wide screen it appears collapsed over nothing; the advisor’s choice is kept across a reload', async ({
    advisorPage: page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const panel = page.getByTestId('note-panel');
    // beforeEach opened it: the choice "expanded" is kept for the next page.
    await page.reload();
    await expect(panel).toContainText('Arda Güneş hakkında Mehmet Kaya adlı koça');
    await expect(panel.getByLabel('Not', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: 'Not panelini küçült' }).click();
    await page.reload();
    await expect(panel).toContainText('Arda Güneş hakkında Mehmet Kaya adlı koça');
    await expect(panel.getByLabel('Not', { exact: true })).toBeHidden();
    await expect(panel.getByRole('button', { name: 'Not panelini aç' })).toBeVisible();
    // Folded, it is a small bar: far narrower than the page it floats over.
    const box = await panel.boundingBox();
    expect(box!.height).toBeLessThan(120);
  });
});
