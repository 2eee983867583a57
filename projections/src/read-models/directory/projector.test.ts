import type { DomainEvent } from '@pusula/contracts';
import { describe, expect, it } from 'vitest';
import { inStream, projectorSpec } from '../../projector-spec';
import { TEST_STORAGE_KINDS } from '../../testing';
import { adminStudentListQuery } from './admin-queries';
import { coachListQuery, studentListQuery } from './advisor-queries';
import { organisationAttentionRulesQuery } from './attention-rules-queries';
import { directoryProjector } from './projector';
import {
  accountByEmailQuery,
  accountByIdQuery,
  accountsByIdQuery,
  linkedStudentsQuery,
  listAccountsQuery,
  namesByIdQuery,
  studentByIdQuery,
  weeklySummaryRecipientsQuery,
} from './queries';
import {
  advisorHasStudentsQuery,
  advisorOfStudentQuery,
  parentsOfStudentQuery,
  studentIdsOfCoachQuery,
  studentsOfCoachQuery,
  studentWithCoachQuery,
} from './student-queries';
import { assigned, minute, registered, roster, studentCreated } from './test-events';

const account = (accountId: string, ...events: DomainEvent[]) => inStream(`account-${accountId}`, ...events);
const linked = (parentId: string, studentId: string): DomainEvent => ({
  type: 'ParentLinked',
  data: { parentId, studentId, at: minute(1) },
});

/** An advisor's company with two coaches, three students and a parent, as the roster first placed them. */
const company = [
  registered('adv', 'ADVISOR', 'Ayşe', 'Yılmaz', { organisationId: 'org' }),
  inStream('organisation-org', {
    type: 'OrganisationCreated',
    data: {
      organisationId: 'org',
      kind: 'COMPANY',
      name: 'Yıldız Eğitim Koçluğu',
      founderId: 'adv',
      packageId: 'danisman-standart',
      trialEndsAt: null,
      at: minute(0),
    },
  }),
  registered('k1', 'COACH', 'Mehmet', 'Kaya', { organisationId: 'org', temporaryPassword: true }),
  registered('k2', 'COACH', 'Zeynep', 'Demir', { organisationId: 'org' }),
  registered('parent', 'PARENT', 'Fatma', 'Öztürk', { organisationId: null }),
  studentCreated('s1', 'Elif', 'Öztürk', { organisationId: 'org' }),
  studentCreated('s2', 'Can', 'Öztürk', { organisationId: 'org', classLevel: '8', examTarget: 'LGS' }),
  studentCreated('s3', 'Işıl', 'Çelik', { organisationId: 'org' }),
  roster(
    'adv',
    { type: 'CoachAddedToRoster', data: { advisorId: 'adv', coachId: 'k1', at: minute(1) } },
    { type: 'CoachAddedToRoster', data: { advisorId: 'adv', coachId: 'k2', at: minute(1) } },
    { type: 'StudentEnrolled', data: { advisorId: 'adv', studentId: 's1', at: minute(1) } },
    { type: 'StudentEnrolled', data: { advisorId: 'adv', studentId: 's2', at: minute(1) } },
    { type: 'StudentEnrolled', data: { advisorId: 'adv', studentId: 's3', at: minute(1) } },
    assigned('s1', 'k1'),
    assigned('s2', 'k1'),
  ),
  account('parent', linked('parent', 's1'), linked('parent', 's2')),
];
const summaryMail = (
  accountId: string,
  weeklySummary: boolean,
  via: 'link' | 'portal',
  at: number,
): DomainEvent => ({
  type: 'MailPreferencesChanged',
  data: { accountId, weeklySummary, via, at: minute(at) },
});
const secondCompany = [
  registered('adv2', 'ADVISOR', 'Burak', 'Aydın', { organisationId: 'org2' }),
  inStream('organisation-org2', {
    type: 'OrganisationCreated',
    data: {
      organisationId: 'org2',
      kind: 'COMPANY',
      name: 'Aydın LGS Akademi',
      founderId: 'adv2',
      packageId: 'danisman-standart',
      trialEndsAt: null,
      at: minute(0),
    },
  }),
];
/** Mehmet Kaya leaves for the second company: Elif stays (her coach taken off her first), Can comes along. */
const leaving = roster(
  'adv',
  { type: 'CoachUnassigned', data: { advisorId: 'adv', studentId: 's1', coachId: 'k1', at: minute(5) } },
  {
    type: 'StudentTransferredOut',
    data: { advisorId: 'adv', studentId: 's2', coachId: 'k1', toAdvisorId: 'adv2', at: minute(5) },
  },
  { type: 'CoachRemovedFromRoster', data: { advisorId: 'adv', coachId: 'k1', at: minute(5) } },
);
const coachList = { sortBy: 'name', sortOrder: 'asc', page: 1, limit: 20 } as const;

