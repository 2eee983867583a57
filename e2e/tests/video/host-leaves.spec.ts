import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { elifId, PHONE } from '../fixtures/phone';
import { signInThroughForm } from '../fixtures/sign-in';
import { FAKE_MEDIA_BROWSER, FRAME_TITLE, roomFrame } from './call-room';

/**
 * Ending a call says so at once, and a host who leaves the page mid-call ends it: Mehmet Kaya calls Elif,
 * hangs up (the button turns into „Görüşme sonlandırılıyor…" straight away), calls again and this time
 * walks off to another page, then calls a third time and closes the tab — each time Elif's ring is gone
 * within seconds, not after the three-minute ring timeout.
 */
test.use(FAKE_MEDIA_BROWSER);

async function signIn(context: BrowserContext, loginPath: string, email: string): Promise<Page> {
  const page = await context.newPage();
  await signInThroughForm(page, loginPath, email);
  return page;
}

test('the coach’s hang-up shows at once, and leaving the page mid-call stops Elif’s ring', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const elif = await elifId(request);
  const coachContext = await browser.newContext();
  const studentContext = await browser.newContext({ viewport: PHONE });
  try {
    const coach = await signIn(coachContext, '/auth/login', 'koc@pusula.dev');
    const student = await signIn(studentContext, '/ogrenci/giris', 'ogrenci@pusula.dev');
    await expect(student).toHaveURL(/\/ogrenci$/);
    const invite = student
      .getByRole('region', { name: 'Gelen görüntülü görüşme' })
      .getByRole('alert')
      .filter({ hasText: 'Mehmet Kaya sizi görüntülü görüşmeye çağırıyor' });
    const call = async (page: Page) => {
      await page.goto(`/dashboard/students/${elif}?tab=seanslar`);
      await page.getByRole('button', { name: 'Görüntülü görüşme başlat', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Görüntülü görüşme başlat' })
        .getByRole('button', { name: 'Başlat', exact: true })
        .click();
      await roomFrame(page);
      await expect(invite).toHaveCount(1, { timeout: 20_000 });
    };

    // 1. „Görüşmeyi bitir": the button says the call is ending at once and is off, then the room closes.
    // The end request is held back a little, as on a slow network, so the in-between state can be seen.
    await call(coach);
    const slowEnd = /\/trpc\/[^?]*video\.end/;
    await coach.route(slowEnd, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await coach.getByRole('button', { name: 'Görüşmeyi bitir' }).click();
    const ending = coach.getByRole('button', { name: 'Görüşme sonlandırılıyor…' });
    await expect(ending).toBeDisabled({ timeout: 500 });
    await expect(coach.getByRole('status').filter({ hasText: 'Görüşme sonlandırılıyor…' })).toBeVisible();
    await expect(coach.getByTitle(FRAME_TITLE)).toHaveCount(0);
    await coach.unroute(slowEnd);
    await expect(invite).toHaveCount(0, { timeout: 5_000 });

    // 2. The coach walks off to another page mid-call: the call ends, Elif's ring stops.
    await call(coach);
    await coach.getByRole('navigation', { name: 'Koç menüsü' }).getByRole('link', { name: 'Notlar' }).click();
    await expect(coach).toHaveURL(/\/dashboard\/notes$/);
    await expect(invite).toHaveCount(0, { timeout: 5_000 });

    // 3. The coach closes the tab mid-call: the same.
    const tab = await coachContext.newPage();
    await call(tab);
    await tab.close({ runBeforeUnload: true });
    await expect(invite).toHaveCount(0, { timeout: 5_000 });
  } finally {
    await coachContext.close();
    await studentContext.close();
  }
});
