import { z } from 'zod';
import {
  ATTENTION_REASONS,
  ATTENTION_RULES,
  countField,
  dateField,
  GOAL_TARGET_KINDS,
  HOMEWORK_STATUSES,
  instantField,
  isoWeekField,
  MISTAKE_CAUSES,
  RESOURCE_KINDS,
  RESOURCE_UNITS,
  recordIdField,
  SESSION_STATUSES,
  STUDY_ACTIVITIES,
  textField,
  timeOfDayField,
} from './common';

/** Inputs of the `studentRecord.*` procedures (the REST shims send the same shapes). */

const commandId = z.uuid({ error: 'İşlem kimliği geçerli bir UUID olmalı' }).optional();
const studentId = recordIdField('Öğrenci');
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} en fazla ${max} karakter olabilir`)
    .nullable()
    .optional()
    .transform((s) => (s ? s : null));
const optionalCount = (label: string, max: number) => countField(label, max).nullable().optional();

export const studentRefInput = z.object({ studentId });

export const studyBlockInput = z
  .object({
    day: z
      .number({ error: 'Gün 1 (Pazartesi) ile 7 (Pazar) arasında olmalı' })
      .int('Gün 1 (Pazartesi) ile 7 (Pazar) arasında olmalı')
      .min(1, 'Gün 1 (Pazartesi) ile 7 (Pazar) arasında olmalı')
      .max(7, 'Gün 1 (Pazartesi) ile 7 (Pazar) arasında olmalı'),
    startTime: timeOfDayField,
    durationMinutes: z
      .number({ error: 'Süre dakika olarak girilmeli' })
      .int('Süre tam dakika olmalı')
      .min(5, 'Süre en az 5 dakika olmalı')
      .max(600, 'Süre en fazla 600 dakika olabilir'),
    courseId: recordIdField('Ders'),
    topicId: recordIdField('Konu')
      .nullable()
      .optional()
      .transform((s) => s ?? null),
    activity: z.enum(STUDY_ACTIVITIES, {
      error: 'Etkinlik KONU_CALISMA, SORU_COZME, TEKRAR veya DENEME olmalı',
    }),
    targetQuestions: optionalCount('Hedef soru sayısı', 2000).transform((n) => n ?? null),
    targetMinutes: optionalCount('Hedef süre', 600).transform((n) => n ?? null),
    note: optionalText('Not', 500),
  })
  .refine((b) => b.targetQuestions !== null || b.targetMinutes !== null, {
    message: 'Hedef soru sayısı veya hedef süre girilmeli',
    path: ['targetQuestions'],
  })
  .refine((b) => b.targetMinutes === null || b.targetMinutes <= b.durationMinutes, {
    message: 'Hedef süre bloğun süresini aşamaz',
    path: ['targetMinutes'],
  });
export type StudyBlockInput = z.infer<typeof studyBlockInput>;

export const weekQueryInput = z.object({ studentId, week: isoWeekField.optional() });
export const addStudyBlockInput = z.object({
  studentId,
  week: isoWeekField,
  block: studyBlockInput,
  commandId,
});
export const changeStudyBlockInput = z.object({
  studentId,
  week: isoWeekField,
  blockId: recordIdField('Blok'),
  block: studyBlockInput,
  commandId,
});
export const studyBlockRefInput = z.object({
  studentId,
  week: isoWeekField,
  blockId: recordIdField('Blok'),
  commandId,
});
export const recordStudyProgressInput = z
  .object({
    studentId,
    week: isoWeekField,
    blockId: recordIdField('Blok'),
    doneQuestions: optionalCount('Çözülen soru sayısı', 5000).transform((n) => n ?? null),
    doneMinutes: optionalCount('Çalışılan süre', 1440).transform((n) => n ?? null),
    commandId,
  })
  .refine((p) => p.doneQuestions !== null || p.doneMinutes !== null, {
    message: 'Çözülen soru sayısı veya çalışılan süre girilmeli',
    path: ['doneQuestions'],
  });
export const copyWeekInput = z.object({
  studentId,
  /** The week to fill. */
  toWeek: isoWeekField,
  /** The week to copy; the week before `toWeek` when left out ("geçen haftayı kopyala"). */
  fromWeek: isoWeekField.optional(),
  commandId,
});

export const savePlanTemplateInput = z.object({
  templateId: recordIdField('Şablon').optional(),
  name: textField('Şablon adı', 100),
  blocks: z
    .array(studyBlockInput, { error: 'Şablon blokları gerekli' })
    .min(1, 'Şablonda en az bir blok olmalı')
    .max(100, 'Şablonda en fazla 100 blok olabilir'),
  commandId,
});
export const planTemplateRefInput = z.object({ templateId: recordIdField('Şablon'), commandId });
export const applyPlanTemplateInput = z.object({
  templateId: recordIdField('Şablon'),
  studentIds: z
    .array(studentId, { error: 'Öğrenciler gerekli' })
    .min(1, 'En az bir öğrenci seçilmeli')
    .max(50, 'Bir seferde en fazla 50 öğrenciye uygulanabilir'),
  week: isoWeekField,
  commandId,
});

export const setGoalProgramInput = z.object({
  studentId,
  examFamily: z.enum(['YKS', 'LGS'], { error: 'Sınav YKS veya LGS olmalı' }),
  scoreType: z
    .string()
    .trim()
    .max(10)
    .nullable()
    .optional()
    .transform((s) => s || null),
  target: z.object({
    kind: z.enum(GOAL_TARGET_KINDS, { error: 'Hedef türü RANK, PERCENTILE veya UNIVERSITY olmalı' }),
    rankingOptionId: z
      .string()
      .trim()
      .max(40)
      .nullable()
      .optional()
      .transform((s) => s || null),
    rank: z
      .number()
      .int('Sıralama tam sayı olmalı')
      .positive('Sıralama pozitif olmalı')
      .max(3_000_000, 'Sıralama en fazla 3.000.000 olabilir')
      .nullable()
      .optional()
      .transform((n) => n ?? null),
    percentile: z
      .number()
      .positive('Yüzdelik dilim pozitif olmalı')
      .max(100, 'Yüzdelik dilim en fazla 100 olabilir')
      .nullable()
      .optional()
      .transform((n) => n ?? null),
    university: optionalText('Üniversite', 150),
    department: optionalText('Bölüm', 150),
    /** LGS only: the target high school (free text). */
    school: optionalText('Hedef lise', 150),
  }),
  targetNets: z
    .array(
      z.object({
        examType: z.string().trim().min(1).max(10),
        testCode: z.string().trim().min(1).max(20),
        net: z.number({ error: 'Hedef net bir sayı olmalı' }),
      }),
    )
    .max(20)
    .default([]),
  commandId,
});
export type SetGoalProgramInput = z.infer<typeof setGoalProgramInput>;
export const addGoalMilestoneInput = z.object({
  studentId,
  title: textField('Kilometre taşı', 200),
  dueDate: dateField('Tarih'),
  commandId,
});
export const goalMilestoneRefInput = z.object({
  studentId,
  milestoneId: recordIdField('Kilometre taşı'),
  commandId,
});

export const scheduleSessionInput = z.object({
  studentId,
  title: textField('Seans başlığı', 150).optional().default('Koçluk seansı'),
  agenda: optionalText('Gündem', 2000),
  startAt: instantField('Başlangıç'),
  endAt: instantField('Bitiş'),
  commandId,
});
export const rescheduleSessionInput = z.object({
  studentId,
  sessionId: recordIdField('Seans'),
  startAt: instantField('Başlangıç'),
  endAt: instantField('Bitiş'),
  commandId,
});
export const closeSessionInput = z.object({
  studentId,
  sessionId: recordIdField('Seans'),
  outcome: z.enum(['HELD', 'MISSED'], { error: 'Seans sonucu HELD veya MISSED olmalı' }),
  report: optionalText('Seans raporu', 4000),
  shareWithParents: z
    .boolean({ error: 'Veliyle paylaşım seçimi açık ya da kapalı olmalı' })
    .optional()
    .default(false),
  commandId,
});
export const shareSessionReportInput = z.object({
  studentId,
  sessionId: recordIdField('Seans'),
  shared: z.boolean({ error: 'Veliyle paylaşım seçimi açık ya da kapalı olmalı' }),
  commandId,
});
export const cancelSessionInput = z.object({
  studentId,
  sessionId: recordIdField('Seans'),
  reason: optionalText('İptal nedeni', 500),
  commandId,
});
export const listSessionsInput = z.object({
  studentId,
  status: z.enum(SESSION_STATUSES, { error: 'Geçersiz seans durumu' }).optional(),
});

export const mockExamSubjectInput = z.object({
  courseId: recordIdField('Ders'),
  correct: countField('Doğru sayısı', 200),
  wrong: countField('Yanlış sayısı', 200),
  blank: countField('Boş sayısı', 200).optional().default(0),
});
export const mockExamTestInput = z.object({
  testCode: z.string({ error: 'Test kodu gerekli' }).trim().min(1, 'Test kodu gerekli').max(20),
  correct: countField('Doğru sayısı', 200),
  wrong: countField('Yanlış sayısı', 200),
  blank: countField('Boş sayısı', 200).optional().default(0),
  /** Optional split by subject (the catalogue's parts of the test); the domain checks the sums. */
  subjects: z.array(mockExamSubjectInput).max(10).optional(),
});
/**
 * The deneme's place among everyone who sat it, as its publisher announced it: YKS publishers give a
 * Türkiye-geneli rank (sıralama), LGS ones a percentile (yüzdelik dilim) — never the other way round
 * (reference §2 "Target options": LGS uses the percentile, not rank).
 */
const STANDING_MAX = 5_000_000;

/**
 * Minutes a deneme may run past the exam's official time: publishers' sheets and a student's own timing
 * (a late start, a break) run a little over, but an entry far beyond the exam's time is a typing mistake.
 * The domain holds it against the catalogue; the form warns with it as the duration is typed.
 */
export const MOCK_EXAM_DURATION_SLACK_MINUTES = 30;
const optionalWhole = (label: string) =>
  z
    .number({ error: `${label} bir sayı olmalı` })
    .int(`${label} tam sayı olmalı`)
    .positive(`${label} pozitif olmalı`)
    .max(STANDING_MAX, `${label} en fazla 5.000.000 olabilir`)
    .nullable()
    .optional()
    .transform((n) => n ?? null);

export const MOCK_EXAM_STANDING_MESSAGES = {
  rankInLgs: 'LGS denemesinde sıralama değil yüzdelik dilim girilir',
  percentileInYks: 'YKS denemesinde yüzdelik dilim değil Türkiye geneli sıralama girilir',
  rankOverParticipants: 'Sıralama katılımcı sayısını aşamaz',
  percentileDecimals: 'Yüzdelik dilim en fazla iki ondalık basamak olabilir',
} as const;

const mockExamSheetFields = {
  examType: z.string({ error: 'Sınav türü gerekli' }).trim().min(1, 'Sınav türü gerekli').max(10),
  name: textField('Deneme adı', 150),
  takenOn: dateField('Deneme tarihi'),
  /** The exam's official time plus some slack at most; the domain checks it against the catalogue. */
  durationMinutes: z
    .number({ error: 'Deneme süresi dakika olarak girilmeli' })
    .int('Deneme süresi tam dakika olmalı')
    .positive('Deneme süresi pozitif olmalı')
    .max(600, 'Deneme süresi en fazla 600 dakika olabilir')
    .nullable()
    .optional()
    .transform((n) => n ?? null),
  /** Branş denemesi: a single test's deneme (Matematik only); the full deneme is the default. */
  singleSubject: z.boolean({ error: 'Branş denemesi evet veya hayır olmalı' }).optional().default(false),
  /** Who published it (free text; the form suggests the ones used before). */
  publisher: optionalText('Yayınevi', 80),
  /** YKS only: the Türkiye-geneli rank the publisher announced. */
  rank: optionalWhole('Sıralama'),
  /** LGS only: the percentile (yüzdelik dilim), e.g. 2,35. */
  percentile: z
    .number({ error: 'Yüzdelik dilim bir sayı olmalı' })
    .positive('Yüzdelik dilim sıfırdan büyük olmalı')
    .max(100, 'Yüzdelik dilim en fazla 100 olabilir')
    .refine(
      (n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
      MOCK_EXAM_STANDING_MESSAGES.percentileDecimals,
    )
    .nullable()
    .optional()
    .transform((n) => n ?? null),
  /** How many sat it (Türkiye geneli), when the publisher says. */
  participants: optionalWhole('Katılımcı sayısı'),
  tests: z
    .array(mockExamTestInput, { error: 'Test sonuçları gerekli' })
    .min(1, 'En az bir testin sonucu girilmeli')
    .max(10),
};

/** The rank/percentile rules that read more than one field (every sheet schema below applies them). */
function checkStanding(
  sheet: { examType: string; rank: number | null; percentile: number | null; participants: number | null },
  ctx: z.RefinementCtx,
) {
  const lgs = sheet.examType.toLocaleUpperCase('tr-TR') === 'LGS';
  if (lgs && sheet.rank !== null)
    ctx.addIssue({ code: 'custom', path: ['rank'], message: MOCK_EXAM_STANDING_MESSAGES.rankInLgs });
  if (!lgs && sheet.percentile !== null)
    ctx.addIssue({
      code: 'custom',
      path: ['percentile'],
      message: MOCK_EXAM_STANDING_MESSAGES.percentileInYks,
    });
  if (sheet.rank !== null && sheet.participants !== null && sheet.rank > sheet.participants)
    ctx.addIssue({
      code: 'custom',
      path: ['rank'],
      message: MOCK_EXAM_STANDING_MESSAGES.rankOverParticipants,
    });
}

/** The deneme sheet alone (the web form checks what it would send with it). */
export const mockExamSheetInput = z.object(mockExamSheetFields).superRefine(checkStanding);
export const recordMockExamInput = z
  .object({ studentId, ...mockExamSheetFields, commandId })
  .superRefine(checkStanding);
export type RecordMockExamInput = z.infer<typeof recordMockExamInput>;
export const correctMockExamInput = z
  .object({ studentId, examId: recordIdField('Deneme'), ...mockExamSheetFields, commandId })
  .superRefine(checkStanding);
/** The student app's: the student is the caller. */
export const ownMockExamInput = z.object({ ...mockExamSheetFields, commandId }).superRefine(checkStanding);
export const mockExamRefInput = z.object({ studentId, examId: recordIdField('Deneme'), commandId });
export const recordMistakesInput = z.object({
  studentId,
  examId: recordIdField('Deneme'),
  mistakes: z
    .array(
      z.object({
        topicId: recordIdField('Konu'),
        cause: z.enum(MISTAKE_CAUSES, {
          error: 'Hata nedeni BILGI_EKSIGI, DIKKAT, SURE veya SORU_TIPI olmalı',
        }),
        count: z
          .number()
          .int('Hata sayısı tam sayı olmalı')
          .min(1, 'Hata sayısı en az 1 olmalı')
          .max(200, 'Hata sayısı en fazla 200 olabilir')
          .optional()
          .default(1),
        note: optionalText('Not', 300),
      }),
    )
    .max(200, 'En fazla 200 hata kaydı girilebilir'),
  commandId,
});
export const listMockExamsInput = z.object({
  studentId,
  examType: z.string().trim().max(10).optional(),
});

export const assignHomeworkInput = z
  .object({
    studentId,
    title: textField('Ödev başlığı', 150),
    courseId: recordIdField('Ders'),
    topicIds: z.array(recordIdField('Konu')).max(30).optional().default([]),
    targetQuestions: optionalCount('Hedef soru sayısı', 5000).transform((n) => n ?? null),
    targetMinutes: optionalCount('Hedef süre', 1440).transform((n) => n ?? null),
    description: optionalText('Açıklama', 2000),
    /** A moment, or… */
    dueAt: instantField('Son teslim').optional(),
    /** …a day, due at its end (23:59 Istanbul). */
    dueDate: dateField('Son teslim tarihi').optional(),
    commandId,
  })
  .refine((h) => h.dueAt !== undefined || h.dueDate !== undefined, {
    message: 'Son teslim tarihi gerekli',
    path: ['dueDate'],
  })
  .refine((h) => h.targetQuestions !== null || h.targetMinutes !== null, {
    message: 'Hedef soru sayısı veya hedef süre girilmeli',
    path: ['targetQuestions'],
  });
export const completeHomeworkInput = z.object({
  studentId,
  homeworkId: recordIdField('Ödev'),
  doneQuestions: optionalCount('Çözülen soru sayısı', 5000).transform((n) => n ?? null),
  doneMinutes: optionalCount('Çalışılan süre', 1440).transform((n) => n ?? null),
  commandId,
});
export const homeworkRefInput = z.object({ studentId, homeworkId: recordIdField('Ödev'), commandId });
export const listHomeworkInput = z.object({
  studentId,
  status: z.enum(HOMEWORK_STATUSES, { error: 'Durum ASSIGNED, DONE veya LATE olmalı' }).optional(),
});

export const recordSchoolGradeInput = z.object({
  studentId,
  courseId: recordIdField('Ders'),
  term: z
    .string({ error: 'Dönem gerekli' })
    .trim()
    .regex(/^\d{4}-\d{4}\/[12]$/, 'Dönem YYYY-YYYY/1 veya YYYY-YYYY/2 biçiminde olmalı (ör. 2025-2026/1)')
    .refine(
      (t) => Number(t.slice(5, 9)) === Number(t.slice(0, 4)) + 1,
      'Öğretim yılı ardışık iki yıl olmalı',
    ),
  examNo: z
    .number({ error: 'Yazılı numarası gerekli' })
    .int('Yazılı numarası tam sayı olmalı')
    .min(1, 'Yazılı numarası 1 ile 4 arasında olmalı')
    .max(4, 'Yazılı numarası 1 ile 4 arasında olmalı'),
  score: z
    .number({ error: 'Not bir sayı olmalı' })
    .min(0, 'Not 0 ile 100 arasında olmalı')
    .max(100, 'Not 0 ile 100 arasında olmalı'),
  takenOn: dateField('Sınav tarihi')
    .nullable()
    .optional()
    .transform((s) => s ?? null),
  commandId,
});
export const schoolGradeRefInput = z.object({ studentId, gradeId: recordIdField('Not'), commandId });

export const addStudyResourceInput = z.object({
  studentId,
  courseId: recordIdField('Ders'),
  title: textField('Kaynak adı', 150),
  kind: z.enum(RESOURCE_KINDS, { error: 'Geçersiz kaynak türü' }).optional().default('KITAP'),
  unit: z.enum(RESOURCE_UNITS, { error: 'Birim PAGE veya TEST olmalı' }),
  total: z
    .number({ error: 'Toplam bir sayı olmalı' })
    .int('Toplam tam sayı olmalı')
    .min(1, 'Toplam en az 1 olmalı')
    .max(10_000, 'Toplam en fazla 10.000 olabilir'),
  commandId,
});
export const studyResourceProgressInput = z.object({
  studentId,
  resourceId: recordIdField('Kaynak'),
  done: countField('Tamamlanan', 10_000),
  commandId,
});
export const studyResourceRefInput = z.object({ studentId, resourceId: recordIdField('Kaynak'), commandId });

export const COACH_NOTE_MAX = 5_000;
export const ACKNOWLEDGE_NOTE_MAX = 300;
/** "Ertele": set one of the student's current attention reasons aside, with why and for how long. */
export const acknowledgeAttentionInput = z.object({
  studentId,
  code: z.enum(ATTENTION_REASONS, { error: 'Geçersiz dikkat nedeni' }),
  ref: z.string({ error: 'Neden bilgisi gerekli' }).max(200, 'Neden bilgisi en fazla 200 karakter olabilir'),
  note: textField('Erteleme gerekçesi', ACKNOWLEDGE_NOTE_MAX, 3),
  days: z
    .number({ error: 'Süre gerekli' })
    .refine(
      (d) => (ATTENTION_RULES.acknowledgeDays as readonly number[]).includes(d),
      `Süre ${ATTENTION_RULES.acknowledgeDays.join(', ')} gün olabilir`,
    ),
  commandId,
});

export const writeCoachNoteInput = z.object({
  studentId,
  content: textField('Not', COACH_NOTE_MAX),
  commandId,
});
export const editCoachNoteInput = z.object({
  studentId,
  noteId: recordIdField('Not'),
  content: textField('Not', COACH_NOTE_MAX),
  commandId,
});
export const coachNoteRefInput = z.object({ studentId, noteId: recordIdField('Not'), commandId });

export const attentionQueueInput = z
  .object({ coachId: recordIdField('Koç').optional() })
  .optional()
  .transform((v) => v ?? {});
