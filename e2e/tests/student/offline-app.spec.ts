import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, type Page, test } from '@playwright/test';
import { signInThroughForm, submitLoginForm } from '../fixtures/sign-in';

/**
 * The student app installed on a phone and used offline: the worker (/sw.js) opens /ogrenci from its
 * precached shell with the last-known day, an entry made offline waits on the phone with its command id,
 * and back online it reaches the server once, however many times the queue is flushed.
 */
const PHONE = { width: 390, height: 844 };

interface Block {
  blockId: string;
  targetQuestions: number | null;
  doneQuestions: number | null;
  doneMinutes: number | null;
}

/** What the server says of the block, read the way the student app reads it (REST shim of studentApp.today). */
async function serverBlock(page: Page, blockId: string): Promise<Block> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const answer = await page.request.get('/api/student/today', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  const blocks = (await answer.json()).data.today.blocks as Block[];
  return blocks.find((b) => b.blockId === blockId)!;
}

const doneOf = (b: Block) => (b.targetQuestions !== null ? b.doneQuestions : b.doneMinutes) ?? 0;

/** The queue as the page keeps it (idb-keyval's default database). */
function storedQueue(page: Page): Promise<{ commandId: string; write: Record<string, unknown> }[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').get('pusula.student-writes');
          read.onsuccess = () => resolve(read.result ?? []);
          read.onerror = () => reject(read.error);
        };
      }),
  );
}

test('the installable app answers its manifest and icons with the right types', async ({ request }) => {
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toBe('application/manifest+json');
  const body = await manifest.json();
  expect(body).toMatchObject({
    name: 'Pusula',
    short_name: 'Pusula',
    lang: 'tr',
    start_url: '/ogrenci',
    scope: '/',
    display: 'standalone',
    theme_color: '#0e5466',
  });
  const icons = body.icons as { src: string; sizes: string; purpose: string }[];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
  }
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toBe('image/x-icon');
  const touch = await request.get('/apple-touch-icon.png');
  expect(touch.status()).toBe(200);
  expect(touch.headers()['content-type']).toBe('image/png');
  // The worker is looked for again on every visit: it must not be kept by HTTP caches.
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toMatch(/^text\/javascript/);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  // Every page's head links them.
  const html = await (await request.get('/ogrenci/giris')).text();
  for (const link of [
    '<link rel="manifest" href="/manifest.webmanifest"',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png"',
    '<link rel="icon" href="/favicon.ico"',
  ])
    expect(html).toContain(link);
});