describe.each(TEST_STORAGE_KINDS)('directory projector on %s', (kind) => {
  const spec = projectorSpec(kind, directoryProjector);

  it('shows the advisor their coaches and students as the roster, the accounts and the links change', () =>
    spec
      .given(...company)
      .when(
        // Can moves to Zeynep Demir, Işıl is placed with her, Elif is taken off her coach.
        roster('adv', assigned('s2', 'k2', 'k1', minute(5)), assigned('s3', 'k2', null, minute(5)), {
          type: 'CoachUnassigned',
          data: { advisorId: 'adv', studentId: 's1', coachId: 'k1', at: minute(6) },
        }),
        // Mehmet Kaya changes his name and his temporary password; Zeynep Demir is deactivated.
        account('k1', {
          type: 'ProfileUpdated',
          data: { accountId: 'k1', lastName: 'Şahin', phone: '+90 555 111 11 11', updatedAt: minute(7) },
        }),
        account('k1', {
          type: 'PasswordChanged',
          data: { accountId: 'k1', passwordHash: 'y', changedAt: minute(7) },
        }),
        account('k2', { type: 'AccountDeactivated', data: { accountId: 'k2', reason: null, at: minute(8) } }),
        // The parent is unlinked from Can and opts out of the weekly summary.
        account('parent', {
          type: 'ParentUnlinked',
          data: { parentId: 'parent', studentId: 's2', at: minute(9) },
        }),
        account('parent', {
          type: 'MailPreferencesChanged',
          data: { accountId: 'parent', weeklySummary: false, via: 'link', at: minute(9) },
        }),
        inStream('organisation-org', {
          type: 'OrganisationAttentionRulesChanged',
          data: { organisationId: 'org', overrides: { inactivityDays: 5 }, changedBy: 'adv', at: minute(10) },
        }),
      )
      .then(async (db) => {
        const coaches = await coachListQuery(db, { rosterOf: 'adv' }, coachList);
        expect(
          coaches.items.map((c) => [c.id, `${c.firstName} ${c.lastName}`, c.studentCount, c.isActive]),
        ).toEqual([
          ['k1', 'Mehmet Şahin', 0, true],
          ['k2', 'Zeynep Demir', 2, false],
        ]);
        expect(coaches.items[0]).toMatchObject({ phone: '+90 555 111 11 11', package: 'Koç Başlangıç' });
        expect(await accountByIdQuery(db, 'adv')).toMatchObject({ coach_count: 2, organisation_id: 'org' });
        expect(await accountByIdQuery(db, 'k1')).toMatchObject({
          must_change_password: false,
          password_hash: 'y',
        });

        const students = await studentListQuery(db, { advisorId: 'adv' }, coachList);
        expect(students.items.map((s) => [s.firstName, s.coachName])).toEqual([
          ['Can', 'Zeynep Demir'],
          ['Elif', null],
          ['Işıl', 'Zeynep Demir'],
        ]);
        expect(students.items[0]).toMatchObject({ assignedAt: minute(5) });
        const unassigned = await studentListQuery(
          db,
          { advisorId: 'adv' },
          { ...coachList, unassigned: true },
        );
        expect(unassigned.items.map((s) => s.id)).toEqual(['s1']);
        // Turkish-aware search: "isil" finds Işıl.
        const found = await studentListQuery(db, { advisorId: 'adv' }, { ...coachList, search: 'isil' });
        expect(found.items.map((s) => s.id)).toEqual(['s3']);

        expect((await linkedStudentsQuery(db, 'parent')).map((s) => s.id)).toEqual(['s1']);
        expect(await weeklySummaryRecipientsQuery(db)).toEqual([]);
        const admin = await listAccountsQuery(db, { search: 'şahin', page: 1, limit: 20 });
        expect(admin.rows.map((r) => r.id)).toEqual(['k1']);
        const inactive = await listAccountsQuery(db, { active: false, page: 1, limit: 20 });
        expect(inactive.rows.map((r) => r.id)).toEqual(['k2']);
        expect((await organisationAttentionRulesQuery(db, 'org')).overrides).toEqual({ inactivityDays: 5 });

        // What the features read of people: a coach's students, a student's staff and family, names by id.
        expect((await studentsOfCoachQuery(db, 'k2')).map((s) => s.first_name)).toEqual(['Can', 'Işıl']);
        expect(await studentsOfCoachQuery(db, 'k2', 's3')).toMatchObject([{ id: 's3' }]);
        expect(await studentIdsOfCoachQuery(db, 'k2', 'adv')).toEqual(['s2', 's3']);
        expect(await studentIdsOfCoachQuery(db, 'k2', 'another-advisor')).toEqual([]);
        expect(await advisorHasStudentsQuery(db, 'adv')).toBe(true);
        expect(await advisorHasStudentsQuery(db, 'k1')).toBe(false);
        expect(await studentWithCoachQuery(db, 's2')).toEqual({
          first_name: 'Can',
          last_name: 'Öztürk',
          coach_first: 'Zeynep',
          coach_last: 'Demir',
        });
        expect(await studentWithCoachQuery(db, 's1')).toMatchObject({ coach_first: null });
        expect(await advisorOfStudentQuery(db, 's1')).toEqual({
          advisor_id: 'adv',
          first_name: 'Ayşe',
          last_name: 'Yılmaz',
        });
        expect(await parentsOfStudentQuery(db, 's1')).toEqual([
          { id: 'parent', first_name: 'Fatma', last_name: 'Öztürk', email: 'parent@ornek.com', phone: null },
        ]);
        expect(await parentsOfStudentQuery(db, 's2')).toEqual([]);
        expect(await namesByIdQuery(db, ['k1', 's3', 'unknown'])).toEqual(
          new Map([
            ['k1', 'Mehmet Şahin'],
            ['s3', 'Işıl Çelik'],
          ]),
        );
        expect(await accountsByIdQuery(db, ['k2'])).toEqual([
          { id: 'k2', first_name: 'Zeynep', last_name: 'Demir', email: 'k2@ornek.com' },
        ]);
      }));

  it('sends the weekly summary to a parent again once they opt back in, with their children in Turkish order', () =>
    spec
      .given(
        ...company,
        // A second parent who registered themself and opted out by the mail's link.
        registered('veli2', 'PARENT', 'Ali', 'Çelik', { organisationId: null, emailVerified: false }),
        account('veli2', linked('veli2', 's3')),
        account('veli2', summaryMail('veli2', false, 'link', 2)),
        account('parent', summaryMail('parent', false, 'link', 2)),
      )
      .when(
        account('veli2', summaryMail('veli2', true, 'portal', 9)),
        account('veli2', {
          type: 'EmailAddressVerified',
          data: { accountId: 'veli2', requestId: 'r', email: 'veli2@ornek.com', at: minute(9) },
        }),
      )
      .then(async (db) => {
        expect(await weeklySummaryRecipientsQuery(db)).toEqual([
          {
            parentId: 'veli2',
            email: 'veli2@ornek.com',
            firstName: 'Ali',
            students: [{ id: 's3', firstName: 'Işıl', lastName: 'Çelik' }],
          },
        ]);
        expect(await accountByEmailQuery(db, ' Veli2@Ornek.com ')).toMatchObject({
          id: 'veli2',
          email_verified: true,
          weekly_summary_mail: true,
        });
        expect(await accountByIdQuery(db, 'parent')).toMatchObject({ weekly_summary_mail: false });
        expect((await linkedStudentsQuery(db, 'parent')).map((s) => s.first_name)).toEqual(['Can', 'Elif']);
      }));

  it('takes a coach who leaves with a student out of the old company', () =>
    spec
      .given(...company, ...secondCompany)
      .when(leaving)
      .then(async (db) => {
        expect(await accountByIdQuery(db, 'k1')).toMatchObject({ advisor_id: null, student_count: 0 });
        expect(await accountByIdQuery(db, 'adv')).toMatchObject({ coach_count: 1 });
        const stayed = await studentListQuery(db, { advisorId: 'adv' }, coachList);
        expect(stayed.items.map((s) => [s.id, s.coachId])).toEqual([
          ['s1', null],
          ['s3', null],
        ]);
        // Between the two rosters Can belongs to nobody's list.
        expect(await studentByIdQuery(db, 's2')).toMatchObject({ advisor_id: null, coach_id: null });
      }));

  it('places the coach and the student in the new company', () =>
    spec
      .given(...company, ...secondCompany, leaving)
      .when(
        roster(
          'adv2',
          { type: 'CoachAddedToRoster', data: { advisorId: 'adv2', coachId: 'k1', at: minute(6) } },
          { type: 'StudentEnrolled', data: { advisorId: 'adv2', studentId: 's2', at: minute(6) } },
          {
            type: 'CoachAssigned',
            data: { advisorId: 'adv2', studentId: 's2', coachId: 'k1', previousCoachId: null, at: minute(6) },
          },
        ),
      )
      .then(async (db) => {
        expect(await accountByIdQuery(db, 'k1')).toMatchObject({
          advisor_id: 'adv2',
          organisation_id: 'org2',
          student_count: 1,
        });
        const moved = await studentListQuery(db, { advisorId: 'adv2' }, coachList);
        expect(moved.items.map((s) => [s.id, s.coachName])).toEqual([['s2', 'Mehmet Kaya']]);
        expect(await studentByIdQuery(db, 's2')).toMatchObject({ organisation_id: 'org2' });
      }));

  it('lists every student for the admin with organisation, advisor, coach and parents, in Turkish order', () =>
    spec
      .given(...company, ...secondCompany)
      .when(leaving)
      .then(async (db) => {
        const all = await adminStudentListQuery(db, { page: 1, limit: 20 });
        expect(all.total).toBe(3);
        expect(
          all.items.map((s) => [s.firstName, s.organisationName, s.advisorName, s.coachName, s.parentCount]),
        ).toEqual([
          // Can is between two rosters: still in the first company's records, with nobody working with him.
          ['Can', 'Yıldız Eğitim Koçluğu', null, null, 1],
          ['Elif', 'Yıldız Eğitim Koçluğu', 'Ayşe Yılmaz', null, 1],
          ['Işıl', 'Yıldız Eğitim Koçluğu', 'Ayşe Yılmaz', null, 0],
        ]);
        const found = await adminStudentListQuery(db, { search: 'IŞIL', page: 1, limit: 20 });
        expect(found.items.map((s) => s.id)).toEqual(['s3']);
        const secondPage = await adminStudentListQuery(db, { page: 2, limit: 2 });
        expect({ total: secondPage.total, ids: secondPage.items.map((s) => s.id) }).toEqual({
          total: 3,
          ids: ['s3'],
        });
      }));

  it('lists for the admin only the students nobody coaches when asked', () =>
    spec
      .given(...secondCompany)
      .when(...company)
      .then(async (db) => {
        const unassigned = await adminStudentListQuery(db, { unassigned: true, page: 1, limit: 20 });
        expect(unassigned.items.map((s) => [s.id, s.coachName])).toEqual([['s3', null]]);
        const everyone = await adminStudentListQuery(db, { page: 1, limit: 20 });
        expect(everyone.items.map((s) => s.coachName)).toEqual(['Mehmet Kaya', 'Mehmet Kaya', null]);
      }));
});
