import type { EventOf } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';

type RosterEvent = EventOf<
  | 'CoachAddedToRoster'
  | 'CoachRemovedFromRoster'
  | 'StudentEnrolled'
  | 'CoachAssigned'
  | 'CoachUnassigned'
  | 'StudentTransferredOut'
>;

export type RosterCommand =
  | { type: 'AddCoach'; data: { advisorId: string; coachId: string; maxCoachLimit: number; now: string } }
  | { type: 'RemoveCoach'; data: { advisorId: string; coachId: string; now: string } }
  | {
      type: 'EnrollStudent';
      data: {
        advisorId: string;
        studentId: string;
        /** The organisation's trial end (null: no trial running): after it, nothing new is added. */
        trialEndsAt: string | null;
        /** Placed with a coach at once (a mentor adding their own student), within the coach's capacity. */
        placement?: { coachId: string; coachStudentLimit: number };
        now: string;
      };
    }
  | {
      type: 'AssignCoach';
      data: {
        advisorId: string;
        studentId: string;
        coachId: string;
        /** The coach's capacity and state as the account says now. */
        coachStudentLimit: number;
        coachActive: boolean;
        now: string;
      };
    }
  | { type: 'UnassignCoach'; data: { advisorId: string; studentId: string; now: string } }
  | {
      type: 'TransferStudentOut';
      data: { advisorId: string; studentId: string; coachId: string; toAdvisorId: string; now: string };
    };

export interface RosterState {
  coaches: ReadonlySet<string>;
  /** studentId → coachId (null: enrolled, not assigned). */
  students: ReadonlyMap<string, string | null>;
}

/**
 * One stream per roster owner holds their coaches, their students and every assignment, so the limits
 * (coaches per advisor, students per coach) are checked against one consistent state: two concurrent
 * assignments cannot both take the last place. The owner is an advisor, or an independent mentor for
 * their own practice (the mentor is then the roster's only coach; events name the owner `advisorId`).
 */
export const rosterStreamId = (advisorId: string) => `roster-${advisorId}`;

export const ROSTER_MESSAGES = {
  coachLimit: (limit: number) =>
    `Koç kapasiteniz dolu (en fazla ${limit} koç). Yeni koç eklemek için bir koçu çıkarın.`,
  coachNotInRoster: 'Bu koç sizin ekibinizde değil',
  studentNotInRoster: 'Öğrenci bulunamadı',
  coachInactive: 'Bu koçun hesabı aktif değil',
  studentLimit: (limit: number) => `Koçun öğrenci kapasitesi dolu (en fazla ${limit} öğrenci)`,
  alreadyAssigned: 'Öğrenci zaten bu koça atanmış',
  notAssigned: 'Öğrencinin atanmış bir koçu yok',
  coachHasStudents: 'Koçun öğrencileri var; önce öğrencileri başka bir koça atayın',
  trialEnded:
    'Deneme süreniz sona erdi: yeni öğrenci eklemek için paketinizi etkinleştirin (destek ekibimize yazın).',
  ownStudentLimit: (limit: number) =>
    `Paketinizin öğrenci sınırına ulaştınız (en fazla ${limit} öğrenci). Yeni öğrenci için paketinizi yükseltin.`,
  alreadyInRoster: 'Bu koç zaten ekibinizde',
  notTheStudentsCoach: 'Öğrenci bu koçla çalışmıyor',
} as const;

export function studentsOf(state: RosterState, coachId: string): number {
  let n = 0;
  for (const c of state.students.values()) if (c === coachId) n++;
  return n;
}

