import type { NotePriority } from '@pusula/contracts/constants';

/** The Turkish names of an advisor note's priorities, wherever a note is shown or written. */
export const notePriorityLabels = {
  NORMAL: 'Normal',
  MEDIUM: 'Orta',
  HIGH: 'Yüksek',
} as const satisfies Record<NotePriority, string>;

/** An advisor note as its advisor sees it (read state and the coach's reply). */
export const advisorNoteTexts = {
  reply: 'Koçun yanıtı',
  awaitingReply: 'Yanıt bekleniyor',
  readAt: 'Okundu',
  unread: 'Okunmadı',
} as const;
