import type { EventOf, VideoEndReason } from '@pusula/contracts';
import { describe, expect, it } from 'vitest';
import { foldEvents } from '../decider';
import { given } from '../testing';
import { videoCallDecider } from './video-call-decider';

const t0 = '2026-11-22T10:00:00.000Z';
const at = (seconds: number) => new Date(Date.parse(t0) + seconds * 1000).toISOString();
const callId = 'call-1';
const advisor = { participantType: 'ADVISOR' as const, userId: 'adv-1' };
const coach = { participantType: 'COACH' as const, userId: 'coach-1' };
const student = { participantType: 'STUDENT' as const, userId: 'stu-1' };

const started = (studentId: string | null = null): EventOf<'VideoCallStarted'> => ({
  type: 'VideoCallStarted',
  data: {
    callId,
    advisorId: 'adv-1',
    coachId: 'coach-1',
    studentId,
    participantType: 'COACH',
    startedAt: t0,
  },
});
const joined = (
  p: typeof coach | typeof student | typeof advisor,
  s: number,
): EventOf<'VideoCallJoined'> => ({
  type: 'VideoCallJoined',
  data: { callId, ...p, at: at(s) },
});
const left = (
  p: typeof coach | typeof student | typeof advisor,
  s: number,
  reason: 'LEFT' | 'DECLINED' = 'LEFT',
): EventOf<'VideoCallLeft'> => ({ type: 'VideoCallLeft', data: { callId, ...p, reason, at: at(s) } });
const endedEvent = (
  reason: VideoEndReason,
  endedBy: 'ADVISOR' | 'COACH' | 'STUDENT' | 'SYSTEM',
  s: number,
  answeredAt: string | null,
  durationSeconds: number,
): EventOf<'VideoCallEnded'> => ({
  type: 'VideoCallEnded',
  data: { callId, reason, endedBy, startedAt: t0, answeredAt, endedAt: at(s), durationSeconds },
});
const timeouts = { ringTimeoutMs: 120_000, idleTimeoutMs: 300_000, maxDurationMs: 3_600_000 };

