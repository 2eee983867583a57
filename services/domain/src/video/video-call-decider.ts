import type {
  EventOf,
  VideoEndReason,
  VideoHostType,
  VideoInviteeType,
  VideoParticipantStatus,
  VideoParticipantType,
  VideoStatusUpdate,
} from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';

type VideoCallEvent = EventOf<
  | 'VideoCallStarted'
  | 'VideoCallJoined'
  | 'VideoCallParticipantStatusChanged'
  | 'VideoCallLeft'
  | 'VideoCallEnded'
>;

/** Who acts on a call: the participant slot they claim and their id (a student's: the student id). */
export interface VideoParticipant {
  participantType: VideoParticipantType;
  userId: string;
}

export type VideoCallCommand =
  | {
      type: 'StartVideoCall';
      data: {
        callId: string;
        /** The hosting advisor; null when a coach hosts. */
        advisorId: string | null;
        coachId: string | null;
        studentId: string | null;
        participantType: VideoInviteeType;
        now: string;
        /** ADVISOR when absent (the spec's advisor calls). */
        hostType?: VideoHostType;
        /** Parent accounts of the student invited with her (a coach's call only). */
        parentIds?: string[];
        coachingSessionId?: string | null;
        /** Fact from the roster: the student's assigned coach (a coach may call only her own students). */
        assignedCoachId?: string | null;
      };
    }
  | { type: 'JoinVideoCall'; data: VideoParticipant & { now: string } }
  | { type: 'UpdateVideoCallStatus'; data: VideoParticipant & { status: VideoStatusUpdate; now: string } }
  | { type: 'EndVideoCall'; data: VideoParticipant & { reason: VideoEndReason; now: string } }
  /**
   * The scheduler's check: ends the call with TIMEOUT when nobody invited joined within `ringTimeoutMs`,
   * when it has run longer than `maxDurationMs`, or when nobody has been in it for `idleTimeoutMs`.
   * Emits nothing otherwise (and nothing for an ended call), so it can be asked again and again.
   */
  | {
      type: 'TimeOutVideoCall';
      data: { now: string; ringTimeoutMs: number; idleTimeoutMs: number; maxDurationMs: number };
    };

/** The slots a call has at most one of; parents are kept by account (a student may have two). */
type SingleSlot = Exclude<VideoParticipantType, 'PARENT'>;

export interface VideoCallState {
  started: boolean;
  callId: string;
  hostType: VideoHostType;
  ids: Partial<Record<SingleSlot, string>>;
  /** Every invited slot (and the host's) with its status. */
  participants: Partial<Record<SingleSlot, VideoParticipantStatus>>;
  /** Invited parents by account id, with their status. */
  parents: Record<string, VideoParticipantStatus>;
  startedAt: string;
  answeredAt: string | null;
  /** Last time anyone joined, left or changed connection: the idle timeout counts from here. */
  lastChangeAt: string;
  ended: boolean;
}

export const videoCallStreamId = (callId: string) => `video-call-${callId}`;

export const VIDEO_CALL_MESSAGES = {
  notFound: 'Görüşme bulunamadı',
  alreadyStarted: 'Bu görüşme zaten başlatıldı',
  ended: 'Bu görüşme sona erdi',
  alreadyEnded: 'Görüşme zaten sona ermiş',
  notJoined: 'Önce görüşmeye katılmalısınız',
  alreadyLeft: 'Görüşmeden zaten ayrıldınız',
  cannotDecline: 'Katıldığınız bir görüşmeyi reddedemezsiniz; ayrılabilirsiniz',
  advisorCannotDecline: 'Görüşmeyi başlatan danışman reddedemez; görüşmeyi bitirebilir',
  coachCannotDecline: 'Görüşmeyi başlatan koç reddedemez; görüşmeyi bitirebilir',
  notOwnStudent: 'Yalnızca kendi öğrencinizle görüntülü görüşme başlatabilirsiniz',
  noInvitee: 'Görüşme için bir koç veya öğrenci seçin',
  wrongReason: (expected: VideoEndReason) => `Bu görüşmeyi yalnızca ${expected} nedeniyle bitirebilirsiniz`,
  timeoutIsSystem: 'TIMEOUT nedeni yalnızca sistem tarafından verilir',
} as const;

