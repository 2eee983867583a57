import { DURATION_LIMITS } from './timer-machine';

export type DurationKey = keyof typeof DURATION_LIMITS;
export type DurationDraft = Record<DurationKey, string>;

/** Names of the phases as they read inside a sentence ("Odak süresi …"). */
const PHASE_NAMES: Record<DurationKey, string> = {
  work: 'Odak süresi',
  shortBreak: 'Kısa mola',
  longBreak: 'Uzun mola',
};

/**
 * Each typed duration's problem, in Turkish, keyed by field: all of them at once, so the page can show every
 * message under its own field instead of the browser's one-at-a-time bubble. Empty when all are valid.
 */
export function durationErrors(draft: DurationDraft): Partial<Record<DurationKey, string>> {
  const errors: Partial<Record<DurationKey, string>> = {};
  for (const key of Object.keys(DURATION_LIMITS) as DurationKey[]) {
    const { min, max } = DURATION_LIMITS[key];
    const typed = draft[key].trim();
    const value = Number(typed);
    if (typed === '') errors[key] = `${PHASE_NAMES[key]} için dakika girin.`;
    else if (!Number.isInteger(value) || value < min || value > max)
      errors[key] = `${PHASE_NAMES[key]} ${min} ile ${max} dakika arasında bir tam sayı olmalı.`;
  }
  return errors;
}
