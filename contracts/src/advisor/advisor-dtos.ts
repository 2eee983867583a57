import { z } from 'zod';
import { CLASS_LEVELS, type CoachDto, EXAM_TARGETS } from '../accounts/account-schemas';
import { profileAnswers } from './advisor-events';

export const CALENDAR_MAX_DAYS = 92;

export const pagingInput = {
  page: z.coerce
    .number({ error: 'Sayfa bir sayı olmalı' })
    .int()
    .min(1, 'Sayfa 1 veya daha büyük olmalı')
    .max(100_000)
    .default(1),
  limit: z.coerce
    .number({ error: 'Sayfa boyutu bir sayı olmalı' })
    .int()
    .min(1, 'Sayfa boyutu 1 ile 500 arasında olmalı')
    .max(500, 'Sayfa boyutu 1 ile 500 arasında olmalı')
    .default(50),
};

export const coachListInput = z.object({
  search: z.string().max(100, 'Arama metni çok uzun').optional(),
  sortBy: z.enum(['name', 'studentCount', 'createdAt']).default('name'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
  ...pagingInput,
});
export type CoachListInput = z.infer<typeof coachListInput>;

export const studentListInput = z.object({
  search: z.string().max(100, 'Arama metni çok uzun').optional(),
  classLevel: z.enum(CLASS_LEVELS, { error: 'Geçersiz sınıf seviyesi' }).optional(),
  examTarget: z.enum(EXAM_TARGETS, { error: 'Geçersiz sınav hedefi' }).optional(),
  coachId: z.string().max(100).optional(),
  unassigned: z.boolean().optional(),
  sortBy: z.enum(['name', 'classLevel', 'createdAt']).default('name'),
  sortOrder: z.enum(['asc', 'desc']).default('asc'),
  ...pagingInput,
});
export type StudentListInput = z.infer<typeof studentListInput>;

export const idField = (label: string) =>
  z
    .string({ error: `${label} gerekli` })
    .trim()
    .min(1, `${label} gerekli`)
    .max(100);

export const addCoachInput = z.object({ coachId: idField('Koç'), commandId: z.uuid().optional() });
export const assignCoachInput = z.object({
  studentId: idField('Öğrenci'),
  coachId: idField('Koç'),
  commandId: z.uuid().optional(),
});
export const updateProfileInput = z.object({ profileAnswers, commandId: z.uuid().optional() });

const isoDate = (label: string) =>
  z
    .string({ error: `${label} gerekli` })
    .refine(
      (s) => /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(s) && !Number.isNaN(Date.parse(s)),
      `${label} geçerli bir tarih olmalı (YYYY-AA-GG)`,
    );

export const calendarInput = z
  .object({
    type: z.literal('coach', { error: "Takvim türü 'coach' olmalı" }),
    targetId: idField('Koç'),
    startDate: isoDate('Başlangıç tarihi'),
    endDate: isoDate('Bitiş tarihi'),
  })
  .refine((v) => Date.parse(v.endDate) >= Date.parse(v.startDate), {
    message: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
    path: ['endDate'],
  })
  .refine((v) => Date.parse(v.endDate) - Date.parse(v.startDate) <= CALENDAR_MAX_DAYS * 86_400_000, {
    message: `Tarih aralığı en fazla ${CALENDAR_MAX_DAYS} gün olabilir`,
    path: ['endDate'],
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

export interface AdvisorDashboardDto {
  coachCount: number;
  maxCoachLimit: number;
  studentCount: number;
  unassignedStudentCount: number;
  notesThisWeek: number;
  repliesThisWeek: number;
  unansweredNotes: number;
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