export const rosterDecider: Decider<RosterCommand, RosterEvent, RosterState> = {
  initialState: () => ({ coaches: new Set(), students: new Map() }),

  decide(command, state) {
    const { advisorId, now } = command.data;
    switch (command.type) {
      case 'AddCoach': {
        const { coachId, maxCoachLimit } = command.data;
        if (state.coaches.has(coachId)) throw new DomainError('CONFLICT', ROSTER_MESSAGES.alreadyInRoster);
        if (state.coaches.size >= maxCoachLimit)
          throw new DomainError('CONFLICT', ROSTER_MESSAGES.coachLimit(maxCoachLimit));
        return [{ type: 'CoachAddedToRoster', data: { advisorId, coachId, at: now } }];
      }
      case 'RemoveCoach': {
        const { coachId } = command.data;
        if (!state.coaches.has(coachId)) throw new DomainError('NOT_FOUND', ROSTER_MESSAGES.coachNotInRoster);
        if (studentsOf(state, coachId) > 0)
          throw new DomainError('CONFLICT', ROSTER_MESSAGES.coachHasStudents);
        return [{ type: 'CoachRemovedFromRoster', data: { advisorId, coachId, at: now } }];
      }
      case 'EnrollStudent': {
        const { studentId, trialEndsAt, placement } = command.data;
        if (state.students.has(studentId)) return [];
        if (trialEndsAt !== null && now >= trialEndsAt)
          throw new DomainError('CONFLICT', ROSTER_MESSAGES.trialEnded);
        const enrolled: RosterEvent = { type: 'StudentEnrolled', data: { advisorId, studentId, at: now } };
        if (!placement) return [enrolled];
        const { coachId, coachStudentLimit } = placement;
        const ownPractice = coachId === advisorId;
        if (!ownPractice && !state.coaches.has(coachId))
          throw new DomainError('FORBIDDEN', ROSTER_MESSAGES.coachNotInRoster);
        if (studentsOf(state, coachId) >= coachStudentLimit)
          throw new DomainError(
            'CONFLICT',
            ownPractice
              ? ROSTER_MESSAGES.ownStudentLimit(coachStudentLimit)
              : ROSTER_MESSAGES.studentLimit(coachStudentLimit),
          );
        return [
          // A mentor's own roster holds the mentor from their first student on.
          ...(ownPractice && !state.coaches.has(coachId)
            ? [{ type: 'CoachAddedToRoster' as const, data: { advisorId, coachId, at: now } }]
            : []),
          enrolled,
          {
            type: 'CoachAssigned',
            data: { advisorId, studentId, coachId, previousCoachId: null, at: now },
          },
        ];
      }
      case 'AssignCoach': {
        const { studentId, coachId, coachStudentLimit, coachActive } = command.data;
        if (!state.students.has(studentId))
          throw new DomainError('NOT_FOUND', ROSTER_MESSAGES.studentNotInRoster);
        if (!state.coaches.has(coachId)) throw new DomainError('FORBIDDEN', ROSTER_MESSAGES.coachNotInRoster);
        if (!coachActive) throw new DomainError('CONFLICT', ROSTER_MESSAGES.coachInactive);
        const previousCoachId = state.students.get(studentId) ?? null;
        if (previousCoachId === coachId) throw new DomainError('CONFLICT', ROSTER_MESSAGES.alreadyAssigned);
        if (studentsOf(state, coachId) >= coachStudentLimit) {
          throw new DomainError('CONFLICT', ROSTER_MESSAGES.studentLimit(coachStudentLimit));
        }
        return [{ type: 'CoachAssigned', data: { advisorId, studentId, coachId, previousCoachId, at: now } }];
      }
      case 'UnassignCoach': {
        const { studentId } = command.data;
        if (!state.students.has(studentId))
          throw new DomainError('NOT_FOUND', ROSTER_MESSAGES.studentNotInRoster);
        const coachId = state.students.get(studentId);
        if (!coachId) throw new DomainError('CONFLICT', ROSTER_MESSAGES.notAssigned);
        return [{ type: 'CoachUnassigned', data: { advisorId, studentId, coachId, at: now } }];
      }
      case 'TransferStudentOut': {
        // Only the student's own coach takes them along, and only as they leave for another roster.
        const { studentId, coachId, toAdvisorId } = command.data;
        if (!state.students.has(studentId))
          throw new DomainError('NOT_FOUND', ROSTER_MESSAGES.studentNotInRoster);
        if (state.students.get(studentId) !== coachId)
          throw new DomainError('CONFLICT', ROSTER_MESSAGES.notTheStudentsCoach);
        if (toAdvisorId === advisorId) throw new DomainError('CONFLICT', ROSTER_MESSAGES.alreadyInRoster);
        return [
          { type: 'StudentTransferredOut', data: { advisorId, studentId, coachId, toAdvisorId, at: now } },
        ];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'CoachAddedToRoster':
        return { ...state, coaches: new Set([...state.coaches, event.data.coachId]) };
      case 'CoachRemovedFromRoster':
        return { ...state, coaches: new Set([...state.coaches].filter((c) => c !== event.data.coachId)) };
      case 'StudentEnrolled':
        return { ...state, students: new Map([...state.students, [event.data.studentId, null]]) };
      case 'CoachAssigned':
        return {
          ...state,
          students: new Map([...state.students, [event.data.studentId, event.data.coachId]]),
        };
      case 'CoachUnassigned':
        return { ...state, students: new Map([...state.students, [event.data.studentId, null]]) };
      case 'StudentTransferredOut':
        return {
          ...state,
          students: new Map([...state.students].filter(([id]) => id !== event.data.studentId)),
        };
    }
  },
};
