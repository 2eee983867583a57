import type { NotePriority } from '@pusula/contracts/constants';

/** The Turkish names of an advisor note's priorities, wherever a note is shown or written. */
export const notePriorityLabels = {
  NORMAL: 'Normal',
  MEDIUM: 'Orta',
  HIGH: 'Yüksek',
} as const satisfies Record<NotePriority, string>;
