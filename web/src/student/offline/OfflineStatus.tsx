import { CloudOff, RefreshCw, X } from 'lucide-react';
import { useEffect } from 'react';
import { cx } from '../../design/ui/cx';
import { studentTexts } from '../texts';
import { syncNotice } from './student-writes';
import { useOnline, useQueuedWrites, useSyncing, useSyncNotice } from './use-offline';
import { isWaiting, type QueuedWrite, type StudentWriteKind } from './write-queue';

const m = studentTexts.offline;
/** „Senkronize edildi" stays this long, then the line empties. */
const SYNCED_MS = 5_000;

const KIND_ORDER: StudentWriteKind[] = ['progress', 'homework', 'mockExam', 'message', 'notificationRead'];

/** „1 deneme, 2 mesaj": how many of each kind wait, in a fixed order. */
function waitingByKind(entries: readonly QueuedWrite[]): string {
  return KIND_ORDER.map((kind) => [kind, entries.filter((e) => e.write.kind === kind).length] as const)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => m.kinds[kind](n))
    .join(', ');
}

/**
 * The student frame's line about the connection: offline, how many entries wait (and of which kind), that they were sent, or
 * the reason the server refused one. One live region (role="status") that stays in the page, so a screen
 * reader hears each change.
 */
export function OfflineStatus({ accountId }: { accountId: string }) {
  const online = useOnline();
  const kept = useQueuedWrites(accountId);
  const entries = kept.filter(isWaiting);
  const waiting = entries.length;
  // Refused denemes and messages kept for the student to correct or delete (on their own page).
  const held = kept.length - waiting;
  const detail = waitingByKind(entries);
  const syncing = useSyncing();
  const notice = useSyncNotice();

  useEffect(() => {
    if (notice?.kind !== 'synced') return;
    const timer = setTimeout(() => syncNotice.set(null), SYNCED_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  let text: string | null = null;
  let tone: 'muted' | 'warning' | 'success' | 'danger' = 'muted';
  if (!online) {
    text = waiting > 0 ? m.offlineWaiting(waiting, detail) : m.offline;
    tone = 'warning';
  } else if (waiting > 0) text = syncing ? m.syncing : m.waiting(waiting, detail);
  else if (notice?.kind === 'refused') {
    text = m.refused(notice.message);
    tone = 'danger';
  } else if (held > 0) {
    text = m.held(held);
    tone = 'danger';
  } else if (notice?.kind === 'synced') {
    text = m.synced;
    tone = 'success';
  }

  return (
    <div role="status" data-testid="student-sync-status" className={text ? 'mb-4' : undefined}>
      {text ? (
        <div
          className={cx(
            'flex items-start gap-2 rounded-[var(--radius-card)] border px-3 py-2 text-sm font-semibold',
            tone === 'warning' && 'border-accent/40 bg-accent-soft text-ink',
            tone === 'muted' && 'border-line bg-surface text-ink',
            tone === 'success' && 'border-success/40 bg-success-soft text-success',
            tone === 'danger' && 'border-danger/40 bg-danger-soft text-danger',
          )}
        >
          {online ? (
            <RefreshCw aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          )}
          <span className="min-w-0 flex-1 break-words">{text}</span>
          {notice?.kind === 'refused' && tone === 'danger' ? (
            <button
              type="button"
              onClick={() => syncNotice.set(null)}
              aria-label={m.dismiss}
              className="-m-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full"
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
