import { normaliseEmail } from '@pusula/contracts';
import type { SqlClient } from '@pusula/eventstore';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createSqlRateLimiter } from '../../infrastructure/rate-limits';

/** Failed logins allowed before a pause: per account and address, and per account from anywhere. */
export const LOGIN_LIMITS = {
  perAccountAndIp: { points: 5, durationSeconds: 15 * 60 },
  perAccount: { points: 100, durationSeconds: 60 * 60 },
} as const;

export const tooManyAttemptsMessage = (seconds: number) =>
  `Çok fazla başarısız giriş denemesi. Lütfen ${Math.max(1, Math.ceil(seconds / 60))} dakika sonra tekrar deneyin.`;

export interface LoginLimiter {
  /** Seconds to wait when the caller is blocked, else null. */
  blockedFor(email: string, ip: string): Promise<number | null>;
  recordFailure(email: string, ip: string): Promise<void>;
  recordSuccess(email: string, ip: string): Promise<void>;
}

export async function createLoginLimiter(sql: SqlClient): Promise<LoginLimiter> {
  const { perAccountAndIp: a, perAccount: b } = LOGIN_LIMITS;
  const byAccountIp = await createSqlRateLimiter(sql, 'login_fail_account_ip', a.points, a.durationSeconds);
  const byAccount = await createSqlRateLimiter(sql, 'login_fail_account', b.points, b.durationSeconds);
  // The account key is the email as accounts are looked up: a spelling that reaches the same account
  // counts against the same limit.
  const keys = (email: string, ip: string) => ({
    accountIp: `${normaliseEmail(email)}|${ip}`,
    account: normaliseEmail(email),
  });

  return {
    async blockedFor(email, ip) {
      const k = keys(email, ip);
      const [x, y] = await Promise.all([byAccountIp.get(k.accountIp), byAccount.get(k.account)]);
      const waits = [
        x && x.consumedPoints >= a.points ? x.msBeforeNext : 0,
        y && y.consumedPoints >= b.points ? y.msBeforeNext : 0,
      ];
      const ms = Math.max(...waits);
      return ms > 0 ? Math.ceil(ms / 1000) : null;
    },
    async recordFailure(email, ip) {
      const k = keys(email, ip);
      await Promise.all([byAccountIp.penalty(k.accountIp, 1), byAccount.penalty(k.account, 1)]).catch(
        (error) => {
          if (!(error instanceof RateLimiterRes)) throw error;
        },
      );
    },
    async recordSuccess(email, ip) {
      await byAccountIp.delete(keys(email, ip).accountIp);
    },
  };
}
