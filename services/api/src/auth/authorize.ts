import type { ReadDb } from '@pusula/projections';
import { TRPCError } from '@trpc/server';
import { MESSAGES } from '../errors';
import type { ReadModelCache } from '../infrastructure/read-model-cache';
import type { SessionUser } from './sessions';

/**
 * Everything a caller can ask to touch. Staff accounts (advisors, coaches) answer 403 when they are not
 * yours; students, parents and notes answer 404, because even their existence is private.
 */
export type Resource =
  | { kind: 'advisor'; advisorId: string }
  | { kind: 'coach'; coachId: string }
  | { kind: 'student'; studentId: string }
  | { kind: 'parent'; parentId: string }
  | { kind: 'note'; noteId: string }
  /** An advisor addressing a coach about a student: both in their roster, the student assigned to that coach. */
  | { kind: 'assignment'; coachId: string; studentId: string }
  | { kind: 'message'; messageId: string }
  /**
   * A student's family thread: the student's coach and linked parents read and write (parents write only
   * when the coach allows it, which the decider enforces); the advisor whose roster holds that coach may
   * read, never write. Everybody else: 404.
   */
  | { kind: 'familyThread'; studentId: string; access: 'read' | 'write' }
  /**
   * A student's coaching thread: the student's own account and the student's current coach read and write
   * (a coach change moves the thread to the new coach); the advisor whose roster holds that coach may read.
   * Parents, other students and other coaches: 404.
   */
  | { kind: 'coachingThread'; studentId: string; access: 'read' | 'write' }
  /** Notifications are strictly personal: only their recipient may see or change them. */
  | { kind: 'notification'; notificationId: string }
  /** A user's stream of new notifications (/live, the tRPC subscription): that user alone. */
  | { kind: 'notificationFeed'; userId: string }
  /**
   * An organisation's settings: the admin (the platform's operator) and the organisation's own advisors
   * (who run the coaching company). Everybody else, and an organisation that does not exist: 404.
   */
  | { kind: 'organisation'; organisationId: string };

const forbidden = () => new TRPCError({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: MESSAGES.notFound });
const notAssigned = () => new TRPCError({ code: 'FORBIDDEN', message: 'Bu öğrenci bu koça atanmış değil' });

/**
 * The one authorisation check: tRPC procedures, REST shims (through them) and the live fan-out use it.
 * `reads`: where the caller has the read-model cache, the roster facts come from it while the directory
 * read model is unchanged (sending a note, the busiest command, checks them every time).
 */
export async function authorize(
  db: ReadDb,
  user: SessionUser,
  resource: Resource,
  reads?: ReadModelCache,
): Promise<void> {
  if (resource.kind === 'assignment') {
    const { coachId, studentId } = resource;
    const facts = reads
      ? await reads.read(['assignmentFacts', coachId, studentId], () => assignmentFacts(db, resource), [
          'directory',
        ])
      : await assignmentFacts(db, resource);
    const refusal = assignmentRefusal(user, facts, coachId);
    if (refusal) throw refusal;
    return;
  }
  if (await allowed(db, user, resource)) return;
  throw resource.kind === 'advisor' || resource.kind === 'coach' ? forbidden() : notFound();
}

interface AssignmentFacts {
  coachAdvisorId: string | null;
  studentAdvisorId: string | null;
  studentCoachId: string | null;
}

/**
 * The coach's advisor and the student's advisor and coach, in one statement: sending a note is the
 * busiest command, and on PGlite every statement runs on the server's only thread.
 */
async function assignmentFacts(
  db: ReadDb,
  resource: { coachId: string; studentId: string },
): Promise<AssignmentFacts> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('accounts')
        .select('advisor_id')
        .where('id', '=', resource.coachId)
        .where('role', '=', 'COACH')
        .as('coachAdvisorId'),
      eb
        .selectFrom('students')
        .select('advisor_id')
        .where('id', '=', resource.studentId)
        .as('studentAdvisorId'),
      eb.selectFrom('students').select('coach_id').where('id', '=', resource.studentId).as('studentCoachId'),
    ])
    .executeTakeFirstOrThrow();
  return row as AssignmentFacts;
}

/**
 * In the order a caller would check them one by one: a coach not in your roster is 403, a student not in
 * it is 404 (its existence is private), a student of yours with another coach is 403 with its reason.
 */
function assignmentRefusal(user: SessionUser, facts: AssignmentFacts, coachId: string): TRPCError | null {
  if (user.role !== 'ADVISOR' || facts.coachAdvisorId !== user.userId) return forbidden();
  if (facts.studentAdvisorId !== user.userId) return notFound();
  if (facts.studentCoachId !== coachId) return notAssigned();
  return null;
}

