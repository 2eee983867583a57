import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, test } from '@playwright/test';
import { apiLogin, signInThroughForm } from '../fixtures/sign-in';
import { type FcmStandIn, serverPushEgress, startFcmStandIn } from './fcm-stand-in';

/**
 * Web push end to end: the real client code (src/push) in Chromium, with Chromium's own Push API and the
 * service worker /sw.js, against the real server; the subscription must land in the server's store.
 *
 * What is not real: there is no internet here, so Chromium cannot reach Google's push service (FCM). A
 * stand-in on 127.0.0.1 (fcm-stand-in.ts) plays it. Chromium's own switches `--gcm-checkin-url` and
 * `--gcm-registration-url` point its GCM client at the stand-in's device check-in (protobuf) and
 * registration (`token=…`), the two calls `pushManager.subscribe` makes; Chromium then builds a genuine
 * PushSubscription (its own endpoint `https://jmt17.google.com/fcm/send/<token>` and its own encryption
 * keys). The subscription tests leave FCM's connection server out (`--gcm-mcs-endpoint` at a closed port).
 * The last test has it too (`--gcm-mcs-endpoint`, TLS with the stand-in's certificate): the server sends
 * its push, through its egress proxy (WEB_PUSH_PROXY, set by playwright.config.ts), to the stand-in, which
 * hands the encrypted body to Chromium over that connection as FCM does; Chromium decrypts it and the
 * service worker shows the notification.
 *
 * A Playwright browser context is off the record ("incognito"), where Chromium has no Push API at all
 * (`AbortError: Registration failed - permission denied`): hence a persistent profile.
 */

const GCM_TOKEN = 'e2e-gcm-token';

const ACCOUNTS = [
  { role: 'COACH', email: 'koc@pusula.dev', login: '/auth/login' },
  { role: 'ADVISOR', email: 'danisman@pusula.dev', login: '/advisor/' },
] as const;

