import { z } from 'zod';
import { instantField, isoWeekField, recordIdField } from '../student-record/common';

/** Inputs of the `focus.*` procedures (the REST shims send the same shapes). */

export const FOCUS_BLOCK_MINUTES = { min: 1, max: 180 } as const;
/** How far a client's clock may run ahead of the server's before a block counts as "in the future". */
export const FOCUS_CLOCK_SKEW_MS = 2 * 60_000;

const minutesMessage = `Odak süresi ${FOCUS_BLOCK_MINUTES.min} ile ${FOCUS_BLOCK_MINUTES.max} dakika arasında olmalı`;
const optionalRef = (label: string) =>
  recordIdField(label)
    .nullable()
    .optional()
    .transform((s) => s ?? null);

/** A finished focus block, logged by the signed-in student (the student comes from the session). */
export const logFocusBlockInput = z.object({
  minutes: z
    .number({ error: minutesMessage })
    .int('Odak süresi tam dakika olmalı')
    .min(FOCUS_BLOCK_MINUTES.min, minutesMessage)
    .max(FOCUS_BLOCK_MINUTES.max, minutesMessage),
  startedAt: instantField('Başlangıç zamanı'),
  endedAt: instantField('Bitiş zamanı'),
  courseId: optionalRef('Ders'),
  topicId: optionalRef('Konu'),
  commandId: z.uuid({ error: 'İşlem kimliği geçerli bir UUID olmalı' }),
});
export type LogFocusBlockInput = z.infer<typeof logFocusBlockInput>;

/** A week of a student's focus minutes (default: this week). */
export const focusDaysInput = z.object({
  studentId: recordIdField('Öğrenci'),
  week: isoWeekField.optional(),
});
