import {
  type AdvisorDashboardDto,
  type CoachListInput,
  type CoachListItemDto,
  type CoachStatsDto,
  foldForSearch,
  type StudentListInput,
  type StudentListItemDto,
} from '@pusula/contracts';
import { sql } from 'kysely';
import type { ReadDb } from '../../db';
import { type AccountRow, escapeLike, toCoachDto } from './queries';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** The latest sign of life of each account: a session in use, or a note read or answered. */
async function lastActivity(db: ReadDb, accountIds: string[]): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('sessions')
    .select(['account_id as id', (eb) => eb.fn.max('last_seen_at').as('at')])
    .where('account_id', 'in', accountIds)
    .groupBy('account_id')
    .unionAll(
      db
        .selectFrom('notes')
        .select(['coach_id as id', (eb) => eb.fn.max(sql<Date>`greatest(read_at, replied_at)`).as('at')])
        .where('coach_id', 'in', accountIds)
        .groupBy('coach_id'),
    )
    .execute();
  const latest = new Map<string, string>();
  for (const row of rows) {
    const at = iso(row.at as Date | null);
    if (at && (!latest.has(row.id) || latest.get(row.id)! < at)) latest.set(row.id, at);
  }
  return latest;
}

export function toCoachListItem(row: AccountRow, lastActivityAt: string | null): CoachListItemDto {
  return { ...toCoachDto(row), lastActivityAt };
}

async function withActivity(db: ReadDb, rows: AccountRow[]): Promise<CoachListItemDto[]> {
  const activity = await lastActivity(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toCoachListItem(r, activity.get(r.id) ?? null));
}

/**
 * Coaches of an advisor's roster, or the coaches available to an advisor: active, of the advisor's own
 * organisation, in nobody's roster. Coaches of other organisations (independent mentors included) never
 * appear; they join by invitation.
 */
export async function coachListQuery(
  db: ReadDb,
  scope: { rosterOf: string } | { availableTo: string },
  input: CoachListInput,
) {
  let query = db.selectFrom('accounts').where('role', '=', 'COACH');
  query =
    'rosterOf' in scope
      ? query.where('advisor_id', '=', scope.rosterOf)
      : query
          .where('advisor_id', 'is', null)
          .where('is_active', '=', true)
          .where(
            'organisation_id',
            '=',
            db.selectFrom('accounts as a').select('a.organisation_id').where('a.id', '=', scope.availableTo),
          );
  if (input.search?.trim())
    query = query.where('search_text', 'like', `%${escapeLike(foldForSearch(input.search))}%`);
  const sortColumn = ({ name: 'sort_key', studentCount: 'student_count', createdAt: 'created_at' } as const)[
    input.sortBy
  ];
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy(sortColumn, input.sortOrder)
      .orderBy('sort_key')
      .orderBy('id')
      .limit(input.limit)
      .offset((input.page - 1) * input.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: await withActivity(db, rows),
    total: Number(total.n),
    page: input.page,
    limit: input.limit,
  };
}

export async function coachOfAdvisorQuery(db: ReadDb, coachId: string): Promise<CoachListItemDto | null> {
  const row = await db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', coachId)
    .where('role', '=', 'COACH')
    .executeTakeFirst();
  return row ? (await withActivity(db, [row]))[0]! : null;
}

/** Class levels in school order (1–12, then Mezun), not text order. */
const CLASS_ORDER = sql<number>`CASE WHEN students.class_level = 'Mezun' THEN 13 ELSE students.class_level::int END`;

export async function studentListQuery(
  db: ReadDb,
  scope: { advisorId?: string; coachId?: string },
  input: StudentListInput,
) {
  let query = db.selectFrom('students').leftJoin('accounts as coach', 'coach.id', 'students.coach_id');
  if (scope.advisorId) query = query.where('students.advisor_id', '=', scope.advisorId);
  if (scope.coachId) query = query.where('students.coach_id', '=', scope.coachId);
  if (input.coachId) query = query.where('students.coach_id', '=', input.coachId);
  if (input.unassigned) query = query.where('students.coach_id', 'is', null);
  if (input.classLevel) query = query.where('students.class_level', '=', input.classLevel);
  if (input.examTarget) query = query.where('students.exam_target', '=', input.examTarget);
  if (input.search?.trim()) {
    query = query.where('students.search_text', 'like', `%${escapeLike(foldForSearch(input.search))}%`);
  }
  const order =
    input.sortBy === 'classLevel'
      ? CLASS_ORDER
      : input.sortBy === 'createdAt'
        ? sql`students.created_at`
        : sql`students.sort_key`;
  const [rows, total] = await Promise.all([
    query
      .selectAll('students')
      .select(['coach.first_name as coach_first_name', 'coach.last_name as coach_last_name'])
      .orderBy(order, input.sortOrder)
      .orderBy('students.sort_key')
      .orderBy('students.id')
      .limit(input.limit)
      .offset((input.page - 1) * input.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const items: StudentListItemDto[] = rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    classLevel: r.class_level,
    examTarget: r.exam_target,
    school: r.school,
    phone: r.phone,
    coachId: r.coach_id,
    coachName: r.coach_first_name ? `${r.coach_first_name} ${r.coach_last_name}` : null,
    assignedAt: iso(r.assigned_at),
    createdAt: iso(r.created_at)!,
  }));
  return { items, total: Number(total.n), page: input.page, limit: input.limit };
}

