import { COACH_NOTES_PAGE_SIZE, idField, NOTE_PRIORITIES, sendNoteInput } from '@pusula/contracts';
import { NOTE_SORT_FIELDS } from '@pusula/projections';
import { z } from 'zod';

export const commandIdField = z.uuid({ error: 'Geçersiz istek kimliği' }).optional();

/** Query strings carry "true"/"false"; tRPC callers send booleans. */
const booleanParam = (label: string) =>
  z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
      error: `${label} true veya false olmalı`,
    })
    .optional();

const paging = {
  page: z.coerce
    .number({ error: 'Sayfa bir sayı olmalı' })
    .int('Sayfa bir tam sayı olmalı')
    .min(1, 'Sayfa 1 veya daha büyük olmalı')
    .max(100_000, 'Sayfa çok büyük')
    .default(1),
  limit: z.coerce
    .number({ error: 'Sayfa boyutu bir sayı olmalı' })
    .int('Sayfa boyutu bir tam sayı olmalı')
    .min(1, 'Sayfa boyutu 1 ile 100 arasında olmalı')
    .max(100, 'Sayfa boyutu 1 ile 100 arasında olmalı')
    .default(COACH_NOTES_PAGE_SIZE),
};

const priority = z.enum(NOTE_PRIORITIES, { error: 'Öncelik NORMAL, MEDIUM veya HIGH olmalı' }).optional();
const sorting = {
  sortBy: z
    .enum(NOTE_SORT_FIELDS, { error: `Sıralama alanı ${NOTE_SORT_FIELDS.join(', ')} olmalı` })
    .optional(),
  sortOrder: z.enum(['asc', 'desc'], { error: 'Sıralama yönü asc veya desc olmalı' }).optional(),
};

export const sendNoteCommandInput = sendNoteInput.extend({
  pageContext: z
    .string({ error: 'Sayfa bilgisi gerekli' })
    .trim()
    .min(1, 'Sayfa bilgisi gerekli')
    .max(500, 'Sayfa bilgisi en fazla 500 karakter olabilir'),
  coachId: idField('Koç'),
  studentId: idField('Öğrenci'),
  commandId: commandIdField,
});

export const noteIdInput = z.object({ noteId: idField('Not') });
export const replyInput = noteIdInput.extend({
  // Length and emptiness are the decider's rules (one place); here only the type.
  coachReply: z.string({ error: 'Yanıt metni gerekli' }),
  commandId: commandIdField,
});

export const coachStudentNotesInput = z.object({
  coachId: idField('Koç'),
  studentId: idField('Öğrenci'),
  priority,
  isRead: booleanParam('Okundu filtresi'),
  ...sorting,
  ...paging,
});

export const coachNotesInput = z.object({
  coachId: idField('Koç'),
  priority,
  isRead: booleanParam('Okundu filtresi'),
  studentId: idField('Öğrenci').optional(),
  pageContext: z.string().max(500, 'Sayfa bilgisi en fazla 500 karakter olabilir').optional(),
  search: z.string().max(200, 'Arama metni en fazla 200 karakter olabilir').optional(),
  ...sorting,
  ...paging,
});

export const advisorNotesInput = z.object({
  advisorId: idField('Danışman'),
  coachId: idField('Koç').optional(),
  studentId: idField('Öğrenci').optional(),
  priority,
  ...paging,
});
