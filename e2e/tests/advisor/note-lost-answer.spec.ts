import { errorToast, loseAnswers } from '../fixtures/lost-answers';
import { apiLogin, expect, test } from './fixtures';

/**
 * The floating note panel when the server stores a note but its answers are lost: the spec's alert, the
 * shared „Tekrar dene" toast, and after it one note, the panel ending the send as an answered one.
 */
test.describe('advisor note whose answer was lost', () => {
  test.describe.configure({ timeout: 90_000 });

  test('„Tekrar dene" stores nothing twice and empties the draft', async ({ advisorPage: page, request }) => {
    const advisor = await apiLogin(request, 'danisman@pusula.dev');
    const text = `Kayıp yanıt notu ${Date.now().toString(36)}: TYT netlerini birlikte inceleyelim.`;
    const send = await loseAnswers(page, '**/trpc/notes.send**');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.accept();
    });

    await page.getByRole('link', { name: 'Öğrenciler' }).click();
    await page.getByRole('link', { name: 'Arda Güneş' }).first().click();
    const panel = page.getByTestId('note-panel');
    await expect(panel).toContainText('Arda Güneş hakkında Mehmet Kaya adlı koça');
    await panel.getByRole('button', { name: 'Not panelini aç' }).click();
    await panel.getByLabel('Not', { exact: true }).fill(text);
    await panel.getByRole('button', { name: 'Notu gönder' }).click();

    const toast = errorToast(page);
    await expect(toast).toContainText('İşlem tamamlanamadı', { timeout: 20_000 });
    await expect.poll(() => dialogs).toEqual(['Not gönderilirken bir hata oluştu']);
    await expect(panel.getByLabel('Not', { exact: true })).toHaveValue(text);

    send.deliverAnswers();
    await toast.getByRole('button', { name: 'Tekrar dene' }).click();
    // Ended as an answered send: after its overlay the draft is empty, so no second press can resend it.
    await expect(panel.getByLabel('Not', { exact: true })).toHaveValue('');

    expect(send.retriedWithOneId()).toBe(true);
    const listed = await request.get(`/api/advisor-notes/advisor/${advisor.userId}`, {
      headers: { authorization: `Bearer ${advisor.token}` },
    });
    expect(listed.status()).toBe(200);
    expect(JSON.stringify(await listed.json()).split(text).length - 1).toBe(1);
  });
});
