import type { InvitationDto, InvitationStatus } from '@pusula/contracts';
import type { Selectable } from 'kysely';
import type { ReadDb } from '../../db';
import type { InvitationsTable } from './tables';

export type InvitationRow = Selectable<InvitationsTable>;

const iso = (d: Date | string) => new Date(d).toISOString();

/** A sent invitation past its expiry is EXPIRED: expiry needs no event. */
export function invitationStatusOf(
  row: Pick<InvitationRow, 'status' | 'expires_at'>,
  now: Date,
): InvitationStatus {
  if (row.status === 'SENT' && new Date(row.expires_at).getTime() <= now.getTime()) return 'EXPIRED';
  return row.status;
}

export function toInvitationDto(row: InvitationRow, now: Date): InvitationDto {
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    studentId: row.student_id,
    status: invitationStatusOf(row, now),
    coachStudentLimit: row.coach_student_limit,
    invitedBy: row.invited_by,
    createdAt: iso(row.created_at),
    expiresAt: iso(row.expires_at),
    acceptedAt: row.status === 'ACCEPTED' && row.closed_at ? iso(row.closed_at) : null,
  };
}

export function invitationByIdQuery(db: ReadDb, invitationId: string): Promise<InvitationRow | undefined> {
  return db.selectFrom('invitations').selectAll().where('id', '=', invitationId).executeTakeFirst();
}

/** The invitations an advisor sent (coaches into their team, advisors into the company), newest first. */
export async function advisorInvitationsQuery(
  db: ReadDb,
  advisorId: string,
  now: Date,
): Promise<InvitationDto[]> {
  const rows = await db
    .selectFrom('invitations')
    .selectAll()
    // The coaches the advisor invited into their team, and the advisors they invited into the company.
    .where((eb) =>
      eb.or([
        eb.and([eb('advisor_id', '=', advisorId), eb('role', '=', 'COACH')]),
        eb.and([eb('invited_by', '=', advisorId), eb('role', '=', 'ADVISOR')]),
      ]),
    )
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => toInvitationDto(r, now));
}

/** The student and parent invitations of one student, newest first. */
export async function studentInvitationsQuery(
  db: ReadDb,
  studentId: string,
  now: Date,
): Promise<InvitationDto[]> {
  const rows = await db
    .selectFrom('invitations')
    .selectAll()
    .where('student_id', '=', studentId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => toInvitationDto(r, now));
}

/** The student record a STUDENT account belongs to. */
export async function studentOfAccountQuery(db: ReadDb, accountId: string): Promise<string | null> {
  const row = await db
    .selectFrom('student_accounts')
    .select('student_id')
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row?.student_id ?? null;
}

/** The STUDENT account of a student record, or null when the student has none. */
export async function accountOfStudentQuery(db: ReadDb, studentId: string): Promise<string | null> {
  const row = await db
    .selectFrom('student_accounts')
    .select('account_id')
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return row?.account_id ?? null;
}

/** Which of these student records have a STUDENT account. */
export async function studentsWithAccountsQuery(
  db: ReadDb,
  studentIds: readonly string[],
): Promise<Set<string>> {
  if (studentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('student_accounts')
    .select('student_id')
    .where('student_id', 'in', studentIds)
    .execute();
  return new Set(rows.map((r) => r.student_id));
}

/** Whether the student record already has a STUDENT account. */
export async function studentHasAccountQuery(db: ReadDb, studentId: string): Promise<boolean> {
  const row = await db
    .selectFrom('student_accounts')
    .select('account_id')
    .where('student_id', '=', studentId)
    .executeTakeFirst();
  return Boolean(row);
}