/** Statuses of someone who is in the call right now. */
const PRESENT: readonly VideoParticipantStatus[] = ['JOINED', 'CONNECTED', 'DISCONNECTED'];
const isPresent = (s: VideoParticipantStatus | undefined) => s !== undefined && PRESENT.includes(s);
/** Statuses of someone who may still come: invited, or in the call. */
const mayCome = (s: VideoParticipantStatus | undefined) => s === 'INVITED' || isPresent(s);

const ownLeaveReason = {
  ADVISOR: 'ADVISOR_LEFT',
  COACH: 'COACH_LEFT',
  STUDENT: 'STUDENT_LEFT',
  PARENT: 'PARENT_LEFT',
} as const satisfies Record<VideoParticipantType, VideoEndReason>;
/** The host ends the call for everyone with this reason. */
const hostEndReason = {
  ADVISOR: 'ADVISOR_ENDED',
  COACH: 'COACH_ENDED',
} as const satisfies Record<VideoHostType, VideoEndReason>;
const hostCannotDecline = {
  ADVISOR: VIDEO_CALL_MESSAGES.advisorCannotDecline,
  COACH: VIDEO_CALL_MESSAGES.coachCannotDecline,
} as const satisfies Record<VideoHostType, string>;

const SINGLE_SLOTS: readonly SingleSlot[] = ['ADVISOR', 'COACH', 'STUDENT'];

/** Is `p` one of the call's participants (host or invited)? The signalling server's door asks too. */
export function holdsVideoSlot(state: VideoCallState, p: VideoParticipant): boolean {
  return (
    state.started &&
    (p.participantType === 'PARENT'
      ? Object.hasOwn(state.parents, p.userId)
      : state.ids[p.participantType] === p.userId)
  );
}

export function videoSlotStatus(
  state: VideoCallState,
  p: VideoParticipant,
): VideoParticipantStatus | undefined {
  return statusOf(state, p);
}

function statusOf(state: VideoCallState, p: VideoParticipant): VideoParticipantStatus | undefined {
  return p.participantType === 'PARENT' ? state.parents[p.userId] : state.participants[p.participantType];
}

/** Everyone's status but the host's and `p`'s: those whom the call is still for. */
function othersInvited(state: VideoCallState, p: VideoParticipant): (VideoParticipantStatus | undefined)[] {
  return [
    ...SINGLE_SLOTS.filter((t) => t !== state.hostType && t !== p.participantType).map(
      (t) => state.participants[t],
    ),
    ...Object.entries(state.parents)
      .filter(([id]) => p.participantType !== 'PARENT' || id !== p.userId)
      .map(([, status]) => status),
  ];
}

function withStatus(state: VideoCallState, p: VideoParticipant, status: VideoParticipantStatus) {
  return p.participantType === 'PARENT'
    ? { parents: { ...state.parents, [p.userId]: status } }
    : { participants: { ...state.participants, [p.participantType]: status } };
}

const ms = (iso: string) => Date.parse(iso);

function ended(
  state: VideoCallState,
  reason: VideoEndReason,
  endedBy: VideoParticipantType | 'SYSTEM',
  now: string,
): EventOf<'VideoCallEnded'> {
  const durationSeconds = state.answeredAt
    ? Math.max(0, Math.round((ms(now) - ms(state.answeredAt)) / 1000))
    : 0;
  return {
    type: 'VideoCallEnded',
    data: {
      callId: state.callId,
      reason,
      endedBy,
      startedAt: state.startedAt,
      answeredAt: state.answeredAt,
      endedAt: now,
      durationSeconds,
    },
  };
}

/** The caller must hold the slot they claim; anyone else learns nothing about the call (404). */
function assertParticipant(state: VideoCallState, p: VideoParticipant) {
  if (!holdsVideoSlot(state, p)) throw new DomainError('NOT_FOUND', VIDEO_CALL_MESSAGES.notFound);
}

