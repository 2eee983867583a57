import type { DomainEvent, EventOf } from '@pusula/contracts';
import { inStream, type StreamAppend } from '../../projector-spec';

/**
 * The directory's events as projector tests write them: people with names, so the queries that show names
 * have something to show. Each helper is one command's append to its own stream.
 */

export const minute = (m: number) => new Date(Date.UTC(2026, 10, 22, 9, m)).toISOString();

type Role = EventOf<'AccountRegistered'>['data']['role'];

export function registered(
  accountId: string,
  role: Role,
  firstName: string,
  lastName: string,
  extra: Partial<EventOf<'AccountRegistered'>['data']> = {},
): StreamAppend {
  return inStream(`account-${accountId}`, {
    type: 'AccountRegistered',
    data: {
      accountId,
      role,
      email: `${accountId}@ornek.com`,
      firstName,
      lastName,
      phone: null,
      passwordHash: 'x',
      coach:
        role === 'COACH'
          ? { packageId: 'koc-baslangic', packageName: 'Koç Başlangıç', studentLimit: 10 }
          : null,
      advisor:
        role === 'ADVISOR'
          ? { title: 'Danışman', department: '', specialization: '', maxCoachLimit: 10 }
          : null,
      consent: null,
      registeredAt: minute(0),
      createdBy: 'test',
      ...extra,
    },
  });
}

export function studentCreated(
  studentId: string,
  firstName: string,
  lastName: string,
  extra: Partial<EventOf<'StudentCreated'>['data']> = {},
): StreamAppend {
  return inStream(`student-${studentId}`, {
    type: 'StudentCreated',
    data: {
      studentId,
      firstName,
      lastName,
      classLevel: '12',
      examTarget: 'YKS',
      school: null,
      phone: null,
      advisorId: 'adv',
      createdBy: 'test',
      createdAt: minute(0),
      ...extra,
    },
  });
}

/** Events of an advisor's roster stream. */
export const roster = (advisorId: string, ...events: DomainEvent[]) =>
  inStream(`roster-${advisorId}`, ...events);

export const assigned = (
  studentId: string,
  coachId: string,
  previousCoachId: string | null = null,
  at = minute(1),
) =>
  ({
    type: 'CoachAssigned',
    data: { advisorId: 'adv', studentId, coachId, previousCoachId, at },
  }) satisfies DomainEvent;
