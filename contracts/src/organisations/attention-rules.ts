import { z } from 'zod';
import { ATTENTION_RULES } from '../student-record/vocabulary';

/**
 * The attention-queue thresholds an organisation (a coaching company) may tune for its own students, and
 * the bounds it may tune them within. The platform's values stay in `ATTENTION_RULES`; an organisation
 * stores only what it changed (its overrides), so an untouched value follows the platform if the platform
 * re-tunes it. Students without an organisation always get the platform's values.
 */

/**
 * How readily falling nets are flagged, as a choice rather than a raw number: the `spreadMultiplier` of
 * `ATTENTION_RULES.netFall` (standard errors the drop must exceed). `pnpm bench:attention` with
 * BENCH_RULES measures each (README "Attention rules"): students whose level does not change flagged in a
 * season 14.1 % / 4.1 % / 0.7 %, a 10–12 net fall in one test flagged within 2 denemes 81 % / 72 % / 61 %.
 */
export const NET_FALL_SENSITIVITIES = ['HASSAS', 'DENGELI', 'TEMKINLI'] as const;
export type NetFallSensitivity = (typeof NET_FALL_SENSITIVITIES)[number];
export const NET_FALL_SPREAD_MULTIPLIERS: Record<NetFallSensitivity, number> = {
  HASSAS: 2.5,
  DENGELI: ATTENTION_RULES.netFall.spreadMultiplier,
  TEMKINLI: 3.5,
};
/** The most readily flagging choice: the projector keeps every series that falls at least this much. */
export const MOST_SENSITIVE_SPREAD_MULTIPLIER = Math.min(...Object.values(NET_FALL_SPREAD_MULTIPLIERS));
export const NET_FALL_SENSITIVITY_LABELS: Record<NetFallSensitivity, string> = {
  HASSAS: 'Hassas',
  DENGELI: 'Dengeli',
  TEMKINLI: 'Temkinli',
};

/** The numeric thresholds an organisation may tune, each with its Turkish name and sane bounds. */
export const TUNABLE_ATTENTION_NUMBERS = {
  // Under 20 % the reason would almost never show; over 80 % one skipped block a week would raise it.
  planCompletionPercent: { label: 'Plan tamamlama eşiği', unit: '%', min: 20, max: 80 },
  // A few days off is normal; a month without any record is already far too late to notice.
  inactivityDays: { label: 'Çalışma kaydı olmayan gün', unit: 'gün', min: 3, max: 30 },
  // Denemes are weekly in season (at least 2 a week advised); six weeks without one is the longest sane gap.
  noMockExamDays: { label: 'Deneme girilmeyen gün', unit: 'gün', min: 7, max: 45 },
  // A session is closed the same hour at best; three days later the coach has forgotten what happened.
  sessionCloseHours: { label: 'Seans kapatma süresi', unit: 'saat', min: 1, max: 72 },
} as const;
export type TunableAttentionNumber = keyof typeof TUNABLE_ATTENTION_NUMBERS;

/** Every tunable threshold, as an organisation sees and edits them. */
export interface AttentionRuleValues {
  planCompletionPercent: number;
  inactivityDays: number;
  noMockExamDays: number;
  sessionCloseHours: number;
  netFallSensitivity: NetFallSensitivity;
}
export type AttentionRuleOverrides = Partial<AttentionRuleValues>;

/** The platform's values, from `ATTENTION_RULES`. */
export const DEFAULT_ATTENTION_RULE_VALUES: Readonly<AttentionRuleValues> = {
  planCompletionPercent: Math.round(ATTENTION_RULES.planCompletionThreshold * 100),
  inactivityDays: ATTENTION_RULES.inactivityDays,
  noMockExamDays: ATTENTION_RULES.noMockExamDays,
  sessionCloseHours: ATTENTION_RULES.sessionCloseHours,
  netFallSensitivity: 'DENGELI',
};

const RULE_KEYS = Object.keys(DEFAULT_ATTENTION_RULE_VALUES) as (keyof AttentionRuleValues)[];

/** What an organisation's values are, its overrides over the platform's. */
export const attentionRuleValuesOf = (overrides: AttentionRuleOverrides | null | undefined) => ({
  ...DEFAULT_ATTENTION_RULE_VALUES,
  ...overrides,
});

/** Only the values that differ from the platform's: what an organisation stores. */
export function attentionOverridesOf(values: AttentionRuleValues): AttentionRuleOverrides {
  const overrides: AttentionRuleOverrides = {};
  for (const key of RULE_KEYS)
    if (values[key] !== DEFAULT_ATTENTION_RULE_VALUES[key])
      (overrides as Record<string, unknown>)[key] = values[key];
  return overrides;
}

