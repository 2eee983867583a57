import { z } from 'zod';
import { CLASS_LEVELS, type CoachDto, EXAM_TARGETS } from '../accounts/account-schemas';
import { profileAnswers } from './advisor-events';

export const CALENDAR_MAX_DAYS = 92;

export const pagingInput = {
  // The schema's own error is the fallback of every check: each check names its own problem instead.
  page: z.coerce
    .number({ error: 'Sayfa bir sayı olmalı' })
    .int('Sayfa bir tam sayı olmalı')
    .min(1, 'Sayfa 1 veya daha büyük olmalı')
    .max(100_000, 'Sayfa en fazla 100000 olabilir')
    .default(1),
  limit: z.coerce
    .number({ error: 'Sayfa boyutu bir sayı olmalı' })
    .int('Sayfa boyutu bir tam sayı olmalı')
    .min(1, 'Sayfa boyutu 1 ile 500 arasında olmalı')
    .max(500, 'Sayfa boyutu 1 ile 500 arasında olmalı')
    .default(50),
};

export const coachListInput = z.object({
  search: z.string().max(100, 'Arama metni çok uzun').optional(),
  sortBy: z.enum(['name', 'studentCount', 'createdAt'], { error: 'Geçersiz sıralama alanı' }).default('name'),
  sortOrder: z.enum(['asc', 'desc'], { error: "Sıralama yönü 'asc' veya 'desc' olmalı" }).default('asc'),
  ...pagingInput,
});
export type CoachListInput = z.infer<typeof coachListInput>;

export const studentListInput = z.object({
  search: z.string().max(100, 'Arama metni çok uzun').optional(),
  classLevel: z.enum(CLASS_LEVELS, { error: 'Geçersiz sınıf seviyesi' }).optional(),
  examTarget: z.enum(EXAM_TARGETS, { error: 'Geçersiz sınav hedefi' }).optional(),
  coachId: z.string({ error: 'Koç kimliği metin olmalı' }).max(100, 'Koç kimliği geçersiz').optional(),
  unassigned: z.boolean().optional(),
  sortBy: z.enum(['name', 'classLevel', 'createdAt'], { error: 'Geçersiz sıralama alanı' }).default('name'),
  sortOrder: z.enum(['asc', 'desc'], { error: "Sıralama yönü 'asc' veya 'desc' olmalı" }).default('asc'),
  ...pagingInput,
});
export type StudentListInput = z.infer<typeof studentListInput>;

export const idField = (label: string) =>
  z
    .string({ error: `${label} gerekli` })
    .trim()
    .min(1, `${label} gerekli`)
    .max(100, `${label} kimliği geçersiz (en fazla 100 karakter)`);

/** A client-chosen command id makes a retried command apply once. */
export const commandIdInput = z.uuid({ error: 'Geçersiz istek kimliği' }).optional();

export const addCoachInput = z.object({ coachId: idField('Koç'), commandId: commandIdInput });
export const assignCoachInput = z.object({
  studentId: idField('Öğrenci'),
  coachId: idField('Koç'),
  commandId: commandIdInput,
});
export const updateProfileInput = z.object({ profileAnswers, commandId: commandIdInput });

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/;

/**
 * A real calendar day (2026-02-31 is refused, not rolled over to 3 March), optionally with a time: what
 * `Date.parse` alone accepts is not enough.
 */
export function isCalendarDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m || Number.isNaN(Date.parse(s))) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

const isoDate = (label: string) =>
  z
    .string({ error: `${label} gerekli` })
    .refine(isCalendarDate, `${label} geçerli bir tarih olmalı (YYYY-AA-GG)`);

export const calendarInput = z
  .object({
    type: z.literal('coach', { error: "Takvim türü 'coach' olmalı" }),
    targetId: idField('Koç'),
    startDate: isoDate('Başlangıç tarihi'),
    endDate: isoDate('Bitiş tarihi'),
  })
  // The range checks only speak about two valid dates (a bad date has its own message).
  .superRefine((v, ctx) => {
    if (!isCalendarDate(v.startDate) || !isCalendarDate(v.endDate)) return;
    const span = Date.parse(v.endDate) - Date.parse(v.startDate);
    if (span < 0)
      ctx.addIssue({
        code: 'custom',
        message: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
        path: ['endDate'],
      });
    else if (span > CALENDAR_MAX_DAYS * 86_400_000)
      ctx.addIssue({
        code: 'custom',
        message: `Tarih aralığı en fazla ${CALENDAR_MAX_DAYS} gün olabilir`,
        path: ['endDate'],
      });
  });

/** A coach in the advisor's lists: the coach record plus their latest sign of life. */
export interface CoachListItemDto extends CoachDto {
  lastActivityAt: string | null;
}

export interface StudentListItemDto {
  id: string;
  firstName: string;
  lastName: string;
  classLevel: string;
  examTarget: string;
  school: string | null;
  phone: string | null;
  coachId: string | null;
  coachName: string | null;
  assignedAt: string | null;
  createdAt: string;
}

/** A student's detail page (`GET /api/advisor/students/{id}`): the list item plus what a call needs. */
export interface StudentDetailDto extends StudentListItemDto {
  advisorId: string | null;
  /**
   * The YKS score type aimed at (SAY, EA, SÖZ, DİL) from the goal program; null for LGS or no goal yet.
   * Always in the server's answer; optional in the type only for views that build a detail from less.
   */
  field?: string | null;
  /** The goal program's target in words ("İlk 10.000", "%1"); null until the coach sets a goal. */
  targetRanking?: string | null;
  parents: { id: string; firstName: string; lastName: string; email: string; phone: string | null }[];
}

export interface AdvisorDashboardDto {
  coachCount: number;
  maxCoachLimit: number;
  studentCount: number;
  unassignedStudentCount: number;
  notesThisWeek: number;
  repliesThisWeek: number;
  /** Notes of this advisor the coach has not replied to yet. */
  unansweredNotes: number;
  /** Notes of this advisor the coach has not even opened. */
  unreadNotes: number;
  callsThisWeek: number;
  studentsNeedingAttention: { studentId: string; name: string; reason: string }[];
}

export interface CoachStatsDto {
  coachId: string;
  studentCount: number;
  studentLimit: number;
  notesReceived: number;
  notesRead: number;
  notesReplied: number;
  medianReplyMinutes: number | null;
  calls: number;
  callMinutes: number;
  lastActivityAt: string | null;
}

export interface TimelineEntryDto {
  at: string;
  what: string;
  description: string;
  by: string | null;
  previous: string | null;
  next: string | null;
}
