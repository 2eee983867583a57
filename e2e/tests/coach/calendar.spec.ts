import type { APIRequestContext, Page } from '@playwright/test';
import { signInAsAdvisor } from '../advisor/fixtures';
import { expectNoOverflow, PHONE } from '../fixtures/phone';
import {
  ADVISOR_EMAIL,
  apiLogin,
  bearer,
  COACH_EMAIL,
  coachStudents,
  collectConsoleErrors,
  expect,
  signInAsCoach,
  test,
} from './fixtures';

/** Today in Istanbul, YYYY-MM-DD (the calendars show Istanbul time whatever the browser's zone). */
const istanbulToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

/** Plans a session for Elif today through the API, as the coach. */
async function planSession(request: APIRequestContext, title: string, start: string, end: string) {
  const coach = await apiLogin(request, COACH_EMAIL);
  const advisor = await apiLogin(request, ADVISOR_EMAIL);
  const elif = (await coachStudents(request, advisor.token, coach.userId)).Elif;
  const day = istanbulToday();
  const answer = await request.post(`/api/students/${elif}/sessions`, {
    headers: bearer(coach.token),
    data: { title, startAt: `${day}T${start}:00+03:00`, endAt: `${day}T${end}:00+03:00` },
  });
  expect(answer.status()).toBe(201);
}

/** WCAG contrast of an element's text against the first opaque background behind it. */
async function contrastOf(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = ([r, g, b]: number[]) => {
        const [R, G, B] = [r, g, b].map((v) => {
          const s = (v ?? 0) / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
      };
      let node: Element | null = el;
      let background = 'rgb(255, 255, 255)';
      while (node) {
        const c = getComputedStyle(node).backgroundColor;
        const parts = rgb(c);
        if (parts.length >= 3 && (parts.length < 4 || parts[3]! > 0.5)) {
          background = c;
          break;
        }
        node = node.parentElement;
      }
      const [a, b] = [luminance(rgb(getComputedStyle(el).color)), luminance(rgb(background))];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
}

test.describe('calendars on a desk and on a phone', () => {
  test('a late session is never clipped, and the dark header stays readable', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const title = `Geç seans ${Date.now() % 100_000}`;
    await planSession(request, title, '23:15', '23:45');
    await page.emulateMedia({ colorScheme: 'dark' });
    await signInAsCoach(page);
    await page.goto('/dashboard/calendar');
    const calendar = page.getByTestId('coach-calendar');
    const event = calendar.locator('.fc-timegrid-event').filter({ hasText: title });
    await expect(event).toBeVisible();
    await expect(event).toContainText('23:15');
    // The grid runs to midnight for it: its 23:30 row exists and the event sits inside the grid.
    await expect(calendar.locator('td.fc-timegrid-slot-lane[data-time="23:30:00"]')).toHaveCount(1);
    const [box, grid] = [
      await event.boundingBox(),
      await calendar.locator('.fc-timegrid-body').boundingBox(),
    ];
    expect(box!.y + box!.height).toBeLessThanOrEqual(grid!.y + grid!.height + 1);
    expect(await contrastOf(page, '.fc-col-header-cell-cushion')).toBeGreaterThanOrEqual(4.5);
    expect(await contrastOf(page, '.fc-toolbar-title')).toBeGreaterThanOrEqual(4.5);
    expect(errors).toEqual([]);
  });

  test('the coach is told before saving a session over another booking', async ({ page, request }) => {
    const title = `Sabah seansı ${Date.now() % 100_000}`;
    await planSession(request, title, '06:00', '06:45');
    await signInAsCoach(page);
    await page.goto('/dashboard/calendar');
    await page.getByRole('button', { name: 'Yeni seans' }).click();
    const dialog = page.getByRole('dialog', { name: 'Seans planla' });
    await dialog.getByLabel('Tarih').fill(istanbulToday());
    await dialog.getByLabel('Başlangıç').fill('06:30');
    const warning = dialog.getByRole('status').filter({ hasText: 'Bu saatte başka bir kaydınız var' });
    await expect(warning).toContainText(title);
    await expect(warning).toContainText('06:00–06:45');
    // Right after it, end to end, is no double booking.
    await dialog.getByLabel('Başlangıç').fill('06:45');
    await expect(warning).toBeHidden();
  });

  test.describe('at 390 px', () => {
    test.use({ viewport: PHONE });

    test('the coach reads the week as a list and can open one day', async ({ page, request }) => {
      const errors = collectConsoleErrors(page);
      const title = `Telefon seansı ${Date.now() % 100_000}`;
      await planSession(request, title, '20:00', '20:45');
      await signInAsCoach(page);
      await page.goto('/dashboard/calendar');
      const calendar = page.getByTestId('coach-calendar');
      const item = calendar.locator('.fc-list-event').filter({ hasText: title });
      await expect(item).toBeVisible();
      await expect(item).toContainText('20:00');
      await expect(item).toContainText('Elif Öztürk');
      await expectNoOverflow(page);
      // The toolbar in at most two tidy rows (navigation, views), each button whole and on screen, its
      // tooltips in Turkish.
      const buttons = calendar.locator('.fc-header-toolbar .fc-button');
      const tops = new Set<number>();
      for (const b of await buttons.all()) {
        const box = (await b.boundingBox())!;
        tops.add(Math.round(box.y));
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      }
      expect(tops.size).toBeLessThanOrEqual(2);
      await expect(calendar.getByRole('button', { name: 'Önceki' })).toHaveAttribute('title', /^Önceki /);
      await calendar.getByRole('button', { name: 'Gün', exact: true }).click();
      await expect(calendar.locator('.fc-timeGridDay-view')).toBeVisible();
      await expectNoOverflow(page);
      expect(errors).toEqual([]);
    });

    test("the advisor reads a coach's week as a list", async ({ page }) => {
      const errors = collectConsoleErrors(page);
      await signInAsAdvisor(page);
      await page.goto('/advisor/calendar');
      const calendar = page.getByTestId('advisor-calendar');
      await expect(calendar.locator('.fc-list, .fc-list-empty').first()).toBeVisible();
      await expect(calendar.getByRole('button', { name: 'Liste' })).toBeVisible();
      await expectNoOverflow(page);
      expect(errors).toEqual([]);
    });
  });
});
