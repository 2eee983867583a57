import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/contexts';
import { elifId, expectNoOverflow, PHONE } from '../fixtures/phone';
import { apiLogin, collectConsoleErrors, signInThroughForm } from '../fixtures/sign-in';

/**
 * A student's week in the app, in one go, on a 390 px phone against the real server: Elif ticks two of
 * today's blocks, finishes a short focus block on /odaklan, enters a TYT deneme split by subject, goes
 * offline and ticks a third block, and back online it reaches the server exactly once. Her coach keeps her
 * weekly program open the whole time and sees each entry arrive without a reload, marked „öğrenci girdi".
 */
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const DENEME = 'E2E haftanın TYT denemesi';

/** Three blocks the journey owns, planned by the coach for today, early so they lead the day. */
const BLOCKS = [
  {
    startTime: '05:00',
    courseId: 'tyt-tmat',
    topicId: 'tyt-tmat-003',
    topic: 'Bölme ve Bölünebilme',
    done: 12,
  },
  { startTime: '05:30', courseId: 'tyt-fiz', topicId: 'tyt-fiz-013', topic: 'Elektrostatik', done: 9 },
  { startTime: '06:00', courseId: 'tyt-tr', topicId: 'tyt-tr-001', topic: null, done: 15 },
] as const;

function blockCard(page: Page, startTime: string) {
  return page.getByTestId('student-block').filter({ hasText: `${startTime} · ` });
}

async function enterProgress(page: Page, startTime: string, done: number) {
  const card = blockCard(page, startTime);
  await card.getByRole('button', { name: 'Ne kadar çözdün?' }).click();
  await card.getByRole('spinbutton').fill(String(done));
  await card.getByRole('button', { name: 'Kaydet' }).click();
  return card;
}

