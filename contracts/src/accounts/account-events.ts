import { z } from 'zod';
import { ROLES } from '../constants';

/** Extras a coach account carries (spec §3). */
export const coachProfile = z.object({
  packageId: z.string(),
  packageName: z.string(),
  studentLimit: z.number().int().nonnegative(),
});

/** Extras an advisor account carries (spec §3). */
export const advisorProfile = z.object({
  title: z.string(),
  department: z.string(),
  specialization: z.string(),
  maxCoachLimit: z.number().int().positive(),
});

export const accountRegistered = z.object({
  accountId: z.string(),
  role: z.enum(ROLES),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().nullable(),
  passwordHash: z.string(),
  coach: coachProfile.nullable(),
  advisor: advisorProfile.nullable(),
  /** KVKK consent as given at registration: the text version and when; null for accounts an admin created. */
  consent: z.object({ textVersion: z.string(), givenAt: z.string() }).nullable(),
  registeredAt: z.string(),
  /** Who created the account: the person themself (self-registration), an admin, or the demo seed. */
  createdBy: z.string(),
  /** An admin set a temporary password: it must be changed at first sign-in. Absent in older events. */
  temporaryPassword: z.boolean().optional(),
  /** A STUDENT account: the student record it belongs to (made by accepting an invitation). */
  studentId: z.string().optional(),
  /**
   * False: the person registered themself and has not yet shown the address is theirs (a verification
   * link is mailed). Absent (accounts an admin or the demo seed made, and every older event): verified.
   */
  emailVerified: z.boolean().optional(),
  /**
   * The organisation the account belongs to from the start. Absent in events written before organisations:
   * an advisor's or coach's account then founded its own (id = account id); parents and admins have none.
   */
  organisationId: z.string().nullable().optional(),
});

export const profileUpdated = z.object({
  accountId: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  phone: z.string().nullable().optional(),
  coach: coachProfile.partial().optional(),
  advisor: advisorProfile.partial().optional(),
  updatedAt: z.string(),
});
export const passwordChanged = z.object({
  accountId: z.string(),
  passwordHash: z.string(),
  changedAt: z.string(),
});
export const accountDeactivated = z.object({
  accountId: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});
export const accountReactivated = z.object({ accountId: z.string(), at: z.string() });
export const parentLinked = z.object({ parentId: z.string(), studentId: z.string(), at: z.string() });
export const parentUnlinked = z.object({ parentId: z.string(), studentId: z.string(), at: z.string() });

/** One stream per normalised email holds who owns it: the write-side guarantee of unique emails. */
export const emailReserved = z.object({ email: z.string(), accountId: z.string(), at: z.string() });

export const studentCreated = z.object({
  studentId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  classLevel: z.string(),
  examTarget: z.string(),
  school: z.string().nullable(),
  phone: z.string().nullable(),
  /** The advisor the student belongs to; null when an admin created the student without one. */
  advisorId: z.string().nullable(),
  /** Absent in events written before organisations: the advisor's organisation, or none. */
  organisationId: z.string().nullable().optional(),
  /** The coach the student was placed with at creation (a mentor adding their own student). */
  coachId: z.string().nullable().optional(),
  createdBy: z.string(),
  createdAt: z.string(),
});

/**
 * A password-reset link was made for the account: by its owner ("Şifremi unuttum") or by an admin. The
 * token itself is never in the log: only its SHA-256, in `password_reset_tokens`, like a session's.
 */
export const passwordResetRequested = z.object({
  accountId: z.string(),
  requestId: z.string(),
  /** `self`, or the admin's account id. */
  requestedBy: z.string(),
  expiresAt: z.string(),
  at: z.string(),
});

/** A reset link was used: its password change follows in the same append (`PasswordChanged`). */
export const passwordResetCompleted = z.object({
  accountId: z.string(),
  requestId: z.string(),
  at: z.string(),
});

/**
 * A link to verify the account's e-mail address was made (at self-registration, or "Tekrar gönder"). As
 * with reset links, the token is never in the log: only its SHA-256, in `email_verification_tokens`.
 */
export const emailVerificationRequested = z.object({
  accountId: z.string(),
  requestId: z.string(),
  email: z.string(),
  expiresAt: z.string(),
  at: z.string(),
});

/** The owner opened a verification link: the address is theirs. */
export const emailAddressVerified = z.object({
  accountId: z.string(),
  requestId: z.string(),
  email: z.string(),
  at: z.string(),
});

/**
 * A parent's choice about the weekly summary e-mail: by the link in the mail (no sign-in) or in the
 * parent portal. Absent any such event a parent receives it.
 */
export const mailPreferencesChanged = z.object({
  accountId: z.string(),
  weeklySummary: z.boolean(),
  via: z.enum(['link', 'portal']),
  at: z.string(),
});

/**
 * The weekly parent summary of an ISO week was queued for this parent (once per parent and week: its
 * `EmailQueued` follows from this event). The figures travel in the mail, not here.
 */
export const parentWeeklySummaryQueued = z.object({
  parentId: z.string(),
  week: z.string(),
  studentIds: z.array(z.string()),
  at: z.string(),
});
