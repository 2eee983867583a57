import { z } from 'zod';

import {
  VIDEO_END_REASONS,
  VIDEO_HOST_TYPES,
  VIDEO_INVITEE_TYPES,
  VIDEO_PARTICIPANT_TYPES,
} from './video-constants';

export * from './video-constants';

const participantType = z.enum(VIDEO_PARTICIPANT_TYPES);

/** Stream `video-call-{callId}`: one call from start to end. */
export const videoCallStarted = z.object({
  callId: z.string(),
  /** The hosting advisor; null when a coach hosts. */
  advisorId: z.string().nullable(),
  coachId: z.string().nullable(),
  studentId: z.string().nullable(),
  participantType: z.enum(VIDEO_INVITEE_TYPES),
  startedAt: z.string(),
  /** Who hosts (absent in the calls stored before coaches could host: ADVISOR). */
  hostType: z.enum(VIDEO_HOST_TYPES).optional(),
  /** Parent accounts invited with the student (absent: none). */
  parentIds: z.array(z.string()).optional(),
  /** The coaching session the coach started the call from, if any. */
  coachingSessionId: z.string().nullable().optional(),
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
  /** Whose connection: given for a parent (a call may hold several); the slot says it for the others. */
  userId: z.string().optional(),
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
