import { emailField } from '@pusula/contracts/accounts/account-schemas';
import { z } from 'zod';
import { recoveryTexts as m } from './recovery-texts';

export const forgotFormInput = z.object({ email: emailField });

const newPassword = z
  .string({ error: 'Yeni şifre gerekli' })
  .min(8, 'Şifre en az 8 karakter olmalı')
  .max(128, 'Şifre en fazla 128 karakter olabilir');

export const resetFormInput = z
  .object({ newPassword, confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], message: m.newPassword.mismatch });

export const changeFormInput = z
  .object({
    currentPassword: z.string({ error: 'Mevcut şifre gerekli' }).min(1, 'Mevcut şifre gerekli'),
    newPassword,
    confirm: z.string(),
  })
  .refine((v) => v.newPassword === v.confirm, { path: ['confirm'], message: m.newPassword.mismatch });
