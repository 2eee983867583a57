import { CircleAlert, Clock } from 'lucide-react';
import { cx } from '../../design/ui/cx';
import { studentTexts } from '../texts';
import type { QueuedWrite } from './write-queue';

const m = studentTexts.offline;

/**
 * The state of a deneme or message kept on the phone: waiting for the connection (a clock), or refused by
 * the server with its Turkish reason. One wording with the block cards („Bağlantı bekleniyor").
 */
export function QueuedEntryStatus({ entry, className }: { entry: QueuedWrite; className?: string }) {
  const refused = entry.refusal !== undefined;
  const Icon = refused ? CircleAlert : Clock;
  return (
    <span
      data-testid="queued-entry-status"
      data-state={refused ? 'refused' : 'waiting'}
      className={cx('inline-flex min-w-0 items-start gap-1 text-xs font-semibold', className)}
    >
      <Icon aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span className="min-w-0 break-words">{refused ? m.notAccepted(entry.refusal!) : m.pending}</span>
    </span>
  );
}
