import { z } from 'zod';

/**
 * The kinds of e-mail Pusula sends. A template renders subject, text and HTML in Turkish from the
 * event's parameters; the one-time link of a password reset is not among them (see `EmailQueued`).
 */
export const MAIL_TEMPLATES = [
  'PASSWORD_RESET',
  'PASSWORD_CHANGED',
  'INVITATION',
  'EMAIL_VERIFICATION',
  'PARENT_WEEKLY_SUMMARY',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** How long a password-reset link is valid. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** How long an e-mail verification link is valid. */
export const EMAIL_VERIFICATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * An e-mail to send (stream `mail-{messageId}`). It holds what the message says except a secret link:
 * a password-reset link's token lives only in the outbox until the mail is delivered, never in the log.
 * `causedBy` is the event the mail follows from; the message id is derived from it, so the same cause
 * never queues two mails.
 */
export const emailQueued = z.object({
  messageId: z.string(),
  to: z.string(),
  template: z.enum(MAIL_TEMPLATES),
  subject: z.string(),
  /** What the template needs besides the secret: the recipient's first name, the link's expiry. */
  params: z.record(z.string(), z.string()),
  /** The template's link carries a secret held in the outbox (a reset token). */
  hasSecretLink: z.boolean(),
  causedBy: z.object({ streamId: z.string(), eventId: z.string() }),
  /** The account the mail is about, when there is one (audit). */
  accountId: z.string().nullable(),
  queuedAt: z.string(),
});

export const emailSent = z.object({
  messageId: z.string(),
  /** `smtp` (SMTP_URL) or `embedded` (the local mailbox). */
  transport: z.enum(['smtp', 'embedded']),
  attempts: z.number().int().positive(),
  sentAt: z.string(),
});

export const emailFailed = z.object({
  messageId: z.string(),
  attempts: z.number().int().nonnegative(),
  /** The last error, short and without personal data. */
  reason: z.string(),
  failedAt: z.string(),
});
