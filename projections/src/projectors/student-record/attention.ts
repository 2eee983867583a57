import { ATTENTION_RULES, ATTENTION_TEXTS, istanbulInstant, netTrend } from '@pusula/contracts';
import { sql, type Transaction } from 'kysely';
import type { ReadModels } from '../../schema';

type Trx = Transaction<ReadModels>;

const DAY_MS = 86_400_000;

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

/** Re-judges the net trend of one student and exam type from the denemes on record. */
export async function refreshNetTrend(trx: Trx, studentId: string, examType: string): Promise<void> {
  const exams = await trx
    .selectFrom('mock_exams')
    .select(['total_net', 'taken_on'])
    .where('student_id', '=', studentId)
    .where('exam_type', '=', examType)
    .where('single_subject', '=', false) // a branş denemesi's total is not comparable
    .orderBy('taken_on')
    .orderBy('recorded_at')
    .orderBy('exam_id')
    .execute();
  const trend = netTrend(exams.map((e) => e.total_net));
  if (!trend) {
    await trx
      .deleteFrom('student_attention')
      .where('student_id', '=', studentId)
      .where('reason', '=', 'NET_FALLING')
      .where('ref_id', '=', examType)
      .execute();
    return;
  }
  const text =
    trend.kind === 'STREAK'
      ? ATTENTION_TEXTS.netFallingStreak(examType, trend.nets)
      : ATTENTION_TEXTS.netBelowAverage(examType, trend.lastThree, trend.average);
  const since = istanbulInstant(exams.at(-1)!.taken_on, '00:00');
  await trx
    .insertInto('student_attention')
    .values({ student_id: studentId, reason: 'NET_FALLING', ref_id: examType, text, since })
    .onConflict((oc) => oc.columns(['student_id', 'reason', 'ref_id']).doUpdateSet({ text, since }))
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
