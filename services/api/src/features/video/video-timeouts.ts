import { videoCallsDueForTimeoutQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { log } from '../../observability/logger';
import { timeOutCall } from './video-service';

/**
 * One pass of the TIMEOUT scheduler: asks the read model which calls look due and lets the decider judge
 * each on its stream. Answers how many calls it ended.
 */
export async function endDueVideoCalls(
  deps: AppDeps,
  shouldStop: () => boolean = () => false,
): Promise<number> {
  const { ringTimeoutMs, idleTimeoutMs, maxDurationMs } = deps.config.video;
  const due = await videoCallsDueForTimeoutQuery(deps.storage.db, deps.now(), {
    ringTimeoutMs,
    idleTimeoutMs,
    maxDurationMs,
  });
  let ended = 0;
  for (const callId of due) {
    if (shouldStop()) break;
    try {
      if (await timeOutCall(deps, callId)) ended++;
    } catch (error) {
      log.error({ component: 'video', err: callId, error }, 'timeout check failed for');
    }
  }
  return ended;
}

/**
 * The scheduler in the API process: a pass every `timeoutCheckMs` (none at 0), never two at once. Its
 * command ids depend on the call only, so several processes (or a tick racing a hang-up) never end a call
 * twice.
 */
export function startVideoTimeouts(deps: AppDeps): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const every = deps.config.video.timeoutCheckMs;
  const timer =
    every > 0
      ? setInterval(() => {
          if (running || stopped) return;
          running = endDueVideoCalls(deps, () => stopped)
            .catch((error: unknown) => log.error({ component: 'video', err: error }, 'timeout pass failed'))
            .finally(() => {
              running = null;
            });
        }, every)
      : null;
  timer?.unref();
  return {
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
