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
  p: { participantType: 'ADVISOR' | 'COACH' | 'STUDENT'; userId: string },
  s: number,
  reason: 'LEFT' | 'DECLINED' = 'LEFT',
): EventOf<'VideoCallLeft'> => ({ type: 'VideoCallLeft', data: { callId, ...p, reason, at: at(s) } });
const endedEvent = (
  reason: VideoEndReason,
  endedBy: 'ADVISOR' | 'COACH' | 'STUDENT' | 'PARENT' | 'SYSTEM',
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

describe('video call decider: a coach calls her student (and the parents)', () => {
  const host = { participantType: 'COACH' as const, userId: 'coach-1' };
  const parent = { participantType: 'PARENT' as const, userId: 'parent-1' };
  const otherParent = { participantType: 'PARENT' as const, userId: 'parent-2' };
  const start = (parentIds: string[] = [], assignedCoachId: string | null = 'coach-1') => ({
    type: 'StartVideoCall' as const,
    data: {
      callId,
      advisorId: null,
      coachId: 'coach-1',
      studentId: 'stu-1',
      participantType: 'STUDENT' as const,
      hostType: 'COACH' as const,
      parentIds,
      coachingSessionId: 'session-1',
      assignedCoachId,
      now: t0,
    },
  });
  const coachStarted = (parentIds: string[] = []): EventOf<'VideoCallStarted'> => ({
    type: 'VideoCallStarted',
    data: {
      callId,
      advisorId: null,
      coachId: 'coach-1',
      studentId: 'stu-1',
      participantType: 'STUDENT',
      startedAt: t0,
      hostType: 'COACH',
      parentIds,
      coachingSessionId: 'session-1',
    },
  });
  const parentJoined = (p: typeof parent, s: number): EventOf<'VideoCallJoined'> => ({
    type: 'VideoCallJoined',
    data: { callId, ...p, at: at(s) },
  });
  const parentLeft = (
    p: typeof parent,
    s: number,
    reason: 'LEFT' | 'DECLINED' = 'LEFT',
  ): EventOf<'VideoCallLeft'> => ({ type: 'VideoCallLeft', data: { callId, ...p, reason, at: at(s) } });
  const coachEnded = (
    reason: VideoEndReason,
    endedBy: 'COACH' | 'STUDENT' | 'PARENT' | 'SYSTEM',
    s: number,
    answeredAt: string | null,
    durationSeconds: number,
  ) => endedEvent(reason, endedBy, s, answeredAt, durationSeconds);

  it('starts with the student alone, or with the student and her parents (once each)', () => {
    given(videoCallDecider).when(start()).thenEmits([coachStarted()]);
    given(videoCallDecider)
      .when(start(['parent-1', 'parent-2', 'parent-1']))
      .thenEmits([coachStarted(['parent-1', 'parent-2'])]);
    const state = foldEvents(videoCallDecider, [coachStarted(['parent-1'])]);
    expect(state.participants).toEqual({ COACH: 'JOINED', STUDENT: 'INVITED' });
    expect(state.parents).toEqual({ 'parent-1': 'INVITED' });
  });

  it('refuses a student who is not hers, in Turkish', () => {
    given(videoCallDecider)
      .when(start([], 'coach-2'))
      .thenRefuses('FORBIDDEN', 'Yalnızca kendi öğrencinizle görüntülü görüşme başlatabilirsiniz');
    given(videoCallDecider).when(start([], null)).thenRefuses('FORBIDDEN');
  });

  it('lets the student and a parent join; the first of them answers the call', () => {
    given(videoCallDecider, [coachStarted(['parent-1'])])
      .when({ type: 'JoinVideoCall', data: { ...student, now: at(4) } })
      .thenEmits([joined(student, 4)]);
    given(videoCallDecider, [coachStarted(['parent-1'])])
      .when({ type: 'JoinVideoCall', data: { ...parent, now: at(6) } })
      .thenEmits([parentJoined(parent, 6)]);
    // The coach is in her call from the start; another parent is nobody here.
    given(videoCallDecider, [coachStarted(['parent-1'])])
      .when({ type: 'JoinVideoCall', data: { ...host, now: at(1) } })
      .thenEmits([]);
    given(videoCallDecider, [coachStarted(['parent-1'])])
      .when({ type: 'JoinVideoCall', data: { ...otherParent, now: at(1) } })
      .thenRefuses('NOT_FOUND', 'Görüşme bulunamadı');
    const state = foldEvents(videoCallDecider, [
      coachStarted(['parent-1']),
      parentJoined(parent, 6),
      joined(student, 9),
    ]);
    expect(state.answeredAt).toBe(at(6));
    expect(state.parents).toEqual({ 'parent-1': 'JOINED' });
  });

  it('lets the student and the parent decline or leave; the call ends when nobody else may come', () => {
    given(videoCallDecider, [coachStarted()])
      .when({ type: 'UpdateVideoCallStatus', data: { ...student, status: 'DECLINED', now: at(8) } })
      .thenEmits([left(student, 8, 'DECLINED'), coachEnded('DECLINED', 'STUDENT', 8, null, 0)]);
    // The parent declines: the student may still come.
    given(videoCallDecider, [coachStarted(['parent-1'])])
      .when({ type: 'UpdateVideoCallStatus', data: { ...parent, status: 'DECLINED', now: at(8) } })
      .thenEmits([parentLeft(parent, 8, 'DECLINED')]);
    const both = [coachStarted(['parent-1']), joined(student, 5), parentJoined(parent, 6)];
    given(videoCallDecider, both)
      .when({ type: 'UpdateVideoCallStatus', data: { ...parent, status: 'LEFT', now: at(30) } })
      .thenEmits([parentLeft(parent, 30)]);
    given(videoCallDecider, [...both, parentLeft(parent, 30)])
      .when({ type: 'EndVideoCall', data: { ...student, reason: 'STUDENT_LEFT', now: at(45) } })
      .thenEmits([left(student, 45), coachEnded('STUDENT_LEFT', 'STUDENT', 45, at(5), 40)]);
    given(videoCallDecider, [...both, left(student, 30)])
      .when({ type: 'EndVideoCall', data: { ...parent, reason: 'PARENT_LEFT', now: at(50) } })
      .thenEmits([parentLeft(parent, 50), coachEnded('PARENT_LEFT', 'PARENT', 50, at(5), 45)]);
    // The host does not decline her own call.
    given(videoCallDecider, [coachStarted()])
      .when({ type: 'UpdateVideoCallStatus', data: { ...host, status: 'DECLINED', now: at(8) } })
      .thenRefuses('CONFLICT', 'Görüşmeyi başlatan koç reddedemez; görüşmeyi bitirebilir');
  });

  it('records a parent’s connection changes under her own account', () => {
    const connected: EventOf<'VideoCallParticipantStatusChanged'> = {
      type: 'VideoCallParticipantStatusChanged',
      data: { callId, participantType: 'PARENT', userId: 'parent-1', status: 'CONNECTED', at: at(7) },
    };
    given(videoCallDecider, [coachStarted(['parent-1']), parentJoined(parent, 6)])
      .when({ type: 'UpdateVideoCallStatus', data: { ...parent, status: 'CONNECTED', now: at(7) } })
      .thenEmits([connected]);
    const state = foldEvents(videoCallDecider, [
      coachStarted(['parent-1']),
      parentJoined(parent, 6),
      connected,
    ]);
    expect(state.parents).toEqual({ 'parent-1': 'CONNECTED' });
  });

  it('ends for everyone when the coach ends it (COACH_ENDED) or hangs up (COACH_LEFT)', () => {
    const talking = [coachStarted(['parent-1']), joined(student, 5)];
    given(videoCallDecider, talking)
      .when({ type: 'EndVideoCall', data: { ...host, reason: 'COACH_ENDED', now: at(65) } })
      .thenEmits([coachEnded('COACH_ENDED', 'COACH', 65, at(5), 60)]);
    given(videoCallDecider, talking)
      .when({ type: 'EndVideoCall', data: { ...host, reason: 'COACH_LEFT', now: at(65) } })
      .thenRefuses('VALIDATION', /COACH_ENDED/);
    given(videoCallDecider, talking)
      .when({ type: 'UpdateVideoCallStatus', data: { ...host, status: 'LEFT', now: at(20) } })
      .thenEmits([left(host, 20), coachEnded('COACH_LEFT', 'COACH', 20, at(5), 15)]);
  });

  it('still times out a call nobody answered, and one everybody dropped out of', () => {
    const check = (s: number) => ({ type: 'TimeOutVideoCall' as const, data: { now: at(s), ...timeouts } });
    given(videoCallDecider, [coachStarted(['parent-1'])])
      .when(check(119))
      .thenEmits([]);
    given(videoCallDecider, [coachStarted(['parent-1'])])
      .when(check(120))
      .thenEmits([coachEnded('TIMEOUT', 'SYSTEM', 120, null, 0)]);
    const dropped = (participantType: 'COACH' | 'PARENT', s: number) => ({
      type: 'VideoCallParticipantStatusChanged' as const,
      data: {
        callId,
        participantType,
        ...(participantType === 'PARENT' ? { userId: 'parent-1' } : {}),
        status: 'DISCONNECTED' as const,
        at: at(s),
      },
    });
    const gone = [
      coachStarted(['parent-1']),
      parentJoined(parent, 5),
      dropped('PARENT', 100),
      dropped('COACH', 110),
    ];
    given(videoCallDecider, gone).when(check(409)).thenEmits([]);
    given(videoCallDecider, gone)
      .when(check(410))
      .thenEmits([coachEnded('TIMEOUT', 'SYSTEM', 410, at(5), 405)]);
  });
});
