import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id` of @node-rs/argon2 (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
const PARAMS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password.normalize('NFKC'), PARAMS);
}

/**
 * Passwords this process has checked. The login limits are measured by it: a burst of guesses must not
 * reach argon2 more often than the limit allows, whatever the answers say.
 */
let verifications = 0;
export const passwordVerifications = (): number => verifications;

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  verifications++;
  try {
    return await verify(passwordHash, password.normalize('NFKC'));
  } catch {
    return false;
  }
}

/**
 * A hash to verify against when the email is unknown, so that an unknown email costs the same time as a
 * wrong password and answers the same.
 */
let dummy: Promise<string> | null = null;
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword('pusula-dummy-password-for-timing');
  return dummy;
}
