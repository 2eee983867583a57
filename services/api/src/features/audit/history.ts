import type { TimelineEntryDto } from '@pusula/contracts';
import { foldEvents, rosterDecider, rosterStreamId, studentStreamId } from '@pusula/domain';
import type { RecordedEvent } from '@pusula/eventstore';
import { namesByIdQuery, studentByIdQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { toDomainEvent } from '../../commands/handle-command';

/** Names for the ids a timeline mentions, read once per timeline. */
async function namesOf(deps: AppDeps, ids: Iterable<string>): Promise<Map<string, string>> {
  return namesByIdQuery(deps.storage.db, [...new Set(ids)].filter(Boolean));
}

function describe(
  event: RecordedEvent,
  name: (id: string | null | undefined) => string | null,
): Omit<TimelineEntryDto, 'at' | 'by'> | null {
  const d = event.data as Record<string, string | null>;
  switch (event.type) {
    case 'StudentCreated':
      return {
        what: 'STUDENT_CREATED',
        description: `${name(d.studentId)} kaydedildi`,
        previous: null,
        next: null,
      };
    case 'StudentEnrolled':
      return {
        what: 'STUDENT_ENROLLED',
        description: `${name(d.studentId)} danışman ekibine eklendi`,
        previous: null,
        next: null,
      };
    case 'CoachAssigned':
      return d.previousCoachId
        ? {
            what: 'COACH_REASSIGNED',
            description: `${name(d.studentId)}: koç ${name(d.previousCoachId)} → ${name(d.coachId)}`,
            previous: name(d.previousCoachId),
            next: name(d.coachId),
          }
        : {
            what: 'COACH_ASSIGNED',
            description: `${name(d.studentId)}, ${name(d.coachId)} adlı koça atandı`,
            previous: null,
            next: name(d.coachId),
          };
    case 'CoachUnassigned':
      return {
        what: 'COACH_UNASSIGNED',
        description: `${name(d.studentId)} koçundan ayrıldı`,
        previous: name(d.coachId),
        next: null,
      };
    case 'StudentTransferredOut':
      return {
        what: 'STUDENT_TRANSFERRED',
        description: `${name(d.studentId)}, koçu ${name(d.coachId)} ile birlikte başka bir kuruma geçti`,
        previous: name(d.coachId),
        next: null,
      };
    case 'CoachAddedToRoster':
      return {
        what: 'COACH_ADDED',
        description: `${name(d.coachId)} ekibe katıldı`,
        previous: null,
        next: name(d.coachId),
      };
    case 'CoachRemovedFromRoster':
      return {
        what: 'COACH_REMOVED',
        description: `${name(d.coachId)} ekipten ayrıldı`,
        previous: name(d.coachId),
        next: null,
      };
    default:
      return null;
  }
}

async function toTimeline(deps: AppDeps, events: RecordedEvent[]): Promise<TimelineEntryDto[]> {
  const ids = events.flatMap((e) => {
    const d = e.data as Record<string, unknown>;
    return [d.studentId, d.coachId, d.previousCoachId, e.metadata.actorId].filter(
      (x): x is string => typeof x === 'string',
    );
  });
  const names = await namesOf(deps, ids);
  const name = (id: string | null | undefined) => (id ? (names.get(id) ?? id) : null);
  return events.flatMap((e) => {
    const entry = describe(e, name);
    if (!entry) return [];
    const actor = typeof e.metadata.actorId === 'string' ? e.metadata.actorId : null;
    return [{ ...entry, at: e.createdAt.toISOString(), by: actor === 'seed' ? 'Demo verisi' : name(actor) }];
  });
}

/** A student's assignments, read straight from the streams (not from a read model). */
export async function assignmentHistory(deps: AppDeps, studentId: string): Promise<TimelineEntryDto[]> {
  const student = await studentByIdQuery(deps.storage.db, studentId);
  const own = await deps.storage.store.readStream(studentStreamId(studentId));
  // The roster's owner: the advisor, or for an independent mentor's student, the mentor.
  const rosterOwnerId = student?.advisor_id ?? student?.coach_id;
  const roster = rosterOwnerId ? await deps.storage.store.readStream(rosterStreamId(rosterOwnerId)) : [];
  const relevant = roster.filter((e) => (e.data as { studentId?: string }).studentId === studentId);
  // A new student's roster entry is written just before the record (the roster decides first): the record
  // still opens the timeline.
  const recordFirst = (e: RecordedEvent) => (e.type === 'StudentCreated' ? 0 : 1);
  return toTimeline(
    deps,
    [...own, ...relevant].sort(
      (a, b) =>
        recordFirst(a) - recordFirst(b) ||
        a.createdAt.getTime() - b.createdAt.getTime() ||
        (a.position < b.position ? -1 : 1),
    ),
  );
}

export async function rosterHistory(deps: AppDeps, advisorId: string): Promise<TimelineEntryDto[]> {
  return toTimeline(deps, await deps.storage.store.readStream(rosterStreamId(advisorId)));
}

/** The roster as it stood at a moment: the stream replayed up to that time. */
export async function rosterAt(deps: AppDeps, advisorId: string, at: Date) {
  const events = (await deps.storage.store.readStream(rosterStreamId(advisorId))).filter(
    (e) => e.createdAt <= at,
  );
  const state = foldEvents(
    rosterDecider,
    events.map(toDomainEvent) as Parameters<typeof rosterDecider.evolve>[1][],
  );
  const names = await namesOf(deps, [...state.coaches, ...state.students.keys()]);
  return {
    at: at.toISOString(),
    coaches: [...state.coaches].map((id) => ({ id, name: names.get(id) ?? id })),
    students: [...state.students].map(([id, coachId]) => ({ id, name: names.get(id) ?? id, coachId })),
  };
}