/** The coach-hosted start: one of her own students, perhaps with the student's parents. */
function startedByCoach(d: Extract<VideoCallCommand, { type: 'StartVideoCall' }>['data']) {
  if (!d.coachId || !d.studentId) throw new DomainError('VALIDATION', VIDEO_CALL_MESSAGES.noInvitee);
  if (d.assignedCoachId !== d.coachId) throw new DomainError('FORBIDDEN', VIDEO_CALL_MESSAGES.notOwnStudent);
  return {
    type: 'VideoCallStarted' as const,
    data: {
      callId: d.callId,
      advisorId: null,
      coachId: d.coachId,
      studentId: d.studentId,
      participantType: 'STUDENT' as const,
      startedAt: d.now,
      hostType: 'COACH' as const,
      parentIds: [...new Set(d.parentIds ?? [])],
      coachingSessionId: d.coachingSessionId ?? null,
    },
  };
}

/**
 * A participant leaves (or declines). The call ends when the host leaves, or when nobody but the host is
 * left in it or still to come — so a 1:1 call ends when the other side hangs up.
 */
function leave(state: VideoCallState, p: VideoParticipant, reason: 'LEFT' | 'DECLINED', now: string) {
  const events: VideoCallEvent[] = [
    { type: 'VideoCallLeft', data: { callId: state.callId, ...p, reason, at: now } },
  ];
  if (p.participantType === state.hostType) {
    events.push(ended(state, ownLeaveReason[state.hostType], state.hostType, now));
    return events;
  }
  if (!othersInvited(state, p).some(mayCome))
    events.push(
      ended(
        state,
        reason === 'DECLINED' ? 'DECLINED' : ownLeaveReason[p.participantType],
        p.participantType,
        now,
      ),
    );
  return events;
}

