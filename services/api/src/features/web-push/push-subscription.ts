import { DomainError } from '@pusula/domain';
import { z } from 'zod';

/** The browser's PushSubscription as JSON (`subscription.toJSON()`), carried in `token`. */
const base64url = (label: string, bytes: number) =>
  z
    .string({ error: `${label} gerekli` })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} geçersiz`)
    .refine((s) => Buffer.from(s, 'base64url').length === bytes, `${label} geçersiz`);

const subscriptionSchema = z.object({
  endpoint: z.url({ error: 'Abonelik adresi geçersiz' }).max(2_000, 'Abonelik adresi çok uzun'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    { p256dh: base64url('Abonelik anahtarı', 65), auth: base64url('Abonelik doğrulama anahtarı', 16) },
    { error: 'Abonelik anahtarları gerekli' },
  ),
});

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Matches a host against an allow-list entry; `*.example.com` covers its subdomains. */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const h = host.toLowerCase();
  return allowed.some((entry) => {
    const e = entry.toLowerCase();
    return e.startsWith('*.') ? h.endsWith(e.slice(1)) : h === e;
  });
}

/**
 * Parses and checks a subscription. The server will POST to its endpoint, so only HTTPS endpoints of
 * known push services are accepted: a subscription cannot make the server call an arbitrary address.
 */
export function parsePushSubscription(
  token: unknown,
  allowedHosts: readonly string[],
): PushSubscriptionInput {
  let value = token;
  if (typeof token === 'string') {
    try {
      value = JSON.parse(token);
    } catch {
      throw new DomainError('VALIDATION', 'Bildirim aboneliği geçerli bir JSON değil', {
        token: 'Geçersiz abonelik',
      });
    }
  }
  const parsed = subscriptionSchema.safeParse(value);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Bildirim aboneliği geçersiz';
    throw new DomainError(
      'VALIDATION',
      message.startsWith('Invalid') ? 'Bildirim aboneliği geçersiz' : message,
      {
        token: message,
      },
    );
  }
  const url = new URL(parsed.data.endpoint);
  if (url.protocol !== 'https:' || !hostAllowed(url.hostname, allowedHosts))
    throw new DomainError('VALIDATION', 'Bu bildirim hizmeti desteklenmiyor', {
      token: 'Desteklenmeyen hizmet',
    });
  return { endpoint: parsed.data.endpoint, keys: parsed.data.keys };
}
