import { z } from 'zod';

/**
 * The education catalogue as the API serves it (spec §3, §7 "Education system"), with the
 * catalogue's limits and cache lifetimes (§9) and the Turkish fallback errors (§8).
 */

export const EXAM_TYPE_CODES = ['TYT', 'AYT', 'YDT', 'LGS'] as const;
export const examTypeCode = z.enum(EXAM_TYPE_CODES, { error: 'Geçersiz sınav türü' });
export type ExamTypeCode = z.infer<typeof examTypeCode>;

export const EXAM_FAMILIES = ['YKS', 'LGS'] as const;
export const examFamily = z.enum(EXAM_FAMILIES);
export type ExamFamily = z.infer<typeof examFamily>;

export const SCORE_TYPE_CODES = ['TYT', 'SAY', 'EA', 'SÖZ', 'DİL'] as const;
export const scoreTypeCode = z.enum(SCORE_TYPE_CODES, { error: 'Geçersiz puan türü' });
export type ScoreTypeCode = z.infer<typeof scoreTypeCode>;

export const CLASS_LEVEL_CODES = [
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  'mezun',
] as const;
export const classLevelCode = z.enum(CLASS_LEVEL_CODES, { error: 'Geçersiz sınıf seviyesi' });
export type ClassLevelCode = z.infer<typeof classLevelCode>;

export const SCHOOL_STAGES = ['ilkokul', 'ortaokul', 'lise', 'mezun'] as const;

/** What a student prepares for: an exam, or a YKS score type (which pulls in the tests it uses). */
export const EXAM_TARGETS = ['TYT', 'AYT', 'YDT', 'LGS', 'SAY', 'EA', 'SÖZ', 'DİL'] as const;
export const examTarget = z.enum(EXAM_TARGETS, { error: 'Geçersiz sınav hedefi' });
export type ExamTarget = z.infer<typeof examTarget>;

const count = z.number().int().positive();

/** net = correct − wrong / wrongsPerCorrect (YKS 4, LGS 3); blanks do not count. */
export const netRuleSchema = z.object({ wrongsPerCorrect: count });
export type NetRule = z.infer<typeof netRuleSchema>;

/** A course's share of a test; questionCount is null where only informal splits exist. */
export const examTestPartSchema = z.object({
  courseId: z.string(),
  name: z.string(),
  questionCount: count.nullable(),
});
export type ExamTestPart = z.infer<typeof examTestPartSchema>;

export const examTestSchema = z.object({
  code: z.string(),
  name: z.string(),
  questionCount: count,
  /** Weight of the test's net in the score where it is published (LGS); null otherwise. */
  coefficient: z.number().positive().nullable(),
  parts: z.array(examTestPartSchema),
});
export type ExamTest = z.infer<typeof examTestSchema>;

export const examSessionSchema = z.object({
  name: z.string(),
  durationMinutes: count,
  tests: z.array(examTestSchema),
});
export type ExamSession = z.infer<typeof examSessionSchema>;

export const examTypeSchema = z.object({
  code: examTypeCode,
  family: examFamily,
  name: z.string(),
  description: z.string(),
  questionCount: count,
  durationMinutes: count,
  sessions: z.array(examSessionSchema),
  netRule: netRuleSchema,
  scoreTypes: z.array(scoreTypeCode),
  languages: z.array(z.string()),
});
export type ExamType = z.infer<typeof examTypeSchema>;

export const testRefSchema = z.object({ examType: examTypeCode, testCode: z.string() });
export type TestRef = z.infer<typeof testRefSchema>;

export const scoreTypeSchema = z.object({
  code: scoreTypeCode,
  name: z.string(),
  tests: z.array(testRefSchema),
});
export type ScoreType = z.infer<typeof scoreTypeSchema>;

export const classLevelSchema = z.object({
  code: classLevelCode,
  name: z.string(),
  stage: z.enum(SCHOOL_STAGES),
  order: z.number().int(),
});
export type ClassLevel = z.infer<typeof classLevelSchema>;

/** A study field (alan) and the score type it aims at. */
export const fieldOptionSchema = z.object({
  code: scoreTypeCode,
  name: z.string(),
  description: z.string(),
});
export type FieldOption = z.infer<typeof fieldOptionSchema>;

export const RANKING_KINDS = ['rank', 'percentile', 'custom'] as const;

/** A target: a YKS rank tier (value = rank), an LGS percentile tier (value = %), or a free number. */
export const rankingOptionSchema = z.object({
  id: z.string(),
  family: examFamily,
  kind: z.enum(RANKING_KINDS),
  label: z.string(),
  value: z.number().positive().nullable(),
});
export type RankingOption = z.infer<typeof rankingOptionSchema>;

export const COURSE_KINDS = ['exam', 'school'] as const;

export const courseSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(COURSE_KINDS),
  /** null for school courses, which belong to a class level rather than an exam. */
  examType: examTypeCode.nullable(),
  classLevels: z.array(classLevelCode),
  topicCount: z.number().int().nonnegative(),
  order: z.number().int(),
});
export type Course = z.infer<typeof courseSchema>;

export const courseRefSchema = courseSchema.pick({ id: true, name: true });
export type CourseRef = z.infer<typeof courseRefSchema>;

