import { TOKEN_STORAGE_KEY } from '@pusula/contracts/constants';
import { get, update } from 'idb-keyval';
import { createStore } from '../../lib/external-store';
import { studentTexts } from '../texts';
import {
  createWriteQueue,
  type FlushReport,
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
/** While entries wait, the server is asked again this often (besides the `online` event and app start). */
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

async function send(entry: QueuedWrite): Promise<SendOutcome> {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  // Signed out meanwhile: the entry waits for its account to sign in again.
  if (!token) return { kind: 'unreachable' };
  const w = entry.write;
  const [path, body] =
    w.kind === 'progress'
      ? [
          `/api/student/blocks/${encodeURIComponent(w.blockId)}/progress`,
          { week: w.week, doneQuestions: w.doneQuestions, doneMinutes: w.doneMinutes },
        ]
      : [`/api/student/homework/${encodeURIComponent(w.homeworkId)}/done`, {}];
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...body, commandId: entry.commandId }),
    });
    return await outcomeOf(response, studentTexts.block.failed);
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
 * While the student app is open: send what waits now (app start), whenever the phone comes back online,
 * and every RETRY_MS while something still waits. Returns the stop for sign-out and unmount.
 */
export function startStudentSync(accountId: string, onApplied: (report: FlushReport) => void): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  const run = async () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const report = await syncStudentWrites(accountId, onApplied).catch(() => null);
    if (!stopped && (report === null || report.waiting > 0)) timer = setTimeout(() => void run(), RETRY_MS);
  };
  const online = () => void run();
  window.addEventListener('online', online);
  void studentWrites.load().then(run);
  return () => {
    stopped = true;
    if (timer !== null) clearTimeout(timer);
    window.removeEventListener('online', online);
  };
}

export type WriteResult = { kind: 'sent' } | { kind: 'refused'; message: string } | { kind: 'waiting' };

/**
 * One tap of the student: kept first (with its command id), then sent at once behind whatever already
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
  return refused ? { kind: 'refused', message: refused.message } : { kind: 'waiting' };
}
