import { accountByIdQuery, accountsByIdQuery, linkedStudentsQuery } from '@pusula/projections';
import { TRPCError } from '@trpc/server';
import type { AppDeps } from '../../app-deps';
import { MESSAGES } from '../../errors';

/** A student as their parent's portal lists them: who they are and who coaches them. */
export interface LinkedStudentDto {
  id: string;
  firstName: string;
  lastName: string;
  classLevel: string;
  examTarget: string;
  school: string | null;
  coach: { id: string; firstName: string; lastName: string; email: string } | null;
}

/**
 * The students linked to this parent and nobody else's: the link table is the whole authority here, so a
 * parent can only ever be answered with their own family.
 */
export async function myLinkedStudents(deps: AppDeps, parentId: string): Promise<LinkedStudentDto[]> {
  const db = deps.storage.db;
  const students = await linkedStudentsQuery(db, parentId);
  const coachIds = [...new Set(students.map((s) => s.coach_id).filter((id): id is string => Boolean(id)))];
  const coaches = await accountsByIdQuery(db, coachIds);
  const coachById = new Map(coaches.map((c) => [c.id, c]));
  return students.map((s) => {
    const coach = s.coach_id ? coachById.get(s.coach_id) : undefined;
    return {
      id: s.id,
      firstName: s.first_name,
      lastName: s.last_name,
      classLevel: s.class_level,
      examTarget: s.exam_target,
      school: s.school,
      coach: coach
        ? { id: coach.id, firstName: coach.first_name, lastName: coach.last_name, email: coach.email }
        : null,
    };
  });
}

/** The parent's own profile page: name, email, phone and the linked students. */
export async function myParentProfile(deps: AppDeps, parentId: string) {
  const account = await accountByIdQuery(deps.storage.db, parentId);
  if (!account) throw new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.notFound });
  return {
    id: account.id,
    firstName: account.first_name,
    lastName: account.last_name,
    email: account.email,
    phone: account.phone,
    students: await myLinkedStudents(deps, parentId),
  };
}
