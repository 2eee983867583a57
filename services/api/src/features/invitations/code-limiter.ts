import type { SqlClient } from '@pusula/eventstore';
import { type ConsumingLimiter, createConsumingLimiter } from '../../infrastructure/rate-limits';

/**
 * Pairing-code attempts one address may make (looking a code up or accepting with it), counted before the
 * code is looked up, in the database (shared by every process). 32^8 codes against 10 guesses in 15
 * minutes: guessing one of the open codes is hopeless.
 */
export const INVITATION_CODE_LIMIT = { points: 10, durationSeconds: 15 * 60 } as const;

export function createInvitationCodeLimiter(sql: SqlClient): Promise<ConsumingLimiter> {
  return createConsumingLimiter(
    sql,
    'invitation_code_ip',
    INVITATION_CODE_LIMIT.points,
    INVITATION_CODE_LIMIT.durationSeconds,
  );
}