test.describe('web push in Chromium', () => {
  test.describe.configure({ timeout: 120_000 });
  let gcm: FcmStandIn;
  const egress = serverPushEgress(process.env.E2E_DATA_DIR!);
  test.beforeAll(async () => {
    gcm = await startFcmStandIn({ tokenPrefix: GCM_TOKEN, certificate: egress.certificate });
  });
  test.afterAll(async () => {
    await gcm.close();
  });

  for (const account of ACCOUNTS) {
    test(`a ${account.role} who signs in is subscribed with the server's key and stored by the server`, async ({
      baseURL,
      request,
    }, testInfo) => {
      const profile = mkdtempSync(path.join(tmpdir(), 'pusula-push-profile-'));
      const launch = testInfo.project.use.launchOptions ?? {};
      let context: BrowserContext | undefined;
      try {
        context = await chromium.launchPersistentContext(profile, {
          ...launch,
          args: [
            ...(launch.args ?? []),
            `--gcm-checkin-url=${gcm.url}/checkin`,
            `--gcm-registration-url=${gcm.url}/register`,
            // No connection server (for receiving pushes) in these tests: a closed port fails at once.
            '--gcm-mcs-endpoint=https://127.0.0.1:1',
          ],
          baseURL,
          locale: 'tr-TR',
          permissions: ['notifications'],
        });
        const page = context.pages()[0] ?? (await context.newPage());
        const pushCalls: string[] = [];
        page.on('response', (response) => {
          const url = new URL(response.url());
          if (url.pathname.startsWith('/api/web-push/'))
            pushCalls.push(`${response.request().method()} ${url.pathname} ${response.status()}`);
        });
        const keyAnswer = page.waitForResponse(
          (r) => new URL(r.url()).pathname.startsWith('/api/web-push/') && r.request().method() === 'GET',
        );
        const registerAnswer = page.waitForResponse(
          (r) => new URL(r.url()).pathname === '/api/web-push/register-token',
        );
        const before = gcm.registrations.length;

        await signInThroughForm(page, account.login, account.email);

        // 1. The client asked for the VAPID key where the server serves it, and got it.
        const key = await keyAnswer;
        expect(new URL(key.url()).pathname).toBe('/api/web-push/vapid-public-key');
        expect(key.status()).toBe(200);
        const publicKey: string = (await key.json()).data.publicKey;
        expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);

        // 2. Chromium's pushManager.subscribe ran with exactly that key: its GCM client registers the
        //    application server key as the sender.
        const register = await registerAnswer;
        // Chromium also registers its own services (FCM invalidations, GMS) with GCM; a web push
        // subscription is the one whose subtype starts with `wp:` (and the page's origin).
        const registration = gcm.registrations
          .slice(before)
          .find((form) => form.get('X-subtype')?.startsWith('wp:'));
        expect(registration?.get('sender')).toBe(publicKey);

        // 3. The subscription Chromium made is the one the client sent, and the server took it. (Its answer's
        //    body is not read here: once the service worker controls the page, Playwright's body lookup
        //    hangs. Step 4 reads the store instead.)
        expect(register.status()).toBe(200);
        const sent = register.request().postDataJSON() as {
          token: string;
          userRole: string;
          userId: string;
          roleSpecificId: string;
        };
        const subscription = JSON.parse(sent.token) as {
          endpoint: string;
          keys: { p256dh: string; auth: string };
        };
        expect(sent.userRole).toBe(account.role);
        expect(subscription.endpoint).toMatch(new RegExp(`^https://[a-z0-9.]+/fcm/send/${GCM_TOKEN}-\\d+$`));
        expect(Buffer.from(subscription.keys.p256dh, 'base64url')).toHaveLength(65);
        expect(Buffer.from(subscription.keys.auth, 'base64url')).toHaveLength(16);
        const inBrowser = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          const current = await registration?.pushManager.getSubscription();
          return { worker: registration?.active?.scriptURL ?? null, endpoint: current?.endpoint ?? null };
        });
        expect(inBrowser).toEqual({ worker: `${baseURL}/sw.js`, endpoint: subscription.endpoint });

        // 4. It is in the server's store: removing exactly that subscription with the user's session
        //    removes one row, and a second time none.
        const token = await page.evaluate(() => localStorage.getItem('token'));
        const unregister = () =>
          request.post('/api/web-push/unregister-token', {
            headers: { authorization: `Bearer ${token}` },
            data: { token: subscription },
          });
        expect(await (await unregister()).json()).toEqual({ success: true, data: { removed: 1 } });
        expect(await (await unregister()).json()).toEqual({ success: true, data: { removed: 0 } });

        expect(pushCalls).toEqual([
          'GET /api/web-push/vapid-public-key 200',
          'POST /api/web-push/register-token 200',
        ]);
      } finally {
        await context?.close();
        rmSync(profile, { recursive: true, force: true });
      }
    });
  }

  test('a student is not asked at sign-in; „Bildirimleri aç" on Mesajlar subscribes her device', async ({
    baseURL,
  }, testInfo) => {
    const profile = mkdtempSync(path.join(tmpdir(), 'pusula-push-profile-'));
    const launch = testInfo.project.use.launchOptions ?? {};
    let context: BrowserContext | undefined;
    try {
      // No notification permission yet: the student decides on the page.
      context = await chromium.launchPersistentContext(profile, {
        ...launch,
        args: [
          ...(launch.args ?? []),
          `--gcm-checkin-url=${gcm.url}/checkin`,
          `--gcm-registration-url=${gcm.url}/register`,
          '--gcm-mcs-endpoint=https://127.0.0.1:1',
        ],
        baseURL,
        locale: 'tr-TR',
        viewport: { width: 390, height: 844 },
      });
      const page = context.pages()[0] ?? (await context.newPage());
      const pushCalls: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/web-push/')) pushCalls.push(`${request.method()} ${url.pathname}`);
      });
      await signInThroughForm(page, '/ogrenci/giris', 'ogrenci@pusula.dev');
      await expect(page).toHaveURL(/\/ogrenci$/);
      await page.goto('/ogrenci/mesajlar');
      const offer = page.getByTestId('student-push');
      await expect(offer).toContainText('telefonuna bildirim gelsin mi?');
      expect(pushCalls).toEqual([]);

      // She taps the button and allows notifications.
      await context.grantPermissions(['notifications'], { origin: baseURL });
      const registerAnswer = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/web-push/register-token',
      );
      await offer.getByRole('button', { name: 'Bildirimleri aç' }).click();
      const register = await registerAnswer;
      expect(register.status()).toBe(200);
      const sent = register.request().postDataJSON() as {
        token: string;
        userRole: string;
        userId: string;
        roleSpecificId: string;
      };
      // Her own account id, twice: a student's role-specific id is their user id.
      expect(sent).toMatchObject({ userRole: 'STUDENT', roleSpecificId: sent.userId });
      expect(sent.userId).toMatch(/\S/);
      expect(JSON.parse(sent.token).endpoint).toMatch(new RegExp(`/fcm/send/${GCM_TOKEN}-\\d+$`));
      await expect(page.getByTestId('student-push')).toHaveText('Bildirimler açık.');
    } finally {
      await context?.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('a push the server sends reaches Chromium: its service worker shows the advisor’s note to the coach', async ({
    baseURL,
    request,
  }, testInfo) => {
    // The server sends its pushes through this proxy (WEB_PUSH_PROXY, playwright.config.ts).
    await gcm.openEgressProxy(egress.proxyPort);
    const profile = mkdtempSync(path.join(tmpdir(), 'pusula-push-profile-'));
    const launch = testInfo.project.use.launchOptions ?? {};
    const loginsBefore = gcm.logins.length;
    let context: BrowserContext | undefined;
    try {
      context = await chromium.launchPersistentContext(profile, {
        ...launch,
        args: [
          ...(launch.args ?? []),
          `--gcm-checkin-url=${gcm.url}/checkin`,
          `--gcm-registration-url=${gcm.url}/register`,
          `--gcm-mcs-endpoint=${gcm.mcsEndpoint}`,
          // The connection server's self-signed certificate, and no other, is accepted.
          `--ignore-certificate-errors-spki-list=${gcm.spkiHash}`,
        ],
        baseURL,
        locale: 'tr-TR',
        permissions: ['notifications'],
      });
      const page = context.pages()[0] ?? (await context.newPage());
      const registerAnswer = page.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/web-push/register-token',
      );
      await signInThroughForm(page, '/auth/login', 'koc@pusula.dev');
      const register = await registerAnswer;
      expect(register.status()).toBe(200);
      const sent = register.request().postDataJSON() as { token: string; userId: string };
      const endpoint = new URL((JSON.parse(sent.token) as { endpoint: string }).endpoint);
      const token = endpoint.pathname.replace('/fcm/send/', '');
      const registration = gcm.registrations[Number(token.slice(GCM_TOKEN.length + 1)) - 1];
      expect(registration?.get('X-subtype')).toMatch(/^wp:/);
      const coachToken = await page.evaluate(() => localStorage.getItem('token'));

      // Chromium's GCM client logs in to the connection server with its check-in credentials.
      await expect.poll(() => gcm.logins.length, { timeout: 30_000 }).toBeGreaterThan(loginsBefore);

      // No Pusula page is open now, so the service worker must show the notification itself (a page in
      // front would show it instead).
      await page.goto('about:blank');

      // The advisor writes the coach a note: the server notifies the coach and pushes the notification.
      const advisor = await apiLogin(request, 'danisman@pusula.dev');
      const students = await request.get(`/api/advisor/coaches/${sent.userId}/students`, {
        headers: { authorization: `Bearer ${advisor.token}` },
      });
      const elif = ((await students.json()).data as Array<{ id: string; firstName: string }>).find(
        (s) => s.firstName === 'Elif',
      );
      const note = await request.post('/api/advisor-notes', {
        headers: { authorization: `Bearer ${advisor.token}` },
        data: {
          coachId: sent.userId,
          studentId: elif?.id,
          content: 'Push ile tarayıcıya gelmeli',
          priority: 'HIGH',
          pageContext: '/advisor/students',
        },
      });
      expect(note.status()).toBe(201);
      const noteId: string = (await note.json()).data.id;

      // The server's POST reached the push service through its egress proxy: encrypted, signed with the
      // key Chromium registered as the sender, at the subscription's own address; the stand-in handed it
      // to Chromium over its connection, for the web push registration that token stands for.
      const forThisToken = () => gcm.received.filter((push) => push.token === token);
      await expect.poll(() => forThisToken().length, { timeout: 30_000 }).toBe(1);
      const [push] = forThisToken();
      expect(push).toMatchObject({ host: endpoint.host, headers: { 'content-encoding': 'aes128gcm' } });
      expect(String(push?.headers.authorization)).toMatch(
        new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${registration?.get('sender')}$`),
      );
      expect(gcm.delivered.filter((d) => d.appId === registration?.get('X-subtype'))).toEqual([
        {
          persistentId: expect.any(String),
          appId: registration?.get('X-subtype'),
          sender: registration?.get('sender'),
        },
      ]);

      // Chromium decrypted it and its service worker showed it: the worker's notifications, then a page's.
      const expected = {
        title: 'Yeni danışman notu',
        body: 'Ayşe Yılmaz, Elif Öztürk hakkında yeni bir not gönderdi (yüksek öncelik).',
        noteId,
      };
      const shown = async (
        scope: { evaluate: (fn: () => Promise<unknown>) => Promise<unknown> } | undefined,
      ) =>
        scope?.evaluate(async () => {
          const worker = (globalThis as unknown as { registration?: ServiceWorkerRegistration }).registration;
          const registration = worker ?? (await navigator.serviceWorker.getRegistration('/'));
          const notifications = (await registration?.getNotifications()) ?? [];
          return notifications.map((n) => ({ title: n.title, body: n.body, noteId: n.data?.noteId }));
        });
      // The worker that handled the push may be a new instance of it (an idle worker is stopped and started
      // again for the push event): ask the newest worker that answers.
      const shownByWorkers = async () => {
        for (const worker of [...(context?.serviceWorkers() ?? [])].reverse()) {
          const found = await shown(worker).catch(() => null);
          if (found) return found;
        }
        return null;
      };
      await expect.poll(shownByWorkers, { timeout: 20_000 }).toEqual([expected]);
      await page.goto('/dashboard');
      expect(await shown(page)).toEqual([expected]);

      // The subscription goes, as a device that signs out would drop it.
      const unregister = await request.post('/api/web-push/unregister-token', {
        headers: { authorization: `Bearer ${coachToken}` },
        data: { token: JSON.parse(sent.token) },
      });
      expect(await unregister.json()).toEqual({ success: true, data: { removed: 1 } });
    } finally {
      await context?.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
