import {
  ATTENTION_RULES,
  ATTENTION_TEXTS,
  istanbulInstant,
  MOST_SENSITIVE_SPREAD_MULTIPLIER,
  netFallsOf,
  netSeriesLabel,
} from '@pusula/contracts';
import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../../../schema';

type Trx = Transaction<ReadModels>;

const DAY_MS = 86_400_000;

/*
 * Organisations tune some thresholds (`OrganisationAttentionRulesChanged`). This projector does not follow
 * them: it knows no organisation, and a change would have to re-schedule every timer and re-judge every
 * deneme series of the organisation's students inside one event. Instead it stores what the queue needs
 * to apply any organisation's values when it reads:
 * - timers fire at the platform's threshold (`ATTENTION_RULES`); the queue moves each by the difference of
 *   the student's organisation's value, so a changed threshold holds at once for reasons already
 *   scheduled, in both directions, and nothing is replayed;
 * - falling nets are kept from the most sensitive choice on, each with how sure the fall is
 *   (`standardErrors`); the queue shows those beyond the organisation's choice.
 * Changing a platform value in `ATTENTION_RULES` still needs a version bump of this projector.
 */

/**
 * A sign of study (progress entered, homework done, deneme recorded, session held) or a start (created,
 * assigned): the inactivity timer moves to N days after the latest one. Never moves back, so a replay or
 * a late-arriving older event changes nothing.
 */
export async function noteActivity(trx: Trx, studentId: string, at: string): Promise<void> {
  const firesAt = new Date(Date.parse(at) + ATTENTION_RULES.inactivityDays * DAY_MS).toISOString();
  await sql`INSERT INTO attention_timers (student_id, reason, ref_id, fires_at, data)
    VALUES (${studentId}, 'NO_ACTIVITY', '', ${firesAt}, ${JSON.stringify({ lastActivityAt: at })}::jsonb)
    ON CONFLICT (student_id, reason, ref_id) DO UPDATE SET
      data = CASE WHEN excluded.fires_at > attention_timers.fires_at THEN excluded.data ELSE attention_timers.data END,
      fires_at = greatest(attention_timers.fires_at, excluded.fires_at)`.execute(trx);
}

export async function setHomeworkTimer(
  trx: Trx,
  studentId: string,
  homeworkId: string,
  dueAt: string,
  title: string,
): Promise<void> {
  await trx
    .insertInto('attention_timers')
    .values({
      student_id: studentId,
      reason: 'HOMEWORK_OVERDUE',
      ref_id: homeworkId,
      fires_at: dueAt,
      data: JSON.stringify({ title, dueAt }),
    })
    .onConflict((oc) => oc.columns(['student_id', 'reason', 'ref_id']).doNothing())
    .execute();
}

export async function clearHomeworkTimer(trx: Trx, studentId: string, homeworkId: string): Promise<void> {
  await trx
    .deleteFrom('attention_timers')
    .where('student_id', '=', studentId)
    .where('reason', '=', 'HOMEWORK_OVERDUE')
    .where('ref_id', '=', homeworkId)
    .execute();
}

/**
 * Re-judges every net series of one student from the denemes on record (falling nets, `netFallsOf`): the
 * stored reasons become exactly the series that fall now. The text names the test by its code; the queue
 * words it with the catalogue's name from `data`.
 */
