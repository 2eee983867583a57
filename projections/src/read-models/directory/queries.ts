import {
  type AdvisorDto,
  type CoachDto,
  foldForSearch,
  type ParentDto,
  type SignedInUserDto,
  type StudentSummaryDto,
} from '@pusula/contracts';
import type { Selectable } from 'kysely';
import type { ReadDb } from '../../db';
import type { AccountsTable, StudentsTable } from './tables';

export type AccountRow = Selectable<AccountsTable>;
export type StudentRow = Selectable<StudentsTable>;

export function accountByEmailQuery(db: ReadDb, email: string): Promise<AccountRow | undefined> {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function accountByIdQuery(db: ReadDb, id: string): Promise<AccountRow | undefined> {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export function studentByIdQuery(db: ReadDb, id: string): Promise<StudentRow | undefined> {
  return db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Some accounts' names and e-mail addresses, by id (ids without an account are absent). */
export async function accountsByIdQuery(db: ReadDb, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('accounts')
    .select(['id', 'first_name', 'last_name', 'email'])
    .where('id', 'in', [...ids])
    .execute();
}

/** "First Last" of each id that is an account or a student record (a timeline names both). */
export async function namesByIdQuery(db: ReadDb, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const [accounts, students] = await Promise.all([
    db
      .selectFrom('accounts')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', [...ids])
      .execute(),
    db
      .selectFrom('students')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', [...ids])
      .execute(),
  ]);
  return new Map([...accounts, ...students].map((r) => [r.id, `${r.first_name} ${r.last_name}`]));
}

export function toSignedInUser(row: AccountRow): SignedInUserDto {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    emailVerified: row.email_verified,
  };
}

export function toCoachDto(row: AccountRow): CoachDto {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    package: row.package_name ?? '',
    packageId: row.package_id ?? '',
    studentLimit: row.student_limit ?? 0,
    studentCount: row.student_count ?? 0,
    advisorId: row.advisor_id,
    isActive: row.is_active,
  };
}

export function toAdvisorDto(row: AccountRow): AdvisorDto {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    title: row.title ?? '',
    department: row.department ?? '',
    specialization: row.specialization ?? '',
    phone: row.phone,
    coachCount: row.coach_count ?? 0,
    maxCoachLimit: row.max_coach_limit ?? 10,
    isActive: row.is_active,
  };
}

export function toStudentSummary(row: StudentRow): StudentSummaryDto {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    classLevel: row.class_level,
    examTarget: row.exam_target,
  };
}

export async function linkedStudentsQuery(db: ReadDb, parentId: string): Promise<StudentRow[]> {
  return db
    .selectFrom('parent_students')
    .innerJoin('students', 'students.id', 'parent_students.student_id')
    .selectAll('students')
    .where('parent_students.parent_id', '=', parentId)
    .orderBy('students.sort_key')
    .execute();
}

export async function toParentDto(db: ReadDb, row: AccountRow): Promise<ParentDto> {
  const students = await linkedStudentsQuery(db, row.id);
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    students: students.map(toStudentSummary),
  };
}

export interface AccountListFilter {
  role?: AccountRow['role'];
  search?: string;
  active?: boolean;
  page: number;
  limit: number;
}

/** Admin account list: Turkish-aware search (folded text) and Turkish order (sort keys). */
export async function listAccountsQuery(db: ReadDb, filter: AccountListFilter) {
  let query = db.selectFrom('accounts');
  if (filter.role) query = query.where('role', '=', filter.role);
  if (filter.active !== undefined) query = query.where('is_active', '=', filter.active);
  if (filter.search?.trim())
    query = query.where('search_text', 'like', `%${escapeLike(foldForSearch(filter.search))}%`);
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('sort_key')
      .orderBy('id')
      .limit(filter.limit)
      .offset((filter.page - 1) * filter.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The parents the weekly summary e-mail goes to: active, not opted out, with at least one linked student;
 * each with their students in Turkish order.
 */
export async function weeklySummaryRecipientsQuery(db: ReadDb) {
  const rows = await db
    .selectFrom('accounts')
    .innerJoin('parent_students', 'parent_students.parent_id', 'accounts.id')
    .innerJoin('students', 'students.id', 'parent_students.student_id')
    .select([
      'accounts.id as parent_id',
      'accounts.email',
      'accounts.first_name as parent_first_name',
      'students.id as student_id',
      'students.first_name',
      'students.last_name',
    ])
    .where('accounts.role', '=', 'PARENT')
    .where('accounts.is_active', '=', true)
    .where('accounts.weekly_summary_mail', '=', true)
    .orderBy('accounts.id')
    .orderBy('students.sort_key')
    .orderBy('students.id')
    .execute();
  const parents = new Map<
    string,
    {
      parentId: string;
      email: string;
      firstName: string;
      students: { id: string; firstName: string; lastName: string }[];
    }
  >();
  for (const r of rows) {
    const p = parents.get(r.parent_id) ?? {
      parentId: r.parent_id,
      email: r.email,
      firstName: r.parent_first_name,
      students: [],
    };
    p.students.push({ id: r.student_id, firstName: r.first_name, lastName: r.last_name });
    parents.set(r.parent_id, p);
  }
  return [...parents.values()];
}
