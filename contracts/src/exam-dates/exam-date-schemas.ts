import { z } from 'zod';
import { dateField, recordIdField } from '../student-record/common';
import { EXAM_DATE_FAMILIES, type ExamDateFamily } from './official-exam-dates';

const family = z.enum(EXAM_DATE_FAMILIES, { error: 'Sınav YKS veya LGS olmalı' });
const commandId = z.uuid({ error: 'İşlem kimliği geçerli bir UUID olmalı' }).optional();

export const examDateSet = z.object({
  family: z.enum(EXAM_DATE_FAMILIES),
  year: z.number().int(),
  date: z.string(),
  /** Where the admin read it (an announcement), if they said. */
  note: z.string().nullable(),
  setBy: z.string(),
  at: z.string(),
});
export const examDateCleared = z.object({
  family: z.enum(EXAM_DATE_FAMILIES),
  year: z.number().int(),
  clearedBy: z.string(),
  at: z.string(),
});

export const setExamDateInput = z.object({
  family,
  /** The exam's first day; its year is the exam's year. */
  date: dateField('Sınav tarihi'),
  note: z
    .string()
    .trim()
    .max(200, 'Kaynak notu en fazla 200 karakter olabilir')
    .nullable()
    .optional()
    .transform((s) => s || null),
  commandId,
});
export type SetExamDateInput = z.infer<typeof setExamDateInput>;
export const clearExamDateInput = z.object({
  family,
  year: z.coerce
    .number({ error: 'Yıl bir sayı olmalı' })
    .int('Yıl tam sayı olmalı')
    .min(2000, 'Yıl 2000 ile 2100 arasında olmalı')
    .max(2100, 'Yıl 2000 ile 2100 arasında olmalı'),
  commandId,
});
/** A student's countdown (the student app has its own, where the account decides). */
export const examCountdownInput = z.object({ studentId: recordIdField('Öğrenci') });

export interface ExamDateDto {
  family: ExamDateFamily;
  year: number;
  date: string;
  /** The admin's note, or the configuration's source. */
  note: string | null;
  /** Entered by an admin, or from the configuration module (official-exam-dates.ts). */
  origin: 'ADMIN' | 'CONFIG';
}

export interface ExamCountdownDto {
  family: ExamDateFamily;
  date: string;
  days: number;
  /** „YKS'ye 183 gün". */
  text: string;
}