export async function refreshNetFalls(trx: Trx, studentId: string): Promise<void> {
  const exams = await trx
    .selectFrom('mock_exams')
    .select(['exam_type', 'single_subject', 'tests', 'total_net', 'taken_on'])
    .where('student_id', '=', studentId)
    .orderBy('taken_on')
    .orderBy('recorded_at')
    .orderBy('exam_id')
    .execute();
  const falls = netFallsOf(
    exams.map((e) => ({
      examType: e.exam_type,
      singleSubject: e.single_subject,
      totalNet: e.total_net,
      // The catalogue is not at hand here; the answered questions stand in for the question count.
      tests: e.tests.map((t) => ({
        testCode: t.testCode,
        net: t.net,
        questions: t.correct + t.wrong + t.blank,
      })),
    })),
    { ...ATTENTION_RULES.netFall, spreadMultiplier: MOST_SENSITIVE_SPREAD_MULTIPLIER },
  );
  await trx
    .deleteFrom('student_attention')
    .where('student_id', '=', studentId)
    .where('reason', '=', 'NET_FALLING')
    .execute();
  if (falls.length === 0) return;
  // Since the latest deneme of the series' exam type: the moment the fall became visible.
  const lastTakenOn = new Map(exams.map((e) => [e.exam_type, e.taken_on]));
  await trx
    .insertInto('student_attention')
    .values(
      falls.map(({ key, fall, ...series }) => ({
        student_id: studentId,
        reason: 'NET_FALLING' as const,
        ref_id: key,
        text: ATTENTION_TEXTS.netFalling(
          netSeriesLabel(series.examType, series.testCode, series.singleSubject),
          fall,
        ),
        since: istanbulInstant(lastTakenOn.get(series.examType)!, '00:00'),
        data: JSON.stringify({ ...series, ...fall }),
      })),
    )
    .execute();
}

/** A deneme entered: the "no deneme" timer moves to N days after the latest one (forward only). */
export async function noteMockExam(trx: Trx, studentId: string, at: string, takenOn: string | null) {
  const firesAt = new Date(Date.parse(at) + ATTENTION_RULES.noMockExamDays * DAY_MS).toISOString();
  await sql`INSERT INTO attention_timers (student_id, reason, ref_id, fires_at, data)
    VALUES (${studentId}, 'NO_MOCK_EXAM', '', ${firesAt}, ${JSON.stringify({ lastAt: at, lastTakenOn: takenOn })}::jsonb)
    ON CONFLICT (student_id, reason, ref_id) DO UPDATE SET
      data = CASE WHEN excluded.fires_at > attention_timers.fires_at THEN excluded.data ELSE attention_timers.data END,
      fires_at = greatest(attention_timers.fires_at, excluded.fires_at)`.execute(trx);
}

/** A session not closed N hours after its end; a reschedule moves the moment (either way). */
export async function setSessionCloseTimer(
  trx: Trx,
  studentId: string,
  sessionId: string,
  startAt: string,
  endAt: string,
) {
  const firesAt = new Date(Date.parse(endAt) + ATTENTION_RULES.sessionCloseHours * 3_600_000).toISOString();
  const data = JSON.stringify({ startAt });
  await trx
    .insertInto('attention_timers')
    .values({
      student_id: studentId,
      reason: 'SESSION_NOT_CLOSED',
      ref_id: sessionId,
      fires_at: firesAt,
      data,
    })
    .onConflict((oc) =>
      oc.columns(['student_id', 'reason', 'ref_id']).doUpdateSet({ fires_at: firesAt, data }),
    )
    .execute();
}

export async function clearSessionCloseTimer(trx: Trx, studentId: string, sessionId: string) {
  await trx
    .deleteFrom('attention_timers')
    .where('student_id', '=', studentId)
    .where('reason', '=', 'SESSION_NOT_CLOSED')
    .where('ref_id', '=', sessionId)
    .execute();
}

export async function markSessionMissed(trx: Trx, studentId: string, sessionId: string, startAt: string) {
  await trx
    .insertInto('student_attention')
    .values({
      student_id: studentId,
      reason: 'SESSION_MISSED',
      ref_id: sessionId,
      text: ATTENTION_TEXTS.sessionMissed(startAt),
      since: startAt,
    })
    .onConflict((oc) => oc.columns(['student_id', 'reason', 'ref_id']).doNothing())
    .execute();
}

/** A session held clears the missed ones before it. */
export async function clearMissedBefore(trx: Trx, studentId: string, startAt: string) {
  await trx
    .deleteFrom('student_attention')
    .where('student_id', '=', studentId)
    .where('reason', '=', 'SESSION_MISSED')
    .where('since', '<=', new Date(startAt))
    .execute();
}
