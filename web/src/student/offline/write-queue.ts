import { createStore, type Store } from '../../lib/external-store';

/**
 * The student's entries on their way to the server, kept on the phone (IndexedDB) until the server has
 * them: an entry made offline, or whose request failed on the way, waits with the command id it got at the
 * tap and is sent again with that same id, in the order made, when the phone is back online. The server
 * answers a repeated command id as the first, so a resend after a lost answer is applied once. An entry the
 * server refuses (a 4xx with its Turkish reason) leaves the queue at once: retrying it would never help.
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
  | { kind: 'homework'; homeworkId: string };

export interface QueuedWrite {
  commandId: string;
  /** The account that made it: another account signing in on the phone never sends it. */
  accountId: string;
  queuedAt: string;
  write: StudentWrite;
}

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
  /** Entries of the account still waiting (the server was not reached). */
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
  /** Every waiting entry, of every account, oldest first (the UI filters by its account). */
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
}

export function createWriteQueue(deps: WriteQueueDeps): WriteQueue {
  const state = createStore<WriteQueueState>({ waiting: [], syncing: false });
  const show = (waiting: QueuedWrite[]) => state.set({ ...state.get(), waiting });
  let running: Promise<unknown> = Promise.resolve();

  const remove = async (commandId: string) =>
    show(await deps.storage.update((list) => list.filter((e) => e.commandId !== commandId)));

  async function flushNow(accountId: string): Promise<FlushReport> {
    const report: FlushReport = { sent: [], refused: [], waiting: 0 };
    const attempted = new Set<string>();
    state.set({ ...state.get(), syncing: true });
    try {
      for (;;) {
        const list = await deps.storage.load();
        show(list);
        const next = list.find((e) => e.accountId === accountId && !attempted.has(e.commandId));
        if (!next) break;
        attempted.add(next.commandId);
        const outcome = await deps.send(next).catch((): SendOutcome => ({ kind: 'unreachable' }));
        if (outcome.kind === 'unreachable') break;
        await remove(next.commandId);
        if (outcome.kind === 'sent') report.sent.push(next.commandId);
        else report.refused.push({ commandId: next.commandId, write: next.write, message: outcome.message });
      }
    } finally {
      state.set({ ...state.get(), syncing: false });
    }
    report.waiting = state.get().waiting.filter((e) => e.accountId === accountId).length;
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
