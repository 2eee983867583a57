import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './passwords';

/** OWASP's argon2id floor: m=19456 KiB, t=2, p=1. */
const PARAMS = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

describe('password hashing', () => {
  it('hashes with argon2id at 19 MiB, 2 passes, 1 lane, salted', async () => {
    const a = await hashPassword('uzun ve güzel bir parola');
    const b = await hashPassword('uzun ve güzel bir parola');
    expect(a).toMatch(PARAMS);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'uzun ve güzel bir parola')).toBe(true);
    expect(await verifyPassword(a, 'uzun ve güzel bir parolа')).toBe(false); // Cyrillic a
  });

  it('verifies against a dummy hash of the same cost for unknown emails', async () => {
    expect(await dummyPasswordHash()).toMatch(PARAMS);
    expect(await verifyPassword(await dummyPasswordHash(), 'Pusula.2025')).toBe(false);
  });

  it('treats a malformed stored hash as a wrong password, not a crash', async () => {
    expect(await verifyPassword('bozuk-hash', 'Pusula.2025')).toBe(false);
  });

  it('compares the NFKC form, so one password typed two ways matches', async () => {
    const composed = await hashPassword('şifre-çiçek-ğüzel');
    expect(await verifyPassword(composed, 's\u0327ifre-c\u0327ic\u0327ek-g\u0306üzel')).toBe(true);
  });
});
