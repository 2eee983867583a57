import { describe, expect, it } from 'vitest';
import { DEFAULT_WEB_PUSH_HOSTS } from '../../config';
import { parsePushSubscription } from './push-subscription';

const keys = {
  p256dh: Buffer.alloc(65, 4).toString('base64url'),
  auth: Buffer.alloc(16, 1).toString('base64url'),
};
const parse = (endpoint: string) => parsePushSubscription({ endpoint, keys }, DEFAULT_WEB_PUSH_HOSTS);

describe('push subscriptions the server accepts by default', () => {
  it.each([
    ['Google Chrome', 'https://fcm.googleapis.com/fcm/send/abc:def'],
    // What Debian's Chromium gave in the browser test (e2e/tests/push/web-push.spec.ts).
    ['Chromium', 'https://jmt17.google.com/fcm/send/abc:def'],
    ['Firefox', 'https://updates.push.services.mozilla.com/wpush/v2/abc'],
    ['Edge on Windows', 'https://wns2-par02p.notify.windows.com/w/?token=abc'],
    ['Safari', 'https://web.push.apple.com/abc'],
  ])('%s', (_browser, endpoint) => {
    expect(parse(endpoint)).toEqual({ endpoint, keys });
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://127.0.0.1/push',
    'https://evil.com/fcm/send/abc',
    'https://jmt17.google.com.evil.com/fcm/send/abc',
  ])('refuses %s', (endpoint) => {
    expect(() => parse(endpoint)).toThrow('Bu bildirim hizmeti desteklenmiyor');
  });
});
