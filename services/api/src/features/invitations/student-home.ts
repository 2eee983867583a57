import { DomainError } from '@pusula/domain';
import { studentOfAccountQuery } from '@pusula/projections';
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
  const student = studentId
    ? await db
        .selectFrom('students as s')
        .leftJoin('accounts as c', 'c.id', 's.coach_id')
        .select(['s.first_name', 's.last_name', 'c.first_name as coach_first', 'c.last_name as coach_last'])
        .where('s.id', '=', studentId)
        .executeTakeFirst()
    : undefined;
  if (!student) throw new DomainError('NOT_FOUND', 'Öğrenci kaydınız bulunamadı');
  return {
    firstName: student.first_name,
    lastName: student.last_name,
    coach: student.coach_first
      ? { firstName: student.coach_first, lastName: student.coach_last ?? '' }
      : null,
  };
}
