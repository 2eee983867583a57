import { z } from 'zod';

import { VIDEO_END_REASONS, VIDEO_INVITEE_TYPES, VIDEO_PARTICIPANT_TYPES } from './video-constants';

export * from './video-constants';

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
