import type { StudentDetailDto } from '@pusula/contracts';
import { DomainError } from '@pusula/domain';
import { accountByIdQuery, parentsOfStudentQuery, studentByIdQuery, toAdvisorDto } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import type { Actor } from '../../commands/handle-command';
import { handleAccountCommand } from '../accounts/account-service';
import { assignCoach, removeCoach, unassignCoach } from '../roster/roster-service';
import { goalProgram } from '../student-record/goal-program';

export async function removeCoachFromRoster(
  deps: AppDeps,
  advisor: Actor,
  coachId: string,
  commandId: string,
) {
  await removeCoach(deps, advisor.userId, coachId, commandId, advisor);
  return { coachId, removed: true };
}

export async function assignStudent(
  deps: AppDeps,
  advisor: Actor,
  studentId: string,
  coachId: string,
  commandId: string,
) {
  await assignCoach(deps, advisor.userId, studentId, coachId, commandId, advisor);
  return studentDetail(deps, studentId);
}

export async function unassignStudent(deps: AppDeps, advisor: Actor, studentId: string, commandId: string) {
  await unassignCoach(deps, advisor.userId, studentId, commandId, advisor);
  return studentDetail(deps, studentId);
}

/**
 * A student as the advisor's detail page shows it: record, coach, the parents to call, and from the goal
 * program the field (YKS score type) and the target ranking (null until the coach sets a goal).
 */
export async function studentDetail(deps: AppDeps, studentId: string): Promise<StudentDetailDto> {
  const db = deps.storage.db;
  const row = await studentByIdQuery(db, studentId);
  if (!row) throw new DomainError('NOT_FOUND', 'Öğrenci bulunamadı');
  const [parents, coach, goal] = await Promise.all([
    parentsOfStudentQuery(db, studentId),
    row.coach_id ? accountByIdQuery(db, row.coach_id) : undefined,
    goalProgram(deps, studentId),
  ]);
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    classLevel: row.class_level,
    examTarget: row.exam_target,
    field: goal?.scoreType ?? null,
    targetRanking: goal?.target.label || null,
    school: row.school,
    phone: row.phone,
    advisorId: row.advisor_id,
    coachId: row.coach_id,
    coachName: coach ? `${coach.first_name} ${coach.last_name}` : null,
    assignedAt: row.assigned_at ? new Date(row.assigned_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    parents: parents.map((p) => ({
      id: p.id,
      firstName: p.first_name,
      lastName: p.last_name,
      email: p.email,
      phone: p.phone,
    })),
  };
}

export async function advisorProfile(deps: AppDeps, advisorId: string) {
  const row = await accountByIdQuery(deps.storage.db, advisorId);
  if (!row) throw new DomainError('NOT_FOUND', 'Danışman bulunamadı');
  return { ...toAdvisorDto(row), profileAnswers: row.profile_answers ?? {} };
}

export async function updateAdvisorProfile(
  deps: AppDeps,
  advisor: Actor,
  profileAnswers: Record<string, string | string[]>,
  commandId: string,
) {
  await handleAccountCommand(
    deps,
    advisor.userId,
    {
      type: 'UpdateAdvisorProfile',
      data: { advisorId: advisor.userId, profileAnswers, now: deps.now().toISOString() },
    },
    { commandId, actor: advisor },
  );
  return advisorProfile(deps, advisor.userId);
}
