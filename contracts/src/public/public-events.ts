import { z } from 'zod';

/** A message from the contact form, kept for the admin (with the KVKK consent it was sent under). */
export const contactRequested = z.object({
  requestId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  consent: z.object({ textVersion: z.string(), givenAt: z.string() }),
  at: z.string(),
});

/** A password-reset or account-deletion request from /hesapislemleri, for the admin to handle. */
export const accountRequestSubmitted = z.object({
  requestId: z.string(),
  kind: z.enum(['PASSWORD_RESET', 'ACCOUNT_DELETION']),
  email: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});
