import type { EventOf } from '@pusula/contracts';
import { describe, it } from 'vitest';
import { given } from '../testing';
import { coachClaimDecider } from './coach-claim-decider';
import { rosterDecider } from './roster-decider';

const now = '2026-11-22T10:00:00.000Z';
const a = 'adv-1';
const added = (coachId: string): EventOf<'CoachAddedToRoster'> => ({
  type: 'CoachAddedToRoster',
  data: { advisorId: a, coachId, at: now },
});
const enrolled = (studentId: string): EventOf<'StudentEnrolled'> => ({
  type: 'StudentEnrolled',
  data: { advisorId: a, studentId, at: now },
});
const assigned = (
  studentId: string,
  coachId: string,
  previousCoachId: string | null = null,
): EventOf<'CoachAssigned'> => ({
  type: 'CoachAssigned',
  data: { advisorId: a, studentId, coachId, previousCoachId, at: now },
});
const assign = (studentId: string, coachId: string, limit = 3, active = true) => ({
  type: 'AssignCoach' as const,
  data: { advisorId: a, studentId, coachId, coachStudentLimit: limit, coachActive: active, now },
});

describe('roster decider', () => {
  it('adds a coach under the limit and refuses at the limit with a Turkish message', () => {
    given(rosterDecider, [added('c1')])
      .when({ type: 'AddCoach', data: { advisorId: a, coachId: 'c2', maxCoachLimit: 2, now } })
      .thenEmits([added('c2')]);
    given(rosterDecider, [added('c1'), added('c2')])
      .when({ type: 'AddCoach', data: { advisorId: a, coachId: 'c3', maxCoachLimit: 2, now } })
      .thenRefuses('CONFLICT', /Koç kapasiteniz dolu \(en fazla 2 koç\)/);
    given(rosterDecider, [added('c1')])
      .when({ type: 'AddCoach', data: { advisorId: a, coachId: 'c1', maxCoachLimit: 10, now } })
      .thenRefuses('CONFLICT', 'Bu koç zaten ekibinizde');
  });

  it('assigns a student to a coach of the roster', () => {
    given(rosterDecider, [added('c1'), enrolled('s1')])
      .when(assign('s1', 'c1'))
      .thenEmits([assigned('s1', 'c1')]);
  });

  it('records the previous coach on re-assignment', () => {
    given(rosterDecider, [added('c1'), added('c2'), enrolled('s1'), assigned('s1', 'c1')])
      .when(assign('s1', 'c2'))
      .thenEmits([assigned('s1', 'c2', 'c1')]);
  });

  it('refuses a full coach, an inactive coach, a coach of another advisor, a double assignment and an unknown student', () => {
    const full = [added('c1'), enrolled('s1'), enrolled('s2'), assigned('s1', 'c1')];
    given(rosterDecider, full)
      .when(assign('s2', 'c1', 1))
      .thenRefuses('CONFLICT', /öğrenci kapasitesi dolu \(en fazla 1/);
    given(rosterDecider, [added('c1'), enrolled('s1')])
      .when(assign('s1', 'c1', 3, false))
      .thenRefuses('CONFLICT', /aktif değil/);
    given(rosterDecider, [enrolled('s1')])
      .when(assign('s1', 'c9'))
      .thenRefuses('FORBIDDEN', 'Bu koç sizin ekibinizde değil');
    given(rosterDecider, full)
      .when(assign('s1', 'c1'))
      .thenRefuses('CONFLICT', 'Öğrenci zaten bu koça atanmış');
    given(rosterDecider, [added('c1')])
      .when(assign('s9', 'c1'))
      .thenRefuses('NOT_FOUND');
  });

  it('frees a place when a student is unassigned', () => {
    given(rosterDecider, [
      added('c1'),
      enrolled('s1'),
      enrolled('s2'),
      assigned('s1', 'c1'),
      { type: 'CoachUnassigned', data: { advisorId: a, studentId: 's1', coachId: 'c1', at: now } },
    ])
      .when(assign('s2', 'c1', 1))
      .thenEmits([assigned('s2', 'c1')]);
  });

  it('unassigns only an assigned student of the roster', () => {
    given(rosterDecider, [added('c1'), enrolled('s1'), assigned('s1', 'c1')])
      .when({ type: 'UnassignCoach', data: { advisorId: a, studentId: 's1', now } })
      .thenEmits([
        { type: 'CoachUnassigned', data: { advisorId: a, studentId: 's1', coachId: 'c1', at: now } },
      ]);
    given(rosterDecider, [added('c1'), enrolled('s1')])
      .when({ type: 'UnassignCoach', data: { advisorId: a, studentId: 's1', now } })
      .thenRefuses('CONFLICT', 'Öğrencinin atanmış bir koçu yok');
    given(rosterDecider, [added('c1')])
      .when({ type: 'UnassignCoach', data: { advisorId: a, studentId: 's9', now } })
      .thenRefuses('NOT_FOUND', 'Öğrenci bulunamadı');
  });

  const enroll = (
    studentId: string,
    extra: {
      trialEndsAt?: string | null;
      placement?: { coachId: string; coachStudentLimit: number };
      advisorId?: string;
    } = {},
  ) => ({
    type: 'EnrollStudent' as const,
    data: {
      advisorId: extra.advisorId ?? a,
      studentId,
      trialEndsAt: extra.trialEndsAt ?? null,
      placement: extra.placement,
      now,
    },
  });

  it('enrolls a student once', () => {
    given(rosterDecider)
      .when(enroll('s1'))
      .thenEmits([enrolled('s1')]);
    given(rosterDecider, [enrolled('s1')])
      .when(enroll('s1'))
      .thenEmits([]);
  });

  it('enrolls during the trial and refuses once the trial has ended', () => {
    given(rosterDecider)
      .when(enroll('s1', { trialEndsAt: '2026-11-23T00:00:00.000Z' }))
      .thenEmits([enrolled('s1')]);
    given(rosterDecider)
      .when(enroll('s1', { trialEndsAt: now }))
      .thenRefuses('CONFLICT', /Deneme süreniz sona erdi/);
  });

  it("places a mentor's own student with the mentor, adding the mentor to their roster on the first one", () => {
    const m = 'mentor-1';
    const own = { type: 'CoachAddedToRoster' as const, data: { advisorId: m, coachId: m, at: now } };
    const ownEnrolled = (s: string) => ({
      type: 'StudentEnrolled' as const,
      data: { advisorId: m, studentId: s, at: now },
    });
    const ownAssigned = (s: string) => ({
      type: 'CoachAssigned' as const,
      data: { advisorId: m, studentId: s, coachId: m, previousCoachId: null, at: now },
    });
    const placed = (s: string, limit = 2) =>
      enroll(s, { advisorId: m, placement: { coachId: m, coachStudentLimit: limit } });
    given(rosterDecider)
      .when(placed('s1'))
      .thenEmits([own, ownEnrolled('s1'), ownAssigned('s1')]);
    given(rosterDecider, [own, ownEnrolled('s1'), ownAssigned('s1')])
      .when(placed('s2'))
      .thenEmits([ownEnrolled('s2'), ownAssigned('s2')]);
    given(rosterDecider, [own, ownEnrolled('s1'), ownAssigned('s1'), ownEnrolled('s2'), ownAssigned('s2')])
      .when(placed('s3'))
      .thenRefuses('CONFLICT', /Paketinizin öğrenci sınırına ulaştınız \(en fazla 2 öğrenci\)/);
  });

  it("places an advisor's new student with a coach of the roster only, within the coach's capacity", () => {
    given(rosterDecider, [added('c1')])
      .when(enroll('s1', { placement: { coachId: 'c1', coachStudentLimit: 1 } }))
      .thenEmits([enrolled('s1'), assigned('s1', 'c1')]);
    given(rosterDecider, [added('c1'), enrolled('s1'), assigned('s1', 'c1')])
      .when(enroll('s2', { placement: { coachId: 'c1', coachStudentLimit: 1 } }))
      .thenRefuses('CONFLICT', /öğrenci kapasitesi dolu/);
    given(rosterDecider)
      .when(enroll('s1', { placement: { coachId: 'c1', coachStudentLimit: 5 } }))
      .thenRefuses('FORBIDDEN', 'Bu koç sizin ekibinizde değil');
  });

  it('counts the limit per coach: a full coach does not block another coach of the roster', () => {
    given(rosterDecider, [added('c1'), added('c2'), enrolled('s1'), enrolled('s2'), assigned('s1', 'c1')])
      .when(assign('s2', 'c2', 1))
      .thenEmits([assigned('s2', 'c2')]);
  });

  it('refuses to remove a coach who is not in the roster', () => {
    given(rosterDecider)
      .when({ type: 'RemoveCoach', data: { advisorId: a, coachId: 'c1', now } })
      .thenRefuses('NOT_FOUND', 'Bu koç sizin ekibinizde değil');
  });

  it('removes a coach only without students', () => {
    given(rosterDecider, [added('c1'), enrolled('s1'), assigned('s1', 'c1')])
      .when({ type: 'RemoveCoach', data: { advisorId: a, coachId: 'c1', now } })
      .thenRefuses('CONFLICT', /öğrencileri var/);
    given(rosterDecider, [added('c1')])
      .when({ type: 'RemoveCoach', data: { advisorId: a, coachId: 'c1', now } })
      .thenEmits([{ type: 'CoachRemovedFromRoster', data: { advisorId: a, coachId: 'c1', at: now } }]);
  });

  const transferOut = (studentId: string, coachId: string, toAdvisorId = 'adv-2') => ({
    type: 'TransferStudentOut' as const,
    data: { advisorId: a, studentId, coachId, toAdvisorId, now },
  });
  const transferredOut = (studentId: string, coachId: string): EventOf<'StudentTransferredOut'> => ({
    type: 'StudentTransferredOut',
    data: { advisorId: a, studentId, coachId, toAdvisorId: 'adv-2', at: now },
  });

  it('lets a leaving coach take their own students, after which the coach can leave the roster', () => {
    const history = [added('c1'), enrolled('s1'), assigned('s1', 'c1')];
    given(rosterDecider, history)
      .when(transferOut('s1', 'c1'))
      .thenEmits([transferredOut('s1', 'c1')]);
    given(rosterDecider, [...history, transferredOut('s1', 'c1')])
      .when({ type: 'RemoveCoach', data: { advisorId: a, coachId: 'c1', now } })
      .thenEmits([{ type: 'CoachRemovedFromRoster', data: { advisorId: a, coachId: 'c1', at: now } }]);
    // The place is free again for the coaches who stay.
    given(rosterDecider, [...history, added('c2'), transferredOut('s1', 'c1')])
      .when(transferOut('s1', 'c1'))
      .thenRefuses('NOT_FOUND', 'Öğrenci bulunamadı');
  });

  it("never moves another coach's student, an unassigned one, or into the same roster", () => {
    const history = [added('c1'), added('c2'), enrolled('s1'), enrolled('s2'), assigned('s1', 'c1')];
    given(rosterDecider, history)
      .when(transferOut('s1', 'c2'))
      .thenRefuses('CONFLICT', 'Öğrenci bu koçla çalışmıyor');
    given(rosterDecider, history)
      .when(transferOut('s2', 'c1'))
      .thenRefuses('CONFLICT', 'Öğrenci bu koçla çalışmıyor');
    given(rosterDecider, history)
      .when(transferOut('s1', 'c1', a))
      .thenRefuses('CONFLICT', /zaten/);
  });
});

describe('coach claim decider', () => {
  const claimed = { type: 'CoachClaimed' as const, data: { coachId: 'c1', advisorId: 'adv-2', at: now } };
  it('lets one advisor claim an available coach and refuses a second advisor', () => {
    given(coachClaimDecider)
      .when({ type: 'ClaimCoach', data: { coachId: 'c1', advisorId: 'adv-2', now } })
      .thenEmits([claimed]);
    given(coachClaimDecider, [claimed])
      .when({ type: 'ClaimCoach', data: { coachId: 'c1', advisorId: 'adv-1', now } })
      .thenRefuses('FORBIDDEN', 'Bu koç başka bir danışmanın ekibinde');
  });
  it('releases only for the advisor that holds the coach', () => {
    given(coachClaimDecider, [claimed])
      .when({ type: 'ReleaseCoach', data: { coachId: 'c1', advisorId: 'adv-1', now } })
      .thenEmits([]);
    given(coachClaimDecider, [claimed])
      .when({ type: 'ReleaseCoach', data: { coachId: 'c1', advisorId: 'adv-2', now } })
      .thenEmits([{ type: 'CoachReleased', data: { coachId: 'c1', advisorId: 'adv-2', at: now } }]);
  });
});
