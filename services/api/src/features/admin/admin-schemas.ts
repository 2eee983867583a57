import { ROLES } from '@pusula/contracts';
import { z } from 'zod';

export const accountIdInput = z.object({ accountId: z.string().min(1, 'Hesap gerekli').max(100) });

export const listAccountsInput = z.object({
  role: z.enum(ROLES, { error: 'Geçersiz rol' }).optional(),
  search: z.string().max(100, 'Arama metni çok uzun').optional(),
  active: z.boolean({ error: "Etkinlik filtresi 'true' veya 'false' olmalı" }).optional(),
  page: z.coerce
    .number({ error: 'Sayfa bir sayı olmalı' })
    .int('Sayfa bir tam sayı olmalı')
    .min(1, 'Sayfa 1 veya daha büyük olmalı')
    .max(10_000, 'Sayfa en fazla 10000 olabilir')
    .default(1),
  limit: z.coerce
    .number({ error: 'Sayfa boyutu bir sayı olmalı' })
    .int('Sayfa boyutu bir tam sayı olmalı')
    .min(1, 'Sayfa boyutu 1 ile 100 arasında olmalı')
    .max(100, 'Sayfa boyutu 1 ile 100 arasında olmalı')
    .default(20),
});

export const adminStudentListInput = z.object({
  search: listAccountsInput.shape.search,
  unassigned: z.boolean({ error: "Koç filtresi 'true' veya 'false' olmalı" }).optional(),
  page: listAccountsInput.shape.page,
  limit: listAccountsInput.shape.limit,
});

export const linkParentInput = z.object({
  parentId: z.string().min(1, 'Veli gerekli').max(100),
  studentId: z.string().min(1, 'Öğrenci gerekli').max(100),
});

export const commandIdField = z.uuid({ error: 'Geçersiz istek kimliği' }).optional();

export const projectionNameInput = z.object({
  name: z.string().trim().min(1, 'Projeksiyon adı gerekli').max(100, 'Projeksiyon adı çok uzun'),
});

export const mailboxInput = z.object({
  page: listAccountsInput.shape.page,
  limit: listAccountsInput.shape.limit,
});

export const mailboxMessageInput = z.object({ id: z.string().min(1, 'E-posta gerekli').max(100) });
