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
  /**
   * Takes one attempt from both allowances before any password is checked; seconds to wait when the
   * attempt is refused, else null. Taking first is what makes the limit hold under parallel attempts: a
   * check that only reads the counters lets every request of a burst pass before any failure is counted.
   */
  consume(email: string, ip: string): Promise<number | null>;
  /** The password was right (password change): the attempt is not a failure, its points come back. */
  refund(email: string, ip: string): Promise<void>;
  /** A sign-in: this address starts afresh, and the account gets its point back. */
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
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  const refusal = (error: unknown): RateLimiterRes => {
    if (error instanceof RateLimiterRes) return error;
    throw error;
  };

  return {
    async consume(email, ip) {
      const k = keys(email, ip);
      // The address first: one address's burst, refused here, must not use up the account's allowance,
      // which would lock the account for its owner on every other address too.
      try {
        await byAccountIp.consume(k.accountIp);
      } catch (error) {
        const waitHere = refusal(error).msBeforeNext;
        // The account may be locked for longer; Retry-After names the wait that really applies.
        const account = await byAccount.get(k.account);
        const waitAccount = account && account.consumedPoints >= b.points ? account.msBeforeNext : 0;
        return seconds(Math.max(waitHere, waitAccount));
      }
      try {
        await byAccount.consume(k.account);
      } catch (error) {
        const wait = refusal(error).msBeforeNext;
        // No password is checked for this attempt, so the address's point goes back.
        await byAccountIp.reward(k.accountIp, 1);
        return seconds(wait);
      }
      return null;
    },
    async refund(email, ip) {
      const k = keys(email, ip);
      await Promise.all([byAccountIp.reward(k.accountIp, 1), byAccount.reward(k.account, 1)]);
    },
    async recordSuccess(email, ip) {
      const k = keys(email, ip);
      await Promise.all([byAccountIp.delete(k.accountIp), byAccount.reward(k.account, 1)]);
    },
  };
}
