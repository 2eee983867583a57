import type { DomainEvent } from '@pusula/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { ProjectionRunner } from '../../runner';
import {
  appendToStream,
  applyLogAgain,
  openProjectorTest,
  TEST_STORAGE_KINDS,
  type TestStorage,
} from '../../testing';
import { invitationsProjector } from './projector';
import { advisorInvitationsQuery, studentInvitationsQuery, studentOfAccountQuery } from './queries';

const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9)).toISOString();
const sent = (invitationId: string, role: 'COACH' | 'PARENT', expiresDay = 29): DomainEvent => ({
  type: 'InvitationSent',
  data: {
    invitationId,
    organisationId: 'org',
    role,
    email: role === 'COACH' ? 'koc@ornek.com' : null,
    studentId: role === 'COACH' ? null : 'stu',
    invitedBy: 'adv',
    advisorId: role === 'COACH' ? 'adv' : null,
    coachStudentLimit: role === 'COACH' ? 10 : null,
    expiresAt: at(expiresDay),
    at: at(22),
  },
});

describe.each(TEST_STORAGE_KINDS)('invitations projector on %s', (kind) => {
  let storage: TestStorage;
  let runner: ProjectionRunner;
  afterEach(async () => {
    await runner.stop();
    await storage.close();
  });

  const append = (stream: string, events: DomainEvent[]) => appendToStream(storage.store, stream, events);
  const tables = async () => ({
    invitations: await storage.db.selectFrom('invitations').selectAll().orderBy('id').execute(),
    students: await storage.db.selectFrom('student_accounts').selectAll().orderBy('account_id').execute(),
  });

  it('lists invitations with their status, links student accounts, and a replay or rebuild changes nothing', async () => {
    ({ storage, runner } = await openProjectorTest(kind, [invitationsProjector]));
    await append('invitation-a', [sent('a', 'COACH')]);
    await append('invitation-b', [sent('b', 'COACH', 23)]);
    await append('invitation-c', [sent('c', 'PARENT')]);
    await append('invitation-a', [
      { type: 'InvitationAccepted', data: { invitationId: 'a', accountId: 'k', at: at(24) } },
    ]);
    await append('invitation-c', [
      { type: 'InvitationRevoked', data: { invitationId: 'c', revokedBy: 'adv', at: at(24) } },
    ]);
    const { position } = await append('account-s', [
      {
        type: 'AccountRegistered',
        data: {
          accountId: 's',
          role: 'STUDENT',
          email: 'ogrenci@ornek.com',
          firstName: 'Elif',
          lastName: 'Öztürk',
          phone: null,
          passwordHash: 'x',
          coach: null,
          advisor: null,
          consent: null,
          registeredAt: at(24),
          createdBy: 'self',
          studentId: 'stu',
        },
      },
    ]);
    await runner.waitFor(position, ['invitations']);

    const now = new Date(at(25));
    const coachInvitations = await advisorInvitationsQuery(storage.db, 'adv', now);
    expect(coachInvitations.map((i) => [i.id, i.status])).toEqual([
      ['a', 'ACCEPTED'],
      ['b', 'EXPIRED'],
    ]);
    expect(coachInvitations[0]!.acceptedAt).toBe(at(24));
    expect((await studentInvitationsQuery(storage.db, 'stu', now)).map((i) => [i.id, i.status])).toEqual([
      ['c', 'REVOKED'],
    ]);
    expect(await studentOfAccountQuery(storage.db, 's')).toBe('stu');

    const before = await tables();
    await applyLogAgain(storage, invitationsProjector);
    expect(await tables()).toEqual(before);
    await runner.rebuild(['invitations']);
    expect(await tables()).toEqual(before);
  });
});
