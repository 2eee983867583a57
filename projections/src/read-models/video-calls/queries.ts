import type {
  VideoCallDto,
  VideoCallStatus,
  VideoEndReason,
  VideoHistoryDto,
  VideoHistoryInput,
  VideoInviteeType,
  VideoParticipantDto,
  VideoParticipantStatus,
  VideoParticipantType,
} from '@pusula/contracts';
import { type Selectable, sql } from 'kysely';
import type { ReadDb } from '../../db';
import type { VideoCallsTable } from './tables';

type CallRow = Selectable<VideoCallsTable>;
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
const PARTICIPANT_ORDER: Record<string, number> = { ADVISOR: 0, COACH: 1, STUDENT: 2, PARENT: 3 };
/** A participant still part of the call: a coach who declined does not see it as incoming any more. */
const STILL_IN = ['INVITED', 'JOINED', 'CONNECTED', 'DISCONNECTED', 'LEFT'];

export const videoRoomUrl = (callId: string) => `/video-room/${encodeURIComponent(callId)}`;

async function participantsOf(db: ReadDb, callIds: string[]): Promise<Map<string, VideoParticipantDto[]>> {
  const byCall = new Map<string, VideoParticipantDto[]>();
  if (callIds.length === 0) return byCall;
  const rows = await db
    .selectFrom('video_call_participants as p')
    .leftJoin('accounts as a', (j) =>
      j.onRef('a.id', '=', 'p.participant_id').on('p.participant_type', '<>', 'STUDENT'),
    )
    .leftJoin('students as s', (j) =>
      j.onRef('s.id', '=', 'p.participant_id').on('p.participant_type', '=', 'STUDENT'),
    )
    .select([
      'p.call_id',
      'p.participant_type',
      'p.participant_id',
      'p.status',
      'p.joined_at',
      'p.left_at',
      sql<string | null>`coalesce(a.first_name || ' ' || a.last_name, s.first_name || ' ' || s.last_name)`.as(
        'name',
      ),
    ])
    .where('p.call_id', 'in', callIds)
    .execute();
  for (const r of rows) {
    const list = byCall.get(r.call_id) ?? [];
    list.push({
      participantType: r.participant_type as VideoParticipantType,
      id: r.participant_id,
      name: r.name ?? '',
      status: r.status as VideoParticipantStatus,
      joinedAt: iso(r.joined_at),
      leftAt: iso(r.left_at),
    });
    byCall.set(r.call_id, list);
  }
  for (const list of byCall.values())
    list.sort(
      (a, b) =>
        PARTICIPANT_ORDER[a.participantType]! - PARTICIPANT_ORDER[b.participantType]! ||
        a.id.localeCompare(b.id),
    );
  return byCall;
}

async function toDtos(db: ReadDb, rows: CallRow[], now: Date): Promise<VideoCallDto[]> {
  const participants = await participantsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => {
    const answeredAt = iso(r.answered_at);
    const running = r.status !== 'ENDED' && answeredAt;
    return {
      id: r.id,
      sessionId: r.id,
      participantType: r.participant_type as VideoInviteeType,
      hostType: r.host_type,
      advisorId: r.advisor_id,
      coachId: r.coach_id,
      studentId: r.student_id,
      status: r.status as VideoCallStatus,
      startedAt: iso(r.started_at)!,
      answeredAt,
      endedAt: iso(r.ended_at),
      endReason: r.end_reason as VideoEndReason | null,
      endedBy: r.ended_by as VideoCallDto['endedBy'],
      durationSeconds: running
        ? Math.max(0, Math.round((now.getTime() - Date.parse(answeredAt)) / 1000))
        : r.duration_seconds,
      participants: participants.get(r.id) ?? [],
      coachingSessionId: r.coaching_session_id,
      roomUrl: videoRoomUrl(r.id),
    };
  });
}

export async function videoCallQuery(db: ReadDb, callId: string, now: Date): Promise<VideoCallDto | null> {
  const row = await db.selectFrom('video_calls').selectAll().where('id', '=', callId).executeTakeFirst();
  return row ? (await toDtos(db, [row], now))[0]! : null;
}

