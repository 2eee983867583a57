import { type APIRequestContext, expect as baseExpect, type Page } from '@playwright/test';
import { test } from '../fixtures/contexts';
import { elifId, expectNoOverflow, PHONE } from '../fixtures/phone';
import { apiLogin, collectConsoleErrors, signInThroughForm } from '../fixtures/sign-in';

/**
 * Elif's phone offline on the bus, beyond block ticks (student-week-journey.spec.ts): she reads her
 * notifications from the list the phone kept, writes to her coach and enters two denemes (one dated
 * tomorrow, which only the server refuses). Back online each reaches the server exactly once; the refused
 * deneme stays on her phone with the server's reason until she corrects it. Then a second student signs in
 * (Kuzey) on the same phone while one of Elif's messages still waits: he neither sees nor sends it, and it goes
 * once Elif is back.
 */
/** A long journey with a service worker and two sign-ins: a busy machine needs more than 5 s per step. */
const expect = baseExpect.configure({ timeout: 15_000 });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const SECOND_PASSWORD = 'ikinci öğrencinin parolası';

async function examNames(request: APIRequestContext, token: string): Promise<string[]> {
  const answer = await request.get('/api/student/mock-exams', { headers: bearer(token) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()).data.exams as { name: string }[]).map((e) => e.name);
}

/** How many times the coach's thread with Elif holds a message of this content. */
async function timesInCoachThread(
  request: APIRequestContext,
  coachToken: string,
  studentId: string,
  content: string,
): Promise<number> {
  const answer = await request.get(`/api/coach/students/${studentId}/student-messages`, {
    headers: bearer(coachToken),
  });
  expect(answer.status()).toBe(200);
  const messages = (await answer.json()).data.messages as { content: string }[];
  return messages.filter((m) => m.content === content).length;
}

