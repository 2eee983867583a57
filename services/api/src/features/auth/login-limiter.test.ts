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

  it('blocks an account and address after 5 failures for 15 minutes, and only that address', async () => {
    const limiter = await createLoginLimiter(storage.sql);
    for (let i = 0; i < LOGIN_LIMITS.perAccountAndIp.points; i++) {
      expect(await limiter.blockedFor('veli@ornek.com', '10.0.0.1')).toBeNull();
      await limiter.recordFailure('veli@ornek.com', '10.0.0.1');
    }
    const wait = await limiter.blockedFor('Veli@Ornek.com ', '10.0.0.1');
    expect(wait).toBeGreaterThan(14 * 60);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(await limiter.blockedFor('veli@ornek.com', '10.0.0.2')).toBeNull();
    // Any spelling that signs in to the same account is the same account here.
    expect(await limiter.blockedFor('  VELI@ornek.COM', '10.0.0.1')).toBeGreaterThan(0);
  });

  it('blocks an account after 100 failures in an hour from any number of addresses', async () => {
    const limiter = await createLoginLimiter(storage.sql);
    for (let i = 0; i < LOGIN_LIMITS.perAccount.points; i++)
      await limiter.recordFailure('hedef@ornek.com', `10.1.${Math.floor(i / 4)}.${i % 4}`);
    const wait = await limiter.blockedFor('hedef@ornek.com', '192.168.1.1');
    expect(wait).toBeGreaterThan(59 * 60);
    expect(wait).toBeLessThanOrEqual(60 * 60);
    expect(await limiter.blockedFor('baskasi@ornek.com', '192.168.1.1')).toBeNull();
  });

  it('forgets the address counter after a successful login', async () => {
    const limiter = await createLoginLimiter(storage.sql);
    for (let i = 0; i < 4; i++) await limiter.recordFailure('koc@ornek.com', '10.2.0.1');
    await limiter.recordSuccess('koc@ornek.com', '10.2.0.1');
    for (let i = 0; i < 4; i++) await limiter.recordFailure('koc@ornek.com', '10.2.0.1');
    expect(await limiter.blockedFor('koc@ornek.com', '10.2.0.1')).toBeNull();
  });

  it.runIf(kind === 'postgres')('shares its counters with another process on the same database', async () => {
    const other = await storage.openSecondClient!();
    try {
      const here = await createLoginLimiter(storage.sql);
      const there = await createLoginLimiter(other);
      for (let i = 0; i < 3; i++) await here.recordFailure('ortak@ornek.com', '10.3.0.1');
      for (let i = 0; i < 2; i++) await there.recordFailure('ortak@ornek.com', '10.3.0.1');
      expect(await here.blockedFor('ortak@ornek.com', '10.3.0.1')).toBeGreaterThan(0);
      expect(await there.blockedFor('ortak@ornek.com', '10.3.0.1')).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});
