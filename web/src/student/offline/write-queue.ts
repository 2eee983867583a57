import type { StudentMockExamInput } from '@pusula/contracts/student-app/student-app';
import { createStore, type Store } from '../../lib/external-store';

/**
 * The student's entries on their way to the server, kept on the phone (IndexedDB) until the server has
 * them: an entry made offline, or whose request failed on the way, waits with the command id it got at the
 * tap and is sent again with that same id, in the order made, when the phone is back online. The server
 * answers a repeated command id as the first, so a resend after a lost answer is applied once. An entry the
 * server refuses (a 4xx with its Turkish reason) is never sent again: a tap (progress, „Bitirdim", a read
 * mark) leaves the queue, while what the student wrote (a deneme, a message) stays with the reason until
 * the student corrects or deletes it, so their work is never lost without their say.
 * Plain TypeScript with its storage and transport injected, so these rules are unit-tested without a browser.
 */

export type StudentWrite =
  | {
      kind: 'progress';
      blockId: string;
      week: string;
      doneQuestions: number | null;
      doneMinutes: number | null;
    }
  | { kind: 'homework'; homeworkId: string }
  | { kind: 'mockExam'; sheet: Omit<StudentMockExamInput, 'commandId'> }
  | { kind: 'message'; content: string }
  /** A notification read; `null` marks all of them read („Tümünü okundu işaretle"). */
  | { kind: 'notificationRead'; notificationId: string | null };

export type StudentWriteKind = StudentWrite['kind'];

/** What the student wrote (not a tap): refused by the server, it stays for them to correct or delete. */
export function holdsOnRefusal(write: StudentWrite): boolean {
  return write.kind === 'mockExam' || write.kind === 'message';
}

export interface QueuedWrite {
  commandId: string;
  /** The account that made it: another account signing in on the phone never sends it. */
  accountId: string;
  queuedAt: string;
  write: StudentWrite;
  /** The server's Turkish reason once it refused the entry: never sent again, shown until corrected or deleted. */
  refusal?: string;
}

/** Still on its way to the server (not refused). */
export const isWaiting = (entry: QueuedWrite): boolean => entry.refusal === undefined;

/** What one attempt came to: applied (or already applied), refused for good, or not reached. */
export type SendOutcome = { kind: 'sent' } | { kind: 'refused'; message: string } | { kind: 'unreachable' };

export interface Refusal {
  commandId: string;
  write: StudentWrite;
  message: string;
}

export interface FlushReport {
  sent: string[];
  refused: Refusal[];
  /** Entries of the account still waiting (the server was not reached; refused ones not counted). */
  waiting: number;
}

export interface WriteQueueStorage {
  load(): Promise<QueuedWrite[]>;
  /** Changes the stored list in one step (one IndexedDB transaction) and returns what it became. */
  update(change: (list: QueuedWrite[]) => QueuedWrite[]): Promise<QueuedWrite[]>;
}

export interface WriteQueueDeps {
  storage: WriteQueueStorage;
  send(entry: QueuedWrite): Promise<SendOutcome>;
}

export interface WriteQueueState {
  /** Every kept entry, of every account, oldest first, refused ones included (the UI filters by account). */
  waiting: QueuedWrite[];
  /** True while a flush is talking to the server. */
  syncing: boolean;
}

export interface WriteQueue {
  state: Store<WriteQueueState>;
  /** Reads what an earlier page load left waiting. */
  load(): Promise<void>;
  /** Keeps an entry (once per command id) until the server has it. */
  enqueue(entry: QueuedWrite): Promise<void>;
  /** Sends the account's waiting entries in order; one flush at a time, a second waits for the first. */
  flush(accountId: string): Promise<FlushReport>;
  /** Forgets an entry: the student deleted it, or it was corrected into a new one. */
  discard(commandId: string): Promise<void>;
}

export function createWriteQueue(deps: WriteQueueDeps): WriteQueue {
  const state = createStore<WriteQueueState>({ waiting: [], syncing: false });
  const show = (waiting: QueuedWrite[]) => state.set({ ...state.get(), waiting });
  let running: Promise<unknown> = Promise.resolve();

  const remove = async (commandId: string) =>
    show(await deps.storage.update((list) => list.filter((e) => e.commandId !== commandId)));
  const hold = async (commandId: string, refusal: string) =>
    show(
      await deps.storage.update((list) =>
        list.map((e) => (e.commandId === commandId ? { ...e, refusal } : e)),
      ),
    );

  async function flushNow(accountId: string): Promise<FlushReport> {
    const report: FlushReport = { sent: [], refused: [], waiting: 0 };
    const attempted = new Set<string>();
    state.set({ ...state.get(), syncing: true });
    try {
      for (;;) {
        const list = await deps.storage.load();
        show(list);
        const next = list.find(
          (e) => e.accountId === accountId && isWaiting(e) && !attempted.has(e.commandId),
        );
        if (!next) break;
        attempted.add(next.commandId);
        const outcome = await deps.send(next).catch((): SendOutcome => ({ kind: 'unreachable' }));
        if (outcome.kind === 'unreachable') break;
        if (outcome.kind === 'refused' && holdsOnRefusal(next.write))
          await hold(next.commandId, outcome.message);
        else await remove(next.commandId);
        if (outcome.kind === 'sent') report.sent.push(next.commandId);
        else report.refused.push({ commandId: next.commandId, write: next.write, message: outcome.message });
      }
    } finally {
      state.set({ ...state.get(), syncing: false });
    }
    report.waiting = state.get().waiting.filter((e) => e.accountId === accountId && isWaiting(e)).length;
    return report;
  }

  return {
    state,
    async load() {
      show(await deps.storage.load());
    },
    async enqueue(entry) {
      show(
        await deps.storage.update((list) =>
          list.some((e) => e.commandId === entry.commandId) ? list : [...list, entry],
        ),
      );
    },
    flush(accountId) {
      const next = running.then(() => flushNow(accountId));
      running = next.catch(() => undefined);
      return next;
    },
    async discard(commandId) {
      // Behind a running flush, so an entry being sent is not deleted under it.
      const next = running.then(() => remove(commandId));
      running = next.catch(() => undefined);
      await next;
    },
  };
}

/** The answer of a REST write as an outcome: 2xx applied; 401, 408, 429 and 5xx try again later; other 4xx refused. */
export async function outcomeOf(response: Response, fallback: string): Promise<SendOutcome> {
  if (response.ok) return { kind: 'sent' };
  const { status } = response;
  if (status === 401 || status === 408 || status === 429 || status >= 500) return { kind: 'unreachable' };
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  const message = typeof body?.message === 'string' && body.message ? body.message : fallback;
  return { kind: 'refused', message };
}
