import {
  ATTENTION_RULES,
  ATTENTION_TEXTS,
  type AttentionItemDto,
  type AttentionReason,
  type AttentionReasonDto,
  type AttentionThresholds,
  type CatalogueNames,
  DEFAULT_ATTENTION_THRESHOLDS,
  isoWeekday,
  isoWeekOf,
  istanbulDate,
  istanbulInstant,
  type NetFall,
  type NetSeriesRef,
  netSeriesLabel,
  shiftWeek,
  weekStartDate,
} from '@pusula/contracts';
import type { ReadDb } from '../../../db';
import { attentionThresholdsByOrganisation } from '../../directory/attention-rules-queries';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * How much later (or, negative, sooner) than the platform's threshold a timer of this reason fires for a
 * student with these thresholds. Timers are stored at the platform's threshold (see the projector's
 * attention.ts), so a changed organisation threshold holds at once for reasons already scheduled.
 */
function timerShift(reason: string, rules: AttentionThresholds): number {
  switch (reason) {
    case 'NO_ACTIVITY':
      return (rules.inactivityDays - ATTENTION_RULES.inactivityDays) * DAY_MS;
    case 'NO_MOCK_EXAM':
      return (rules.noMockExamDays - ATTENTION_RULES.noMockExamDays) * DAY_MS;
    case 'SESSION_NOT_CLOSED':
      return (rules.sessionCloseHours - ATTENTION_RULES.sessionCloseHours) * HOUR_MS;
    default:
      return 0;
  }
}
const TIMER_REASONS = ['NO_ACTIVITY', 'NO_MOCK_EXAM', 'SESSION_NOT_CLOSED'] as const;
const REASON_ORDER: Record<AttentionReason, number> = {
  NET_FALLING: 0,
  HOMEWORK_OVERDUE: 1,
  SESSION_MISSED: 2,
  SESSION_NOT_CLOSED: 3,
  PLAN_LOW: 4,
  NO_MOCK_EXAM: 5,
  NO_ACTIVITY: 6,
};

export type AttentionScope =
  | { coachId: string }
  | { advisorId: string }
  | { studentId: string }
  | { all: true };

/**
 * The attention queue: the students of a coach or an advisor who need attention now, each with its reasons.
 *
 * The `student-record` projector keeps everything in tables: event-made reasons (falling nets, a missed
 * session) as rows, and time-made reasons as the moment they become true (an open homework's due time, the
 * last study record + 7 days) plus per-day plan totals. This query only compares those moments with `now`
 * — indexed lookups for the caller's students, never a scan of the record. Time is judged here rather than
 * by scheduler events so that the log holds no "nothing happened" events that would each need a matching
 * "cleared" event, the answer is exact to the second instead of to a scheduler tick, and it stays right when
 * no scheduler runs (tests, a rebuild, another process).
 *
 * Each student is judged with their organisation's thresholds (`organisation_attention_rules`, the
 * platform's `ATTENTION_RULES` where it changed none, and for students without an organisation).
 */
