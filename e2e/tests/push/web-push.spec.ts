import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, expect, test } from '@playwright/test';
import { signInThroughForm } from '../fixtures/sign-in';

/**
 * Web push end to end: the real client code (src/push) in Chromium, with Chromium's own Push API and the
 * service worker /sw.js, against the real server; the subscription must land in the server's store.
 *
 * What is not real: there is no internet here, so Chromium cannot reach Google's push service (FCM).
 * Chromium's own switches `--gcm-checkin-url` and `--gcm-registration-url` point its GCM client at a
 * stand-in on 127.0.0.1 that answers the device check-in (protobuf) and the registration (`token=…`), the
 * two calls `pushManager.subscribe` makes. Chromium then builds a genuine PushSubscription (its own
 * endpoint `https://jmt17.google.com/fcm/send/<token>` and its own encryption keys). Delivering a push to
 * the browser would need FCM's connection server too: not covered here. The server's encrypted, signed
 * delivery to a push service is covered by services/api/src/features/web-push/web-push.test.ts.
 *
 * A Playwright browser context is off the record ("incognito"), where Chromium has no Push API at all
 * (`AbortError: Registration failed - permission denied`): hence a persistent profile.
 */

const GCM_TOKEN = 'e2e-gcm-token';

/** A protobuf `fixed64` field. */
function fixed64(field: number, value: bigint): Buffer {
  const out = Buffer.alloc(9);
  out[0] = (field << 3) | 1;
  out.writeBigUInt64LE(value, 1);
  return out;
}

/** AndroidCheckinResponse { stats_ok: true, android_id, security_token, settings_diff: false }. */
const CHECKIN_RESPONSE = Buffer.concat([
  Buffer.from([0x08, 0x01]),
  fixed64(7, 4_242_424_242n),
  fixed64(8, 7_777_777_777n),
  Buffer.from([0x48, 0x00]),
]);

interface GcmStandIn {
  server: Server;
  url: string;
  /** The form bodies of registrations (`sender` is the application server key the page subscribed with). */
  registrations: URLSearchParams[];
}

async function startGcmStandIn(): Promise<GcmStandIn> {
  const registrations: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/checkin') {
        res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end(CHECKIN_RESPONSE);
        return;
      }
      if (req.method === 'POST' && req.url === '/register') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        registrations.push(form);
        res
          .writeHead(200, { 'content-type': 'text/plain' })
          .end(`token=${GCM_TOKEN}-${registrations.length}`);
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, registrations };
}

const ACCOUNTS = [
  { role: 'COACH', email: 'koc@pusula.dev', login: '/auth/login' },
  { role: 'ADVISOR', email: 'danisman@pusula.dev', login: '/advisor/' },
] as const;

test.describe('web push in Chromium', () => {
  test.describe.configure({ timeout: 120_000 });
  let gcm: GcmStandIn;
  test.beforeAll(async () => {
    gcm = await startGcmStandIn();
  });
  test.afterAll(async () => {
    await new Promise((resolve) => gcm.server.close(resolve));
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
            // Its connection server (for receiving pushes) is not stood in for: a closed port fails at once.
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
});
