import { emailField } from '@pusula/contracts/accounts/account-schemas';
import { z } from 'zod';

/** Client-side checks before calling /api/auth/login (which receives only email and password). */
export const loginFormInput = z.object({
  email: emailField,
  password: z.string({ error: 'Şifrenizi girin' }).min(1, 'Şifrenizi girin').max(512, 'Şifre çok uzun'),
});
