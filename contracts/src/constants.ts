/** Business constants of the product specification (§9), in one place for server and web. */
export const NOTE_PRIORITIES = ['NORMAL', 'MEDIUM', 'HIGH'] as const;
export type NotePriority = (typeof NOTE_PRIORITIES)[number];
/** Coach lists sort HIGH first, then MEDIUM, then NORMAL. */
export const NOTE_PRIORITY_RANK: Record<NotePriority, number> = { HIGH: 0, MEDIUM: 1, NORMAL: 2 };

export const NOTE_CONTENT_MAX = 5_000;
export const NOTE_REPLY_MAX = 5_000;
export const MESSAGE_CONTENT_MAX = 5_000;

export const ADVISOR_MAX_COACH_LIMIT_DEFAULT = 10;
export const COACH_NOTES_PAGE_SIZE = 50;
export const NOTIFICATIONS_PAGE_DEFAULTS = { page: 1, limit: 20 } as const;
export const MESSAGES_PAGE_DEFAULTS = { page: 1, limit: 50 } as const;
export const ADVISOR_NOTIFICATION_LOAD = 10;

export const TOKEN_STORAGE_KEY = 'token';

/** What /live answers when the session of a connected socket ends (sign-out here or elsewhere). */
export const LIVE_SESSION_ENDED = 'Oturumunuz sona erdi';

export const TIMINGS_MS = {
  foregroundNotificationClose: 5_000,
  pushSetupDelay: 100,
  noteSuccessOverlay: 2_000,
  mobileMenuClose: 300,
  liveReconnect: 5_000,
  toastDefault: 5_000,
  toastWarning: 10_000,
  toastStartDelay: 50,
  toastExit: 300,
} as const;

export const TOAST_MAX = 5;

export const ROLES = ['ADVISOR', 'COACH', 'STUDENT', 'PARENT', 'ADMIN'] as const;
export type Role = (typeof ROLES)[number];