export const sameAttentionOverrides = (a: AttentionRuleOverrides, b: AttentionRuleOverrides) =>
  RULE_KEYS.every((key) => a[key] === b[key]);

const boundsMessage = (key: TunableAttentionNumber) => {
  const { label, min, max } = TUNABLE_ATTENTION_NUMBERS[key];
  return `${label} ${min} ile ${max} arasında bir tam sayı olmalı`;
};
export const NET_FALL_SENSITIVITY_MESSAGE = 'Düşen net hassasiyeti hassas, dengeli veya temkinli olmalı';

/** The first value out of bounds and its Turkish message, or null: the one check of the API and the decider. */
export function attentionRuleProblem(values: AttentionRuleValues): { field: string; message: string } | null {
  for (const key of Object.keys(TUNABLE_ATTENTION_NUMBERS) as TunableAttentionNumber[]) {
    const { min, max } = TUNABLE_ATTENTION_NUMBERS[key];
    const value = values[key];
    if (!Number.isInteger(value) || value < min || value > max)
      return { field: key, message: boundsMessage(key) };
  }
  if (!NET_FALL_SENSITIVITIES.includes(values.netFallSensitivity))
    return { field: 'netFallSensitivity', message: NET_FALL_SENSITIVITY_MESSAGE };
  return null;
}

/** The thresholds the attention queue applies to one student, from their organisation's values. */
export interface AttentionThresholds {
  planCompletionThreshold: number;
  inactivityDays: number;
  noMockExamDays: number;
  sessionCloseHours: number;
  spreadMultiplier: number;
}
export const attentionThresholdsOf = (values: AttentionRuleValues): AttentionThresholds => ({
  planCompletionThreshold: values.planCompletionPercent / 100,
  inactivityDays: values.inactivityDays,
  noMockExamDays: values.noMockExamDays,
  sessionCloseHours: values.sessionCloseHours,
  spreadMultiplier: NET_FALL_SPREAD_MULTIPLIERS[values.netFallSensitivity],
});
export const DEFAULT_ATTENTION_THRESHOLDS = attentionThresholdsOf(DEFAULT_ATTENTION_RULE_VALUES);

const organisationIdField = z
  .string({ error: 'Kurum gerekli' })
  .trim()
  .min(1, 'Kurum gerekli')
  .max(100, 'Kurum çok uzun');
const numberField = (key: TunableAttentionNumber) =>
  z
    .number({ error: boundsMessage(key) })
    .int(boundsMessage(key))
    .min(TUNABLE_ATTENTION_NUMBERS[key].min, boundsMessage(key))
    .max(TUNABLE_ATTENTION_NUMBERS[key].max, boundsMessage(key));
const commandId = z.uuid({ error: 'İşlem kimliği geçerli bir UUID olmalı' }).optional();

export const attentionRulesRefInput = z.object({ organisationId: organisationIdField });
export const setAttentionRulesInput = z.object({
  organisationId: organisationIdField,
  planCompletionPercent: numberField('planCompletionPercent'),
  inactivityDays: numberField('inactivityDays'),
  noMockExamDays: numberField('noMockExamDays'),
  sessionCloseHours: numberField('sessionCloseHours'),
  netFallSensitivity: z.enum(NET_FALL_SENSITIVITIES, { error: NET_FALL_SENSITIVITY_MESSAGE }),
  commandId,
});
export const resetAttentionRulesInput = z.object({ organisationId: organisationIdField, commandId });

/**
 * Stream `organisation-{organisationId}`: the organisation's overrides after a change (only the values that
 * differ from the platform's; empty: back to the platform's values, „Varsayılana dön").
 */
export const organisationAttentionRulesChanged = z.object({
  organisationId: z.string(),
  overrides: z.object({
    planCompletionPercent: z.number().int().optional(),
    inactivityDays: z.number().int().optional(),
    noMockExamDays: z.number().int().optional(),
    sessionCloseHours: z.number().int().optional(),
    netFallSensitivity: z.enum(NET_FALL_SENSITIVITIES).optional(),
  }),
  changedBy: z.string(),
  at: z.string(),
});

/** An organisation's thresholds as the settings page shows them. */
export interface AttentionRulesDto {
  organisationId: string;
  organisationName: string;
  values: AttentionRuleValues;
  defaults: AttentionRuleValues;
  /** Which values differ from the platform's. */
  overridden: (keyof AttentionRuleValues)[];
  changedAt: string | null;
}
