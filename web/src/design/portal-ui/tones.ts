export type Tone = 'neutral' | 'brand' | 'accent' | 'success' | 'danger';

/** Soft background and strong text of each tone (badges, stat icons). */
export const TONE_CLASSES: Record<Tone, string> = {
  neutral: 'bg-surface-muted text-ink-muted',
  brand: 'bg-brand-soft text-brand',
  accent: 'bg-accent-soft text-accent',
  success: 'bg-success-soft text-success',
  danger: 'bg-danger-soft text-danger',
};
