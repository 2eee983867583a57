import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { api } from '../../testing-http';
import { REGISTRATION_REFUSED_MESSAGE } from './auth-service';

const STORAGES = process.env.DATABASE_URL ? (['pglite', 'postgres'] as const) : (['pglite'] as const);

/** One email, many registrations at once, spelled in different cases: exactly one account on every store. */
describe.each(STORAGES)('concurrent registrations of one email on %s', (storage) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ storage });
  });
  afterAll(() => server.close());

  it('creates exactly one account and answers the others 409 in Turkish', async () => {
    const spellings = [
      'ayni.kisi@ornek.com',
      'Ayni.Kisi@Ornek.com',
      'AYNI.KISI@ORNEK.COM',
      ' ayni.kisi@ornek.com',
    ];
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        api(server.url, 'POST', '/api/auth/register', {
          body: {
            type: i % 2 ? 'COACH' : 'ADVISOR',
            packageId: i % 2 ? 'koc-baslangic' : 'danisman-standart',
            firstName: 'Aynı',
            lastName: `Kişi ${i}`,
            email: spellings[i % spellings.length],
            phone: '+90 555 000 00 00',
            password: 'yarış durumu parolası',
            kvkkConsent: true,
          },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 409)).toBe(true);
    expect(refused[0]!.body.message).toBe(REGISTRATION_REFUSED_MESSAGE);
    const { rows } = await server.deps.storage.sql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM accounts WHERE email = 'ayni.kisi@ornek.com'",
    );
    expect(rows[0]!.n).toBe(1);
    // The write side agrees: one reservation event in the email's stream.
    expect(await server.deps.storage.store.readStream('email-ayni.kisi@ornek.com')).toHaveLength(1);
  }, 120_000);

  it('records the KVKK consent with the text version and the time', async () => {
    const res = await api(server.url, 'POST', '/api/auth/register', {
      body: {
        type: 'COACH',
        packageId: 'koc-baslangic',
        firstName: 'Rıza',
        lastName: 'Onaylı',
        email: 'riza.onayli@ornek.com',
        phone: '+90 555 222 33 44',
        password: 'aydınlatma metni okundu',
        kvkkConsent: true,
        kvkkTextVersion: '2025-01',
      },
    });
    expect(res.status).toBe(201);
    const { rows } = await server.deps.storage.sql.query<{ consent_version: string; consent_at: Date }>(
      'SELECT consent_version, consent_at FROM accounts WHERE id = $1',
      [res.body.data.user.id],
    );
    expect(rows[0]!.consent_version).toBe('2025-01');
    expect(Math.abs(Date.now() - new Date(rows[0]!.consent_at).getTime())).toBeLessThan(60_000);
    const [registered] = await server.deps.storage.store.readStream(`account-${res.body.data.user.id}`);
    expect(registered!.data).toMatchObject({
      consent: { textVersion: '2025-01', givenAt: expect.any(String) },
    });
    // A version this server never showed is not a consent to record.
    const stale = await api(server.url, 'POST', '/api/auth/register', {
      body: {
        type: 'COACH',
        packageId: 'koc-baslangic',
        firstName: 'Eski',
        lastName: 'Metin',
        email: 'eski.metin@ornek.com',
        phone: '+90 555 222 33 45',
        password: 'aydınlatma metni okundu',
        kvkkConsent: true,
        kvkkTextVersion: '2019-01',
      },
    });
    expect(stale.status).toBe(400);
    expect(stale.body.errors).toEqual({
      kvkkTextVersion: expect.stringMatching(/KVKK aydınlatma metni güncellendi/),
    });
    expect(await server.deps.storage.store.readStream('email-eski.metin@ornek.com')).toEqual([]);
  });
});
