import type { DomainEvent } from '@pusula/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectionRunner } from '../../runner';
import { appendToStream, openProjectorTest, TEST_STORAGE_KINDS, type TestStorage } from '../../testing';
import { directoryProjector } from './projector';

const at = '2026-11-26T09:00:00.000Z';
const registered = (accountId: string, role: 'ADVISOR' | 'COACH', organisationId?: string): DomainEvent => ({
  type: 'AccountRegistered',
  data: {
    accountId,
    role,
    email: `${accountId}@ornek.com`,
    firstName: 'Ad',
    lastName: accountId,
    phone: null,
    passwordHash: 'x',
    coach:
      role === 'COACH'
        ? { packageId: 'koc-baslangic', packageName: 'Koç Başlangıç', studentLimit: 10 }
        : null,
    advisor: role === 'ADVISOR' ? { title: '', department: '', specialization: '', maxCoachLimit: 10 } : null,
    consent: null,
    registeredAt: at,
    createdBy: 'self',
    ...(organisationId !== undefined ? { organisationId } : {}),
  },
});

/**
 * The directory's organisations: logs from before organisations read as if every advisor founded a
 * company and every coach a practice, and a coach added to an advisor's roster works in the advisor's;
 * new logs name them. A rebuild gives the same rows.
 */
describe.each(TEST_STORAGE_KINDS)('directory organisations on %s', (kind) => {
  let storage: TestStorage;
  let runner: ProjectionRunner;
  afterEach(async () => {
    await runner.stop();
    await storage.close();
  });

  const append = (stream: string, events: DomainEvent[]) => appendToStream(storage.store, stream, events);
  const rows = async () => ({
    organisations: await storage.db
      .selectFrom('organisations')
      .select(['id', 'kind', 'name', 'founder_id', 'trial_ends_at'])
      .orderBy('id')
      .execute(),
    accounts: await storage.db
      .selectFrom('accounts')
      .select(['id', 'organisation_id', 'advisor_id'])
      .orderBy('id')
      .execute(),
    students: await storage.db
      .selectFrom('students')
      .select(['id', 'organisation_id', 'advisor_id', 'coach_id'])
      .orderBy('id')
      .execute(),
  });

  it('reads old logs as founded organisations, follows new ones, and rebuilds to the same rows', async () => {
    ({ storage, runner } = await openProjectorTest(kind, [directoryProjector]));
    // Before organisations: an advisor, a coach they claimed, a coach nobody claimed, a student.
    await append('account-adv', [registered('adv', 'ADVISOR')]);
    await append('account-c1', [registered('c1', 'COACH')]);
    await append('account-c2', [registered('c2', 'COACH')]);
    await append('roster-adv', [
      { type: 'CoachAddedToRoster', data: { advisorId: 'adv', coachId: 'c1', at } },
    ]);
    await append('student-s1', [
      {
        type: 'StudentCreated',
        data: {
          studentId: 's1',
          firstName: 'Eski',
          lastName: 'Öğrenci',
          classLevel: '12',
          examTarget: 'TYT',
          school: null,
          phone: null,
          advisorId: 'adv',
          createdBy: 'adv',
          createdAt: at,
        },
      },
    ]);
    // Today: a mentor founds a practice and places a student of their own (roster first, record after).
    await append('account-m', [registered('m', 'COACH', 'm')]);
    await append('organisation-m', [
      {
        type: 'OrganisationCreated',
        data: {
          organisationId: 'm',
          kind: 'INDEPENDENT',
          name: 'Ad m',
          founderId: 'm',
          packageId: 'koc-baslangic',
          trialEndsAt: '2026-12-10T09:00:00.000Z',
          at,
        },
      },
    ]);
    await append('roster-m', [
      { type: 'CoachAddedToRoster', data: { advisorId: 'm', coachId: 'm', at } },
      { type: 'StudentEnrolled', data: { advisorId: 'm', studentId: 's2', at } },
      {
        type: 'CoachAssigned',
        data: { advisorId: 'm', studentId: 's2', coachId: 'm', previousCoachId: null, at },
      },
    ]);
    await append('student-s2', [
      {
        type: 'StudentCreated',
        data: {
          studentId: 's2',
          firstName: 'Yeni',
          lastName: 'Öğrenci',
          classLevel: '11',
          examTarget: 'TYT',
          school: null,
          phone: null,
          advisorId: null,
          organisationId: 'm',
          coachId: 'm',
          createdBy: 'm',
          createdAt: at,
        },
      },
    ]);
    await runner.catchUp(10_000);
    const projected = await rows();
    expect(projected.organisations).toEqual([
      expect.objectContaining({
        id: 'adv',
        kind: 'COMPANY',
        name: 'Ad adv',
        founder_id: 'adv',
        trial_ends_at: null,
      }),
      expect.objectContaining({ id: 'c1', kind: 'INDEPENDENT' }),
      expect.objectContaining({ id: 'c2', kind: 'INDEPENDENT' }),
      expect.objectContaining({ id: 'm', kind: 'INDEPENDENT', name: 'Ad m' }),
    ]);
    expect(projected.accounts).toEqual([
      { id: 'adv', organisation_id: 'adv', advisor_id: null },
      // The claim was the join: the claimed coach works in the advisor's company.
      { id: 'c1', organisation_id: 'adv', advisor_id: 'adv' },
      { id: 'c2', organisation_id: 'c2', advisor_id: null },
      // A mentor's own roster: the mentor works for nobody.
      { id: 'm', organisation_id: 'm', advisor_id: null },
    ]);
    expect(projected.students).toEqual([
      { id: 's1', organisation_id: 'adv', advisor_id: 'adv', coach_id: null },
      { id: 's2', organisation_id: 'm', advisor_id: null, coach_id: 'm' },
    ]);
    const mentor = await storage.db
      .selectFrom('accounts')
      .select('student_count')
      .where('id', '=', 'm')
      .executeTakeFirstOrThrow();
    expect(mentor.student_count).toBe(1);

    await runner.rebuild(['directory']);
    expect(await rows()).toEqual(projected);
  });
});
