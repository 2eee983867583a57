import type { EventOf } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';

export type CreateStudent = { type: 'CreateStudent'; data: EventOf<'StudentCreated'>['data'] };
type StudentState = { exists: boolean };

export const studentStreamId = (studentId: string) => `student-${studentId}`;

/** A student record (students have no login yet): created once by an advisor or an admin. */
export const studentDecider: Decider<CreateStudent, EventOf<'StudentCreated'>, StudentState> = {
  initialState: () => ({ exists: false }),
  decide(command, state) {
    if (state.exists) throw new DomainError('CONFLICT', 'Bu öğrenci kaydı zaten var');
    return [{ type: 'StudentCreated', data: command.data }];
  },
  evolve: () => ({ exists: true }),
};
