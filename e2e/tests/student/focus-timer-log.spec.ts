import { expect, type Page, test } from '@playwright/test';
import { apiLogin, collectConsoleErrors, signInThroughForm } from '../fixtures/sign-in';

/**
 * The focus timer that counts, in a real browser against the real server: Deniz (coach2's student) gets a
 * student account by a pairing code, signs in, picks a course on /odaklan and runs a 5-minute focus phase
 * (Playwright's clock jumps over it); the phase is logged once, and the coach sees the minutes on the
 * weekly program. Both pages fit 390 px.
 */
const PASSWORD = 'odaklanan öğrencinin parolası';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function fitsWidth(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** Console errors, except the browser's own note that vibration needs a tap (headless has no device). */
const realErrors = (errors: string[]) => errors.filter((e) => !/vibrate/i.test(e));

test('a student logs a finished focus phase and the coach sees the minutes beside the plan', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const advisor = await apiLogin(request, 'danisman@pusula.dev');
  const coach = await apiLogin(request, 'koc2@pusula.dev');
  const students = (
    await (await request.get('/api/advisor/students', { headers: bearer(advisor.token) })).json()
  ).data as { id: string; firstName: string }[];
  const deniz = students.find((s) => s.firstName === 'Deniz')!;
  const invited = await request.post(`/api/students/${deniz.id}/invitations`, {
    headers: bearer(coach.token),
    data: { role: 'STUDENT' },
  });
  expect(invited.status()).toBe(201);
  const email = `odak-${Date.now()}@ornek.com`;
  const accepted = await request.post('/api/invitations/accept', {
    data: {
      code: (await invited.json()).data.code,
      firstName: 'Deniz',
      lastName: 'Öğrenci',
      email,
      password: PASSWORD,
      kvkkConsent: true,
    },
  });
  expect(accepted.status()).toBe(200);

  // The page's clock starts ten minutes back, so the phase it jumps over ends before the server's now.
  await page.clock.install({ time: new Date(Date.now() - 10 * 60_000) });
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = collectConsoleErrors(page);
  await signInThroughForm(page, '/ogrenci/giris', email, PASSWORD);

  await page.goto('/odaklan');
  const log = page.getByTestId('focus-log');
  await expect(log.getByRole('heading', { name: 'Odak kaydım' })).toBeVisible();
  await log.getByLabel('Ders', { exact: true }).selectOption({ label: 'Temel Matematik' });
  await expect(log.getByLabel(/^Konu/)).toBeEnabled();
  await page.getByLabel('Odak (dakika)').fill('5');
  await page.getByRole('button', { name: 'Süreleri kaydet' }).click();
  await expect(page.getByTestId('focus-clock')).toHaveText('05:00');
  await page.getByRole('button', { name: 'Başlat' }).click();
  await expect(page).toHaveTitle(/^0[45]:\d\d · Odak \| /);
  await fitsWidth(page, 390);

  await page.clock.fastForward('05:01');
  await expect(page.getByTestId('focus-phase')).toHaveText('Kısa mola zamanı');
  const entries = log.getByTestId('focus-log-entries');
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await expect(entries).toContainText('5 dk');
  await expect(entries).toContainText('Temel Matematik');
  await expect(entries).toContainText('Kaydedildi');
  await expect(log.getByTestId('focus-today')).toHaveText('Bugün 5 dk odaklandın');
  await fitsWidth(page, 390);
  await log.screenshot({ path: test.info().outputPath('odaklan-logged-390.png') });

  // The app's tab bar stands on the timer page too: Odaklan is the current tab, and Bugün leads back.
  const tabs = page.getByRole('navigation', { name: 'Öğrenci menüsü' });
  await expect(tabs.getByRole('link', { name: 'Odaklan' })).toHaveAttribute('aria-current', 'page');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerEnd = await page.locator('footer').last().boundingBox();
  const bar = await tabs.boundingBox();
  expect(footerEnd!.y + footerEnd!.height).toBeLessThanOrEqual(bar!.y + 1);

  // Logged once: the server has exactly these five minutes for the student.
  const week = await request.get(`/api/students/${deniz.id}/focus`, { headers: bearer(coach.token) });
  expect((await week.json()).data.totalMinutes).toBe(5);

  // The coach, in a context of their own, sees the minutes on the weekly program.
  const coachContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const coachPage = await coachContext.newPage();
  const coachErrors = collectConsoleErrors(coachPage);
  await signInThroughForm(coachPage, '/auth/login', 'koc2@pusula.dev');
  await coachPage.goto(`/dashboard/students/${deniz.id}?tab=haftalik-program`);
  const weekStrip = coachPage.getByTestId('focus-week');
  await expect(weekStrip).toBeVisible();
  const weekday = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Istanbul', weekday: 'short' })
      .format(new Date(Date.now() - 5 * 60_000))
      .replace(/Mon|Tue|Wed|Thu|Fri|Sat|Sun/, (d) =>
        String(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(d) + 1),
      ),
  );
  const today = coachPage.getByTestId(`focus-day-${weekday}`);
  await expect(today).toContainText('5 dk');
  await expect(today).toContainText('Temel Matematik: 5 dk');
  await expect(coachPage.getByText('Bu hafta toplam 5 dk')).toBeVisible();
  await fitsWidth(coachPage, 390);
  await weekStrip.screenshot({ path: test.info().outputPath('coach-week-390.png') });
  await coachContext.close();

  expect(realErrors(errors)).toEqual([]);
  expect(realErrors(coachErrors)).toEqual([]);
});
