/**
 * Bodies of the public site's forms, shared by the web (client-side validation) and the server (the same
 * rules, Turkish field messages): contact, account requests, and the registration form.
 */
import { z } from 'zod';
import { emailField, nameField, registerInput } from './accounts/account-schemas';
import { findAdvisorPackage, findCoachPackage, KVKK_TEXT_VERSION } from './packages';

export const CONTACT_SUBJECTS = [
  'Paketler ve fiyatlar',
  'Demo talebi',
  'Kurumsal kullanım',
  'Teknik destek',
  'Veli sorusu',
  'Diğer',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 3_000;
export const ACCOUNT_REQUEST_REASON_MAX = 1_000;

const phoneRegex = /^\+?[0-9 ()-]{10,20}$/;

const kvkkConsent = z.literal(true, {
  error: 'Devam etmek için KVKK aydınlatma metnini onaylamanız gerekiyor',
});
const kvkkTextVersion = z.string().max(40).default(KVKK_TEXT_VERSION);

/** POST /api/public/contact */
export const contactInput = z.object({
  name: nameField('Ad soyad'),
  email: emailField,
  /** Optional: an empty field is sent as an empty string. */
  phone: z
    .string()
    .trim()
    .max(20, 'Telefon numarası çok uzun')
    .refine((v) => v === '' || phoneRegex.test(v), 'Geçerli bir telefon numarası girin'),
  subject: z.enum(CONTACT_SUBJECTS, { error: 'Bir konu seçin' }),
  message: z
    .string({ error: 'Mesajınızı yazın' })
    .trim()
    .min(CONTACT_MESSAGE_MIN, `Mesajınız en az ${CONTACT_MESSAGE_MIN} karakter olmalı`)
    .max(CONTACT_MESSAGE_MAX, `Mesajınız en fazla ${CONTACT_MESSAGE_MAX} karakter olabilir`),
  kvkkConsent,
  kvkkTextVersion,
});
export type ContactInput = z.input<typeof contactInput>;

export const ACCOUNT_REQUEST_KINDS = ['PASSWORD_RESET', 'ACCOUNT_DELETION'] as const;
export type AccountRequestKind = (typeof ACCOUNT_REQUEST_KINDS)[number];

/** POST /api/public/account-requests: a password-reset or account-deletion request. */
export const accountRequestInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('PASSWORD_RESET'), email: emailField }),
    z.object({
      kind: z.literal('ACCOUNT_DELETION'),
      email: emailField,
      reason: z
        .string()
        .trim()
        .max(ACCOUNT_REQUEST_REASON_MAX, `Açıklama en fazla ${ACCOUNT_REQUEST_REASON_MAX} karakter olabilir`)
        .optional(),
    }),
  ],
  { error: 'Geçersiz talep türü' },
);
export type AccountRequestInput = z.input<typeof accountRequestInput>;

/** The answer of both public form endpoints. */
export type PublicFormAnswer =
  | { success: true }
  | { success: false; message: string; errors?: Record<string, string> };

export const PASSWORD_MIN_LENGTH = 8;

/**
 * What the registration form checks before sending `registerInput` (POST /api/auth/register): the same
 * body plus a password confirmation, the server's minimum password length, and a package of the chosen type.
 */
export const registerFormInput = registerInput
  .extend({
    password: z
      .string({ error: 'Şifre gerekli' })
      .min(PASSWORD_MIN_LENGTH, `Şifre en az ${PASSWORD_MIN_LENGTH} karakter olmalı`)
      .max(128, 'Şifre en fazla 128 karakter olabilir'),
    passwordConfirm: z.string({ error: 'Şifrenizi tekrar girin' }).min(1, 'Şifrenizi tekrar girin'),
    kvkkConsent,
  })
  // zod skips refinements while any other field is invalid; `when` runs these two anyway, so a mismatch or a
  // wrong package shows in the same round as every other error instead of only after those are fixed.
  .refine((value) => value.password === value.passwordConfirm, {
    path: ['passwordConfirm'],
    message: 'Şifreler birbiriyle aynı değil',
    when: ({ value }) => bothTyped(value, 'password', 'passwordConfirm'),
  })
  .refine(
    (value) =>
      Boolean(
        value.type === 'COACH' ? findCoachPackage(value.packageId) : findAdvisorPackage(value.packageId),
      ),
    {
      path: ['packageId'],
      message: 'Bu kayıt türü için bir paket seçin',
      when: ({ value }) => bothTyped(value, 'type', 'packageId'),
    },
  );

/** Whether both fields hold a non-empty string, so comparing or looking them up means something. */
function bothTyped(value: unknown, a: string, b: string): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record[a] === 'string' && record[a] !== '' && typeof record[b] === 'string' && record[b] !== ''
  );
}
export type RegisterFormInput = z.input<typeof registerFormInput>;

/** Turns a zod error into `{ field: first message }`, the shape the REST answers use for `errors`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}
