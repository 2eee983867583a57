import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/contexts';
import { expectNoOverflow } from '../fixtures/phone';
import { apiLogin, collectConsoleErrors, signInThroughForm } from '../fixtures/sign-in';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signInAsCoach(page: Page) {
  await signInThroughForm(page, '/auth/login', 'koc@pusula.dev');
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function signInAsParent(page: Page) {
  await signInThroughForm(page, '/parent/login', 'veli@pusula.dev');
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
}

const conversations = (page: Page) => page.getByRole('navigation', { name: 'Konuşmalar' });
/** The family threads (beside them, „Öğrenci" lists the students' own threads under the same names). */
const families = (page: Page) => conversations(page).getByRole('list', { name: 'Öğrenci aileleri' });
const switchOf = (page: Page) => page.getByRole('switch', { name: 'Veliler bana mesaj yazabilir' });

test.describe('family messages (coach ↔ parents of a student)', () => {
  test('the coach writes to Elif’s family, the parent answers, the coach sees it; when off, no composer', async ({
    newContext,
    request,
  }) => {
    // Two signed-in browsers and a dozen round trips: more than the default 30 s on a loaded machine.
    test.setTimeout(120_000);
    const coachPage = await (await newContext()).newPage();
    const parentPage = await (await newContext()).newPage();
    const errors = [...collectConsoleErrors(coachPage), ...collectConsoleErrors(parentPage)];
    const stamp = Date.now() % 1_000_000;

    // The coach opens Elif's family thread and makes sure parents may write.
    await signInAsCoach(coachPage);
    await coachPage.goto('/dashboard/messages');
    await expect(coachPage.getByRole('heading', { name: 'Ayşe Yılmaz ile mesajlar' })).toBeVisible();
    await families(coachPage)
      .getByRole('button', { name: /Elif Öztürk/ })
      .click();
    await expect(coachPage.getByRole('heading', { name: 'Elif Öztürk ailesiyle mesajlar' })).toBeVisible();
    const coachThread = coachPage.getByRole('list', { name: 'Elif Öztürk ailesiyle mesajlar' });
    await expect(coachThread).toContainText('Veli mesajlarını açtım'); // the demo seed
    if (!(await switchOf(coachPage).isChecked())) await switchOf(coachPage).click();
    await expect(switchOf(coachPage)).toBeChecked();

    const fromCoach = `Elif bu hafta programın %90'ını tamamladı. (${stamp})`;
    await coachPage.getByLabel('Mesajınız').fill(fromCoach);
    await coachPage.getByRole('button', { name: 'Gönder', exact: true }).click();
    await expect(coachThread.getByRole('listitem').filter({ hasText: fromCoach })).toBeVisible();
    await expect(coachPage.getByLabel('Mesajınız')).toHaveValue('');
    // Away from Elif's thread, so that the parent's reply stays unread until the coach opens it again.
    await conversations(coachPage)
      .getByRole('button', { name: /Ayşe Yılmaz/ })
      .click();
    await expect(coachPage.getByRole('heading', { name: 'Ayşe Yılmaz ile mesajlar' })).toBeVisible();

    // The parent sees it under Mesajlar for Elif and answers.
    await signInAsParent(parentPage);
    await parentPage.getByRole('radio', { name: /Elif Öztürk/ }).check();
    await parentPage
      .getByRole('navigation', { name: 'Veli menüsü' })
      .getByRole('link', { name: /^Mesajlar/ })
      .click();
    await expect(parentPage).toHaveURL(/\/parent\/messages$/);
    await expect(parentPage.getByRole('heading', { name: 'Koçunuz Mehmet Kaya ile mesajlar' })).toBeVisible();
    const parentThread = parentPage.getByRole('list', { name: 'Elif Öztürk için koç mesajları' });
    await expect(parentThread.getByRole('listitem').filter({ hasText: fromCoach })).toContainText(
      'Mehmet Kaya (koç)',
    );
    const fromParent = `Teşekkürler hocam, hafta sonu birlikte bakacağız. (${stamp})`;
    await parentPage.getByLabel('Mesajınız').fill(fromParent);
    await parentPage.getByRole('button', { name: 'Gönder', exact: true }).click();
    await expect(parentThread.getByRole('listitem').filter({ hasText: fromParent })).toBeVisible();

    // The coach gets the reply: an unread badge on Elif's entry, gone once the thread is opened.
    await conversations(coachPage)
      .getByRole('button', { name: /Ayşe Yılmaz/ })
      .click();
    await coachPage.reload();
    const elifEntry = families(coachPage).getByRole('button', { name: /Elif Öztürk/ });
    await expect(elifEntry).toContainText('1 okunmamış');
    await expect(elifEntry).toContainText(`Veli: ${fromParent}`);
    await elifEntry.click();
    await expect(coachThread.getByRole('listitem').filter({ hasText: fromParent })).toContainText(
      'Fatma Öztürk (veli)',
    );
    await expect(elifEntry).not.toContainText('okunmamış');
    await coachPage.reload();
    await expect(families(coachPage).getByRole('button', { name: /Elif Öztürk/ })).not.toContainText(
      'okunmamış',
    );

    // The coach answers: the parent's open thread shows it without a reload (live), with a toast.
    const answer = `Rica ederim, kolay gelsin. (${stamp})`;
    await families(coachPage)
      .getByRole('button', { name: /Elif Öztürk/ })
      .click();
    await coachPage.getByLabel('Mesajınız').fill(answer);
    await coachPage.getByRole('button', { name: 'Gönder', exact: true }).click();
    await expect(parentThread.getByRole('listitem').filter({ hasText: answer })).toBeVisible({
      timeout: 10_000,
    });
    await expect(parentPage.getByText('Elif Öztürk hakkında yeni mesaj')).toBeVisible();

    // The coach turns parent messages off: the parent sees the explanation and no composer.
    await families(coachPage)
      .getByRole('button', { name: /Elif Öztürk/ })
      .click();
    await switchOf(coachPage).click();
    await expect(switchOf(coachPage)).not.toBeChecked();
    await expect(coachPage.getByText('Kapalı: veliler mesajlarınızı okur ama yanıt yazamaz.')).toBeVisible();
    await parentPage.reload();
    await expect(parentPage.getByText('Koçunuz şu an veli mesajlarını kapalı tutuyor')).toBeVisible();
    await expect(parentPage.getByLabel('Mesajınız')).toHaveCount(0);
    await expect(parentPage.getByRole('button', { name: 'Gönder', exact: true })).toHaveCount(0);

    // The server refuses too, and another family's thread is never served to this parent.
    const parent = await apiLogin(request, 'veli@pusula.dev');
    const coach = await apiLogin(request, 'koc@pusula.dev');
    const elifId = await parentPage.evaluate(() => localStorage.getItem('selectedStudent'));
    const refused = await request.post(`/api/parent/students/${elifId}/messages`, {
      headers: bearer(parent.token),
      data: { content: 'Yine de yazıyorum' },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toMatch(/velilerden mesaj almıyor/);
    const threads = (
      await (await request.get('/api/coach/messages/threads', { headers: bearer(coach.token) })).json()
    ).data as { studentId: string; studentName: string }[];
    const arda = threads.find((t) => t.studentName.startsWith('Arda'))!;
    for (const path of [`/api/parent/students/${arda.studentId}/messages`, '/api/coach/messages/threads']) {
      const answer = await request.get(path, { headers: bearer(parent.token) });
      expect([403, 404], path).toContain(answer.status());
    }
    const other = await request.post(`/api/parent/students/${arda.studentId}/messages`, {
      headers: bearer(parent.token),
      data: { content: 'Başka bir aile' },
    });
    expect([403, 404]).toContain(other.status());

    // Leave the demo as seeded: parents may write to the demo coach.
    const restored = await request.put('/api/coach/messages/settings', {
      headers: bearer(coach.token),
      data: { allowParentMessages: true },
    });
    expect((await restored.json()).data).toEqual({ allowParentMessages: true });
    expect(errors).toEqual([]);
  });

  test('Enter sends and Shift+Enter adds a line (parent and coach); closed while typing, the text stays', async ({
    newContext,
    request,
  }) => {
    test.setTimeout(120_000);
    const coach = await apiLogin(request, 'koc@pusula.dev');
    const setAllowed = async (allowParentMessages: boolean) => {
      const res = await request.put('/api/coach/messages/settings', {
        headers: bearer(coach.token),
        data: { allowParentMessages },
      });
      expect((await res.json()).data).toEqual({ allowParentMessages });
    };
    await setAllowed(true);
    const coachPage = await (await newContext()).newPage();
    const parentPage = await (await newContext()).newPage();
    const errors = [...collectConsoleErrors(coachPage), ...collectConsoleErrors(parentPage)];
    const stamp = Date.now() % 1_000_000;

    await signInAsParent(parentPage);
    await parentPage.getByRole('radio', { name: /Elif Öztürk/ }).check();
    await parentPage.goto('/parent/messages');
    const parentThread = parentPage.getByRole('list', { name: 'Elif Öztürk için koç mesajları' });
    const field = parentPage.getByLabel('Mesajınız');
    await expect(field).toHaveAccessibleDescription(/Göndermek için Enter, yeni satır için Shift\+Enter/);
    // Empty: the button waits; Enter in the empty field sends nothing.
    await expect(parentPage.getByRole('button', { name: 'Gönder', exact: true })).toBeDisabled();

    // Shift+Enter is a new line, Enter sends both lines as one message.
    await field.pressSequentially(`Hocam merhaba (${stamp})`);
    await field.press('Shift+Enter');
    await field.pressSequentially('Elif bu akşam deneme çözecek.');
    await expect(field).toHaveValue(`Hocam merhaba (${stamp})\nElif bu akşam deneme çözecek.`);
    await field.press('Enter');
    const sent = parentThread.getByRole('listitem').filter({ hasText: `Hocam merhaba (${stamp})` });
    await expect(sent).toContainText('Elif bu akşam deneme çözecek.');
    await expect(field).toHaveValue('');

    // The coach answers with Enter from the panel's family thread.
    await signInAsCoach(coachPage);
    await coachPage.goto('/dashboard/messages');
    await families(coachPage)
      .getByRole('button', { name: /Elif Öztürk/ })
      .click();
    await expect(coachPage.getByRole('heading', { name: 'Elif Öztürk ailesiyle mesajlar' })).toBeVisible();
    const coachField = coachPage.getByLabel('Mesajınız');
    await coachField.fill(`Tamam, sonuçlara birlikte bakarız. (${stamp})`);
    await coachField.press('Shift+Enter');
    await coachField.press('Enter');
    const coachThread = coachPage.getByRole('list', { name: 'Elif Öztürk ailesiyle mesajlar' });
    await expect(
      coachThread.getByRole('listitem').filter({ hasText: `Tamam, sonuçlara birlikte bakarız. (${stamp})` }),
    ).toBeVisible();
    await expect(coachField).toHaveValue('');

    // The parent types; meanwhile the coach closes parent messages. Either the page hears it over /live
    // first (the field is gone before Enter) or the send is refused; both ways nothing is sent, the sentence
    // takes the composer's place and the typed text stays on the page to copy.
    const draft = `Bu mesaj kaybolmamalı (${stamp})`;
    await field.fill(draft);
    await setAllowed(false);
    const pressed = await field.press('Enter', { timeout: 3_000 }).then(
      () => true,
      () => false,
    );
    await expect(parentPage.getByText('Koçunuz şu an veli mesajlarını kapalı tutuyor')).toBeVisible();
    if (pressed)
      await expect(
        parentPage.getByRole('alert').filter({ hasText: /velilerden mesaj almıyor/ }),
      ).toBeVisible();
    const kept = parentPage.getByLabel('Yazdığınız mesaj (gönderilmedi)');
    await expect(kept).toHaveValue(draft);
    await expect(parentPage.getByRole('button', { name: 'Gönder', exact: true })).toHaveCount(0);
    await expect(parentThread.getByRole('listitem').filter({ hasText: draft })).toHaveCount(0);
    const parent = await apiLogin(request, 'veli@pusula.dev');
    const elifId = await parentPage.evaluate(() => localStorage.getItem('selectedStudent'));
    const thread = await request.get(`/api/parent/students/${elifId}/messages`, {
      headers: bearer(parent.token),
    });
    expect(JSON.stringify(await thread.json())).not.toContain(draft);

    // At 390 px nothing overflows sideways.
    await parentPage.setViewportSize({ width: 390, height: 844 });
    await expectNoOverflow(parentPage);

    await setAllowed(true);
    // The refused send is the one expected error (the browser logs its 403).
    expect(errors.filter((e) => !/status of 403/.test(e))).toEqual([]);
  });
});
