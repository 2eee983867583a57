import { addDays, isoWeekOf, istanbulInstant, shiftWeek, weekStartDate } from '@pusula/contracts';
import { dueHomeworkReminder, weeklySummaryDecider, weeklySummaryStreamId } from '@pusula/domain';
import { uuidV5 } from '@pusula/eventstore';
import {
  homeworkForRemindersQuery,
  parentIdsOfStudentsQuery,
  studentsDueWeeklySummaryQuery,
  weeklySummaryFiguresQuery,
} from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import { log } from '../../observability/logger';
import { handleHomeworkCommand } from './homework';
import { PROJECTOR } from './record-commands';

const handleWeeklySummaryCommand = defineCommandHandler(weeklySummaryDecider, weeklySummaryStreamId, {
  projectors: [PROJECTOR],
});

/**
 * The student record's timers, as events: homework reminders (24 h before, on the due day, overdue) and the
 * parents' weekly summary. The read models say what looks due; the deciders judge it on their streams, so
 * each reminder and each week's summary is appended once. Command ids depend only on what is reminded
 * (homework + kind, student + week): a second process or a retried pass appends nothing twice. The
 * notifications projector turns the events into notifications, so a rebuild gives the same ones.
 */
const SYSTEM = { userId: 'system:student-record-scheduler', role: 'SYSTEM' } as const;

export const reminderCommandId = (homeworkId: string, kind: string) =>
  uuidV5(`homework-reminder:${homeworkId}:${kind}`);
export const weeklySummaryCommandId = (studentId: string, week: string) =>
  uuidV5(`weekly-summary:${studentId}:${week}`);

/** Sends the homework reminders due at `now`; answers how many were appended. */
export async function sendDueHomeworkReminders(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const candidates = await homeworkForRemindersQuery(deps.storage.db, now);
  const due = candidates
    .map((h) => ({ ...h, kind: dueHomeworkReminder(h, now) }))
    .filter((h) => h.kind !== null && !h.reminders.includes(h.kind));
  const parents = await parentIdsOfStudentsQuery(
    deps.storage.db,
    due.map((h) => h.studentId),
  );
  let sent = 0;
  for (const h of due) {
    const kind = h.kind!;
    const outcome = await handleHomeworkCommand(
      deps,
      h.homeworkId,
      {
        type: 'SendHomeworkReminder',
        data: {
          homeworkId: h.homeworkId,
          kind,
          parentIds: parents.get(h.studentId) ?? [],
          now: now.toISOString(),
        },
      },
      { commandId: reminderCommandId(h.homeworkId, kind), actor: SYSTEM },
    );
    sent += outcome.events.length;
  }
  return sent;
}

/**
 * The week whose parents' summary is due at `now`: the current week from Sunday 18:00 Istanbul (the study
 * week is over), else the week before (a summary missed while no process ran is still sent).
 */
export function summaryWeekDue(now: Date): string {
  const week = isoWeekOf(now);
  const sundayEvening = Date.parse(istanbulInstant(addDays(weekStartDate(week), 6), '18:00'));
  return now.getTime() >= sundayEvening ? week : shiftWeek(week, -1);
}

/** Prepares the weekly summaries due at `now` for every student with a linked parent; answers how many. */
export async function prepareDueWeeklySummaries(deps: AppDeps): Promise<number> {
  const now = deps.now();
  const week = summaryWeekDue(now);
  const students = await studentsDueWeeklySummaryQuery(deps.storage.db, week);
  let prepared = 0;
  for (const s of students) {
    const figures = await weeklySummaryFiguresQuery(deps.storage.db, s.studentId, week, now);
    const outcome = await handleWeeklySummaryCommand(
      deps,
      s.studentId,
      {
        type: 'PrepareWeeklySummary',
        data: { ...s, week, figures, now: now.toISOString() },
      },
      { commandId: weeklySummaryCommandId(s.studentId, week), actor: SYSTEM },
    );
    prepared += outcome.events.length;
  }
  return prepared;
}

/** One pass of both timers; a failure of one does not stop the other. */
export async function runRecordTimers(deps: AppDeps): Promise<{ reminders: number; summaries: number }> {
  const [reminders, summaries] = await Promise.all([
    sendDueHomeworkReminders(deps).catch((error: unknown) => {
      log.error({ component: 'student-record', err: error }, 'homework reminders failed');
      return 0;
    }),
    prepareDueWeeklySummaries(deps).catch((error: unknown) => {
      log.error({ component: 'student-record', err: error }, 'weekly summaries failed');
      return 0;
    }),
  ]);
  return { reminders, summaries };
}

/** Every minute by default: the reminder windows are hours wide, so a minute late is on time. */
export const RECORD_TIMERS_EVERY_MS = 60_000;

/** The scheduler in the API process: a pass at start and every `everyMs` (none at 0), never two at once. */
export function startRecordTimers(
  deps: AppDeps,
  everyMs = RECORD_TIMERS_EVERY_MS,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runRecordTimers(deps).finally(() => {
      running = null;
    });
  };
  const timer = everyMs > 0 ? setInterval(tick, everyMs) : null;
  timer?.unref();
  if (everyMs > 0) tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