export async function advisorDashboardQuery(
  db: ReadDb,
  advisorId: string,
  now: Date,
): Promise<AdvisorDashboardDto> {
  const weekAgo = new Date(now.getTime() - WEEK_MS);
  const [advisor, students, notes, unassigned, calls] = await Promise.all([
    db
      .selectFrom('accounts')
      .select(['coach_count', 'max_coach_limit'])
      .where('id', '=', advisorId)
      .executeTakeFirst(),
    db
      .selectFrom('students')
      .select([(eb) => eb.fn.countAll<string>().as('n')])
      .where('advisor_id', '=', advisorId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('notes')
      .select([
        sql<string>`count(*) FILTER (WHERE created_at >= ${weekAgo})`.as('sent_week'),
        sql<string>`count(*) FILTER (WHERE replied_at >= ${weekAgo})`.as('replied_week'),
        sql<string>`count(*) FILTER (WHERE coach_reply IS NULL)`.as('unanswered'),
        sql<string>`count(*) FILTER (WHERE NOT is_read)`.as('unread'),
      ])
      .where('advisor_id', '=', advisorId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('students')
      .select(['id', 'first_name', 'last_name'])
      .where('advisor_id', '=', advisorId)
      .where('coach_id', 'is', null)
      .orderBy('sort_key')
      .execute(),
    db
      .selectFrom('video_calls')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('advisor_id', '=', advisorId)
      .where('started_at', '>=', weekAgo)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    coachCount: advisor?.coach_count ?? 0,
    maxCoachLimit: advisor?.max_coach_limit ?? 10,
    studentCount: Number(students.n),
    unassignedStudentCount: unassigned.length,
    notesThisWeek: Number(notes.sent_week),
    repliesThisWeek: Number(notes.replied_week),
    unansweredNotes: Number(notes.unanswered),
    unreadNotes: Number(notes.unread),
    callsThisWeek: Number(calls.n),
    studentsNeedingAttention: unassigned.map((s) => ({
      studentId: s.id,
      name: `${s.first_name} ${s.last_name}`,
      reason: 'Henüz bir koç atanmadı',
    })),
  };
}

export async function coachStatsQuery(db: ReadDb, coachId: string): Promise<CoachStatsDto | null> {
  const coach = await db
    .selectFrom('accounts')
    .selectAll()
    .where('id', '=', coachId)
    .where('role', '=', 'COACH')
    .executeTakeFirst();
  if (!coach) return null;
  const notes = await db
    .selectFrom('notes')
    .select([
      sql<string>`count(*)`.as('received'),
      sql<string>`count(*) FILTER (WHERE is_read)`.as('read'),
      sql<string>`count(*) FILTER (WHERE coach_reply IS NOT NULL)`.as('replied'),
      sql<
        number | null
      >`percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM replied_at - created_at) / 60)`.as(
        'median_minutes',
      ),
    ])
    .where('coach_id', '=', coachId)
    .executeTakeFirstOrThrow();
  const [activity, calls] = await Promise.all([
    lastActivity(db, [coachId]),
    db
      .selectFrom('video_calls')
      .select([
        (eb) => eb.fn.countAll<string>().as('n'),
        sql<string | null>`sum(duration_seconds)`.as('seconds'),
      ])
      .where('coach_id', '=', coachId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    coachId,
    studentCount: coach.student_count,
    studentLimit: coach.student_limit ?? 0,
    notesReceived: Number(notes.received),
    notesRead: Number(notes.read),
    notesReplied: Number(notes.replied),
    medianReplyMinutes: notes.median_minutes === null ? null : Math.round(Number(notes.median_minutes)),
    calls: Number(calls.n),
    callMinutes: Math.round(Number(calls.seconds ?? 0) / 60),
    lastActivityAt: activity.get(coachId) ?? null,
  };
}

/** What the advisor's analytics page draws: load per coach, weekly notes, replies and calls, reply times. */
export interface AdvisorAnalyticsDto {
  /** The Mondays (Istanbul, YYYY-MM-DD) of the weeks covered, oldest first; the last is the current week. */
  weeks: {
    weekStart: string;
    notes: number;
    replies: number;
    calls: number;
    callMinutes: number;
  }[];
  coaches: {
    coachId: string;
    name: string;
    studentCount: number;
    studentLimit: number;
    notesReceived: number;
    notesReplied: number;
    /** Minutes from a note to its reply: median and mean over every replied note; null when none. */
    medianReplyMinutes: number | null;
    averageReplyMinutes: number | null;
  }[];
}

export const ANALYTICS_WEEKS = 8;
const DAY_MS = 86_400_000;
const istanbulDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Monday (Istanbul calendar) of the week an instant falls in, as YYYY-MM-DD. */
export function istanbulWeekStart(at: Date): string {
  const day = istanbulDay.format(at);
  const asUtc = new Date(`${day}T00:00:00Z`);
  const back = (asUtc.getUTCDay() + 6) % 7;
  return new Date(asUtc.getTime() - back * DAY_MS).toISOString().slice(0, 10);
}

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The advisor's analytics over the last `weeks` Istanbul weeks (Monday to Sunday, the current one last).
 * Rows are bucketed in code: week boundaries follow Istanbul's calendar, which SQL on PGlite cannot name.
 */
export async function advisorAnalyticsQuery(
  db: ReadDb,
  advisorId: string,
  now: Date,
  weeks: number = ANALYTICS_WEEKS,
): Promise<AdvisorAnalyticsDto> {
  const current = istanbulWeekStart(now);
  const starts = Array.from({ length: weeks }, (_, i) =>
    new Date(Date.parse(current) - (weeks - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
  // A day early: the earliest Istanbul Monday begins at 21:00 UTC on the Sunday before.
  const since = new Date(Date.parse(starts[0]!) - DAY_MS);
  const [coaches, notes, calls] = await Promise.all([
    db
      .selectFrom('accounts')
      .select(['id', 'first_name', 'last_name', 'student_count', 'student_limit', 'sort_key'])
      .where('role', '=', 'COACH')
      .where('advisor_id', '=', advisorId)
      .orderBy('sort_key')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('notes')
      .select(['coach_id', 'created_at', 'replied_at'])
      .where('advisor_id', '=', advisorId)
      .execute(),
    db
      .selectFrom('video_calls')
      .select(['started_at', 'duration_seconds'])
      .where('advisor_id', '=', advisorId)
      .where('started_at', '>=', since)
      .execute(),
  ]);

  const buckets = new Map(
    starts.map((w) => [w, { weekStart: w, notes: 0, replies: 0, calls: 0, callMinutes: 0 }]),
  );
  const bucketOf = (at: Date | string | null) =>
    at ? buckets.get(istanbulWeekStart(new Date(at))) : undefined;
  const perCoach = new Map<string, { received: number; minutes: number[] }>();
  for (const note of notes) {
    const sent = bucketOf(note.created_at);
    if (sent) sent.notes++;
    const replied = bucketOf(note.replied_at);
    if (replied) replied.replies++;
    const coach = perCoach.get(note.coach_id) ?? { received: 0, minutes: [] };
    coach.received++;
    if (note.replied_at)
      coach.minutes.push(
        (new Date(note.replied_at).getTime() - new Date(note.created_at).getTime()) / 60_000,
      );
    perCoach.set(note.coach_id, coach);
  }
  for (const call of calls) {
    const week = bucketOf(call.started_at);
    if (!week) continue;
    week.calls++;
    week.callMinutes += Math.round(call.duration_seconds / 60);
  }

  return {
    weeks: [...buckets.values()],
    coaches: coaches.map((c) => {
      const stats = perCoach.get(c.id) ?? { received: 0, minutes: [] };
      const sorted = [...stats.minutes].sort((a, b) => a - b);
      const mid = median(sorted);
      return {
        coachId: c.id,
        name: `${c.first_name} ${c.last_name}`,
        studentCount: c.student_count,
        studentLimit: c.student_limit ?? 0,
        notesReceived: stats.received,
        notesReplied: sorted.length,
        medianReplyMinutes: mid === null ? null : Math.round(mid),
        averageReplyMinutes:
          sorted.length === 0 ? null : Math.round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
      };
    }),
  };
}
