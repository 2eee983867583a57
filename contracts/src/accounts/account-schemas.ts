import { z } from 'zod';
import { ROLES } from '../constants';

export const EMAIL_MAX = 254;
export const NAME_MAX = 80;
export const PASSWORD_MAX = 128;

/** Lower-cased and trimmed: the key emails are unique by. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const emailField = z
  .string({ error: 'E-posta adresi gerekli' })
  .trim()
  .min(1, 'E-posta adresi gerekli')
  .max(EMAIL_MAX, 'E-posta adresi çok uzun')
  .pipe(z.email({ error: 'Geçerli bir e-posta adresi girin' }));

export const nameField = (label: string) =>
  z
    .string({ error: `${label} gerekli` })
    .trim()
    .min(1, `${label} gerekli`)
    .max(NAME_MAX, `${label} en fazla ${NAME_MAX} karakter olabilir`);

export const phoneField = z
  .string({ error: 'Telefon numarası metin olmalı' })
  .trim()
  .max(20, 'Telefon numarası çok uzun')
  .regex(/^\+?[0-9 ()-]{10,20}$/, 'Geçerli bir telefon numarası girin')
  .nullable()
  .optional();

/** Login sends only email and password (spec §5); their rules are checked at registration, not here. */
export const loginInput = z.object({
  email: z
    .string({ error: 'E-posta adresi gerekli' })
    .trim()
    .min(1, 'E-posta adresi gerekli')
    .max(EMAIL_MAX, 'E-posta adresi çok uzun'),
  password: z
    .string({ error: 'Şifre gerekli' })
    .min(1, 'Şifre gerekli')
    .max(PASSWORD_MAX * 4, 'Şifre çok uzun'),
});
export type LoginInput = z.infer<typeof loginInput>;

export const passwordField = z
  .string({ error: 'Şifre gerekli' })
  .min(1, 'Şifre gerekli')
  .max(PASSWORD_MAX * 4, 'Şifre çok uzun');

/** What an admin sends to create any account. */
export const adminCreateAccountInput = z.object({
  role: z.enum(['ADVISOR', 'COACH', 'PARENT', 'ADMIN'], { error: 'Geçersiz rol' }),
  email: emailField,
  firstName: nameField('Ad'),
  lastName: nameField('Soyad'),
  phone: phoneField,
  password: passwordField,
  packageId: z.string({ error: 'Paket metin olmalı' }).max(60, 'Paket kimliği çok uzun').optional(),
  title: z
    .string({ error: 'Unvan metin olmalı' })
    .trim()
    .max(80, 'Unvan en fazla 80 karakter olabilir')
    .optional(),
  department: z
    .string({ error: 'Bölüm metin olmalı' })
    .trim()
    .max(80, 'Bölüm en fazla 80 karakter olabilir')
    .optional(),
  specialization: z
    .string({ error: 'Uzmanlık metin olmalı' })
    .trim()
    .max(120, 'Uzmanlık en fazla 120 karakter olabilir')
    .optional(),
  maxCoachLimit: z
    .number({ error: 'Koç kapasitesi bir sayı olmalı' })
    .int('Koç kapasitesi tam sayı olmalı')
    .min(1, 'Koç kapasitesi 1 ile 100 arasında olmalı')
    .max(100, 'Koç kapasitesi 1 ile 100 arasında olmalı')
    .optional(),
  /** A coach or advisor the admin opens inside an existing company (its id); otherwise they found one. */
  organisationId: z.string().max(100, 'Kurum kimliği çok uzun').optional(),
});
export type AdminCreateAccountInput = z.infer<typeof adminCreateAccountInput>;

export const CLASS_LEVELS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', 'Mezun'] as const;
export const EXAM_TARGETS = ['TYT', 'AYT', 'YDT', 'LGS'] as const;

export const createStudentInput = z.object({
  firstName: nameField('Ad'),
  lastName: nameField('Soyad'),
  classLevel: z.enum(CLASS_LEVELS, { error: 'Sınıf seviyesi 1–12 veya Mezun olmalı' }),
  examTarget: z.enum(EXAM_TARGETS, { error: 'Sınav hedefi TYT, AYT, YDT veya LGS olmalı' }),
  school: z.string().trim().max(120, 'Okul adı çok uzun').nullable().optional(),
  phone: phoneField,
  advisorId: z.string().optional(),
});
export type CreateStudentInput = z.infer<typeof createStudentInput>;

export const roleField = z.enum(ROLES);

/** The signed-in user as the login answer carries it (spec §3). */
export interface SignedInUserDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: (typeof ROLES)[number];
  /** The owner has shown the address is theirs (accounts the admin or the seed made count as verified). */
  emailVerified: boolean;
}

export interface CoachDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  package: string;
  packageId: string;
  studentLimit: number;
  studentCount: number;
  advisorId: string | null;
  isActive: boolean;
}

export interface AdvisorDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  title: string;
  department: string;
  specialization: string;
  phone: string | null;
  coachCount: number;
  maxCoachLimit: number;
  isActive: boolean;
}

export interface StudentSummaryDto {
  id: string;
  firstName: string;
  lastName: string;
  classLevel: string;
  examTarget: string;
}

export interface ParentDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  students: StudentSummaryDto[];
}

export interface LoginAnswer {
  token: string;
  user: SignedInUserDto;
  coach?: CoachDto;
  advisor?: AdvisorDto;
  parent?: ParentDto;
  /**
   * The account was given a temporary password (an admin created it): the session serves nothing but
   * the password change until it is changed.
   */
  mustChangePassword?: true;
}

/** "Şifremi unuttum": the address to send a reset link to. */
export const requestPasswordResetInput = z.object({ email: emailField });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetInput>;

/** A reset link's token: 256 random bits, base64url (43 characters). */
export const resetTokenField = z
  .string({ error: 'Bağlantı geçersiz' })
  .trim()
  .min(20, 'Bağlantı geçersiz')
  .max(200, 'Bağlantı geçersiz');

/** The reset page: the link's token and the new password (the registration's policy applies). */
export const resetPasswordInput = z.object({ token: resetTokenField, newPassword: passwordField });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;

/** An e-mail verification link's token: 256 random bits, base64url (43 characters). */
export const emailVerificationTokenField = resetTokenField;

/** Self-registration from the public site (`/auth/register`): a coach with a package, or an advisor. */
export const registerInput = z.object({
  type: z.enum(['COACH', 'ADVISOR'], { error: 'Kayıt türü koç veya danışman olmalı' }),
  packageId: z.string({ error: 'Paket seçin' }).min(1, 'Paket seçin'),
  firstName: nameField('Ad'),
  lastName: nameField('Soyad'),
  email: emailField,
  phone: z
    .string({ error: 'Telefon numarası gerekli' })
    .trim()
    .regex(/^\+?[0-9 ()-]{10,20}$/, 'Geçerli bir telefon numarası girin'),
  password: passwordField,
  kvkkConsent: z.literal(true, { error: 'KVKK aydınlatma metnini onaylamanız gerekiyor' }),
  kvkkTextVersion: z.string().max(40).optional(),
  /** An advisor's company (kurum) name; a mentor's practice is named after them. */
  organisationName: z.string().trim().max(120, 'Kurum adı en fazla 120 karakter olabilir').optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;
