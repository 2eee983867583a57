import { foldForSearch, turkishSortKey } from '@pusula/contracts';
import { sql, type Transaction } from 'kysely';
import type { ProjectedEvent, Projector } from '../../projector';
import type { ReadModels } from '../../schema';

type Trx = Transaction<ReadModels>;

const nameKeys = (first: string, last: string, extra = '') => ({
  sort_key: turkishSortKey(`${first} ${last}`),
  search_text: foldForSearch(`${first} ${last} ${extra}`),
});

/** Counts are recomputed from rows, never incremented: applying an event twice cannot skew them. */
async function recountCoach(trx: Trx, coachId: string) {
  await sql`UPDATE accounts SET student_count = (SELECT count(*) FROM students WHERE coach_id = ${coachId})
    WHERE id = ${coachId}`.execute(trx);
}
async function recountAdvisor(trx: Trx, advisorId: string) {
  await sql`UPDATE accounts SET coach_count = (SELECT count(*) FROM accounts c WHERE c.role = 'COACH' AND c.advisor_id = ${advisorId})
    WHERE id = ${advisorId}`.execute(trx);
}

/** The organisation an advisor's or coach's account belongs to, as the directory has it now. */
async function organisationOf(trx: Trx, accountId: string): Promise<string | null> {
  const row = await trx
    .selectFrom('accounts')
    .select('organisation_id')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.organisation_id ?? null;
}

/**
 * An account registered before organisations existed carries none: an advisor's or coach's account then
 * founded its own, under the account's id (the id self-registration gives organisations today), so old
 * logs read as if the organisation had always been there.
 */
function impliedOrganisation(d: { accountId: string; role: string; organisationId?: string | null }) {
  if (d.organisationId !== undefined) return null;
  if (d.role === 'ADVISOR') return { id: d.accountId, kind: 'COMPANY' as const };
  if (d.role === 'COACH') return { id: d.accountId, kind: 'INDEPENDENT' as const };
  return null;
}

/**
 * The directory: organisations, accounts of every role, student records, parent links, and who works for
 * whom (from the roster streams). Every handler writes absolute values (upserts, sets, recounts), so it is
 * idempotent.
 */
export const directoryProjector: Projector = {
  name: 'directory',
  // 2: organisations (a rebuild fills them in for old logs).
  version: 2,
  handles: [
    'OrganisationCreated',
    'OrganisationMemberJoined',
    'OrganisationAttentionRulesChanged',
    'AccountRegistered',
    'ProfileUpdated',
    'PasswordChanged',
    'AccountDeactivated',
    'AccountReactivated',
    'ParentLinked',
    'ParentUnlinked',
    'StudentCreated',
    'CoachAddedToRoster',
    'CoachRemovedFromRoster',
    'StudentEnrolled',
    'CoachAssigned',
    'CoachUnassigned',
    'StudentTransferredOut',
    'AdvisorProfileUpdated',
    'EmailAddressVerified',
    'MailPreferencesChanged',
  ],
  // organisation_attention_rules came with an event of its own: no log before it needs a replay.
  tables: ['organisations', 'organisation_attention_rules', 'accounts', 'students', 'parent_students'],

  async apply(trx, events) {
    for (const event of events) await applyOne(trx, event);
  },
};

