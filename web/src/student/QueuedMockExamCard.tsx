import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../design/ui/Button';
import { cx } from '../design/ui/cx';
import { formatDate } from '../lib/format';
import { QueuedEntryStatus } from './offline/QueuedEntryStatus';
import type { QueuedWrite } from './offline/write-queue';
import { studentTexts } from './texts';

const m = studentTexts;

/**
 * A deneme the student entered that the server does not have yet: waiting for the connection, or refused
 * when it was finally sent — then with the reason, „Düzelt" (the form, filled) and „Sil".
 */
export function QueuedMockExamCard({
  entry,
  onFix,
  onRemove,
}: {
  entry: QueuedWrite & { write: { kind: 'mockExam' } };
  onFix: () => void;
  onRemove: () => void;
}) {
  const { sheet } = entry.write;
  const refused = entry.refusal !== undefined;
  const name = m.exams.queuedName(sheet.name, sheet.examType);
  return (
    <section
      aria-label={name}
      data-testid="queued-exam"
      className={cx(
        'space-y-2 rounded-[var(--radius-card)] border border-dashed bg-surface p-4',
        refused ? 'border-danger/50' : 'border-line',
      )}
    >
      <div className="min-w-0">
        <h2 className="break-words text-base font-semibold text-ink">{name}</h2>
        <p className="text-sm text-ink-muted">{formatDate(sheet.takenOn)}</p>
      </div>
      <QueuedEntryStatus entry={entry} className={refused ? 'text-danger' : 'text-ink-muted'} />
      {refused ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={onFix}>
            <Pencil aria-hidden="true" className="size-4" />
            {m.offline.fix}
          </Button>
          <Button size="sm" variant="secondary" onClick={onRemove}>
            <Trash2 aria-hidden="true" className="size-4" />
            {m.offline.remove}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
