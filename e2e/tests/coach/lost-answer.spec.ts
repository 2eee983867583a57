import { errorToast, loseAnswers } from '../fixtures/lost-answers';
import { apiLogin, bearer, coachStudents, expect, test } from './fixtures';

const RETRY_MESSAGE =
  'Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin; işlem iki kez kaydedilmez.';

/**
 * A write whose answer is lost on the way back: the server stored it, the browser saw a failed request.
 * The web app tries again by itself, then offers „Tekrar dene"; every try carries the action's one command
 * id, so the note is stored once however many times it was sent.
 */
test.describe('a coach note whose answer was lost', () => {
  test.describe.configure({ timeout: 90_000 });

  test('is stored once after the automatic tries and „Tekrar dene"', async ({ coachPage: page, request }) => {
    const coach = await apiLogin(request, 'koc@pusula.dev');
    const advisor = await apiLogin(request, 'danisman@pusula.dev');
    const { Arda: arda } = await coachStudents(request, advisor.token, coach.userId);
    const text = `Kayıp yanıt denemesi ${Date.now().toString(36)}: paragraf sorularında hızlandı.`;

    const write = await loseAnswers(page, '**/trpc/studentRecord.writeCoachNote**');

    await page.goto(`/dashboard/students/${arda}?tab=notlar`);
    const own = page.getByRole('region', { name: 'Kendi notlarım' });
    await own.getByLabel('Koç notu').fill(text);
    await own.getByRole('button', { name: 'Not yaz' }).click();

    // The first try and the automatic ones (a network failure is retried) all got no answer.
    const toast = errorToast(page);
    await expect(toast).toContainText('İşlem tamamlanamadı', { timeout: 20_000 });
    await expect(toast).toContainText(RETRY_MESSAGE);
    expect(write.commandIds.length).toBeGreaterThan(1);

    write.deliverAnswers();
    await toast.getByRole('button', { name: 'Tekrar dene' }).click();
    const notes = own.getByTestId('coach-note').filter({ hasText: text });
    await expect(notes).toHaveCount(1);
    // The form is done with it: the draft is emptied, as after a send answered at once.
    await expect(own.getByLabel('Koç notu')).toHaveValue('');

    // One action, one id, however many tries.
    expect(write.retriedWithOneId()).toBe(true);
    // Stored once: in the record the server keeps, and on the page after a reload.
    const listed = await request.get(`/api/students/${arda}/coach-notes`, { headers: bearer(coach.token) });
    expect(listed.status()).toBe(200);
    const body = (await listed.json()) as { data: Array<{ content: string }> };
    expect(body.data.filter((n) => n.content === text)).toHaveLength(1);
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Kendi notlarım' })
        .getByTestId('coach-note')
        .filter({ hasText: text }),
    ).toHaveCount(1);
  });
});
