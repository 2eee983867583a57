import type { CreateStudentInput } from '@pusula/contracts';
import { DomainError } from '@pusula/domain';
import { accountByIdQuery, organisationOfAccountQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import type { Actor } from '../../commands/handle-command';
import { createStudent } from '../accounts/account-service';
import { coachStudents } from './coach-students-service';

export const NO_ROSTER_MESSAGE =
  'Öğrenci eklemek için danışmanınızın ekibinde olmanız gerekiyor; danışmanınızdan sizi ekibine eklemesini isteyin';

/**
 * A coach adds a student of their own: an independent mentor into their practice, a company's coach into
 * their advisor's roster; either way placed with the coach at once, within the coach's student limit and
 * the organisation's trial.
 */
export async function addOwnStudent(
  deps: AppDeps,
  coach: Actor,
  input: Omit<CreateStudentInput, 'advisorId'>,
  commandId: string,
) {
  const db = deps.storage.db;
  const [me, organisation] = await Promise.all([
    accountByIdQuery(db, coach.userId),
    organisationOfAccountQuery(db, coach.userId),
  ]);
  const ownPractice = organisation?.kind === 'INDEPENDENT' && organisation.founder_id === coach.userId;
  const rosterOwnerId = me?.advisor_id ?? (ownPractice ? coach.userId : null);
  if (!rosterOwnerId) throw new DomainError('FORBIDDEN', NO_ROSTER_MESSAGE);
  const { studentId } = await createStudent(
    deps,
    input,
    { rosterOwnerId, coachId: coach.userId },
    commandId,
    coach,
  );
  const [student] = await coachStudents(deps, coach.userId, studentId);
  return student!;
}
