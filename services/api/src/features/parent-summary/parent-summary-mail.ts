import { accountStreamId } from '@pusula/domain';
import { uuidV5 } from '@pusula/eventstore';
import { parentWeekFiguresQuery, weeklySummaryRecipientsQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { log } from '../../observability/logger';
import { handleAccountCommand } from '../accounts/account-service';
import { causeOf, queueMail } from '../mail/mail-service';
import type { SummaryChild } from '../mail/mail-templates';
import { parentSummaryWeekDue } from './schedule';

/**
 * The weekly parent summary: one e-mail per parent and ISO week with each linked child's week in a few
 * figures (plan completion, denemes and the latest net, homework done of due), Turkish, text and HTML,
 * with an opt-out link. Once per parent and week, even across processes and repeated passes: the command
 * id follows from parent and week, the parent's stream records the week (`ParentWeeklySummaryQueued`,
 * refused after an opt-out), and the mail's id follows from that event.
 */
const SYSTEM = { userId: 'system:parent-summary', role: 'SYSTEM' } as const;

export const parentSummaryCommandId = (parentId: string, week: string) =>
  uuidV5(`parent-weekly-summary:${parentId}:${week}`);

/**
 * Queues the summaries due at `now` (by the configured send moment; `week` names one instead). Answers
 * the week and how many mails this pass queued (none for a week already done).
 */
export async function sendWeeklyParentSummaries(
  deps: AppDeps,
  now: Date = deps.now(),
  week: string | null = parentSummaryWeekDue(now, deps.config.parentSummary),
): Promise<{ week: string | null; queued: number }> {
  if (!week) return { week: null, queued: 0 };
  const db = deps.storage.db;
  let queued = 0;
  for (const parent of await weeklySummaryRecipientsQuery(db)) {
    const commandId = parentSummaryCommandId(parent.parentId, week);
    const outcome = await handleAccountCommand(
      deps,
      parent.parentId,
      {
        type: 'QueueParentWeeklySummary',
        data: {
          parentId: parent.parentId,
          week,
          studentIds: parent.students.map((s) => s.id),
          now: now.toISOString(),
        },
      },
      { commandId, actor: SYSTEM, settleLater: true },
    );
    // Opted out (or disabled) meanwhile: nothing. A repeated pass finds its own event and queues the
    // mail again, which changes nothing when it was queued (its id follows from the event).
    if (outcome.events.length === 0) continue;
    const children: SummaryChild[] = [];
    for (const student of parent.students) {
      const figures = await parentWeekFiguresQuery(db, student.id, week, now);
      children.push({ firstName: student.firstName, ...figures });
    }
    await queueMail(
      deps,
      {
        cause: causeOf(accountStreamId(parent.parentId), commandId),
        to: parent.email,
        template: 'PARENT_WEEKLY_SUMMARY',
        params: { firstName: parent.firstName, week, children: JSON.stringify(children) },
        accountId: parent.parentId,
      },
      SYSTEM,
    );
    if (!outcome.duplicate) queued++;
  }
  return { week, queued };
}

/**
 * The scheduler in the API process: every `checkEveryMs` it looks whether a week's summary is due, and
 * runs one pass per week (another process's pass, or a restart's, sends nothing twice). Never two at once.
 */
export function startParentSummaryTimer(deps: AppDeps): { stop(): Promise<void> } {
  const everyMs = deps.config.parentSummary.checkEveryMs;
  let running: Promise<unknown> | null = null;
  let done: string | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    const week = parentSummaryWeekDue(deps.now(), deps.config.parentSummary);
    if (!week || week === done) return;
    running = sendWeeklyParentSummaries(deps, deps.now(), week)
      .then(() => {
        done = week;
      })
      .catch((error: unknown) => log.error({ component: 'e-posta', err: error }, 'haftalık veli özeti'))
      .finally(() => {
        running = null;
      });
  };
  const timer = everyMs > 0 ? setInterval(tick, everyMs) : null;
  timer?.unref();
  return {
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