async function applyOne(trx: Trx, event: ProjectedEvent) {
  switch (event.type) {
    case 'OrganisationCreated': {
      const d = event.data;
      const row = {
        kind: d.kind,
        name: d.name,
        founder_id: d.founderId,
        package_id: d.packageId,
        trial_ends_at: d.trialEndsAt,
        created_at: d.at,
      };
      await trx
        .insertInto('organisations')
        .values({ id: d.organisationId, ...row })
        .onConflict((oc) => oc.column('id').doUpdateSet(row))
        .execute();
      return;
    }
    case 'OrganisationMemberJoined':
      await trx
        .updateTable('accounts')
        .set({ organisation_id: event.data.organisationId })
        .where('id', '=', event.data.accountId)
        .execute();
      return;
    case 'OrganisationAttentionRulesChanged': {
      const { organisationId, overrides: o, changedBy, at } = event.data;
      const row = {
        plan_completion_percent: o.planCompletionPercent ?? null,
        inactivity_days: o.inactivityDays ?? null,
        no_mock_exam_days: o.noMockExamDays ?? null,
        session_close_hours: o.sessionCloseHours ?? null,
        net_fall_sensitivity: o.netFallSensitivity ?? null,
        changed_by: changedBy,
        changed_at: at,
      };
      await trx
        .insertInto('organisation_attention_rules')
        .values({ organisation_id: organisationId, ...row })
        .onConflict((oc) => oc.column('organisation_id').doUpdateSet(row))
        .execute();
      return;
    }
    case 'AccountRegistered': {
      const d = event.data;
      const implied = impliedOrganisation(d);
      if (implied)
        await trx
          .insertInto('organisations')
          .values({
            id: implied.id,
            kind: implied.kind,
            name: `${d.firstName} ${d.lastName}`,
            founder_id: d.accountId,
            package_id: d.coach?.packageId ?? null,
            trial_ends_at: null,
            created_at: d.registeredAt,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      await trx
        .insertInto('accounts')
        .values({
          id: d.accountId,
          role: d.role,
          email: d.email,
          first_name: d.firstName,
          last_name: d.lastName,
          phone: d.phone,
          password_hash: d.passwordHash,
          is_active: true,
          package_id: d.coach?.packageId ?? null,
          package_name: d.coach?.packageName ?? null,
          student_limit: d.coach?.studentLimit ?? null,
          student_count: 0,
          advisor_id: null,
          organisation_id: implied ? implied.id : (d.organisationId ?? null),
          title: d.advisor?.title ?? null,
          department: d.advisor?.department ?? null,
          specialization: d.advisor?.specialization ?? null,
          coach_count: 0,
          max_coach_limit: d.advisor?.maxCoachLimit ?? null,
          profile_answers: null,
          must_change_password: d.temporaryPassword === true,
          email_verified: d.emailVerified !== false,
          weekly_summary_mail: true,
          consent_version: d.consent?.textVersion ?? null,
          consent_at: d.consent?.givenAt ?? null,
          created_at: d.registeredAt,
          updated_at: d.registeredAt,
          ...nameKeys(d.firstName, d.lastName, d.email),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    }
    case 'ProfileUpdated': {
      const d = event.data;
      const current = await trx
        .selectFrom('accounts')
        .selectAll()
        .where('id', '=', d.accountId)
        .executeTakeFirst();
      if (!current) return;
      const first = d.firstName ?? current.first_name;
      const last = d.lastName ?? current.last_name;
      await trx
        .updateTable('accounts')
        .set({
          first_name: first,
          last_name: last,
          ...(d.phone !== undefined ? { phone: d.phone } : {}),
          ...(d.coach?.packageId !== undefined ? { package_id: d.coach.packageId } : {}),
          ...(d.coach?.packageName !== undefined ? { package_name: d.coach.packageName } : {}),
          ...(d.coach?.studentLimit !== undefined ? { student_limit: d.coach.studentLimit } : {}),
          ...(d.advisor?.title !== undefined ? { title: d.advisor.title } : {}),
          ...(d.advisor?.department !== undefined ? { department: d.advisor.department } : {}),
          ...(d.advisor?.specialization !== undefined ? { specialization: d.advisor.specialization } : {}),
          ...(d.advisor?.maxCoachLimit !== undefined ? { max_coach_limit: d.advisor.maxCoachLimit } : {}),
          updated_at: d.updatedAt,
          ...nameKeys(first, last, current.email),
        })
        .where('id', '=', d.accountId)
        .execute();
      return;
    }
    case 'PasswordChanged':
      await trx
        .updateTable('accounts')
        .set({
          password_hash: event.data.passwordHash,
          must_change_password: false,
          updated_at: event.data.changedAt,
        })
        .where('id', '=', event.data.accountId)
        .execute();
      return;
    case 'AccountDeactivated':
    case 'AccountReactivated':
      await trx
        .updateTable('accounts')
        .set({ is_active: event.type === 'AccountReactivated', updated_at: event.data.at })
        .where('id', '=', event.data.accountId)
        .execute();
      return;
    case 'EmailAddressVerified':
      await trx
        .updateTable('accounts')
        .set({ email_verified: true, updated_at: event.data.at })
        .where('id', '=', event.data.accountId)
        .execute();
      return;
    case 'MailPreferencesChanged':
      await trx
        .updateTable('accounts')
        .set({ weekly_summary_mail: event.data.weeklySummary, updated_at: event.data.at })
        .where('id', '=', event.data.accountId)
        .execute();
      return;
    case 'ParentLinked':
      await trx
        .insertInto('parent_students')
        .values({
          parent_id: event.data.parentId,
          student_id: event.data.studentId,
          linked_at: event.data.at,
        })
        .onConflict((oc) => oc.columns(['parent_id', 'student_id']).doNothing())
        .execute();
      return;
    case 'ParentUnlinked':
      await trx
        .deleteFrom('parent_students')
        .where('parent_id', '=', event.data.parentId)
        .where('student_id', '=', event.data.studentId)
        .execute();
      return;
    case 'StudentCreated': {
      const d = event.data;
      const organisationId =
        d.organisationId !== undefined
          ? d.organisationId
          : d.advisorId
            ? await organisationOf(trx, d.advisorId)
            : null;
      await trx
        .insertInto('students')
        .values({
          id: d.studentId,
          first_name: d.firstName,
          last_name: d.lastName,
          class_level: d.classLevel,
          exam_target: d.examTarget,
          school: d.school,
          phone: d.phone,
          advisor_id: d.advisorId,
          coach_id: d.coachId ?? null,
          organisation_id: organisationId,
          assigned_at: d.coachId ? d.createdAt : null,
          created_at: d.createdAt,
          ...nameKeys(d.firstName, d.lastName, d.school ?? ''),
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      // A student placed at creation: the roster's events came first and found no row to count.
      if (d.coachId) await recountCoach(trx, d.coachId);
      return;
    }
    case 'CoachAddedToRoster':
    case 'CoachRemovedFromRoster': {
      const { advisorId, coachId } = event.data;
      // A mentor's own roster: the mentor works for nobody.
      if (advisorId === coachId) return;
      const joining = event.type === 'CoachAddedToRoster';
      // A coach in an advisor's roster is in the advisor's organisation (old logs: the claim was the join).
      const organisationId = joining ? await organisationOf(trx, advisorId) : null;
      await trx
        .updateTable('accounts')
        .set({
          advisor_id: joining ? advisorId : null,
          ...(organisationId ? { organisation_id: organisationId } : {}),
        })
        .where('id', '=', coachId)
        .execute();
      await recountAdvisor(trx, advisorId);
      return;
    }
    case 'StudentEnrolled': {
      // The roster's owner: an advisor, or an independent mentor (then the student has no advisor).
      const owner = await trx
        .selectFrom('accounts')
        .select(['role', 'organisation_id'])
        .where('id', '=', event.data.advisorId)
        .executeTakeFirst();
      const placement = {
        ...(owner?.role === 'ADVISOR' ? { advisor_id: event.data.advisorId } : {}),
        ...(owner?.organisation_id ? { organisation_id: owner.organisation_id } : {}),
      };
      if (Object.keys(placement).length === 0) return;
      await trx.updateTable('students').set(placement).where('id', '=', event.data.studentId).execute();
      return;
    }
    case 'CoachAssigned': {
      const { studentId, coachId, previousCoachId, at } = event.data;
      await trx
        .updateTable('students')
        .set({ coach_id: coachId, assigned_at: at })
        .where('id', '=', studentId)
        .execute();
      await recountCoach(trx, coachId);
      if (previousCoachId) await recountCoach(trx, previousCoachId);
      return;
    }
    case 'CoachUnassigned': {
      const { studentId, coachId } = event.data;
      await trx
        .updateTable('students')
        .set({ coach_id: null, assigned_at: null })
        .where('id', '=', studentId)
        .execute();
      await recountCoach(trx, coachId);
      return;
    }
    case 'StudentTransferredOut': {
      // The student leaves with their coach; the new roster's enrolment places them next. Only a student
      // still in this roster moves (a mentor's own roster: the student has no advisor).
      const { advisorId, studentId, coachId } = event.data;
      const ownPractice = advisorId === coachId;
      await trx
        .updateTable('students')
        .set({ advisor_id: null, coach_id: null, assigned_at: null })
        .where('id', '=', studentId)
        .where('coach_id', '=', coachId)
        .where((eb) => (ownPractice ? eb('advisor_id', 'is', null) : eb('advisor_id', '=', advisorId)))
        .execute();
      await recountCoach(trx, coachId);
      return;
    }
    case 'AdvisorProfileUpdated':
      await trx
        .updateTable('accounts')
        .set({ profile_answers: JSON.stringify(event.data.profileAnswers), updated_at: event.data.at })
        .where('id', '=', event.data.advisorId)
        .execute();
      return;
    default:
      return;
  }
}