/** The calls a person is part of that have not ended, newest first (the spec's client uses the first). */
export async function activeVideoCallsQuery(
  db: ReadDb,
  who: { userId: string; participantType: VideoParticipantType },
  now: Date,
): Promise<VideoCallDto[]> {
  const rows = await db
    .selectFrom('video_calls as c')
    .innerJoin('video_call_participants as p', 'p.call_id', 'c.id')
    .selectAll('c')
    .where('c.status', '<>', 'ENDED')
    .where('p.participant_type', '=', who.participantType)
    .where('p.participant_id', '=', who.userId)
    .where('p.status', 'in', STILL_IN)
    .orderBy('c.started_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(50)
    .execute();
  return toDtos(db, rows, now);
}

/** Whose calls a history covers: an advisor's, a coach's, a student's, or any combination (all must hold). */
export interface VideoHistoryScope {
  advisorId?: string;
  coachId?: string;
  studentId?: string;
}

/** Day bounds: a bare `to` date takes in the whole of that day. */
const dayEnd = (s: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(s) ? new Date(Date.parse(s) + 86_400_000 - 1) : new Date(s);

export async function videoHistoryQuery(
  db: ReadDb,
  scope: VideoHistoryScope,
  input: VideoHistoryInput,
  now: Date,
): Promise<VideoHistoryDto> {
  let query = db.selectFrom('video_calls');
  for (const [column, value] of [
    ['advisor_id', scope.advisorId],
    ['coach_id', scope.coachId],
    ['student_id', scope.studentId],
    ['coach_id', input.coachId],
    ['student_id', input.studentId],
  ] as const)
    if (value) query = query.where(column, '=', value);
  if (input.status) query = query.where('status', '=', input.status);
  if (input.endReason) query = query.where('end_reason', '=', input.endReason);
  if (input.from) query = query.where('started_at', '>=', new Date(input.from));
  if (input.to) query = query.where('started_at', '<=', dayEnd(input.to));
  const [rows, totals] = await Promise.all([
    query
      .selectAll()
      .orderBy('started_at', 'desc')
      .orderBy('id', 'desc')
      .limit(input.limit)
      .offset((input.page - 1) * input.limit)
      .execute(),
    query
      .select([
        (eb) => eb.fn.countAll<string>().as('n'),
        (eb) => eb.fn.coalesce(eb.fn.sum<string>('duration_seconds'), eb.lit(0)).as('seconds'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: await toDtos(db, rows, now),
    total: Number(totals.n),
    page: input.page,
    limit: input.limit,
    totalDurationSeconds: Number(totals.seconds),
  };
}

/** A coach's calls that overlap a time range (their calendar); a running call lasts until now. */
export async function coachVideoCallsInRangeQuery(
  db: ReadDb,
  coachId: string,
  start: Date,
  end: Date,
  now: Date,
): Promise<VideoCallDto[]> {
  const rows = await db
    .selectFrom('video_calls')
    .selectAll()
    .where('coach_id', '=', coachId)
    .where('started_at', '<=', end)
    .where((eb) => eb.or([eb('ended_at', 'is', null), eb('ended_at', '>=', start)]))
    .orderBy('started_at')
    .limit(1000)
    .execute();
  return toDtos(db, rows, now);
}

/**
 * Calls the timeout scheduler should look at, oldest first: unanswered past the ring time, running past the
 * longest duration, or answered with nobody in them for the idle time. The decider checks each again.
 */
export async function videoCallsDueForTimeoutQuery(
  db: ReadDb,
  now: Date,
  limits: { ringTimeoutMs: number; idleTimeoutMs: number; maxDurationMs: number },
  limit = 200,
): Promise<string[]> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const rows = await db
    .selectFrom('video_calls as c')
    .select('c.id')
    .where('c.status', '<>', 'ENDED')
    .where((eb) =>
      eb.or([
        eb.and([eb('c.answered_at', 'is', null), eb('c.started_at', '<=', before(limits.ringTimeoutMs))]),
        eb('c.started_at', '<=', before(limits.maxDurationMs)),
        eb.and([
          eb('c.answered_at', 'is not', null),
          eb('c.last_change_at', '<=', before(limits.idleTimeoutMs)),
          eb.not(
            eb.exists(
              eb
                .selectFrom('video_call_participants as p')
                .select('p.call_id')
                .whereRef('p.call_id', '=', 'c.id')
                .where('p.status', 'in', ['JOINED', 'CONNECTED']),
            ),
          ),
        ]),
      ]),
    )
    .orderBy('c.started_at')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/**
 * What a coach's call with a student needs to know: the student's assigned coach, her own account (if
 * any: the one her phone rings on), her linked parents, and whether the named coaching session is hers.
 */
export async function studentCallFactsQuery(
  db: ReadDb,
  studentId: string,
  coachingSessionId: string | null,
): Promise<{
  assignedCoachId: string | null;
  hasAccount: boolean;
  parentIds: string[];
  sessionIsHers: boolean;
} | null> {
  const student = await db
    .selectFrom('students as s')
    .leftJoin('student_accounts as a', 'a.student_id', 's.id')
    .select(['s.coach_id', 'a.account_id'])
    .where('s.id', '=', studentId)
    .executeTakeFirst();
  if (!student) return null;
  const parents = await db
    .selectFrom('parent_students')
    .select('parent_id')
    .where('student_id', '=', studentId)
    .orderBy('linked_at')
    .execute();
  const session = coachingSessionId
    ? await db
        .selectFrom('coaching_sessions')
        .select('session_id')
        .where('session_id', '=', coachingSessionId)
        .where('student_id', '=', studentId)
        .executeTakeFirst()
    : null;
  return {
    assignedCoachId: student.coach_id,
    hasAccount: Boolean(student.account_id),
    parentIds: parents.map((p) => p.parent_id),
    sessionIsHers: Boolean(session),
  };
}
