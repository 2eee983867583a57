import {
  openTestStorage,
  type StorageKind,
  TEST_STORAGE_KINDS,
  type TestStorage,
} from '@pusula/projections/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoginLimiter, LOGIN_LIMITS } from './login-limiter';

describe.each(TEST_STORAGE_KINDS)('failed-login limits on %s', (kind: StorageKind) => {
  let storage: TestStorage;
  beforeAll(async () => {
    storage = await openTestStorage(kind);
  });
  afterAll(() => storage.close());

  it('lets 5 attempts of an account and address through in 15 minutes, and only from that address', async () => {
    const limiter = await createLoginLimiter(storage.sql);
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp.points; i++)
      expect(await limiter.consume('veli@ornek.com', '10.0.0.1')).toBeNull();
    const wait = await limiter.consume('Veli@Ornek.com ', '10.0.0.1');
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await limiter.consume('veli@ornek.com', '10.0.0.2')).toBeNull();
    // Any spelling that signs in to the same account is the same account here.
    expect(await limiter.consume('  VELI@ornek.COM', '10.0.0.1')).toBeGreaterThan(0);
  });

  it('lets exactly 5 of 50 parallel attempts through', async () => {
    const limiter = await createLoginLimiter(storage.sql);
    const waits = await Promise.all(
      Array.from({ length: 50 }, () => limiter.consume('paralel@ornek.com', '10.0.0.9')),
    );
    expect(waits.filter((w) => w === null)).toHaveLength(LOGIN_LIMITS.perAccountAndIp.points);
    expect(waits.filter((w) => w !== null && w > 14 * 60)).toHaveLength(45);
  });

  it('blocks an account after 100 attempts in an hour from any number of addresses', async () => {
    const limiter = await createLoginLimiter(storage.sql);
    for (let i = 0; i < LOGIN_LIMITS.perAccount.points; i++)
      expect(await limiter.consume('hedef@ornek.com', `10.1.${Math.floor(i / 4)}.${i % 4}`)).toBeNull();
    const wait = await limiter.consume('hedef@ornek.com', '192.168.1.1');
    expect(wait).toBeGreaterThan(59 * 60);
    expect(wait).toBeLessThanOrEqual(60 * 60);
    expect(await limiter.consume('baskasi@ornek.com', '192.168.1.1')).toBeNull();
    // Refused by the account's limit, the address's point came back: an address near its own limit
    // gets the account's (longer) wait, not its own.
    for (let i = 0; i < 4; i++) await limiter.consume('hedef@ornek.com', '192.168.1.1');
    expect(await limiter.consume('hedef@ornek.com', '192.168.1.1')).toBeGreaterThan(59 * 60);
  });

  it('does not let one address use up the account for everybody else', async () => {
    const limiter = await createLoginLimiter(storage.sql);
    for (let i = 0; i < 200; i++) await limiter.consume('israr@ornek.com', '10.4.0.1');
    expect(await limiter.consume('israr@ornek.com', '10.4.0.2')).toBeNull();
  });

  it('forgets the address counter after a sign-in, and gives a right password its points back', async () => {
    const limiter = await createLoginLimiter(storage.sql);
    for (let i = 0; i < 4; i++) await limiter.consume('koc@ornek.com', '10.2.0.1');
    await limiter.recordSuccess('koc@ornek.com', '10.2.0.1');
    for (let i = 0; i < 4; i++) await limiter.consume('koc@ornek.com', '10.2.0.1');
    await limiter.refund('koc@ornek.com', '10.2.0.1');
    for (let i = 0; i < 2; i++) expect(await limiter.consume('koc@ornek.com', '10.2.0.1')).toBeNull();
    expect(await limiter.consume('koc@ornek.com', '10.2.0.1')).toBeGreaterThan(0);
  });

  it.runIf(kind === 'postgres')('shares its counters with another process on the same database', async () => {
    const other = await storage.openSecondClient!();
    try {
      const here = await createLoginLimiter(storage.sql);
      const there = await createLoginLimiter(other);
      for (let i = 0; i < 3; i++) expect(await here.consume('ortak@ornek.com', '10.3.0.1')).toBeNull();
      for (let i = 0; i < 2; i++) expect(await there.consume('ortak@ornek.com', '10.3.0.1')).toBeNull();
      expect(await here.consume('ortak@ornek.com', '10.3.0.1')).toBeGreaterThan(0);
      expect(await there.consume('ortak@ornek.com', '10.3.0.1')).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});