describe('video call decider', () => {
  it('starts a call with a coach, a student or both, never with nobody', () => {
    given(videoCallDecider)
      .when({
        type: 'StartVideoCall',
        data: {
          callId,
          advisorId: 'adv-1',
          coachId: 'coach-1',
          studentId: null,
          participantType: 'COACH',
          now: t0,
        },
      })
      .thenEmits([started()]);
    given(videoCallDecider)
      .when({
        type: 'StartVideoCall',
        data: {
          callId,
          advisorId: 'adv-1',
          coachId: null,
          studentId: null,
          participantType: 'COACH',
          now: t0,
        },
      })
      .thenRefuses('VALIDATION', 'Görüşme için bir koç veya öğrenci seçin');
    given(videoCallDecider, [started()])
      .when({
        type: 'StartVideoCall',
        data: {
          callId,
          advisorId: 'adv-1',
          coachId: 'coach-1',
          studentId: null,
          participantType: 'COACH',
          now: t0,
        },
      })
      .thenRefuses('CONFLICT');
  });

  it('lets the invited coach join once; joining again changes nothing', () => {
    given(videoCallDecider, [started()])
      .when({ type: 'JoinVideoCall', data: { ...coach, now: at(5) } })
      .thenEmits([joined(coach, 5)]);
    given(videoCallDecider, [started(), joined(coach, 5)])
      .when({ type: 'JoinVideoCall', data: { ...coach, now: at(9) } })
      .thenEmits([]);
    // The advisor is in the call from the start.
    given(videoCallDecider, [started()])
      .when({ type: 'JoinVideoCall', data: { ...advisor, now: at(1) } })
      .thenEmits([]);
  });

  it('hides the call from anyone who is not its participant (404), whatever slot they claim', () => {
    given(videoCallDecider, [started()])
      .when({ type: 'JoinVideoCall', data: { participantType: 'COACH', userId: 'coach-2', now: at(1) } })
      .thenRefuses('NOT_FOUND', 'Görüşme bulunamadı');
    given(videoCallDecider, [started()])
      .when({ type: 'JoinVideoCall', data: { participantType: 'STUDENT', userId: 'coach-1', now: at(1) } })
      .thenRefuses('NOT_FOUND');
    given(videoCallDecider)
      .when({ type: 'JoinVideoCall', data: { ...coach, now: at(1) } })
      .thenRefuses('NOT_FOUND');
  });

  it('refuses to join an ended call and to end a call twice (409, Turkish)', () => {
    const ended = [started(), joined(coach, 5), endedEvent('ADVISOR_ENDED', 'ADVISOR', 65, at(5), 60)];
    given(videoCallDecider, ended)
      .when({ type: 'JoinVideoCall', data: { ...coach, now: at(70) } })
      .thenRefuses('CONFLICT', 'Bu görüşme sona erdi');
    given(videoCallDecider, ended)
      .when({ type: 'EndVideoCall', data: { ...advisor, reason: 'ADVISOR_ENDED', now: at(70) } })
      .thenRefuses('CONFLICT', 'Görüşme zaten sona ermiş');
    given(videoCallDecider, ended)
      .when({ type: 'UpdateVideoCallStatus', data: { ...coach, status: 'CONNECTED', now: at(70) } })
      .thenRefuses('CONFLICT');
  });

  it('ends with ADVISOR_ENDED and the duration from answer to end', () => {
    given(videoCallDecider, [started(), joined(coach, 5)])
      .when({ type: 'EndVideoCall', data: { ...advisor, reason: 'ADVISOR_ENDED', now: at(95) } })
      .thenEmits([endedEvent('ADVISOR_ENDED', 'ADVISOR', 95, at(5), 90)]);
    // Nobody answered: no talk time.
    given(videoCallDecider, [started()])
      .when({ type: 'EndVideoCall', data: { ...advisor, reason: 'ADVISOR_ENDED', now: at(30) } })
      .thenEmits([endedEvent('ADVISOR_ENDED', 'ADVISOR', 30, null, 0)]);
  });

  it('accepts only each side its own end reason; TIMEOUT is the system’s', () => {
    given(videoCallDecider, [started(), joined(coach, 5)])
      .when({ type: 'EndVideoCall', data: { ...advisor, reason: 'COACH_LEFT', now: at(9) } })
      .thenRefuses('VALIDATION', /ADVISOR_ENDED/);
    given(videoCallDecider, [started(), joined(coach, 5)])
      .when({ type: 'EndVideoCall', data: { ...coach, reason: 'ADVISOR_ENDED', now: at(9) } })
      .thenRefuses('VALIDATION', /COACH_LEFT/);
    given(videoCallDecider, [started(), joined(coach, 5)])
      .when({ type: 'EndVideoCall', data: { ...advisor, reason: 'TIMEOUT', now: at(9) } })
      .thenRefuses('VALIDATION', /sistem/);
  });

  it('ends a 1:1 call when the coach leaves (COACH_LEFT); a group call goes on without them', () => {
    given(videoCallDecider, [started(), joined(coach, 5)])
      .when({ type: 'UpdateVideoCallStatus', data: { ...coach, status: 'LEFT', now: at(65) } })
      .thenEmits([left(coach, 65), endedEvent('COACH_LEFT', 'COACH', 65, at(5), 60)]);
    given(videoCallDecider, [started(), joined(coach, 5)])
      .when({ type: 'EndVideoCall', data: { ...coach, reason: 'COACH_LEFT', now: at(65) } })
      .thenEmits([left(coach, 65), endedEvent('COACH_LEFT', 'COACH', 65, at(5), 60)]);
    const group = [started('stu-1'), joined(coach, 5), joined(student, 6)];
    given(videoCallDecider, group)
      .when({ type: 'UpdateVideoCallStatus', data: { ...coach, status: 'LEFT', now: at(30) } })
      .thenEmits([left(coach, 30)]);
    given(videoCallDecider, [...group, left(coach, 30)])
      .when({ type: 'UpdateVideoCallStatus', data: { ...student, status: 'LEFT', now: at(45) } })
      .thenEmits([left(student, 45), endedEvent('STUDENT_LEFT', 'STUDENT', 45, at(5), 40)]);
    // Someone who left may come back while the call runs; leaving twice is refused.
    given(videoCallDecider, [...group, left(coach, 30)])
      .when({ type: 'JoinVideoCall', data: { ...coach, now: at(40) } })
      .thenEmits([joined(coach, 40)]);
    given(videoCallDecider, [...group, left(coach, 30)])
      .when({ type: 'UpdateVideoCallStatus', data: { ...coach, status: 'LEFT', now: at(40) } })
      .thenRefuses('CONFLICT', 'Görüşmeden zaten ayrıldınız');
  });

  it('ends the call when the advisor leaves without ending it', () => {
    given(videoCallDecider, [started(), joined(coach, 5)])
      .when({ type: 'UpdateVideoCallStatus', data: { ...advisor, status: 'LEFT', now: at(20) } })
      .thenEmits([left(advisor, 20), endedEvent('ADVISOR_LEFT', 'ADVISOR', 20, at(5), 15)]);
  });

  it('lets an invitee decline before joining, not after', () => {
    given(videoCallDecider, [started()])
      .when({ type: 'UpdateVideoCallStatus', data: { ...coach, status: 'DECLINED', now: at(8) } })
      .thenEmits([left(coach, 8, 'DECLINED'), endedEvent('DECLINED', 'COACH', 8, null, 0)]);
    given(videoCallDecider, [started(), joined(coach, 5)])
      .when({ type: 'UpdateVideoCallStatus', data: { ...coach, status: 'DECLINED', now: at(8) } })
      .thenRefuses('CONFLICT');
    given(videoCallDecider, [started()])
      .when({ type: 'UpdateVideoCallStatus', data: { ...advisor, status: 'DECLINED', now: at(8) } })
      .thenRefuses('CONFLICT');
    // In a group call one decline leaves the call ringing for the other invitee.
    given(videoCallDecider, [started('stu-1')])
      .when({ type: 'UpdateVideoCallStatus', data: { ...coach, status: 'DECLINED', now: at(8) } })
      .thenEmits([left(coach, 8, 'DECLINED')]);
  });

  it('records connection changes of joined participants only, once per change', () => {
    given(videoCallDecider, [started()])
      .when({ type: 'UpdateVideoCallStatus', data: { ...coach, status: 'CONNECTED', now: at(3) } })
      .thenRefuses('CONFLICT', 'Önce görüşmeye katılmalısınız');
    const connected: EventOf<'VideoCallParticipantStatusChanged'> = {
      type: 'VideoCallParticipantStatusChanged',
      data: { callId, participantType: 'COACH', status: 'CONNECTED', at: at(6) },
    };
    given(videoCallDecider, [started(), joined(coach, 5)])
      .when({ type: 'UpdateVideoCallStatus', data: { ...coach, status: 'CONNECTED', now: at(6) } })
      .thenEmits([connected]);
    given(videoCallDecider, [started(), joined(coach, 5), connected])
      .when({ type: 'UpdateVideoCallStatus', data: { ...coach, status: 'CONNECTED', now: at(7) } })
      .thenEmits([]);
  });

  it('times out a call nobody answered, one open too long, and one everybody dropped out of', () => {
    const check = (s: number) => ({ type: 'TimeOutVideoCall' as const, data: { now: at(s), ...timeouts } });
    given(videoCallDecider, [started()]).when(check(119)).thenEmits([]);
    given(videoCallDecider, [started()])
      .when(check(120))
      .thenEmits([endedEvent('TIMEOUT', 'SYSTEM', 120, null, 0)]);
    // Answered and connected: only the maximum duration ends it.
    given(videoCallDecider, [started(), joined(coach, 5)])
      .when(check(3599))
      .thenEmits([]);
    given(videoCallDecider, [started(), joined(coach, 5)])
      .when(check(3600))
      .thenEmits([endedEvent('TIMEOUT', 'SYSTEM', 3600, at(5), 3595)]);
    const dropped = (
      p: typeof coach | typeof advisor,
      s: number,
    ): EventOf<'VideoCallParticipantStatusChanged'> => ({
      type: 'VideoCallParticipantStatusChanged',
      data: { callId, participantType: p.participantType, status: 'DISCONNECTED', at: at(s) },
    });
    const bothGone = [started(), joined(coach, 5), dropped(coach, 100), dropped(advisor, 110)];
    given(videoCallDecider, bothGone).when(check(409)).thenEmits([]);
    given(videoCallDecider, bothGone)
      .when(check(410))
      .thenEmits([endedEvent('TIMEOUT', 'SYSTEM', 410, at(5), 405)]);
    // An ended call is left alone: the scheduler may ask any number of times.
    given(videoCallDecider, [started(), endedEvent('ADVISOR_ENDED', 'ADVISOR', 10, null, 0)])
      .when(check(5000))
      .thenEmits([]);
    given(videoCallDecider).when(check(5000)).thenEmits([]);
  });

  it('folds the answer time from the first invitee, not from the advisor', () => {
    const state = foldEvents(videoCallDecider, [started('stu-1'), joined(student, 7), joined(coach, 9)]);
    expect(state.answeredAt).toBe(at(7));
    expect(state.participants).toEqual({ ADVISOR: 'JOINED', COACH: 'JOINED', STUDENT: 'JOINED' });
  });
});