export const videoCallDecider: Decider<VideoCallCommand, VideoCallEvent, VideoCallState> = {
  initialState: () => ({
    started: false,
    callId: '',
    hostType: 'ADVISOR',
    ids: {},
    participants: {},
    parents: {},
    startedAt: '',
    answeredAt: null,
    lastChangeAt: '',
    ended: false,
  }),

  decide(command, state) {
    switch (command.type) {
      case 'StartVideoCall': {
        const d = command.data;
        if (state.started) throw new DomainError('CONFLICT', VIDEO_CALL_MESSAGES.alreadyStarted);
        if (d.hostType === 'COACH') return [startedByCoach(d)];
        if (!d.advisorId || (!d.coachId && !d.studentId))
          throw new DomainError('VALIDATION', VIDEO_CALL_MESSAGES.noInvitee);
        return [
          {
            type: 'VideoCallStarted',
            data: {
              callId: d.callId,
              advisorId: d.advisorId,
              coachId: d.coachId,
              studentId: d.studentId,
              participantType: d.participantType,
              startedAt: d.now,
            },
          },
        ];
      }
      case 'JoinVideoCall': {
        const { now, ...p } = command.data;
        assertParticipant(state, p);
        if (state.ended) throw new DomainError('CONFLICT', VIDEO_CALL_MESSAGES.ended);
        // Joining again (a reload, a second click) changes nothing.
        if (isPresent(statusOf(state, p))) return [];
        return [{ type: 'VideoCallJoined', data: { callId: state.callId, ...p, at: now } }];
      }
      case 'UpdateVideoCallStatus': {
        const { now, status, ...p } = command.data;
        assertParticipant(state, p);
        if (state.ended) throw new DomainError('CONFLICT', VIDEO_CALL_MESSAGES.ended);
        const current = statusOf(state, p);
        if (status === 'DECLINED') {
          if (p.participantType === state.hostType)
            throw new DomainError('CONFLICT', hostCannotDecline[state.hostType]);
          if (current === 'DECLINED') return [];
          if (current !== 'INVITED') throw new DomainError('CONFLICT', VIDEO_CALL_MESSAGES.cannotDecline);
          return leave(state, p, 'DECLINED', now);
        }
        if (!isPresent(current))
          throw new DomainError(
            'CONFLICT',
            current === 'LEFT' ? VIDEO_CALL_MESSAGES.alreadyLeft : VIDEO_CALL_MESSAGES.notJoined,
          );
        if (status === 'LEFT') return leave(state, p, 'LEFT', now);
        if (current === status) return [];
        return [
          {
            type: 'VideoCallParticipantStatusChanged',
            data: {
              callId: state.callId,
              participantType: p.participantType,
              ...(p.participantType === 'PARENT' ? { userId: p.userId } : {}),
              status,
              at: now,
            },
          },
        ];
      }
      case 'EndVideoCall': {
        const { now, reason, ...p } = command.data;
        assertParticipant(state, p);
        if (state.ended) throw new DomainError('CONFLICT', VIDEO_CALL_MESSAGES.alreadyEnded);
        if (reason === 'TIMEOUT') throw new DomainError('VALIDATION', VIDEO_CALL_MESSAGES.timeoutIsSystem);
        // The host ends the call for everyone; anyone else ends their own part of it (= leaves).
        if (p.participantType === state.hostType) {
          const own = hostEndReason[state.hostType];
          if (reason !== own) throw new DomainError('VALIDATION', VIDEO_CALL_MESSAGES.wrongReason(own));
          return [ended(state, own, state.hostType, now)];
        }
        const own = ownLeaveReason[p.participantType];
        if (reason !== own) throw new DomainError('VALIDATION', VIDEO_CALL_MESSAGES.wrongReason(own));
        const current = statusOf(state, p);
        if (!isPresent(current))
          throw new DomainError(
            'CONFLICT',
            current === 'LEFT' ? VIDEO_CALL_MESSAGES.alreadyLeft : VIDEO_CALL_MESSAGES.notJoined,
          );
        return leave(state, p, 'LEFT', now);
      }
      case 'TimeOutVideoCall': {
        const { now, ringTimeoutMs, idleTimeoutMs, maxDurationMs } = command.data;
        if (!state.started || state.ended) return [];
        const t = ms(now);
        const unanswered = !state.answeredAt && t - ms(state.startedAt) >= ringTimeoutMs;
        const tooLong = t - ms(state.startedAt) >= maxDurationMs;
        const nobodyConnected = ![...Object.values(state.participants), ...Object.values(state.parents)].some(
          (s) => s === 'JOINED' || s === 'CONNECTED',
        );
        const idle =
          Boolean(state.answeredAt) && nobodyConnected && t - ms(state.lastChangeAt) >= idleTimeoutMs;
        return unanswered || tooLong || idle ? [ended(state, 'TIMEOUT', 'SYSTEM', now)] : [];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'VideoCallStarted': {
        const d = event.data;
        const hostType = d.hostType ?? 'ADVISOR';
        const ids: VideoCallState['ids'] = {};
        const participants: VideoCallState['participants'] = {};
        if (d.advisorId) {
          ids.ADVISOR = d.advisorId;
          participants.ADVISOR = 'JOINED';
        }
        if (d.coachId) {
          ids.COACH = d.coachId;
          // The host is in the call from the start.
          participants.COACH = hostType === 'COACH' ? 'JOINED' : 'INVITED';
        }
        if (d.studentId) {
          ids.STUDENT = d.studentId;
          participants.STUDENT = 'INVITED';
        }
        return {
          ...state,
          started: true,
          callId: d.callId,
          hostType,
          ids,
          participants,
          parents: Object.fromEntries((d.parentIds ?? []).map((id) => [id, 'INVITED' as const])),
          startedAt: d.startedAt,
          lastChangeAt: d.startedAt,
        };
      }
      case 'VideoCallJoined': {
        const d = event.data;
        const answers = d.participantType !== state.hostType && !state.answeredAt;
        return {
          ...state,
          ...withStatus(state, d, 'JOINED'),
          answeredAt: answers ? d.at : state.answeredAt,
          lastChangeAt: d.at,
        };
      }
      case 'VideoCallParticipantStatusChanged':
        return {
          ...state,
          ...withStatus(
            state,
            { participantType: event.data.participantType, userId: event.data.userId ?? '' },
            event.data.status,
          ),
          lastChangeAt: event.data.at,
        };
      case 'VideoCallLeft':
        return {
          ...state,
          ...withStatus(state, event.data, event.data.reason),
          lastChangeAt: event.data.at,
        };
      case 'VideoCallEnded':
        return { ...state, ended: true, lastChangeAt: event.data.endedAt };
    }
  },
};
