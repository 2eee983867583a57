import { get, update } from 'idb-keyval';
import { createStore } from '../../lib/external-store';
import { watchForReconnection, watchReachability } from '../../lib/reachability';
import { session } from '../../session/session';
import { studentTexts } from '../texts';
import {
  createWriteQueue,
  type FlushReport,
  holdsOnRefusal,
  outcomeOf,
  type QueuedWrite,
  type SendOutcome,
  type StudentWrite,
  type WriteQueueStorage,
} from './write-queue';

/**
 * The page's one queue of the student's entries (write-queue.ts), kept in IndexedDB (idb-keyval's default
 * database) and sent to the student app's REST routes, which apply the command id like the tRPC ones.
 */
const STORAGE_KEY = 'pusula.student-writes';
/** While entries wait, the server is asked again this often (besides reconnection and app start). */
const RETRY_MS = 20_000;

/** IndexedDB, or this page's memory when the browser has none (some private modes): the tab still sends. */
function idbStorage(): WriteQueueStorage {
  let memory: QueuedWrite[] = [];
  let idb = typeof indexedDB !== 'undefined';
  const read = (v: unknown) => (Array.isArray(v) ? (v as QueuedWrite[]) : []);
  return {
    async load() {
      if (!idb) return memory;
      try {
        return read(await get(STORAGE_KEY));
      } catch {
        idb = false;
        return memory;
      }
    },
    async update(change) {
      if (idb) {
        try {
          let next: QueuedWrite[] = [];
          await update(STORAGE_KEY, (v) => {
            next = change(read(v));
            return next;
          });
          return next;
        } catch {
          idb = false;
        }
      }
      memory = change(memory);
      return memory;
    },
  };
}

/** The student app's REST route of an entry (the command id joins the body where the route reads one). */
function requestOf(entry: QueuedWrite): {
  method: 'POST' | 'PUT';
  path: string;
  body?: object;
  fallback: string;
} {
  const w = entry.write;
  const commandId = entry.commandId;
  switch (w.kind) {
    case 'progress':
      return {
        method: 'POST',
        path: `/api/student/blocks/${encodeURIComponent(w.blockId)}/progress`,
        body: { week: w.week, doneQuestions: w.doneQuestions, doneMinutes: w.doneMinutes, commandId },
        fallback: studentTexts.block.failed,
      };
    case 'homework':
      return {
        method: 'POST',
        path: `/api/student/homework/${encodeURIComponent(w.homeworkId)}/done`,
        body: { commandId },
        fallback: studentTexts.block.failed,
      };
    case 'mockExam':
      return {
        method: 'POST',
        path: '/api/student/mock-exams',
        body: { ...w.sheet, commandId },
        fallback: studentTexts.exams.failed,
      };
    case 'message':
      return {
        method: 'POST',
        path: '/api/student/messages',
        body: { content: w.content, commandId },
        fallback: studentTexts.messages.sendFailed,
      };
    case 'notificationRead':
      // Marking read twice changes nothing, so these routes take no body (and no command id).
      return {
        method: 'PUT',
        path:
          w.notificationId === null
            ? '/api/student/notifications/mark-all-read'
            : `/api/student/notifications/${encodeURIComponent(w.notificationId)}/read`,
        fallback: studentTexts.notifications.failed,
      };
  }
}

/** Each answer, or its absence, tells whether the server is reachable (lib/reachability.ts). */
const sendRequest = watchReachability((input, init) => fetch(input, init));

async function send(entry: QueuedWrite): Promise<SendOutcome> {
  // Sent only with its own account's token: signed out meanwhile, or another student signed in on the
  // phone, the entry waits for its account (never recorded on someone else's).
  const current = session.get();
  if (current.status !== 'signedIn' || current.user.id !== entry.accountId) return { kind: 'unreachable' };
  const token = current.token;
  const { method, path, body, fallback } = requestOf(entry);
  try {
    const response = await sendRequest(path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return await outcomeOf(response, fallback);
  } catch {
    return { kind: 'unreachable' };
  }
}

export const studentWrites = createWriteQueue({ storage: idbStorage(), send });

/** What the last flush that did something came to, for the student frame's status line. */
export type SyncNotice = { kind: 'synced'; count: number } | { kind: 'refused'; message: string } | null;
export const syncNotice = createStore<SyncNotice>(null);

/**
 * Sends the account's waiting entries and tells the frame (and `onApplied`) what reached the server; the
 * entry of a tap in progress (`answeredInPlace`) is told by its own form instead.
 */
export async function syncStudentWrites(
  accountId: string,
  onApplied: (report: FlushReport) => void,
  answeredInPlace?: string,
): Promise<FlushReport> {
  const report = await studentWrites.flush(accountId);
  const refused = report.refused.filter((r) => r.commandId !== answeredInPlace);
  const sent = report.sent.filter((id) => id !== answeredInPlace);
  if (refused.length > 0) syncNotice.set({ kind: 'refused', message: refused.at(-1)!.message });
  else if (sent.length > 0 && report.waiting === 0) syncNotice.set({ kind: 'synced', count: sent.length });
  if (report.sent.length > 0 || report.refused.length > 0) onApplied(report);
  return report;
}

/**
 * While the student app is open: send what waits now (app start), whenever the server can be reached again,
 * and every RETRY_MS while something still waits. `refresh` asks the student's reads again, after entries
 * reached the server and on reconnection. Returns the stop for sign-out and unmount.
 */
export function startStudentSync(accountId: string, refresh: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const run = async () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const report = await syncStudentWrites(accountId, refresh).catch(() => null);
    if (!stopped && (report === null || report.waiting > 0)) timer = setTimeout(() => void run(), RETRY_MS);
  };
  const stopWatching = watchForReconnection(() => {
    void run();
    refresh();
  });
  void studentWrites.load().then(run);
  return () => {
    stopped = true;
    // Sign-out or another account: the last account's refusal is not the next one's to read.
    syncNotice.set(null);
    if (timer !== null) clearTimeout(timer);
    stopWatching();
  };
}

/**
 * The student deleted a refused deneme or message, or corrected it into a new entry: it leaves the phone,
 * and so does the line telling of the refusal.
 */
export async function forgetStudentWrite(commandId: string): Promise<void> {
  await studentWrites.discard(commandId);
  if (syncNotice.get()?.kind === 'refused') syncNotice.set(null);
}

export type WriteResult = { kind: 'sent' } | { kind: 'refused'; message: string } | { kind: 'waiting' };

/**
 * One entry of the student: kept first (with its command id), then sent at once behind whatever already
 * waits. Offline, or when the request fails on the way, it stays and is shown as waiting.
 */
export async function submitStudentWrite(
  accountId: string,
  write: StudentWrite,
  onApplied: (report: FlushReport) => void,
): Promise<WriteResult> {
  const entry: QueuedWrite = {
    commandId: crypto.randomUUID(),
    accountId,
    queuedAt: new Date().toISOString(),
    write,
  };
  await studentWrites.enqueue(entry);
  const report = await syncStudentWrites(accountId, onApplied, entry.commandId);
  if (report.sent.includes(entry.commandId)) return { kind: 'sent' };
  const refused = report.refused.find((r) => r.commandId === entry.commandId);
  if (!refused) return { kind: 'waiting' };
  // Refused while its form is still open: the form shows the reason and keeps the text to correct.
  if (holdsOnRefusal(write)) await studentWrites.discard(entry.commandId);
  return { kind: 'refused', message: refused.message };
}
