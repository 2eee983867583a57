import { DomainError } from '@pusula/domain';
import { studentOfAccountQuery, studentWithCoachQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';

export interface StudentHome {
  firstName: string;
  lastName: string;
  coach: { firstName: string; lastName: string } | null;
}

/** What a signed-in student sees until the student app comes: who they are and who coaches them. */
export async function studentHome(deps: AppDeps, accountId: string): Promise<StudentHome> {
  const db = deps.storage.db;
  const studentId = await studentOfAccountQuery(db, accountId);
  const student = studentId ? await studentWithCoachQuery(db, studentId) : undefined;
  if (!student) throw new DomainError('NOT_FOUND', 'Öğrenci kaydınız bulunamadı');
  return {
    firstName: student.first_name,
    lastName: student.last_name,
    coach: student.coach_first
      ? { firstName: student.coach_first, lastName: student.coach_last ?? '' }
      : null,
  };
}
