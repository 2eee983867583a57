import {
  type AdminCreateAccountInput,
  type CreateStudentInput,
  findAdvisorPackage,
  findCoachPackage,
} from '@pusula/contracts';
import { DomainError } from '@pusula/domain';
import {
  type AccountRow,
  accountByIdQuery,
  listAccountsQuery,
  organisationByIdQuery,
  studentByIdQuery,
  toSignedInUser,
} from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import type { Actor } from '../../commands/handle-command';
import { createStudent, linkParent, registerAccount, setAccountActive } from '../accounts/account-service';

/** An account as the admin list shows it: identity, role extras, state. */
export function toAdminAccount(row: AccountRow) {
  return {
    ...toSignedInUser(row),
    phone: row.phone,
    isActive: row.is_active,
    mustChangePassword: row.must_change_password,
    packageId: row.package_id,
    studentLimit: row.student_limit,
    studentCount: row.student_count,
    advisorId: row.advisor_id,
    coachCount: row.coach_count,
    maxCoachLimit: row.max_coach_limit,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function adminCreateAccount(
  deps: AppDeps,
  input: AdminCreateAccountInput,
  commandId: string,
  actor: Actor,
) {
  const coachPackage =
    input.role === 'COACH' ? findCoachPackage(input.packageId ?? 'koc-baslangic') : undefined;
  if (input.role === 'COACH' && !coachPackage) {
    throw new DomainError('VALIDATION', 'Geçerli bir paket seçin', { packageId: 'Geçerli bir paket seçin' });
  }
  const staff = input.role === 'COACH' || input.role === 'ADVISOR';
  if (input.organisationId !== undefined) {
    const company = staff ? await organisationByIdQuery(deps.storage.db, input.organisationId) : undefined;
    if (company?.kind !== 'COMPANY')
      throw new DomainError('VALIDATION', 'Kurum bulunamadı', { organisationId: 'Kurum bulunamadı' });
  }
  const { accountId } = await registerAccount(
    deps,
    {
      role: input.role,
      organisationId: input.organisationId,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      password: input.password,
      coachPackage,
      advisor:
        input.role === 'ADVISOR'
          ? {
              title: input.title,
              department: input.department,
              specialization: input.specialization,
              maxCoachLimit: input.maxCoachLimit,
              package: findAdvisorPackage(input.packageId),
            }
          : undefined,
      createdBy: actor.userId,
      // The admin chose this password: its owner replaces it at first sign-in.
      temporaryPassword: true,
    },
    commandId,
    actor,
  );
  return toAdminAccount((await accountByIdQuery(deps.storage.db, accountId))!);
}

export async function adminCreateStudent(
  deps: AppDeps,
  input: CreateStudentInput,
  commandId: string,
  actor: Actor,
) {
  if (input.advisorId) {
    const advisor = await accountByIdQuery(deps.storage.db, input.advisorId);
    if (advisor?.role !== 'ADVISOR')
      throw new DomainError('VALIDATION', 'Danışman bulunamadı', { advisorId: 'Danışman bulunamadı' });
  }
  const { studentId } = await createStudent(
    deps,
    input,
    input.advisorId ? { rosterOwnerId: input.advisorId } : null,
    commandId,
    actor,
  );
  return { id: studentId };
}

export async function adminLinkParent(
  deps: AppDeps,
  parentId: string,
  studentId: string,
  commandId: string,
  actor: Actor,
) {
  const [parent, student] = await Promise.all([
    accountByIdQuery(deps.storage.db, parentId),
    studentByIdQuery(deps.storage.db, studentId),
  ]);
  if (parent?.role !== 'PARENT') throw new DomainError('NOT_FOUND', 'Veli hesabı bulunamadı');
  if (!student) throw new DomainError('NOT_FOUND', 'Öğrenci bulunamadı');
  await linkParent(deps, parentId, studentId, commandId, actor);
  return { parentId, studentId };
}

export async function adminSetActive(
  deps: AppDeps,
  accountId: string,
  active: boolean,
  commandId: string,
  actor: Actor,
) {
  if (accountId === actor.userId && !active)
    throw new DomainError('CONFLICT', 'Kendi hesabınızı devre dışı bırakamazsınız');
  await setAccountActive(deps, accountId, active, commandId, actor);
  return toAdminAccount((await accountByIdQuery(deps.storage.db, accountId))!);
}

export async function adminListAccounts(deps: AppDeps, filter: Parameters<typeof listAccountsQuery>[1]) {
  const { rows, total } = await listAccountsQuery(deps.storage.db, filter);
  return { accounts: rows.map(toAdminAccount), total, page: filter.page, limit: filter.limit };
}