export async function attentionQueueQuery(
  db: ReadDb,
  scope: AttentionScope,
  now: Date,
  names?: Pick<CatalogueNames, 'test'>,
  /** With the reasons set aside too (to acknowledge one again, with a new note or end). */
  options: { includeAcknowledged?: boolean } = {},
): Promise<AttentionItemDto[]> {
  let studentsQuery = db
    .selectFrom('students')
    .leftJoin('accounts as coach', 'coach.id', 'students.coach_id')
    .select([
      'students.id',
      'students.first_name',
      'students.last_name',
      'students.class_level',
      'students.exam_target',
      'students.coach_id',
      'students.organisation_id',
      'students.sort_key',
      'coach.first_name as coach_first_name',
      'coach.last_name as coach_last_name',
    ]);
  if ('coachId' in scope) studentsQuery = studentsQuery.where('students.coach_id', '=', scope.coachId);
  if ('advisorId' in scope) studentsQuery = studentsQuery.where('students.advisor_id', '=', scope.advisorId);
  if ('studentId' in scope) studentsQuery = studentsQuery.where('students.id', '=', scope.studentId);
  const students = await studentsQuery.execute();
  if (students.length === 0) return [];
  const ids = students.map((s) => s.id);
  const byOrganisation = await attentionThresholdsByOrganisation(db, [
    ...new Set(students.flatMap((s) => (s.organisation_id ? [s.organisation_id] : []))),
  ]);
  const thresholds = new Map(
    students.map((s) => [
      s.id,
      (s.organisation_id && byOrganisation.get(s.organisation_id)) || DEFAULT_ATTENTION_THRESHOLDS,
    ]),
  );
  const rulesOf = (studentId: string) => thresholds.get(studentId) ?? DEFAULT_ATTENTION_THRESHOLDS;
  // Timers that fire later for some student are read up to the latest of them, then judged one by one.
  const latestShift = Math.max(
    0,
    ...[...byOrganisation.values()].flatMap((rules) => TIMER_REASONS.map((r) => timerShift(r, rules))),
  );

  const week = isoWeekOf(now);
  const lastWeek = shiftWeek(week, -1);
  const today = isoWeekday(istanbulDate(now));
  const [stored, timers, plan, acknowledged] = await Promise.all([
    db.selectFrom('student_attention').selectAll().where('student_id', 'in', ids).execute(),
    db
      .selectFrom('attention_timers')
      .selectAll()
      .where('student_id', 'in', ids)
      .where('fires_at', '<=', new Date(now.getTime() + latestShift))
      .execute(),
    // This week's days already past, and the whole of last week (Sunday included): last week is judged from
    // Monday on and stays judged until the next Monday, so a Monday review sees it.
    db
      .selectFrom('plan_day_progress')
      .select([
        'student_id',
        'week',
        (eb) => eb.fn.sum<number>('blocks').as('blocks'),
        (eb) => eb.fn.sum<number>('completion_sum').as('done'),
      ])
      .where((eb) =>
        eb.or([eb.and([eb('week', '=', week), eb('day', '<', today)]), eb('week', '=', lastWeek)]),
      )
      .where('student_id', 'in', ids)
      .groupBy(['student_id', 'week'])
      .execute(),
    db
      .selectFrom('attention_acknowledgements')
      .select(['student_id', 'reason', 'ref_id', 'since'])
      .where('student_id', 'in', ids)
      .where('until', '>', now)
      .execute(),
  ]);

  // A reason set aside stays hidden until the acknowledgement ends or the reason's data moves its `since`.
  const hidden = new Set(
    acknowledged.map((a) => JSON.stringify([a.student_id, a.reason, a.ref_id, a.since])),
  );

  const reasons = new Map<string, AttentionReasonDto[]>();
  const add = (studentId: string, reason: AttentionReasonDto) => {
    if (
      !options.includeAcknowledged &&
      hidden.has(JSON.stringify([studentId, reason.code, reason.ref, reason.since]))
    )
      return;
    const list = reasons.get(studentId) ?? [];
    list.push(reason);
    reasons.set(studentId, list);
  };
  for (const r of stored) {
    // Falls are stored from the most sensitive choice on; each student sees those beyond their own.
    const sureness = (r.data as { standardErrors?: number } | null)?.standardErrors;
    if (
      r.reason === 'NET_FALLING' &&
      sureness !== undefined &&
      !(sureness > rulesOf(r.student_id).spreadMultiplier)
    )
      continue;
    add(r.student_id, {
      code: r.reason,
      ref: r.ref_id,
      text: r.reason === 'NET_FALLING' && names ? (netFallingText(r.data, names) ?? r.text) : r.text,
      since: new Date(r.since).toISOString(),
    });
  }

  const overdue = new Map<string, { count: number; oldest: { title: string; dueAt: string } }>();
  for (const t of timers) {
    const rules = rulesOf(t.student_id);
    const firesAt = new Date(new Date(t.fires_at).getTime() + timerShift(t.reason, rules));
    if (firesAt > now) continue;
    if (t.reason === 'NO_ACTIVITY') {
      const last = t.data.lastActivityAt ?? null;
      const days = last ? Math.floor((now.getTime() - Date.parse(last)) / DAY_MS) : rules.inactivityDays;
      add(t.student_id, {
        code: 'NO_ACTIVITY',
        ref: '',
        text: ATTENTION_TEXTS.noActivity(days, last),
        since: firesAt.toISOString(),
      });
      continue;
    }
    if (t.reason === 'NO_MOCK_EXAM') {
      const last = t.data.lastAt ?? null;
      const days = last ? Math.floor((now.getTime() - Date.parse(last)) / DAY_MS) : rules.noMockExamDays;
      add(t.student_id, {
        code: 'NO_MOCK_EXAM',
        ref: '',
        text: ATTENTION_TEXTS.noMockExam(days, t.data.lastTakenOn ?? null),
        since: firesAt.toISOString(),
      });
      continue;
    }
    if (t.reason === 'SESSION_NOT_CLOSED') {
      const startAt = t.data.startAt ?? firesAt.toISOString();
      add(t.student_id, {
        code: 'SESSION_NOT_CLOSED',
        ref: t.ref_id,
        text: ATTENTION_TEXTS.sessionNotClosed(startAt),
        since: firesAt.toISOString(),
      });
      continue;
    }
    const dueAt = t.data.dueAt ?? new Date(t.fires_at).toISOString();
    const o = overdue.get(t.student_id);
    if (!o) overdue.set(t.student_id, { count: 1, oldest: { title: t.data.title ?? '', dueAt } });
    else {
      o.count += 1;
      if (dueAt < o.oldest.dueAt) o.oldest = { title: t.data.title ?? '', dueAt };
    }
  }
  for (const [studentId, o] of overdue)
    add(studentId, {
      code: 'HOMEWORK_OVERDUE',
      ref: '',
      text: ATTENTION_TEXTS.homeworkOverdue(o.count, o.oldest.title, o.oldest.dueAt),
      since: o.oldest.dueAt,
    });

  for (const p of plan) {
    const blocks = Number(p.blocks);
    const completion = blocks ? Number(p.done) / blocks : 1;
    const threshold = rulesOf(p.student_id).planCompletionThreshold;
    if (blocks >= ATTENTION_RULES.planMinElapsedBlocks && completion < threshold)
      add(p.student_id, {
        code: 'PLAN_LOW',
        ref: p.week,
        text:
          p.week === week
            ? ATTENTION_TEXTS.planLow(completion, blocks, threshold)
            : ATTENTION_TEXTS.planLowLastWeek(completion, blocks, threshold),
        // Last week's verdict holds from the Monday it was judged.
        since: istanbulInstant(weekStartDate(week)),
      });
  }

  const items: (AttentionItemDto & { sortKey: string })[] = [];
  for (const s of students) {
    const list = reasons.get(s.id);
    if (!list) continue;
    list.sort((a, b) => REASON_ORDER[a.code] - REASON_ORDER[b.code] || a.since.localeCompare(b.since));
    items.push({
      studentId: s.id,
      studentName: `${s.first_name} ${s.last_name}`,
      classLevel: s.class_level,
      examTarget: s.exam_target,
      coachId: s.coach_id,
      coachName: s.coach_first_name ? `${s.coach_first_name} ${s.coach_last_name}` : null,
      reasons: list,
      sortKey: s.sort_key,
    });
  }
  // Most reasons first, then the most urgent reason, then Turkish name order.
  items.sort(
    (a, b) =>
      b.reasons.length - a.reasons.length ||
      REASON_ORDER[a.reasons[0]!.code] - REASON_ORDER[b.reasons[0]!.code] ||
      (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0),
  );
  return items.map(({ sortKey: _, ...item }) => item);
}

/** The falling-net text with the test's catalogue name ("TYT Temel Matematik"); null when the data is missing. */
function netFallingText(data: Record<string, unknown>, names: Pick<CatalogueNames, 'test'>): string | null {
  const d = data as Partial<NetSeriesRef & NetFall>;
  if (!d.examType || d.recentMean === undefined || d.earlierMean === undefined) return null;
  let testName: string | null = null;
  if (d.testCode)
    testName = d.testCode
      .split('+')
      .map((code) => names.test(d.examType!, code).name)
      .join(' + ');
  return ATTENTION_TEXTS.netFalling(
    netSeriesLabel(d.examType, testName, d.singleSubject === true),
    d as NetFall,
  );
}
