/**
 * Shared vocabulary of the student record (spec §2 student detail tabs): study activities, statuses,
 * mistake causes, reminder kinds, attention reasons and their thresholds.
 */

/** What a study block is for (reference §3 "Weekly program"). */
export const STUDY_ACTIVITIES = ['KONU_CALISMA', 'SORU_COZME', 'TEKRAR', 'DENEME'] as const;
export type StudyActivity = (typeof STUDY_ACTIVITIES)[number];
export const STUDY_ACTIVITY_LABELS: Record<StudyActivity, string> = {
  KONU_CALISMA: 'Konu çalışma',
  SORU_COZME: 'Soru çözme',
  TEKRAR: 'Tekrar',
  DENEME: 'Deneme',
};

export const SESSION_STATUSES = ['SCHEDULED', 'HELD', 'MISSED', 'CANCELLED'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** Why a deneme question was lost (reference §3 "Deneme analysis", step 3). */
export const MISTAKE_CAUSES = ['BILGI_EKSIGI', 'DIKKAT', 'SURE', 'SORU_TIPI'] as const;
export type MistakeCause = (typeof MISTAKE_CAUSES)[number];
export const MISTAKE_CAUSE_LABELS: Record<MistakeCause, string> = {
  BILGI_EKSIGI: 'Bilgi eksiği',
  DIKKAT: 'Dikkat hatası',
  SURE: 'Süre yetmedi',
  SORU_TIPI: 'Tanımadığı soru tipi',
};

/** ASSIGNED and not yet due, DONE, or LATE: not done and past its due time (computed against the clock). */
export const HOMEWORK_STATUSES = ['ASSIGNED', 'DONE', 'LATE'] as const;
export type HomeworkStatus = (typeof HOMEWORK_STATUSES)[number];

/** 24 h before the due time, on the due day (from 08:00 Istanbul), and once it is overdue. */
export const HOMEWORK_REMINDER_KINDS = ['DUE_IN_24H', 'DUE_TODAY', 'OVERDUE'] as const;
export type HomeworkReminderKind = (typeof HOMEWORK_REMINDER_KINDS)[number];

export const RESOURCE_KINDS = ['KITAP', 'SORU_BANKASI', 'DENEME_SETI', 'VIDEO', 'DIGER'] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];
/** What a resource's progress counts. */
export const RESOURCE_UNITS = ['PAGE', 'TEST'] as const;
export type ResourceUnit = (typeof RESOURCE_UNITS)[number];

export const GOAL_TARGET_KINDS = ['RANK', 'PERCENTILE', 'UNIVERSITY'] as const;

export const ATTENTION_REASONS = [
  'NET_FALLING',
  'PLAN_LOW',
  'HOMEWORK_OVERDUE',
  'NO_ACTIVITY',
  'SESSION_MISSED',
  'NO_MOCK_EXAM',
  'SESSION_NOT_CLOSED',
] as const;
export type AttentionReason = (typeof ATTENTION_REASONS)[number];

/** Thresholds of the attention queue (reference §3 "an exception queue"). */
export const ATTENTION_RULES = {
  /** Plan completion below this share of the blocks of the days already past this week. */
  planCompletionThreshold: 0.5,
  /** …counted only once at least this many blocks have passed (one missed block is not a trend). */
  planMinElapsedBlocks: 2,
  /** No study record (progress, homework done, deneme, session held) for this many days. */
  inactivityDays: 7,
  /**
   * Falling nets (`netFall`), judged per series of comparable denemes: the total of full denemes of one
   * exam type, each test inside them, and the branş denemes of one test. Tuned with `pnpm bench:attention`
   * (README "Attention rules"): at these values under 5 % of students whose level does not change are
   * flagged in a 12-deneme season.
   */
  netFall: {
    /** The recent denemes whose mean is compared… */
    recentDenemes: 2,
    /** …with the mean of at most this many denemes before them… */
    earlierWindow: 8,
    /** …once at least this many are there (fewer say nothing about the student's level or spread). */
    minEarlierDenemes: 4,
    /** Falling when the drop exceeds this many standard errors of the difference of the two means… */
    spreadMultiplier: 3,
    /**
     * …with the student's spread (standard deviation of the earlier denemes) taken as at least this many
     * nets × √(question count), so a few near-equal results do not turn a one-net dip into an alarm. Chance
     * spread grows with the square root of the questions (≈ 2,8 nets on a 40-question test, 4,9 on 120).
     */
    spreadFloorPerRootQuestion: 0.45,
  },
  /** No deneme entered for this many days (students with an exam target only). */
  noMockExamDays: 14,
  /** A coaching session still open (neither held, missed nor cancelled) this many hours after its end. */
  sessionCloseHours: 24,
  /** How long a coach or advisor may set a reason aside ("Ertele"). */
  acknowledgeDays: [3, 7, 14],
} as const;

/** The falling-net thresholds as numbers, so an organisation's own values fit the same functions. */
export type NetFallRules = { readonly [K in keyof (typeof ATTENTION_RULES)['netFall']]: number };

export const TIME_ZONE = 'Europe/Istanbul';

export const ISO_WEEK_PATTERN = /^(\d{4})-W(0[1-9]|[1-4]\d|5[0-3])$/;
