import { z } from 'zod';

/** Who takes part in a call: the advisor who starts it, and their coach and/or student. */
export const VIDEO_PARTICIPANT_TYPES = ['ADVISOR', 'COACH', 'STUDENT'] as const;
export type VideoParticipantType = (typeof VIDEO_PARTICIPANT_TYPES)[number];
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
 * Why a call ended. ADVISOR_ENDED is the spec's; a participant leaving ends a call that would otherwise
 * hold only the advisor (COACH_LEFT, STUDENT_LEFT, DECLINED); the advisor leaving without ending it gives
 * ADVISOR_LEFT; the server's scheduler gives TIMEOUT.
 */
export const VIDEO_END_REASONS = [
  'ADVISOR_ENDED',
  'ADVISOR_LEFT',
  'COACH_LEFT',
  'STUDENT_LEFT',
  'DECLINED',
  'TIMEOUT',
] as const;
export type VideoEndReason = (typeof VIDEO_END_REASONS)[number];

export const VIDEO_END_REASON_LABELS: Record<VideoEndReason, string> = {
  ADVISOR_ENDED: 'Danışman bitirdi',
  ADVISOR_LEFT: 'Danışman ayrıldı',
  COACH_LEFT: 'Koç ayrıldı',
  STUDENT_LEFT: 'Öğrenci ayrıldı',
  DECLINED: 'Reddedildi',
  TIMEOUT: 'Zaman aşımı',
};
export const VIDEO_PARTICIPANT_LABELS: Record<VideoParticipantType, string> = {
  ADVISOR: 'Danışman',
  COACH: 'Koç',
  STUDENT: 'Öğrenci',
};
export const VIDEO_CALL_STATUS_LABELS: Record<VideoCallStatus, string> = {
  RINGING: 'Aranıyor',
  ACTIVE: 'Devam ediyor',
  ENDED: 'Sona erdi',
};

const participantType = z.enum(VIDEO_PARTICIPANT_TYPES);

/** Stream `video-call-{callId}`: one call from start to end. */
export const videoCallStarted = z.object({
  callId: z.string(),
  advisorId: z.string(),
  coachId: z.string().nullable(),
  studentId: z.string().nullable(),
  participantType: z.enum(VIDEO_INVITEE_TYPES),
  startedAt: z.string(),
});
export const videoCallJoined = z.object({
  callId: z.string(),
  participantType,
  userId: z.string(),
  at: z.string(),
});
/** Media connection of a joined participant (reported by the client or seen by the signalling server). */
export const videoCallParticipantStatusChanged = z.object({
  callId: z.string(),
  participantType,
  status: z.enum(['CONNECTED', 'DISCONNECTED']),
  at: z.string(),
});
export const videoCallLeft = z.object({
  callId: z.string(),
  participantType,
  userId: z.string(),
  /** LEFT after joining; DECLINED without ever joining. */
  reason: z.enum(['LEFT', 'DECLINED']),
  at: z.string(),
});
export const videoCallEnded = z.object({
  callId: z.string(),
  reason: z.enum(VIDEO_END_REASONS),
  endedBy: z.enum([...VIDEO_PARTICIPANT_TYPES, 'SYSTEM']),
  startedAt: z.string(),
  /** When the first invited participant joined; null for a call nobody answered. */
  answeredAt: z.string().nullable(),
  endedAt: z.string(),
  /** Seconds from answer to end; 0 for a call nobody answered. */
  durationSeconds: z.number().int().min(0),
});

export type VideoCallEvent =
  | { type: 'VideoCallStarted'; data: z.infer<typeof videoCallStarted> }
  | { type: 'VideoCallJoined'; data: z.infer<typeof videoCallJoined> }
  | { type: 'VideoCallParticipantStatusChanged'; data: z.infer<typeof videoCallParticipantStatusChanged> }
  | { type: 'VideoCallLeft'; data: z.infer<typeof videoCallLeft> }
  | { type: 'VideoCallEnded'; data: z.infer<typeof videoCallEnded> };
