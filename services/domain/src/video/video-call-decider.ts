import type {
  EventOf,
  VideoEndReason,
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

/** Who acts on a call: the participant slot they claim and their account id. */
interface Participant {
  participantType: VideoParticipantType;
  userId: string;
}

export type VideoCallCommand =
  | {
      type: 'StartVideoCall';
      data: {
        callId: string;
        advisorId: string;
        coachId: string | null;
        studentId: string | null;
        participantType: VideoInviteeType;
        now: string;
      };
    }
  | { type: 'JoinVideoCall'; data: Participant & { now: string } }
  | { type: 'UpdateVideoCallStatus'; data: Participant & { status: VideoStatusUpdate; now: string } }
  | { type: 'EndVideoCall'; data: Participant & { reason: VideoEndReason; now: string } }
  /**
   * The scheduler's check: ends the call with TIMEOUT when nobody invited joined within `ringTimeoutMs`,
   * when it has run longer than `maxDurationMs`, or when nobody has been in it for `idleTimeoutMs`.
   * Emits nothing otherwise (and nothing for an ended call), so it can be asked again and again.
   */
  | {
      type: 'TimeOutVideoCall';
      data: { now: string; ringTimeoutMs: number; idleTimeoutMs: number; maxDurationMs: number };
    };

export interface VideoCallState {
  started: boolean;
  callId: string;
  ids: Partial<Record<VideoParticipantType, string>>;
  /** Every invited slot (and the advisor's) with its status. */
  participants: Partial<Record<VideoParticipantType, VideoParticipantStatus>>;
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
} as const satisfies Record<VideoParticipantType, VideoEndReason>;

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
function assertParticipant(state: VideoCallState, p: Participant) {
  if (!state.started || state.ids[p.participantType] !== p.userId)
    throw new DomainError('NOT_FOUND', VIDEO_CALL_MESSAGES.notFound);
}

/**
 * A participant leaves (or declines). The call ends when the advisor leaves, or when nobody but the
 * advisor is left in it or still to come — so a 1:1 call ends when the other side hangs up.
 */
function leave(state: VideoCallState, p: Participant, reason: 'LEFT' | 'DECLINED', now: string) {
  const events: VideoCallEvent[] = [
    { type: 'VideoCallLeft', data: { callId: state.callId, ...p, reason, at: now } },
  ];
  if (p.participantType === 'ADVISOR') {
    events.push(ended(state, 'ADVISOR_LEFT', 'ADVISOR', now));
    return events;
  }
  const othersMayCome = (['COACH', 'STUDENT'] as const).some(
    (t) => t !== p.participantType && mayCome(state.participants[t]),
  );
  if (!othersMayCome)
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
    ids: {},
    participants: {},
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
        if (!d.coachId && !d.studentId) throw new DomainError('VALIDATION', VIDEO_CALL_MESSAGES.noInvitee);
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
        if (isPresent(state.participants[p.participantType])) return [];
        return [{ type: 'VideoCallJoined', data: { callId: state.callId, ...p, at: now } }];
      }
      case 'UpdateVideoCallStatus': {
        const { now, status, ...p } = command.data;
        assertParticipant(state, p);
        if (state.ended) throw new DomainError('CONFLICT', VIDEO_CALL_MESSAGES.ended);
        const current = state.participants[p.participantType];
        if (status === 'DECLINED') {
          if (p.participantType === 'ADVISOR')
            throw new DomainError('CONFLICT', VIDEO_CALL_MESSAGES.advisorCannotDecline);
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
            data: { callId: state.callId, participantType: p.participantType, status, at: now },
          },
        ];
      }
      case 'EndVideoCall': {
        const { now, reason, ...p } = command.data;
        assertParticipant(state, p);
        if (state.ended) throw new DomainError('CONFLICT', VIDEO_CALL_MESSAGES.alreadyEnded);
        if (reason === 'TIMEOUT') throw new DomainError('VALIDATION', VIDEO_CALL_MESSAGES.timeoutIsSystem);
        // The advisor ends the call for everyone; anyone else ends their own part of it (= leaves).
        if (p.participantType === 'ADVISOR') {
          if (reason !== 'ADVISOR_ENDED')
            throw new DomainError('VALIDATION', VIDEO_CALL_MESSAGES.wrongReason('ADVISOR_ENDED'));
          return [ended(state, 'ADVISOR_ENDED', 'ADVISOR', now)];
        }
        const own = ownLeaveReason[p.participantType];
        if (reason !== own) throw new DomainError('VALIDATION', VIDEO_CALL_MESSAGES.wrongReason(own));
        const current = state.participants[p.participantType];
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
        const nobodyConnected = !Object.values(state.participants).some(
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
        const ids: VideoCallState['ids'] = { ADVISOR: d.advisorId };
        const participants: VideoCallState['participants'] = { ADVISOR: 'JOINED' };
        if (d.coachId) {
          ids.COACH = d.coachId;
          participants.COACH = 'INVITED';
        }
        if (d.studentId) {
          ids.STUDENT = d.studentId;
          participants.STUDENT = 'INVITED';
        }
        return {
          ...state,
          started: true,
          callId: d.callId,
          ids,
          participants,
          startedAt: d.startedAt,
          lastChangeAt: d.startedAt,
        };
      }
      case 'VideoCallJoined': {
        const d = event.data;
        const answers = d.participantType !== 'ADVISOR' && !state.answeredAt;
        return {
          ...state,
          participants: { ...state.participants, [d.participantType]: 'JOINED' },
          answeredAt: answers ? d.at : state.answeredAt,
          lastChangeAt: d.at,
        };
      }
      case 'VideoCallParticipantStatusChanged':
        return {
          ...state,
          participants: { ...state.participants, [event.data.participantType]: event.data.status },
          lastChangeAt: event.data.at,
        };
      case 'VideoCallLeft':
        return {
          ...state,
          participants: { ...state.participants, [event.data.participantType]: event.data.reason },
          lastChangeAt: event.data.at,
        };
      case 'VideoCallEnded':
        return { ...state, ended: true, lastChangeAt: event.data.endedAt };
    }
  },
};
