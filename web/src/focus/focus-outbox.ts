import { TOKEN_STORAGE_KEY } from '@pusula/contracts/constants';
import { createStore } from '../lib/external-store';
import type { FinishedPhase } from './timer-machine';

/**
 * The signed-in student's finished focus blocks on their way to the record (POST /api/student/focus-blocks).
 * Each block gets its command id once, when its phase ends, and keeps it in localStorage: a retry after a
 * network failure or a reload resends the same id, so the server logs it once. Tabs share the list: the
 * phase's own start and end are its key, so two tabs that both saw it end keep one entry.
 */
export type OutboxStatus = 'sending' | 'saved' | 'refused';

export interface OutboxEntry {
  key: string;
  accountId: string;
  commandId: string;
  minutes: number;
  startedAt: string;
  endedAt: string;
  courseId: string | null;
  topicId: string | null;
  status: OutboxStatus;
  /** The server's Turkish reason when it refused the block. */
  message?: string;
}

const STORAGE_KEY = 'pusula.focus-outbox';
/** Saved and refused entries kept to show on the timer page. */
const KEEP_DONE = 10;
const RETRY_MS = 30_000;

function read(): OutboxEntry[] {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return Array.isArray(list) ? (list as OutboxEntry[]) : [];
  } catch {
    return [];
  }
}

function write(list: OutboxEntry[]): void {
  const pending = list.filter((e) => e.status === 'sending');
  const done = list.filter((e) => e.status !== 'sending').slice(-KEEP_DONE);
  const kept = list.filter((e) => pending.includes(e) || done.includes(e));
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Private mode or a full quota: this page load still sends it.
  }
  outbox.set(kept);
}

export const outbox = createStore<OutboxEntry[]>([]);

function update(key: string, change: Partial<OutboxEntry>): void {
  write(read().map((e) => (e.key === key ? { ...e, ...change } : e)));
}

/** Adds a finished focus phase for this account, unless another tab already did. */
export function enqueueFocusBlock(
  accountId: string,
  ended: FinishedPhase,
  subject: { courseId: string | null; topicId: string | null },
): void {
  const key = `${accountId}/${ended.startedAt}/${ended.endedAt}`;
  const list = read();
  if (list.some((e) => e.key === key)) return;
  list.push({
    key,
    accountId,
    commandId: crypto.randomUUID(),
    minutes: ended.minutes,
    startedAt: new Date(ended.startedAt).toISOString(),
    endedAt: new Date(ended.endedAt).toISOString(),
    ...subject,
    status: 'sending',
  });
  write(list);
  void flushFocusOutbox(accountId);
}

let flushing = false;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

/** Sends this account's waiting blocks; a network failure or a server error waits and tries again. */
export async function flushFocusOutbox(accountId: string): Promise<void> {
  if (flushing) return;
  flushing = true;
  let again = false;
  try {
    for (const entry of read().filter((e) => e.status === 'sending' && e.accountId === accountId)) {
      const result = await send(entry);
      if (result === 'retry') {
        again = true;
        break;
      }
      update(entry.key, result);
    }
  } finally {
    flushing = false;
  }
  if (again && retryTimer === null)
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void flushFocusOutbox(accountId);
    }, RETRY_MS);
}

async function send(entry: OutboxEntry): Promise<Partial<OutboxEntry> | 'retry'> {
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (!token) return 'retry';
  try {
    const res = await fetch('/api/student/focus-blocks', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        minutes: entry.minutes,
        startedAt: entry.startedAt,
        endedAt: entry.endedAt,
        courseId: entry.courseId,
        topicId: entry.topicId,
        commandId: entry.commandId,
      }),
    });
    if (res.ok) return { status: 'saved' };
    // Signed out meanwhile, or the server failed: the block waits with its id for the next try.
    if (res.status === 401 || res.status >= 500) return 'retry';
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    return { status: 'refused', message: body?.message };
  } catch {
    return 'retry';
  }
}

/** Shows what other tabs changed, and loads the list the first time. */
export function startOutbox(): () => void {
  outbox.set(read());
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEY) outbox.set(read());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
