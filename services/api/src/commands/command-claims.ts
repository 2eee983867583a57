import { createHash } from 'node:crypto';
import { DomainError } from '@pusula/domain';
import { uuidV5 } from '@pusula/eventstore';
import type { ReadDb } from '@pusula/projections';
import { log } from '../observability/logger';

/**
 * A client's command id is an idempotency key, and like a payment API's it belongs to whoever sent it
 * first, for that one request. The id the rest of the system sees is scoped to the caller (event ids and
 * the ids of new entities derive from it), so one caller's id can never reach another caller's streams;
 * the claim kept here makes any other use of the id a clear refusal instead of a silent new command.
 */
export const COMMAND_ID_REUSED =
  'Bu işlem kimliği daha önce başka bir istek için kullanılmış. Yeni bir işlem için yeni bir kimlik gönderin.';

/** Another caller's id, or this caller's with another payload: a conflict the transports answer 409. */
export class CommandIdReusedError extends DomainError {
  constructor() {
    super('CONFLICT', COMMAND_ID_REUSED);
  }
}

/** Claims are kept this long; after that a retry is still recognised by its caller-scoped event ids. */
export const CLAIM_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

export interface CommandClaim {
  /** The raw id the client sent. */
  commandId: string;
  /** `account:<id>` for a signed-in caller; for a public command, the content of the request. */
  caller: string;
  fingerprint: string;
}

/** What a signed-in caller or a public request is, as far as command ids are concerned. */
export function callerOf(userId: string | null, fingerprint: string): string {
  return userId ? `account:${userId}` : `public:${fingerprint}`;
}

/** The id handed to the command path: the same raw id from two callers gives two unrelated ids. */
export function scopedCommandId(claim: Pick<CommandClaim, 'commandId' | 'caller'>): string {
  return uuidV5(`${claim.caller}/${claim.commandId}`);
}

/**
 * Passwords never enter the fingerprint: a stored hash of them would be a fast, crackable copy. A retried
 * registration is told apart from a guess by the password check the registration itself makes.
 */
const SECRET_FIELD = /password/i;

/** The id a signed-in account's command works with, from the id the client sent (tests, benchmarks). */
export const accountCommandId = (accountId: string, commandId: string) =>
  scopedCommandId({ commandId, caller: callerOf(accountId, '') });

/** SHA-256 of the procedure and its input as canonical JSON (sorted keys), without the id and secrets. */
export function commandFingerprint(procedure: string, input: unknown): string {
  return createHash('sha256')
    .update(procedure)
    .update('\n')
    .update(canonicalJson(input, true))
    .digest('base64url');
}

function canonicalJson(value: unknown, top = false): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, v]) => v !== undefined && !SECRET_FIELD.test(key) && !(top && key === 'commandId'))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, v]) => `${JSON.stringify(key)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Records the claim, or recognises a retry of it. Answers whether this request made the claim (and may
 * release it if the command fails); any other use of the id is refused with 409 before anything is written.
 */
export async function claimCommandId(
  db: ReadDb,
  claim: CommandClaim,
  now: Date,
): Promise<'claimed' | 'retry'> {
  for (;;) {
    const inserted = await db
      .insertInto('command_claims')
      .values({
        command_id: claim.commandId,
        caller: claim.caller,
        fingerprint: claim.fingerprint,
        claimed_at: now,
      })
      .onConflict((oc) => oc.column('command_id').doNothing())
      .returning('command_id')
      .executeTakeFirst();
    if (inserted) return 'claimed';
    const held = await db
      .selectFrom('command_claims')
      .select(['caller', 'fingerprint'])
      .where('command_id', '=', claim.commandId)
      .executeTakeFirst();
    // Released by a failed first attempt between the two statements: claim it again.
    if (!held) continue;
    if (held.caller !== claim.caller || held.fingerprint !== claim.fingerprint)
      throw new CommandIdReusedError();
    return 'retry';
  }
}

/**
 * A command that failed before doing anything (refused, invalid) gives its id back, so the caller may send
 * the corrected request with the same id. Harmless if something was written: the scoped ids stay the
 * caller's, so a later claim by anyone else still cannot reach it.
 */
export async function releaseCommandId(db: ReadDb, claim: CommandClaim): Promise<void> {
  await db
    .deleteFrom('command_claims')
    .where('command_id', '=', claim.commandId)
    .where('caller', '=', claim.caller)
    .where('fingerprint', '=', claim.fingerprint)
    .execute();
}

export async function pruneCommandClaims(db: ReadDb, now: Date): Promise<void> {
  await db
    .deleteFrom('command_claims')
    .where('claimed_at', '<', new Date(now.getTime() - CLAIM_RETENTION_MS))
    .execute();
}

/** Forgets expired claims once an hour (the first pass soon after start), never two passes at once. */
export function startClaimPruning(deps: { storage: { db: ReadDb }; now: () => Date }): {
  stop(): Promise<void>;
} {
  let running: Promise<void> = Promise.resolve();
  const pass = () => {
    running = running
      .then(() => pruneCommandClaims(deps.storage.db, deps.now()))
      .catch((error) => log.error({ component: 'commands', err: error }, 'could not prune command claims'));
  };
  const first = setTimeout(pass, 60_000);
  const timer = setInterval(pass, 60 * 60 * 1000);
  first.unref?.();
  timer.unref?.();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