test('Elif lives a day of her week in the app, offline moment included; her coach sees it live', async ({
  newContext,
  request,
}) => {
  test.setTimeout(240_000);
  const elif = await elifId(request);
  const coachToken = (await apiLogin(request, 'koc@pusula.dev')).token;
  const studentToken = (await apiLogin(request, 'ogrenci@pusula.dev')).token;
  const today = (await (await request.get('/api/student/today', { headers: bearer(studentToken) })).json())
    .data as { week: string; today: { day: number } };
  for (const b of BLOCKS) {
    const planned = await request.post(`/api/students/${elif}/weekly-program/blocks`, {
      headers: bearer(coachToken),
      data: {
        week: today.week,
        block: {
          day: today.today.day,
          startTime: b.startTime,
          durationMinutes: 30,
          courseId: b.courseId,
          topicId: b.topicId,
          activity: 'SORU_COZME',
          targetQuestions: 20,
        },
      },
    });
    expect(planned.status(), b.startTime).toBe(201);
  }

  // The coach keeps Elif's weekly program open on her desk.
  const coach = await (await newContext()).newPage();
  const errors = collectConsoleErrors(coach);
  await signInThroughForm(coach, '/auth/login', 'koc@pusula.dev');
  await coach.goto(`/dashboard/students/${elif}?tab=haftalik-program`);
  const coachBlock = (startTime: string) =>
    coach.getByTestId('study-block').filter({ hasText: `${startTime} · ` });
  await expect(coachBlock('05:00').getByTestId('block-progress')).toContainText('0');

  // Elif's phone. Its clock runs ten minutes behind, so the focus phase it jumps over ends before now.
  const phone = await newContext({ viewport: PHONE });
  const student = await phone.newPage();
  errors.push(...collectConsoleErrors(student).filter((e) => !/vibrate/i.test(e)));
  await student.clock.install({ time: new Date(Date.now() - 10 * 60_000) });
  await signInThroughForm(student, '/ogrenci/giris', 'ogrenci@pusula.dev');
  await expect(student.getByRole('heading', { level: 1, name: 'Merhaba Elif' })).toBeVisible();
  await expectNoOverflow(student);

  // Two ticks; the coach's page follows each without a reload.
  for (const b of BLOCKS.slice(0, 2)) {
    const card = await enterProgress(student, b.startTime, b.done);
    await expect(card.getByTestId('student-block-done')).toHaveText(new RegExp(`^${b.done} / 20`));
    const progress = coachBlock(b.startTime).getByTestId('block-progress');
    await expect(progress).toContainText(`${b.done}`, { timeout: 15_000 });
    await expect(progress).toContainText('öğrenci girdi');
  }

  // A short focus block on /odaklan, logged once to her record.
  await student.goto('/odaklan');
  const log = student.getByTestId('focus-log');
  await log.getByLabel('Ders', { exact: true }).selectOption({ label: 'Temel Matematik' });
  await student.getByLabel('Odak (dakika)').fill('5');
  await student.getByRole('button', { name: 'Süreleri kaydet' }).click();
  await student.getByRole('button', { name: 'Başlat' }).click();
  await student.clock.fastForward('05:01');
  await expect(student.getByTestId('focus-phase')).toHaveText('Kısa mola zamanı');
  await expect(log.getByTestId('focus-log-entries')).toContainText('Kaydedildi');
  await expectNoOverflow(student);
  const focus = await request.get(`/api/students/${elif}/focus`, { headers: bearer(coachToken) });
  expect((await focus.json()).data.totalMinutes).toBeGreaterThanOrEqual(5);

  // A TYT deneme split by subject (Fen: Fizik, Kimya, Biyoloji).
  await student.goto('/ogrenci/denemeler');
  await student.getByRole('button', { name: 'Deneme ekle' }).click();
  const form = student.getByRole('form', { name: 'Yeni deneme' });
  await form.getByLabel('Sınav türü').selectOption('TYT');
  await form.getByLabel('Deneme adı').fill(DENEME);
  await form.getByLabel('Türkçe Doğru').fill('28');
  await form.getByLabel('Türkçe Yanlış').fill('8');
  await form.getByLabel('Türkçe Boş').fill('4');
  await form.getByRole('button', { name: /Derslere ayır: Fizik, Kimya, Biyoloji/ }).click();
  for (const [subject, d, y, b] of [
    ['Fizik', '4', '2', '1'],
    ['Kimya', '4', '2', '1'],
    ['Biyoloji', '3', '2', '1'],
  ] as const) {
    await form.getByLabel(`Fen Bilimleri ${subject} Doğru`).fill(d);
    await form.getByLabel(`Fen Bilimleri ${subject} Yanlış`).fill(y);
    await form.getByLabel(`Fen Bilimleri ${subject} Boş`).fill(b);
  }
  // Türkçe 28 − 8/4 = 26; Fen 11 − 6/4 = 9,5.
  await expect(form.getByTestId('exam-net-preview')).toHaveText('Hesaplanan net: 35,5');
  await form.getByRole('button', { name: 'Denemeyi kaydet' }).click();
  await expect(form).toBeHidden();
  await expect(
    student.getByRole('region', { name: `${DENEME} · TYT` }).getByTestId('exam-total-net'),
  ).toHaveText('35,5');
  await expectNoOverflow(student);

  // Offline on the bus: the third tick waits on the phone with its command id.
  await student
    .getByRole('navigation', { name: 'Öğrenci menüsü' })
    .getByRole('link', { name: 'Bugün' })
    .click();
  await expect(student.getByRole('heading', { level: 1, name: 'Merhaba Elif' })).toBeVisible();
  await student.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
  const writes: string[] = [];
  student.on('response', (r) => {
    if (r.request().method() === 'POST' && /\/api\/student\/blocks\/[^/]+\/progress$/.test(r.url()))
      writes.push(`${r.status()}`);
  });
  await phone.setOffline(true);
  const third = BLOCKS[2];
  const card = await enterProgress(student, third.startTime, third.done);
  const status = student.getByTestId('student-sync-status');
  await expect(status).toHaveText('Çevrimdışısınız — 1 kayıt senkronize edilmeyi bekliyor: 1 çalışma');
  await expect(card.getByText('Bağlantı bekleniyor')).toBeVisible();
  await expectNoOverflow(student);

  // Back online: sent once, and the coach's page shows it.
  await phone.setOffline(false);
  await expect(status).toHaveText('Senkronize edildi', { timeout: 30_000 });
  await expect(coachBlock(third.startTime).getByTestId('block-progress')).toContainText(`${third.done}`, {
    timeout: 15_000,
  });
  await student.evaluate(() => window.dispatchEvent(new Event('online')));
  await student.waitForTimeout(1_000);
  expect(writes).toEqual(['200']);
  const server = (await (await request.get('/api/student/today', { headers: bearer(studentToken) })).json())
    .data.today.blocks as { startTime: string; doneQuestions: number | null }[];
  expect(BLOCKS.map((b) => server.find((s) => s.startTime === b.startTime)?.doneQuestions)).toEqual(
    BLOCKS.map((b) => b.done),
  );

  // The coach's Sınavlar tab has the deneme as entered by Elif.
  await coach.goto(`/dashboard/students/${elif}?tab=sinavlar`);
  await expect(
    coach.getByRole('region', { name: `${DENEME} · TYT` }).getByTestId('exam-entry'),
  ).toContainText('öğrenci girdi');
  expect(errors).toEqual([]);
});
