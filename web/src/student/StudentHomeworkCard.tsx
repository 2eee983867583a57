import type { HomeworkDto } from '@pusula/contracts/student-record/record-dtos';
import { useState } from 'react';
import { Badge } from '../design/portal-ui/Badge';
import { InlineError } from '../design/portal-ui/controls';
import { Button } from '../design/ui/Button';
import { formatDateTime } from '../lib/format';
import { useWaitingWrites } from './offline/use-offline';
import { studentTexts } from './texts';
import { useStudentAccountId, useStudentWrite } from './use-student-write';

const m = studentTexts.homework;
const offline = studentTexts.offline;

/**
 * An open homework with its due time and the one-tap „Bitirdim"; tapped while offline it stays, marked as
 * finished and waiting for the connection, until the server has it.
 */
export function StudentHomeworkCard({ homework: h }: { homework: HomeworkDto }) {
  const write = useStudentWrite();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const waiting = useWaitingWrites(useStudentAccountId()).some(
    (e) => e.write.kind === 'homework' && e.write.homeworkId === h.homeworkId,
  );
  const finish = async () => {
    setFailure(null);
    setSaving(true);
    const result = await write(
      { kind: 'homework', homeworkId: h.homeworkId },
      m.finished,
      offline.homeworkQueued,
    ).catch(() => ({ kind: 'refused' as const, message: studentTexts.block.failed }));
    setSaving(false);
    if (result.kind === 'refused') setFailure(result.message);
  };
  return (
    <li
      className="rounded-[var(--radius-card)] border border-line bg-surface p-4 shadow-[var(--shadow-card)]"
      data-testid="student-homework"
    >
      <div className="flex items-start justify-between gap-2">
        <p className="min-w-0 font-semibold break-words text-ink">{h.title}</p>
        {h.status === 'LATE' ? <Badge tone="danger">{m.late}</Badge> : null}
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        {h.courseName} · {m.due(formatDateTime(h.dueAt))}
      </p>
      <InlineError message={failure} className="mt-2 text-sm" />
      {waiting ? (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
          <Badge tone="accent">{offline.pending}</Badge>
          {offline.homeworkQueued}
        </p>
      ) : (
        <Button size="lg" variant="accent" className="mt-3 w-full" disabled={saving} onClick={finish}>
          {saving ? m.finishing : m.finish}
        </Button>
      )}
    </li>
  );
}
