import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoOverflow, PHONE } from '../fixtures/phone';
import { signInThroughForm } from '../fixtures/sign-in';

const PASSWORD = 'Pusula.2025';

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(res.status()).toBe(200);
  return (await res.json()).data.token;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Console errors and uncaught exceptions of a page: every page must load without them. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

async function signIn(page: Page) {
  await signInThroughForm(page, '/parent/login', 'veli@pusula.dev', PASSWORD);
  await expect(page).toHaveURL(/\/parent\/dashboard$/);
}

test.describe('parent portal', () => {
  test('picks a student, keeps the choice over a reload, and sees the deneme nets', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const parentToken = await tokenOf(request, 'veli@pusula.dev');
    const students = (
      await (await request.get('/api/parent/students', { headers: bearer(parentToken) })).json()
    ).data as { id: string; firstName: string }[];
    const elif = students.find((s) => s.firstName === 'Elif')!;
    // The coach enters a TYT deneme for Elif: Türkçe 32 − 6/4 = 30,5; Temel Matematik 25 − 9/4 = 22,75.
    const coachToken = await tokenOf(request, 'koc@pusula.dev');
    const recorded = await request.post(`/api/students/${elif.id}/mock-exams`, {
      headers: bearer(coachToken),
      data: {
        examType: 'TYT',
        name: 'Veli Testi TYT-1',
        // Today in Istanbul: the newest deneme, shown in full.
        takenOn: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date()),
        tests: [
          { testCode: 'tr', correct: 32, wrong: 6, blank: 2 },
          { testCode: 'mat', correct: 25, wrong: 9, blank: 6 },
        ],
      },
    });
    expect(recorded.status()).toBe(201);

    await signIn(page);
    await expect(page).toHaveTitle('Veli Paneli | Pusula');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hoş geldiniz, Fatma Öztürk');
    // No public header on the dashboard (spec §2 "Layouts").
    await expect(page.getByRole('link', { name: 'Takip Yükünü Azalt' })).toHaveCount(0);
    const picker = page.getByRole('group', { name: 'Öğrenci seçin' });
    const can = picker.getByRole('radio', { name: /Can Öztürk/ });
    const elifRadio = picker.getByRole('radio', { name: /Elif Öztürk/ });
    await expect(can).toBeChecked(); // Turkish order: Can before Elif
    await expect(page.getByRole('heading', { level: 2, name: 'Can Öztürk' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Koç' })).toContainText('Mehmet Kaya');

    await elifRadio.check();
    await expect(page.getByRole('heading', { level: 2, name: 'Elif Öztürk' })).toBeVisible();
    const exams = page.getByRole('region', { name: 'Son denemeler' });
    await expect(exams.getByRole('heading', { name: 'Veli Testi TYT-1 · TYT' })).toBeVisible();
    await expect(exams.getByText('53,25 net')).toBeVisible();
    await expect(exams.getByRole('row', { name: /Türkçe/ })).toContainText('30,5');
    expect(await page.evaluate(() => localStorage.getItem('selectedStudent'))).toBe(elif.id);

    await page.reload();
    await expect(elifRadio).toBeChecked();
    await expect(exams.getByText('53,25 net')).toBeVisible();

    await can.check();
    await page.reload();
    await expect(can).toBeChecked();
    await expect(page.getByRole('heading', { level: 2, name: 'Can Öztürk' })).toBeVisible();

    // On a phone the dashboard fits: the LGS deneme's six tests scroll inside their table, not the page.
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('region', { name: 'Son denemeler' }).getByRole('table')).toBeVisible();
    await expectNoOverflow(page);
    expect(errors).toEqual([]);
  });

  test('the bell: its count rises live when the coach writes, its page lists it and leads to Mesajlar', async ({
    page,
    request,
  }) => {
    const errors = watchErrors(page);
    const parentToken = await tokenOf(request, 'veli@pusula.dev');
    const coachToken = await tokenOf(request, 'koc@pusula.dev');
    const students = (
      await (await request.get('/api/parent/students', { headers: bearer(parentToken) })).json()
    ).data as { id: string; firstName: string }[];
    const elif = students.find((x) => x.firstName === 'Elif')!;
    // Start from a known count: everything read.
    await request.put('/api/parent/notifications/mark-all-read', { headers: bearer(parentToken) });
    await page.setViewportSize(PHONE);
    // The live channel must be open (authenticated) before the coach writes, or the push is not for it.
    const liveOpen = new Promise<void>((resolve) =>
      page.on('websocket', (ws) =>
        ws.on('framereceived', (frame) => {
          if (String(frame.payload).includes('AUTH_SUCCESS')) resolve();
        }),
      ),
    );
    // Through the shared helper: it retries a form typed into before hydration.
    await signInThroughForm(page, '/parent/login', 'veli@pusula.dev');
    await expect(page).toHaveURL(/\/parent\/dashboard$/);
    await liveOpen;
    const menu = page.getByRole('navigation', { name: 'Veli menüsü' });
    const bell = menu.getByRole('link', { name: /^Bildirimler/ });
    await expect(bell).toHaveAccessibleName('Bildirimler');
    await expectNoOverflow(page);

    const text = `Elif bugün çok çalıştı. (${Date.now() % 1_000_000})`;
    const sent = await request.post(`/api/coach/students/${elif.id}/messages`, {
      headers: bearer(coachToken),
      data: { content: text },
    });
    expect(sent.status()).toBe(201);
    // Live: no reload.
    await expect(bell).toHaveAccessibleName('Bildirimler, 1 okunmamış', { timeout: 10_000 });

    await bell.click();
    await expect(page).toHaveURL(/\/parent\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bildirimler' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Bildirimler' });
    const item = list.getByRole('listitem').filter({ hasText: text });
    // (Read or not by now: a page that shows the family thread marks its messages, and so this, read.)
    await expect(item).toContainText('Elif Öztürk hakkında yeni mesaj');
    await expectNoOverflow(page);
    await item.getByRole('link').click();
    await expect(page).toHaveURL(/\/parent\/messages$/);
    await expect(bell).toHaveAccessibleName('Bildirimler');
    expect(errors).toEqual([]);
  });

  test("a direct request for a third student's data is refused", async ({ request }) => {
    const parentToken = await tokenOf(request, 'veli@pusula.dev');
    const advisor2Token = await tokenOf(request, 'danisman2@pusula.dev');
    const theirs = await request.get('/api/advisor/students', { headers: bearer(advisor2Token) });
    const zehra = ((await theirs.json()).data as { id: string; firstName: string }[]).find(
      (s) => s.firstName === 'Zehra',
    )!;
    expect(zehra).toBeTruthy();
    for (const path of [
      `/api/students/${zehra.id}`,
      `/api/students/${zehra.id}/overview`,
      `/api/students/${zehra.id}/mock-exams`,
    ]) {
      const res = await request.get(path, { headers: bearer(parentToken) });
      expect(res.status(), path).toBe(404);
      expect((await res.json()).message).toBe('İstenen kayıt bulunamadı');
    }
    // Over tRPC the same: the parent's token never reaches another family's record.
    const trpc = await request.get(
      `/trpc/studentRecord.overview?input=${encodeURIComponent(JSON.stringify({ studentId: zehra.id }))}`,
      { headers: bearer(parentToken) },
    );
    expect(trpc.status()).toBe(404);
    const mine = await request.get('/api/parent/students', { headers: bearer(parentToken) });
    expect((await mine.json()).data.map((s: { id: string }) => s.id)).not.toContain(zehra.id);
  });

  test('profile inside the public header, sign-out, and the guard', async ({ page }) => {
    const errors = watchErrors(page);
    await page.goto('/parent/dashboard');
    await expect(page).toHaveURL(/\/parent\/login\?next=%2Fparent%2Fdashboard$/);

    await signIn(page);
    await page
      .getByRole('navigation', { name: 'Veli menüsü' })
      .getByRole('link', { name: 'Profilim' })
      .click();
    await expect(page).toHaveURL(/\/parent\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profilim' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Takip Yükünü Azalt' }).first()).toBeVisible(); // public header
    await expect(page.getByText('veli@pusula.dev')).toBeVisible();
    const linked = page.getByRole('region', { name: 'Bağlı öğrenciler' });
    await expect(linked.getByText('Elif Öztürk')).toBeVisible();
    await expect(linked.getByText('Can Öztürk')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Veli menüsü' })
      .getByRole('button', { name: 'Çıkış yap' })
      .click();
    await expect(page).toHaveURL(/\/parent\/login$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('selectedStudent')]),
    ).toEqual([null, null]);
    await page.goto('/parent/profile');
    await expect(page).toHaveURL(/\/parent\/login\?next=%2Fparent%2Fprofile$/);

    expect(errors).toEqual([]);

    // A coach is not a parent: the parent pages send them to the parent login, which sends a signed-in
    // coach on to the coach panel.
    await signInThroughForm(page, '/auth/login', 'koc@pusula.dev', PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/parent/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  });
});
