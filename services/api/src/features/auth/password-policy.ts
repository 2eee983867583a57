/**
 * Password policy for registration and password changes, after NIST SP 800-63B: a minimum length, a
 * generous maximum, no composition rules (no "one digit, one symbol"), and a block-list of the most
 * common and leaked passwords, plus the user's own e-mail and name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { foldForSearch } from '@pusula/contracts';

export const PASSWORD_MIN_LENGTH = 8;
/**
 * SP 800-63B asks that at least 64 characters be accepted; we allow 128 and no more, to bound the cost
 * of hashing (a slow hash over an unbounded input is a cheap denial-of-service lever).
 */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordPolicyResult = { ok: true } | { ok: false; message: string };

export interface PasswordContext {
  email?: string;
  firstName?: string;
  lastName?: string;
}

export const PASSWORD_MESSAGES = {
  tooShort: `Şifre en az ${PASSWORD_MIN_LENGTH} karakter olmalı`,
  tooLong: `Şifre en fazla ${PASSWORD_MAX_LENGTH} karakter olabilir`,
  common: 'Bu şifre çok yaygın ve kolay tahmin edilir; lütfen başka bir şifre seçin',
  personal: 'Şifre e-posta adresinizi veya adınızı içermemeli',
} as const;

const COMMON_PASSWORDS_FILE = path.join(import.meta.dirname, 'common-passwords.txt');

let commonPasswords: ReadonlySet<string> | undefined;

/** The block-list, read once on first use; each entry is kept as written and in its folded form. */
function loadCommonPasswords(): ReadonlySet<string> {
  if (commonPasswords) return commonPasswords;
  const set = new Set<string>();
  for (const line of readFileSync(COMMON_PASSWORDS_FILE, 'utf8').split(/\r?\n/)) {
    const entry = line.trim();
    if (entry === '') continue;
    set.add(entry.toLocaleLowerCase('tr-TR'));
    set.add(foldForSearch(entry));
  }
  commonPasswords = set;
  return set;
}

/** The forms a password or personal value is compared in: Turkish lower-case, and search-folded. */
function comparableForms(s: string): string[] {
  const normalized = s.normalize('NFKC');
  return [normalized.toLocaleLowerCase('tr-TR'), foldForSearch(normalized)];
}

function personalValues(context: PasswordContext): string[] {
  const values: string[] = [];
  const email = context.email?.trim();
  if (email) {
    values.push(email);
    const at = email.lastIndexOf('@');
    if (at > 0) values.push(email.slice(0, at));
  }
  for (const name of [context.firstName, context.lastName]) {
    const trimmed = name?.trim();
    if (trimmed) values.push(trimmed);
  }
  return values;
}

export function checkPasswordPolicy(password: string, context: PasswordContext = {}): PasswordPolicyResult {
  const normalized = password.normalize('NFKC');
  // Code points, not UTF-16 units: an emoji or other astral character counts once.
  const length = [...normalized].length;
  if (length < PASSWORD_MIN_LENGTH) return { ok: false, message: PASSWORD_MESSAGES.tooShort };
  if (length > PASSWORD_MAX_LENGTH) return { ok: false, message: PASSWORD_MESSAGES.tooLong };

  const forms = comparableForms(normalized);

  // Equality only: a password merely containing the name (e.g. "ayşe'nin kedisi") is allowed.
  const personal = new Set(personalValues(context).flatMap(comparableForms));
  if (forms.some((form) => personal.has(form))) return { ok: false, message: PASSWORD_MESSAGES.personal };

  const common = loadCommonPasswords();
  if (forms.some((form) => common.has(form))) return { ok: false, message: PASSWORD_MESSAGES.common };

  return { ok: true };
}
