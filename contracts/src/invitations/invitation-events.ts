import { z } from 'zod';
import { emailField, nameField, passwordField } from '../accounts/account-schemas';
import { commandIdInput, idField } from '../advisor/advisor-dtos';

/**
 * Who an invitation brings in: an advisor into a coaching company, a coach into an advisor's team, or a
 * student or parent to a student.
 */
export const INVITATION_ROLES = ['ADVISOR', 'COACH', 'STUDENT', 'PARENT'] as const;
export type InvitationRole = (typeof INVITATION_ROLES)[number];

/** An invitation (its link and its pairing code) is valid seven days. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Pairing codes: 8 characters of an alphabet without look-alikes (no 0/O, 1/I). */
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 8;

/**
 * An invitation was sent (stream `invitation-{invitationId}`). Its link token and pairing code are never
 * in the log: only their SHA-256, in `invitation_tokens`.
 */
export const invitationSent = z.object({
  invitationId: z.string(),
  organisationId: z.string(),
  role: z.enum(INVITATION_ROLES),
  /** Where the link went; null for a pairing-code-only invitation of a student or parent. */
  email: z.string().nullable(),
  /** The student a STUDENT or PARENT invitation is about. */
  studentId: z.string().nullable(),
  invitedBy: z.string(),
  /** COACH: the advisor whose roster the coach joins. */
  advisorId: z.string().nullable(),
  /** COACH: the student limit the advisor offers; null keeps the coach's own (or the default). */
  coachStudentLimit: z.number().int().nonnegative().nullable(),
  expiresAt: z.string(),
  at: z.string(),
});
export const invitationAccepted = z.object({
  invitationId: z.string(),
  accountId: z.string(),
  /**
   * A coach leaving another roster (an advisor's, or their own practice's) and the students they chose to
   * bring along. Kept in the event so that a retried acceptance finishes exactly this move, whatever the
   * directory shows by then.
   */
  move: z.object({ fromRosterOwnerId: z.string(), broughtStudentIds: z.array(z.string()) }).optional(),
  at: z.string(),
});
export const invitationDeclined = z.object({ invitationId: z.string(), at: z.string() });
export const invitationRevoked = z.object({
  invitationId: z.string(),
  revokedBy: z.string(),
  at: z.string(),
});

export type InvitationStatus = 'SENT' | 'ACCEPTED' | 'DECLINED' | 'REVOKED' | 'EXPIRED';

/** A link token (256 bits, base64url) or a pairing code. */
export const invitationTokenField = z
  .string({ error: 'Davet bağlantısı geçersiz' })
  .trim()
  .min(20, 'Davet bağlantısı geçersiz')
  .max(200, 'Davet bağlantısı geçersiz');
export const pairingCodeField = z
  .string({ error: 'Eşleştirme kodu gerekli' })
  .trim()
  .toUpperCase()
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .length(PAIRING_CODE_LENGTH, `Eşleştirme kodu ${PAIRING_CODE_LENGTH} karakter olmalı`)
      .regex(/^[A-HJ-NP-Z2-9]+$/, 'Eşleştirme kodu geçersiz karakter içeriyor'),
  );

export const inviteCoachInput = z.object({
  email: emailField,
  studentLimit: z
    .number({ error: 'Öğrenci sınırı bir sayı olmalı' })
    .int('Öğrenci sınırı tam sayı olmalı')
    .min(1, 'Öğrenci sınırı en az 1 olmalı')
    .max(500, 'Öğrenci sınırı en fazla 500 olabilir')
    .optional(),
  commandId: commandIdInput,
});
export type InviteCoachInput = z.infer<typeof inviteCoachInput>;

/** An advisor of a coaching company invites another advisor into it. */
export const inviteAdvisorInput = z.object({ email: emailField, commandId: commandIdInput });

/**
 * The documented add-coach: a coach id (a coach in no team, who is then invited) or, besides, an e-mail.
 * Either way the answer is the invitation sent: nobody joins a team without accepting.
 */
export const addCoachOrInviteInput = z
  .object({
    coachId: idField('Koç').optional(),
    email: emailField.optional(),
    studentLimit: inviteCoachInput.shape.studentLimit,
    commandId: commandIdInput,
  })
  .refine((v) => Boolean(v.coachId) !== Boolean(v.email), {
    message: 'Koç kimliği veya e-posta adresi gerekli',
    path: ['coachId'],
  });

export const inviteToStudentInput = z.object({
  studentId: idField('Öğrenci'),
  role: z.enum(['STUDENT', 'PARENT'], { error: 'Davet türü öğrenci veya veli olmalı' }),
  email: z.preprocess((v) => (v === '' ? undefined : v), emailField.optional()),
  commandId: commandIdInput,
});
export type InviteToStudentInput = z.infer<typeof inviteToStudentInput>;

/** Accepting: by link token or pairing code; a new account's details unless the caller is signed in. */
export const acceptInvitationInput = z
  .object({
    token: invitationTokenField.optional(),
    code: pairingCodeField.optional(),
    firstName: nameField('Ad').optional(),
    lastName: nameField('Soyad').optional(),
    password: passwordField.optional(),
    kvkkConsent: z.literal(true, { error: 'KVKK aydınlatma metnini onaylamanız gerekiyor' }).optional(),
    /** The code flow: the new account's e-mail (a link's invitation already names it). */
    email: emailField.optional(),
    /**
     * A signed-in coach who has students elsewhere: true brings them along into the new roster, false
     * leaves them with their present advisor (who assigns them again). Required when there are any.
     */
    bringStudents: z.boolean({ error: 'Öğrencilerinizle ilgili seçim geçersiz' }).optional(),
    commandId: commandIdInput,
  })
  .refine((v) => (v.token ? !v.code : Boolean(v.code)), {
    message: 'Davet bağlantısı veya eşleştirme kodu gerekli',
    path: ['token'],
  });
export type AcceptInvitationInput = z.infer<typeof acceptInvitationInput>;

/** What the invitation page may show to anyone holding the link: nothing more. */
export interface InvitationPreview {
  role: InvitationRole;
  status: InvitationStatus;
  inviterName: string;
  /** Null where it would only repeat the inviter's name (an independent mentor's practice). */
  organisationName: string | null;
  studentFirstName: string | null;
  /** The invited address, so the page can say which account it is for (the link went there). */
  email: string | null;
  expiresAt: string;
  message: string | null;
  /**
   * A signed-in coach whom accepting would move from another roster with students: how many, and whether
   * they must come along (an independent mentor's own students have nobody else to stay with).
   */
  coachStudents: { count: number; mustBring: boolean } | null;
}

/** An invitation as its sender lists it. */
export interface InvitationDto {
  id: string;
  role: InvitationRole;
  email: string | null;
  studentId: string | null;
  status: InvitationStatus;
  coachStudentLimit: number | null;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
}
