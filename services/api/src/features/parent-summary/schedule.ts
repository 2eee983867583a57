import { addDays, isoWeekOf, istanbulInstant, shiftWeek, weekStartDate } from '@pusula/contracts';

/** When the weekly parent summary goes out (Europe/Istanbul), and how often the server looks. */
export interface ParentSummaryConfig {
  /** ISO weekday of the send moment: 1 Monday … 7 Sunday. */
  weekday: number;
  /** Istanbul wall-clock time of the send moment, `HH:MM`. */
  time: string;
  /** How often the server looks whether a summary is due; 0: never (tests call the trigger themselves). */
  checkEveryMs: number;
}

const DAYS: Record<string, number> = { mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6, sun: 7 };

/** `PARENT_SUMMARY_SEND_AT`: a weekday and an Istanbul time, `sun 18:00` by default. */
export function loadParentSummaryConfig(env: NodeJS.ProcessEnv): ParentSummaryConfig {
  const raw = (env.PARENT_SUMMARY_SEND_AT?.trim() || 'sun 18:00').toLowerCase();
  const m = /^(mon|tue|wed|thu|fri|sat|sun)\s+([01]\d|2[0-3]):([0-5]\d)$/.exec(raw);
  if (!m) throw new Error('PARENT_SUMMARY_SEND_AT must look like "sun 18:00" (mon … sun, Istanbul time)');
  return {
    weekday: DAYS[m[1]!]!,
    time: `${m[2]}:${m[3]}`,
    checkEveryMs: Number(env.PARENT_SUMMARY_CHECK_MS ?? 60_000),
  };
}

/** A summary that could not go out on time (no server ran) still goes within this long after. */
export const SUMMARY_GRACE_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * The moment the summary of an ISO week goes out. From Friday to Sunday it is in the week itself; a
 * Monday-to-Thursday setting sends the summary of the week before.
 */
export function summarySendMoment(week: string, config: Pick<ParentSummaryConfig, 'weekday' | 'time'>): Date {
  const offset = config.weekday - 1 + (config.weekday <= 4 ? 7 : 0);
  return new Date(istanbulInstant(addDays(weekStartDate(week), offset), config.time));
}

/**
 * The week whose summary is due at `now`: the latest week whose send moment has passed, for two days
 * after it; otherwise none (a server started mid-week does not send last week's summary late).
 */
export function parentSummaryWeekDue(
  now: Date,
  config: Pick<ParentSummaryConfig, 'weekday' | 'time'>,
): string | null {
  const current = isoWeekOf(now);
  for (const week of [current, shiftWeek(current, -1), shiftWeek(current, -2)]) {
    const at = summarySendMoment(week, config).getTime();
    if (at <= now.getTime()) return now.getTime() < at + SUMMARY_GRACE_MS ? week : null;
  }
  return null;
}
