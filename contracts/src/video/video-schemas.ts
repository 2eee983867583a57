import { z } from 'zod';
import { idField } from '../advisor/advisor-dtos';
import {
  ADVISOR_CALL_PARTICIPANT_TYPES,
  VIDEO_CALL_STATUSES,
  VIDEO_END_REASONS,
  VIDEO_INVITEE_TYPES,
  VIDEO_STATUS_UPDATES,
  type VideoCallStatus,
  type VideoEndReason,
  type VideoHostType,
  type VideoInviteeType,
  type VideoParticipantStatus,
  type VideoParticipantType,
} from './video-events';

const optionalId = (label: string) =>
  z
    .union([idField(label), z.null()])
    .optional()
    .transform((v) => v ?? null);
const participantTypeField = z.enum(ADVISOR_CALL_PARTICIPANT_TYPES, {
  error: 'participantType ADVISOR, COACH veya STUDENT olmalı',
});

/** POST /api/advisor/video-call (spec §7): whom to call; a coach, a student, or both. */
export const startVideoCallInput = z
  .object({
    participantType: z.enum(VIDEO_INVITEE_TYPES, { error: 'participantType COACH veya STUDENT olmalı' }),
    coachId: optionalId('Koç'),
    studentId: optionalId('Öğrenci'),
    commandId: z.uuid().optional(),
  })
  .refine((v) => v.participantType !== 'COACH' || v.coachId, {
    message: 'Koçla görüşme için koç seçin',
    path: ['coachId'],
  })
  .refine((v) => v.participantType !== 'STUDENT' || v.studentId, {
    message: 'Öğrenciyle görüşme için öğrenci seçin',
    path: ['studentId'],
  });
export type StartVideoCallInput = z.infer<typeof startVideoCallInput>;

const callId = idField('Görüşme');

/**
 * A coach calls one of her students (optionally with the student's parents), perhaps from a coaching
 * session of that student.
 */
export const startStudentVideoCallInput = z.object({
  studentId: idField('Öğrenci'),
  inviteParents: z.boolean({ error: 'inviteParents true veya false olmalı' }).default(false),
  coachingSessionId: optionalId('Seans'),
  commandId: z.uuid().optional(),
});
export type StartStudentVideoCallInput = z.infer<typeof startStudentVideoCallInput>;

/** POST /api/advisor/video-call/{id} `{action: 'join', participantType}`. */
export const joinVideoCallInput = z.object({
  callId,
  action: z.literal('join', { error: "action 'join' olmalı" }),
  /** Optional: the caller's role decides; when given it must agree. */
  participantType: participantTypeField.optional(),
});

/** PUT /api/advisor/video-call/{id} `{participantType, status}`. */
export const updateVideoCallStatusInput = z.object({
  callId,
  participantType: participantTypeField.optional(),
  status: z.enum(VIDEO_STATUS_UPDATES, {
    error: 'status CONNECTED, DISCONNECTED, LEFT veya DECLINED olmalı',
  }),
});

/** POST /api/advisor/video-sessions/end `{sessionId, endReason}` (the session id is the call id). */
export const endVideoSessionInput = z.object({
  sessionId: idField('Görüşme'),
  endReason: z.enum(VIDEO_END_REASONS, { error: 'Geçersiz bitiş nedeni' }),
});

export const videoCallIdInput = z.object({ callId });

const isoDate = (label: string) =>
  z
    .string()
    .refine(
      (s) => /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(s) && !Number.isNaN(Date.parse(s)),
      `${label} geçerli bir tarih olmalı (YYYY-AA-GG)`,
    );

/** The call history with filters (advisor's history page, a coach's video logs). */
export const videoHistoryInput = z
  .object({
    coachId: idField('Koç').optional(),
    studentId: idField('Öğrenci').optional(),
    status: z.enum(VIDEO_CALL_STATUSES, { error: 'Geçersiz görüşme durumu' }).optional(),
    endReason: z.enum(VIDEO_END_REASONS, { error: 'Geçersiz bitiş nedeni' }).optional(),
    /** Calls started on or after this day (Istanbul days are the client's concern: ISO instants work too). */
    from: isoDate('Başlangıç tarihi').optional(),
    /** Calls started on or before this day (a bare date includes the whole day). */
    to: isoDate('Bitiş tarihi').optional(),
    page: z.coerce
      .number({ error: 'Sayfa bir sayı olmalı' })
      .int('Sayfa bir tam sayı olmalı')
      .min(1, 'Sayfa 1 veya daha büyük olmalı')
      .max(100_000, 'Sayfa çok büyük')
      .default(1),
    limit: z.coerce
      .number({ error: 'Sayfa boyutu bir sayı olmalı' })
      .int('Sayfa boyutu bir tam sayı olmalı')
      .min(1, 'Sayfa boyutu 1 ile 200 arasında olmalı')
      .max(200, 'Sayfa boyutu 1 ile 200 arasında olmalı')
      .default(50),
  })
  .refine((v) => !v.from || !v.to || Date.parse(v.to) >= Date.parse(v.from), {
    message: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
    path: ['to'],
  });
export type VideoHistoryInput = z.infer<typeof videoHistoryInput>;

export interface VideoParticipantDto {
  participantType: VideoParticipantType;
  /** Account id (advisor, coach, parent) or student id. */
  id: string;
  name: string;
  status: VideoParticipantStatus;
  joinedAt: string | null;
  leftAt: string | null;
}

/** A call as every reader sees it; also one line of the video logs (spec §3 "session payloads"). */
export interface VideoCallDto {
  id: string;
  /** The same id under the spec's name for `video-sessions/end`. */
  sessionId: string;
  participantType: VideoInviteeType;
  /** Who started the call and holds it: an advisor, or a coach calling her student. */
  hostType: VideoHostType;
  /** The hosting advisor; null when a coach hosts. */
  advisorId: string | null;
  coachId: string | null;
  studentId: string | null;
  status: VideoCallStatus;
  startedAt: string;
  answeredAt: string | null;
  endedAt: string | null;
  endReason: VideoEndReason | null;
  endedBy: VideoParticipantType | 'SYSTEM' | null;
  /** Seconds from answer to end (0 when nobody answered); for a running call, up to now. */
  durationSeconds: number;
  participants: VideoParticipantDto[];
  /** The coaching session a coach started the call from, if any. */
  coachingSessionId: string | null;
  /** The conference frame of this call. */
  roomUrl: string;
}

export interface VideoHistoryDto {
  items: VideoCallDto[];
  total: number;
  page: number;
  limit: number;
  /** Sum of the durations of every matching call (not only this page). */
  totalDurationSeconds: number;
}