/** A day in Istanbul, `offset` days from today, as the date field takes it. */
const istanbulDay = (offset: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(
    new Date(Date.now() + offset * 86_400_000),
  );

/** Fills the deneme form's name, its date when given, and Türkçe D/Y/B, and saves. */
async function enterDeneme(page: Page, name: string, [d, y, b]: [string, string, string], takenOn?: string) {
  await page.getByRole('button', { name: 'Deneme ekle' }).click();
  const form = page.getByRole('form', { name: 'Yeni deneme' });
  await form.getByLabel('Sınav türü').selectOption('TYT');
  await form.getByLabel('Deneme adı').fill(name);
  if (takenOn) await form.getByLabel('Deneme tarihi').fill(takenOn);
  await form.getByLabel('Türkçe Doğru').fill(d);
  await form.getByLabel('Türkçe Yanlış').fill(y);
  await form.getByLabel('Türkçe Boş').fill(b);
  await form.getByRole('button', { name: 'Denemeyi kaydet' }).click();
  await expect(form).toBeHidden();
}

/**
 * A second student for the phone: coach2 adds Kuzey to his roster and Kuzey takes an account by a pairing
 * code (a student of his own, so no other test's account is touched).
 */
async function secondStudent(request: APIRequestContext, stamp: number): Promise<string> {
  const coach = await apiLogin(request, 'koc2@pusula.dev');
  const added = await request.post('/api/coach/students', {
    headers: bearer(coach.token),
    data: { firstName: 'Kuzey', lastName: `Kuyruk${stamp}`, classLevel: '12', examTarget: 'TYT' },
  });
  expect(added.status()).toBe(201);
  const invited = await request.post(`/api/students/${(await added.json()).data.id}/invitations`, {
    headers: bearer(coach.token),
    data: { role: 'STUDENT' },
  });
  expect(invited.status()).toBe(201);
  const email = `kuyruk-${stamp}@ornek.com`;
  const accepted = await request.post('/api/invitations/accept', {
    data: {
      code: (await invited.json()).data.code,
      firstName: 'Kuzey',
      lastName: `Kuyruk${stamp}`,
      email,
      password: SECOND_PASSWORD,
      kvkkConsent: true,
    },
  });
  expect(accepted.status()).toBe(200);
  return email;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Hesabım' }).click();
  await page.getByRole('menuitem', { name: 'Çıkış yap' }).click();
  await expect(page).toHaveURL(/giris|login/);
}

test('offline on the phone: a deneme, a message and a notification read go once when back online; a refused deneme keeps its reason; another student sees nothing of it', async ({
  newContext,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now() % 1_000_000;
  const elif = await elifId(request);
  const coachToken = (await apiLogin(request, 'koc@pusula.dev')).token;
  const studentToken = (await apiLogin(request, 'ogrenci@pusula.dev')).token;
  const secondEmail = await secondStudent(request, stamp);

  const phone = await newContext({ viewport: PHONE });
  const page = await phone.newPage();
  const errors = collectConsoleErrors(page);
  const posts: string[] = [];
  page.on('response', (r) => {
    const path = new URL(r.url()).pathname;
    if (
      ['/api/student/mock-exams', '/api/student/messages'].includes(path) &&
      r.request().method() === 'POST'
    )
      posts.push(`${path} ${r.status()}`);
  });
  await signInThroughForm(page, '/ogrenci/giris', 'ogrenci@pusula.dev');
  await expect(page.getByRole('heading', { level: 1, name: 'Merhaba Elif' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });

  // Online once through the pages (the worker keeps their last answers, and the deneme form's exam types).
  const tabs = page.getByRole('navigation', { name: 'Öğrenci menüsü' });
  await tabs.getByRole('link', { name: 'Denemeler' }).click();
  await page.getByRole('button', { name: 'Deneme ekle' }).click();
  await expect(page.getByRole('form', { name: 'Yeni deneme' }).getByLabel('Türkçe Doğru')).toBeVisible();
  await page.getByRole('button', { name: 'Vazgeç' }).click();
  await tabs.getByRole('link', { name: 'Mesajlar' }).click();
  await expect(page.getByRole('region', { name: 'Koçun Mehmet Kaya ile' })).toBeVisible();
  await tabs.getByRole('link', { name: 'Bugün' }).click();
  // Mesajlar marks as read what it shows: it must be gone before the coach writes, or a loaded machine can
  // still show the new message there and read its notification.
  await expect(page.getByRole('heading', { level: 1, name: 'Merhaba Elif' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Koçun Mehmet Kaya ile' })).toHaveCount(0);

  // Then her coach writes: an unread notification for the bus.
  const coachNote = `Yarınki denemeden önce paragraf çöz (${stamp})`;
  const written = await request.post(`/api/coach/students/${elif}/student-messages`, {
    headers: bearer(coachToken),
    data: { content: coachNote },
  });
  expect(written.status()).toBe(201);
  const notifications = (
    await (await request.get('/api/student/notifications?limit=20', { headers: bearer(studentToken) })).json()
  ).data.notifications as { id: string; isRead: boolean; message: string }[];
  // Newest first: the coach's message just now.
  const unread = notifications[0]!;
  expect(unread.isRead).toBe(false);

  await page.goto('/ogrenci/bildirimler');
  await expect(page.locator(`[data-notification-id="${unread.id}"]`)).toBeVisible();
  const examsBefore = await examNames(request, studentToken);

  // Offline, and the app opened again: the notification list is the one the phone kept.
  await phone.setOffline(true);
  await page.goto('/ogrenci/bildirimler');
  await expect(page.getByTestId('notifications-offline')).toHaveText('Çevrimdışı — son görülen liste');
  const item = page.locator(`[data-notification-id="${unread.id}"]`);
  await expect(item).toContainText('Okunmadı');
  await expectNoOverflow(page);
  await item.getByRole('link').click();
  // Read at once on the phone; the mark waits for the connection.
  await page.goBack();
  await expect(item).toBeVisible();
  await expect(item).not.toContainText('Okunmadı');

  // A message to the coach: in the thread at once, waiting.
  const question = `Hocam paragrafı otobüste çözdüm (${stamp})`;
  await tabs.getByRole('link', { name: 'Mesajlar' }).click();
  const withCoach = page.getByRole('region', { name: 'Koçun Mehmet Kaya ile' });
  await withCoach.getByLabel('Mesajın').fill(question);
  await withCoach.getByRole('button', { name: 'Gönder', exact: true }).click();
  const waitingMessage = page
    .getByRole('list', { name: 'Koçunla mesajların' })
    .getByRole('listitem')
    .filter({ hasText: question });
  await expect(waitingMessage.getByTestId('queued-entry-status')).toHaveText('Bağlantı bekleniyor');
  await expect(withCoach.getByLabel('Mesajın')).toHaveValue('');
  await expectNoOverflow(page);

  // Two denemes: the second is dated tomorrow (the phone checks the sheet; only the server knows the day).
  const good = `E2E otobüs denemesi ${stamp}`;
  const bad = `E2E fazla cevaplı deneme ${stamp}`;
  await tabs.getByRole('link', { name: 'Denemeler' }).click();
  await enterDeneme(page, good, ['30', '6', '4']);
  await enterDeneme(page, bad, ['30', '10', '0'], istanbulDay(1));
  const queued = page.getByTestId('queued-exam');
  await expect(queued).toHaveCount(2);
  for (const name of [good, bad])
    await expect(queued.filter({ hasText: name }).getByTestId('queued-entry-status')).toHaveText(
      'Bağlantı bekleniyor',
    );
  const status = page.getByTestId('student-sync-status');
  await expect(status).toHaveText(
    'Çevrimdışısınız — 4 kayıt senkronize edilmeyi bekliyor: 2 deneme, 1 mesaj, 1 okundu işareti',
  );
  await expectNoOverflow(page);
  expect(posts).toEqual([]);

  // Back online: each goes once; the refused deneme stays with the server's reason.
  await phone.setOffline(false);
  const refusedCard = queued.filter({ hasText: bad });
  await expect(refusedCard.getByTestId('queued-entry-status')).toHaveAttribute('data-state', 'refused', {
    timeout: 30_000,
  });
  await expect(refusedCard.getByTestId('queued-entry-status')).toContainText('Gönderilemedi: ');
  await expect(status).toContainText('Bir kaydın kabul edilmedi: ');
  await expect(queued).toHaveCount(1);
  await expect(
    page.getByRole('region', { name: `${good} · TYT` }).getByTestId('exam-total-net'),
  ).toBeVisible();
  await expectNoOverflow(page);
  // More `online` events and the retry timer change nothing.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(1_500);
  expect(posts.filter((p) => p.startsWith('/api/student/mock-exams')).sort()).toEqual([
    '/api/student/mock-exams 201',
    '/api/student/mock-exams 400',
  ]);
  expect(posts.filter((p) => p.startsWith('/api/student/messages'))).toEqual(['/api/student/messages 201']);
  const examsAfter = await examNames(request, studentToken);
  expect(examsAfter.length).toBe(examsBefore.length + 1);
  expect(examsAfter.filter((n) => n === good)).toHaveLength(1);
  expect(examsAfter).not.toContain(bad);
  expect(await timesInCoachThread(request, coachToken, elif, question)).toBe(1);
  const read = (
    await (await request.get('/api/student/notifications?limit=50', { headers: bearer(studentToken) })).json()
  ).data.notifications as { id: string; isRead: boolean }[];
  expect(read.find((n) => n.id === unread.id)?.isRead).toBe(true);

  // She corrects the refused one: the form opens with the reason; today's date and it is saved.
  await refusedCard.getByRole('button', { name: 'Düzelt' }).click();
  const form = page.getByRole('form', { name: 'Yeni deneme' });
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(form.getByLabel('Deneme adı')).toHaveValue(bad);
  await form.getByLabel('Deneme tarihi').fill(istanbulDay(0));
  await form.getByRole('button', { name: 'Denemeyi kaydet' }).click();
  await expect(form).toBeHidden();
  await expect(queued).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: `${bad} · TYT` }).getByTestId('exam-total-net'),
  ).toBeVisible();
  expect((await examNames(request, studentToken)).length).toBe(examsBefore.length + 2);

  // One more message that cannot get through (the route fails on the way), then Elif signs out.
  const later = `Akşam tekrar yazarım (${stamp})`;
  await page.route('**/api/student/messages', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await tabs.getByRole('link', { name: 'Mesajlar' }).click();
  await withCoach.getByLabel('Mesajın').fill(later);
  await withCoach.getByRole('button', { name: 'Gönder', exact: true }).click();
  await expect(
    page
      .getByRole('list', { name: 'Koçunla mesajların' })
      .getByRole('listitem')
      .filter({ hasText: later })
      .getByTestId('queued-entry-status'),
  ).toHaveText('Bağlantı bekleniyor');
  await signOut(page);
  await page.unroute('**/api/student/messages');
  const postsBeforeKuzey = posts.length;

  // Kuzey on the same phone: nothing of Elif's queue is shown or sent.
  await signInThroughForm(page, '/ogrenci/giris', secondEmail, SECOND_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Merhaba Kuzey' })).toBeVisible();
  await expect(status).not.toContainText('bekliyor');
  await tabs.getByRole('link', { name: 'Mesajlar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mesajlar' })).toBeVisible();
  await expect(page.getByText(later)).toHaveCount(0);
  await expect(page.getByTestId('queued-entry-status')).toHaveCount(0);
  await tabs.getByRole('link', { name: 'Denemeler' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Denemeler' })).toBeVisible();
  await expect(page.getByTestId('queued-exam')).toHaveCount(0);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(1_500);
  expect(posts.length).toBe(postsBeforeKuzey);
  expect(await timesInCoachThread(request, coachToken, elif, later)).toBe(0);
  await expectNoOverflow(page);
  await signOut(page);

  // Elif again: her waiting message goes, once.
  await signInThroughForm(page, '/ogrenci/giris', 'ogrenci@pusula.dev');
  await expect.poll(() => timesInCoachThread(request, coachToken, elif, later), { timeout: 30_000 }).toBe(1);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.waitForTimeout(1_500);
  expect(await timesInCoachThread(request, coachToken, elif, later)).toBe(1);
  expect(posts.slice(postsBeforeKuzey)).toEqual(['/api/student/messages 201']);
  expect(errors.filter((e) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
});
