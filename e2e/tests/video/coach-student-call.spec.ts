import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { elifId, expectNoOverflow, PHONE } from '../fixtures/phone';
import { apiLogin, signInThroughForm } from '../fixtures/sign-in';
import { FAKE_MEDIA_BROWSER, FRAME_TITLE, roomFrame } from './call-room';

/**
 * A coach's call with her student and the parent, in three browsers: Mehmet Kaya starts it from Elif's
 * Seanslar tab inviting the parent too; Elif's phone (390 px) and the parent's portal show the incoming
 * call live, both join the same room; the coach sees them in it and ends the call; the student's and the
 * parent's rooms close and no invite is left. Chromium's fake camera and microphone stand in for devices.
 */
test.use(FAKE_MEDIA_BROWSER);

async function signIn(context: BrowserContext, loginPath: string, email: string): Promise<Page> {
  const page = await context.newPage();
  await signInThroughForm(page, loginPath, email);
  return page;
}

test('a coach calls Elif and her parent from the sessions tab; both join on their phones; the coach ends it for everyone', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const elif = await elifId(request);
  const coachContext = await browser.newContext();
  const studentContext = await browser.newContext({ viewport: PHONE });
  const parentContext = await browser.newContext({ viewport: PHONE });
  try {
    const coach = await signIn(coachContext, '/auth/login', 'koc@pusula.dev');
    const student = await signIn(studentContext, '/ogrenci/giris', 'ogrenci@pusula.dev');
    const parent = await signIn(parentContext, '/parent/login', 'veli@pusula.dev');
    await expect(student).toHaveURL(/\/ogrenci$/);
    await parent.goto('/parent/dashboard');
    const invite = (page: Page) =>
      page
        .getByRole('region', { name: 'Gelen görüntülü görüşme' })
        .getByRole('alert')
        .filter({ hasText: 'Mehmet Kaya sizi görüntülü görüşmeye çağırıyor' });
    // Nothing rings before the coach calls (a retried test may have left none either: calls end below).
    await expect(invite(student)).toHaveCount(0);

    // The coach starts the call from Elif's sessions, with the parent.
    await coach.goto(`/dashboard/students/${elif}?tab=seanslar`);
    await coach.getByRole('button', { name: 'Görüntülü görüşme başlat', exact: true }).click();
    const dialog = coach.getByRole('dialog', { name: 'Görüntülü görüşme başlat' });
    await dialog.getByLabel('Veliyi de davet et').check();
    await dialog.getByRole('button', { name: 'Başlat', exact: true }).click();
    const coachRoom = await roomFrame(coach);
    await expect(coachRoom.getByRole('status')).toHaveText('Diğer katılımcı bekleniyor…');

    // Elif's phone rings without a reload (live channel) and fits 390 px; she joins.
    await expect(invite(student)).toHaveCount(1, { timeout: 20_000 });
    await expectNoOverflow(student);
    await student.screenshot({ path: test.info().outputPath('gelen-gorusme-390.png') });
    await invite(student).getByRole('button', { name: 'Katıl', exact: true }).click();
    await roomFrame(student);
    await expectNoOverflow(student);
    await student.screenshot({ path: test.info().outputPath('gorusme-odasi-390.png') });
    await expect(student.getByRole('button', { name: 'Görüşmeden ayrıl' })).toBeVisible();

    // The parent's portal rings too; the parent joins the same room.
    await expect(invite(parent)).toHaveCount(1, { timeout: 20_000 });
    await invite(parent).getByRole('button', { name: 'Katıl', exact: true }).click();
    await roomFrame(parent);
    await expectNoOverflow(parent);

    // The coach sees them joined: her page says the room holds two more, the call lists both as in it.
    await expect(coach.getByRole('status').filter({ hasText: 'Odada 2 kişi daha var' })).toBeVisible({
      timeout: 60_000,
    });
    const { token } = await apiLogin(request, 'koc@pusula.dev');
    const headers = { authorization: `Bearer ${token}` };
    const active = (await (await request.get('/api/advisor/video-call/active', { headers })).json()).data;
    const call = active.find((c: { hostType: string }) => c.hostType === 'COACH');
    expect(
      call.participants.map((p: { participantType: string; status: string }) => [
        p.participantType,
        ['JOINED', 'CONNECTED'].includes(p.status),
      ]),
    ).toEqual([
      ['COACH', true],
      ['STUDENT', true],
      ['PARENT', true],
    ]);

    // The coach ends it: every room closes and no invite is left.
    await coach.getByRole('button', { name: 'Görüşmeyi bitir' }).click();
    await expect(coach.getByTitle(FRAME_TITLE)).toHaveCount(0);
    await expect(student.getByTitle(FRAME_TITLE)).toHaveCount(0, { timeout: 20_000 });
    await expect(parent.getByTitle(FRAME_TITLE)).toHaveCount(0, { timeout: 20_000 });
    await expect(invite(student)).toHaveCount(0);
    await expect(invite(parent)).toHaveCount(0);
    await expect(student.getByRole('heading', { level: 1, name: 'Merhaba Elif' })).toBeVisible();

    const logs = (
      await (await request.get('/api/advisor/video-logs?endReason=COACH_ENDED', { headers })).json()
    ).data;
    expect(logs.items[0]).toMatchObject({ id: call.id, status: 'ENDED', endedBy: 'COACH' });
  } finally {
    await coachContext.close();
    await studentContext.close();
    await parentContext.close();
  }
});
