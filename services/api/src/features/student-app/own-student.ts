import { DomainError } from '@pusula/domain';
import { studentOfAccountQuery } from '@pusula/projections';
import { authorize } from '../../auth/authorize';
import type { AuthedContext } from '../../trpc/init';

export const NO_STUDENT_RECORD = 'Öğrenci kaydınız bulunamadı';

/**
 * The signed-in student's own student id, from their account (`student_accounts`), never from the request:
 * a student app procedure has no way to name somebody else's record. `authorize` is still asked, so the one
 * authorisation function stays the one place that says a student may touch this record.
 */
export async function ownStudentId(ctx: Pick<AuthedContext, 'deps' | 'user'>): Promise<string> {
  const db = ctx.deps.storage.db;
  const studentId = await studentOfAccountQuery(db, ctx.user.userId);
  if (!studentId) throw new DomainError('NOT_FOUND', NO_STUDENT_RECORD);
  await authorize(db, ctx.user, { kind: 'student', studentId });
  return studentId;
}
