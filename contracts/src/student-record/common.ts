import { z } from 'zod';
import { ISO_WEEK_PATTERN } from './vocabulary';

/**
 * The student record's vocabulary (vocabulary.ts, free of zod so pages that only show labels do not load it)
 * and the field schemas its inputs share.
 */
export * from './vocabulary';

export const isoWeekField = z
  .string({ error: 'Hafta gerekli' })
  .trim()
  .regex(ISO_WEEK_PATTERN, 'Hafta YYYY-Www biçiminde olmalı (ör. 2026-W48)');

export const dateField = (label: string) =>
  z
    .string({ error: `${label} gerekli` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} YYYY-AA-GG biçiminde olmalı`)
    .refine(
      (s) =>
        !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
      `${label} geçerli bir tarih olmalı`,
    );

/** A moment with its offset or Z (`2026-11-24T14:00:00+03:00`). */
export const instantField = (label: string) =>
  z
    .string({ error: `${label} gerekli` })
    .trim()
    .regex(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/,
      `${label} saat diliminiyle birlikte bir tarih-saat olmalı`,
    )
    .refine((s) => !Number.isNaN(Date.parse(s)), `${label} geçerli bir tarih-saat olmalı`)
    .transform((s) => new Date(s).toISOString());

export const timeOfDayField = z
  .string({ error: 'Başlangıç saati gerekli' })
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Başlangıç saati SS:DD biçiminde olmalı');

export const recordIdField = (label: string) =>
  z
    .string({ error: `${label} gerekli` })
    .trim()
    .min(1, `${label} gerekli`)
    .max(100, `${label} çok uzun`);

export const textField = (label: string, max: number, min = 1) =>
  z
    .string({ error: `${label} gerekli` })
    .trim()
    .min(min, min === 1 ? `${label} gerekli` : `${label} en az ${min} karakter olmalı`)
    .max(max, `${label} en fazla ${max} karakter olabilir`);

export const countField = (label: string, max: number) =>
  z
    .number({ error: `${label} bir sayı olmalı` })
    .int(`${label} tam sayı olmalı`)
    .min(0, `${label} negatif olamaz`)
    .max(max, `${label} en fazla ${max} olabilir`);