test('Chromium finds the student app installable, before and after she signs in', async ({
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  // An incognito context is never installable („in-incognito"): a profile on disk, as a phone has.
  const profile = mkdtempSync(path.join(tmpdir(), 'pusula-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
    locale: 'tr-TR',
    viewport: PHONE,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const installabilityErrors = async () => {
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      await cdp.detach();
      return installabilityErrors.map((e) => e.errorId);
    };
    await page.goto('/ogrenci/giris');
    await expect.poll(installabilityErrors, { timeout: 20_000 }).toEqual([]);
    await submitLoginForm(page, 'ogrenci@pusula.dev');
    await expect(page).toHaveURL(/\/ogrenci$/);
    for (const address of ['/ogrenci', '/ogrenci/hafta', '/ogrenci/denemeler', '/ogrenci/mesajlar']) {
      await page.goto(address);
      await expect.poll(installabilityErrors, { timeout: 20_000, message: address }).toEqual([]);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('Elif opens her day offline, enters progress, and it reaches the server once when she is back online', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await signInThroughForm(page, '/ogrenci/giris', 'ogrenci@pusula.dev');
  await expect(page).toHaveURL(/\/ogrenci$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Merhaba Elif' })).toBeVisible();

  // The worker takes the page and reads today again through it (the first read went out before it).
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, {
    timeout: 20_000,
  });
  await expect
    .poll(
      () => page.evaluate(async () => (await (await caches.open('pusula-student-reads')).keys()).length),
      {
        timeout: 20_000,
      },
    )
    .toBeGreaterThan(0);

  const card = page.getByTestId('student-block').first();
  // The first card is the first block of today's answer.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const today = (
    await (
      await page.request.get('/api/student/today', { headers: { authorization: `Bearer ${token}` } })
    ).json()
  ).data.today.blocks as Block[];
  const first = today[0]!;
  const before = doneOf(first);
  const entered = before + 4;

  const writes: string[] = [];
  page.on('response', (r) => {
    if (r.request().method() === 'POST' && /\/api\/student\/blocks\/[^/]+\/progress$/.test(r.url()))
      writes.push(`${r.status()}`);
  });

  // Offline: the page comes back from the worker, with the last-known day, and says so (the answer is marked
  // as kept: after this reload Chromium may still report navigator.onLine as true).
  await context.setOffline(true);
  const reloaded = await page.reload();
  expect(reloaded?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'Merhaba Elif' })).toBeVisible();
  const status = page.getByTestId('student-sync-status');
  await expect(page.getByRole('status').filter({ hasText: 'Çevrimdışısınız' })).toHaveText(
    'Çevrimdışısınız — son görülen bilgiler gösteriliyor',
  );
  await expect(card.getByTestId('student-block-done')).toHaveText(new RegExp(`^${before} / `));
  // It was the kept answer: the worker itself has no network (a read it never kept is not answered).
  const unkept = await page.evaluate(
    (auth) =>
      fetch('/trpc/studentApp.today?never=kept', { headers: { authorization: `Bearer ${auth}` } }).then(
        (r) => r.status,
        () => 'failed',
      ),
    token,
  );
  expect(unkept).toBe('failed');

  // One entry, offline: shown at once as entered and waiting.
  await card.getByRole('button', { name: /Ne kadar çözdün\?|Kaç dakika çalıştın\?/ }).click();
  await card.getByRole('spinbutton').fill(String(entered));
  await card.getByRole('button', { name: 'Kaydet' }).click();
  await expect(status).toHaveText('Çevrimdışısınız — 1 kayıt senkronize edilmeyi bekliyor: 1 çalışma');
  await expect(card.getByTestId('student-block-done')).toHaveText(new RegExp(`^${entered} / `));
  await expect(card.getByText('Bağlantı bekleniyor')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await page.screenshot({ path: test.info().outputPath('ogrenci-cevrimdisi-390.png'), fullPage: true });

  const queued = await storedQueue(page);
  expect(queued).toHaveLength(1);
  expect(queued[0]!.write).toMatchObject({ kind: 'progress', blockId: first.blockId });
  const commandId = queued[0]!.commandId;
  expect(writes).toEqual([]);

  // Back online: the reconnection (the browser's `online` event, or the app's probe where the browser never
  // noticed it was offline) sends it; the frame says so, the card shows the server's answer.
  await context.setOffline(false);
  await expect(status).toHaveText('Senkronize edildi', { timeout: 20_000 });
  await expect(card.getByText('Bağlantı bekleniyor')).toHaveCount(0);
  await expect(card.getByTestId('student-block-done')).toHaveText(new RegExp(`^${entered} / `));
  expect(doneOf(await serverBlock(page, first.blockId))).toBe(entered);
  expect(writes).toEqual(['200']);
  expect(await storedQueue(page)).toEqual([]);

  // A second flush (another `online`, a reload that flushes on start) sends nothing more.
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Merhaba Elif' })).toBeVisible();
  await page.waitForTimeout(1_000);
  expect(writes).toEqual(['200']);

  // Even the same entry sent again with its command id (an answer lost on the way) is applied once.
  const replay = await page.request.post(`/api/student/blocks/${first.blockId}/progress`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      week: queued[0]!.write.week,
      doneQuestions: queued[0]!.write.doneQuestions,
      doneMinutes: queued[0]!.write.doneMinutes,
      commandId,
    },
  });
  expect(replay.status()).toBe(200);
  expect(doneOf(await serverBlock(page, first.blockId))).toBe(entered);

  // „Bitirdim" offline: the homework stays, marked as waiting, and leaves the list once the server has it.
  // (Not the İntegral one: student-app.spec.ts finishes that one online.)
  const homework = page
    .getByTestId('student-homework')
    .filter({ hasNotText: 'İntegral giriş videosu' })
    .first();
  const title = (await homework.locator('p').first().textContent())!.trim();
  await context.setOffline(true);
  await homework.getByRole('button', { name: 'Bitirdim' }).click();
  await expect(status).toHaveText('Çevrimdışısınız — 1 kayıt senkronize edilmeyi bekliyor: 1 ödev');
  await expect(homework.getByText('Bağlantı bekleniyor')).toBeVisible();
  await context.setOffline(false);
  await expect(status).toHaveText('Senkronize edildi', { timeout: 20_000 });
  await expect(page.getByTestId('student-homework').filter({ hasText: title })).toHaveCount(0);
  const open = (
    await (
      await page.request.get('/api/student/today', { headers: { authorization: `Bearer ${token}` } })
    ).json()
  ).data.homework as { title: string }[];
  expect(open.map((h) => h.title)).not.toContain(title);

  // The worker keeps other areas with the network: offline, a coach page is not answered from a cache.
  await context.setOffline(true);
  await expect(page.goto('/auth/login')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.close();
});