export async function allowed(db: ReadDb, user: SessionUser, resource: Resource): Promise<boolean> {
  switch (resource.kind) {
    case 'advisor':
      return user.role === 'ADMIN' || (user.role === 'ADVISOR' && user.userId === resource.advisorId);
    case 'parent':
      return user.role === 'ADMIN' || (user.role === 'PARENT' && user.userId === resource.parentId);
    case 'coach': {
      if (user.role === 'COACH') return user.userId === resource.coachId;
      const coach = await db
        .selectFrom('accounts')
        .select(['advisor_id'])
        .where('id', '=', resource.coachId)
        .where('role', '=', 'COACH')
        .executeTakeFirst();
      if (!coach) return false;
      return user.role === 'ADMIN' || (user.role === 'ADVISOR' && coach.advisor_id === user.userId);
    }
    case 'student': {
      const student = await db
        .selectFrom('students')
        .select(['advisor_id', 'coach_id'])
        .where('id', '=', resource.studentId)
        .executeTakeFirst();
      if (!student) return false;
      switch (user.role) {
        case 'ADMIN':
          return true;
        case 'ADVISOR':
          return student.advisor_id === user.userId;
        case 'COACH':
          return student.coach_id === user.userId;
        case 'PARENT': {
          const link = await db
            .selectFrom('parent_students')
            .select('student_id')
            .where('parent_id', '=', user.userId)
            .where('student_id', '=', resource.studentId)
            .executeTakeFirst();
          return Boolean(link);
        }
        case 'STUDENT': {
          // A student account is one student's own, and nobody else's.
          const own = await db
            .selectFrom('student_accounts')
            .select('student_id')
            .where('account_id', '=', user.userId)
            .where('student_id', '=', resource.studentId)
            .executeTakeFirst();
          return Boolean(own);
        }
        default:
          return false;
      }
    }
    case 'note': {
      const note = await db
        .selectFrom('notes')
        .select(['advisor_id', 'coach_id'])
        .where('id', '=', resource.noteId)
        .executeTakeFirst();
      if (!note) return false;
      if (user.role === 'ADMIN') return true;
      if (user.role === 'ADVISOR') return note.advisor_id === user.userId;
      if (user.role === 'COACH') return note.coach_id === user.userId;
      return false;
    }
    case 'assignment':
      return assignmentRefusal(user, await assignmentFacts(db, resource), resource.coachId) === null;
    case 'notificationFeed':
      return user.userId === resource.userId;
    case 'organisation': {
      const organisation = await db
        .selectFrom('organisations')
        .select('id')
        .where('id', '=', resource.organisationId)
        .executeTakeFirst();
      if (!organisation) return false;
      if (user.role === 'ADMIN') return true;
      if (user.role !== 'ADVISOR') return false;
      const advisor = await db
        .selectFrom('accounts')
        .select('organisation_id')
        .where('id', '=', user.userId)
        .executeTakeFirst();
      return advisor?.organisation_id === resource.organisationId;
    }
    case 'notification': {
      const row = await db
        .selectFrom('notifications')
        .select('user_id')
        .where('id', '=', resource.notificationId)
        .executeTakeFirst();
      return row?.user_id === user.userId;
    }
    case 'familyThread': {
      const student = await db
        .selectFrom('students as s')
        .leftJoin('accounts as c', 'c.id', 's.coach_id')
        .select(['s.coach_id', 'c.advisor_id as coach_advisor_id'])
        .where('s.id', '=', resource.studentId)
        .executeTakeFirst();
      if (!student) return false;
      if (user.role === 'COACH') return student.coach_id === user.userId;
      if (user.role === 'ADVISOR')
        return (
          resource.access === 'read' && student.coach_id !== null && student.coach_advisor_id === user.userId
        );
      if (user.role === 'PARENT')
        return allowed(db, user, { kind: 'student', studentId: resource.studentId });
      return false;
    }
    case 'coachingThread': {
      if (user.role === 'STUDENT')
        return allowed(db, user, { kind: 'student', studentId: resource.studentId });
      if (user.role !== 'COACH' && user.role !== 'ADVISOR') return false;
      // The family thread's rule for coaches and advisors: the current coach, and read-only their advisor.
      return allowed(db, user, {
        kind: 'familyThread',
        studentId: resource.studentId,
        access: resource.access,
      });
    }
    case 'message': {
      // Both ends of a conversation see its messages: the advisor, and the coach or student it is with.
      const message = await db
        .selectFrom('messages')
        .select(['advisor_id', 'participant_id', 'participant_type'])
        .where('id', '=', resource.messageId)
        .executeTakeFirst();
      if (!message) return false;
      if (user.role === 'ADMIN' || (user.role === 'ADVISOR' && message.advisor_id === user.userId))
        return true;
      // A student's account: the messages of an advisor's conversation with that student.
      if (user.role === 'STUDENT')
        return (
          message.participant_type === 'STUDENT' &&
          allowed(db, user, { kind: 'student', studentId: message.participant_id })
        );
      return (
        user.role === 'COACH' &&
        message.participant_type === 'COACH' &&
        message.participant_id === user.userId
      );
    }
  }
}
