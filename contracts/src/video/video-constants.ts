/** Video call vocabulary without runtime dependencies (the web pages import this file alone). */
/**
 * Who takes part in a call: the host who starts it (an advisor, or a coach calling her own student) and
 * those invited — a coach, a student, the student's parents.
 */
export const VIDEO_PARTICIPANT_TYPES = ['ADVISOR', 'COACH', 'STUDENT', 'PARENT'] as const;
export type VideoParticipantType = (typeof VIDEO_PARTICIPANT_TYPES)[number];
/** Who may host a call: an advisor (spec §"Video call"), or a coach with one of her students. */
export const VIDEO_HOST_TYPES = ['ADVISOR', 'COACH'] as const;
export type VideoHostType = (typeof VIDEO_HOST_TYPES)[number];
/** The slots of the advisor's calls (the documented `/api/advisor/video-call` paths accept only these). */
export const ADVISOR_CALL_PARTICIPANT_TYPES = ['ADVISOR', 'COACH', 'STUDENT'] as const;
/** Whom an advisor calls (spec §3 "participantType" of the start payload). */
export const VIDEO_INVITEE_TYPES = ['COACH', 'STUDENT'] as const;
export type VideoInviteeType = (typeof VIDEO_INVITEE_TYPES)[number];

/** RINGING until someone invited joins, ACTIVE while the call runs, ENDED for good. */
export const VIDEO_CALL_STATUSES = ['RINGING', 'ACTIVE', 'ENDED'] as const;
export type VideoCallStatus = (typeof VIDEO_CALL_STATUSES)[number];

export const VIDEO_PARTICIPANT_STATUSES = [
  'INVITED',
  'JOINED',
  'CONNECTED',
  'DISCONNECTED',
  'LEFT',
  'DECLINED',
] as const;
export type VideoParticipantStatus = (typeof VIDEO_PARTICIPANT_STATUSES)[number];
/** What a participant may report with PUT /video-call/{id} (spec §7 `{participantType, status}`). */
export const VIDEO_STATUS_UPDATES = ['CONNECTED', 'DISCONNECTED', 'LEFT', 'DECLINED'] as const;
export type VideoStatusUpdate = (typeof VIDEO_STATUS_UPDATES)[number];

/**
 * Why a call ended. ADVISOR_ENDED is the spec's (COACH_ENDED when a coach hosts); a participant leaving
 * ends a call that would otherwise hold only the host (COACH_LEFT, STUDENT_LEFT, PARENT_LEFT, DECLINED);
 * the host leaving without ending it gives ADVISOR_LEFT / COACH_LEFT; the server's scheduler gives TIMEOUT.
 */
export const VIDEO_END_REASONS = [
  'ADVISOR_ENDED',
  'ADVISOR_LEFT',
  'COACH_LEFT',
  'STUDENT_LEFT',
  'DECLINED',
  'TIMEOUT',
  'COACH_ENDED',
  'PARENT_LEFT',
] as const;
export type VideoEndReason = (typeof VIDEO_END_REASONS)[number];

export const VIDEO_END_REASON_LABELS: Record<VideoEndReason, string> = {
  ADVISOR_ENDED: 'Danışman bitirdi',
  ADVISOR_LEFT: 'Danışman ayrıldı',
  COACH_LEFT: 'Koç ayrıldı',
  STUDENT_LEFT: 'Öğrenci ayrıldı',
  DECLINED: 'Reddedildi',
  TIMEOUT: 'Zaman aşımı',
  COACH_ENDED: 'Koç bitirdi',
  PARENT_LEFT: 'Veli ayrıldı',
};
export const VIDEO_PARTICIPANT_LABELS: Record<VideoParticipantType, string> = {
  ADVISOR: 'Danışman',
  COACH: 'Koç',
  STUDENT: 'Öğrenci',
  PARENT: 'Veli',
};
export const VIDEO_CALL_STATUS_LABELS: Record<VideoCallStatus, string> = {
  RINGING: 'Aranıyor',
  ACTIVE: 'Devam ediyor',
  ENDED: 'Sona erdi',
};