export const topicSchema = z.object({
  /** Permanent: progress and plans refer to it across catalogue versions. */
  id: z.string(),
  /** The course the topic is written under (a school course may list another course's topics). */
  courseId: z.string(),
  name: z.string(),
  /** A heading that several neighbouring topics share ("Problemler", "Paragraf"), if any. */
  group: z.string().nullable(),
  order: z.number().int(),
});
export type Topic = z.infer<typeof topicSchema>;

export const topicSearchHitSchema = z.object({
  topic: topicSchema,
  course: courseRefSchema,
  examType: examTypeCode.nullable(),
  match: z.enum(['prefix', 'infix']),
});
export type TopicSearchHit = z.infer<typeof topicSearchHitSchema>;

export const pagedTopicsSchema = z.object({
  items: z.array(topicSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
});
export type PagedTopics = z.infer<typeof pagedTopicsSchema>;

export const studentCoursesSchema = z.object({ courses: z.array(courseSchema) });
export type StudentCourses = z.infer<typeof studentCoursesSchema>;

// ---- Limits (spec §9) ----

export const TOPICS_PAGE_DEFAULTS = { page: 1, limit: 50 } as const;
export const TOPIC_SEARCH_LIMIT = { default: 20, max: 100 } as const;
export const TOPICS_BY_EXAM_LIMIT_DEFAULT = 100;
/** Spec §4 polls concurrent loads at this interval; the web client shares one promise instead. */
export const EDUCATION_POLL_WAIT_MS = 100;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Cache lifetime per kind of call. The spec names exam types, class levels, exam classes, courses,
 * topics and search; the other kinds take the lifetime of their nearest relative.
 */
export const EDUCATION_CACHE_TTL_MS = {
  examTypes: HOUR,
  classLevels: HOUR,
  fieldOptions: HOUR,
  rankingOptions: HOUR,
  examClasses: 30 * MINUTE,
  courses: 30 * MINUTE,
  studentCourses: 30 * MINUTE,
  topics: 15 * MINUTE,
  topicsByExam: 15 * MINUTE,
  search: 5 * MINUTE,
} as const;
export type EducationCallKind = keyof typeof EDUCATION_CACHE_TTL_MS;

/** Shown when a call fails and the server gave no message (spec §8). */
export const EDUCATION_ERROR_MESSAGES: Record<EducationCallKind, string> = {
  examTypes: 'Sınav türleri alınamadı',
  classLevels: 'Sınıf seviyeleri alınamadı',
  fieldOptions: 'Alan seçenekleri alınamadı',
  rankingOptions: 'Hedef sıralama seçenekleri alınamadı',
  examClasses: 'Uygun sınıf seviyeleri alınamadı',
  courses: 'Dersler alınamadı',
  studentCourses: 'Öğrenci dersleri alınamadı',
  topics: 'Konular alınamadı',
  topicsByExam: 'Konular alınamadı',
  search: 'Konu araması yapılamadı',
};

// ---- Query strings ----

const positiveInt = (label: string) =>
  z.coerce
    .number({ error: `${label} bir sayı olmalı` })
    .int(`${label} tam sayı olmalı`)
    .min(1, `${label} en az 1 olmalı`);

export const topicsQuery = z.object({
  page: positiveInt('Sayfa').default(TOPICS_PAGE_DEFAULTS.page),
  limit: positiveInt('Sayfa boyutu').default(TOPICS_PAGE_DEFAULTS.limit),
});
export type TopicsQuery = z.infer<typeof topicsQuery>;

export const topicSearchQuery = z.object({
  q: z.string().trim().max(100, 'Arama metni en fazla 100 karakter olabilir').default(''),
  // Over-large limits are capped rather than refused: the caller still gets the best hits.
  limit: positiveInt('Sonuç sayısı')
    .default(TOPIC_SEARCH_LIMIT.default)
    .transform((n) => Math.min(n, TOPIC_SEARCH_LIMIT.max)),
});
export type TopicSearchQuery = z.infer<typeof topicSearchQuery>;

export const topicsByExamQuery = z.object({
  limit: positiveInt('Sonuç sayısı').default(TOPICS_BY_EXAM_LIMIT_DEFAULT),
});
export type TopicsByExamQuery = z.infer<typeof topicsByExamQuery>;

// ---- REST shape (spec §7) ----

export { EDUCATION_API_BASE, educationPaths } from './education-paths';

/** Every education answer is `{ data }`; failures are non-2xx with `{ message }`. */
export const educationEnvelope = <T extends z.ZodType>(data: T) => z.object({ data });
export const educationErrorBody = z.object({ message: z.string() });

/** The `data` schema of each call, for servers that validate what they send and clients that check it. */
export const educationResponseData = {
  examTypes: z.array(examTypeSchema),
  classLevels: z.array(classLevelSchema),
  fieldOptions: z.array(fieldOptionSchema),
  rankingOptions: z.array(rankingOptionSchema),
  examClasses: z.array(classLevelSchema),
  courses: z.array(courseSchema),
  studentCourses: studentCoursesSchema,
  topics: pagedTopicsSchema,
  topicsByExam: z.array(topicSchema),
  search: z.array(topicSearchHitSchema),
} as const satisfies Record<EducationCallKind, z.ZodType>;
