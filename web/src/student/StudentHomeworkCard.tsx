import type { HomeworkDto } from '@pusula/contracts/student-record/record-dtos';
import { useState } from 'react';
import { Badge } from '../design/portal-ui/Badge';
import { InlineError } from '../design/portal-ui/controls';
import { Button } from '../design/ui/Button';
import { formatDateTime } from '../lib/format';
import { trpc } from '../portal/trpc';
import { studentTexts } from './texts';
import { newCommandId, useStudentRefresh } from './use-student-write';

const m = studentTexts.homework;

/** An open homework with its due time and the one-tap „Bitirdim". */
export function StudentHomeworkCard({ homework: h }: { homework: HomeworkDto }) {
  const refresh = useStudentRefresh();
  const [failure, setFailure] = useState<string | null>(null);
  const finish = trpc.studentApp.finishHomework.useMutation({
    onMutate: () => setFailure(null),
    onSuccess: () => refresh(m.finished),
    onError: (error) => setFailure(error.message || studentTexts.block.failed),
  });
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
      <Button
        size="lg"
        variant="accent"
        className="mt-3 w-full"
        disabled={finish.isPending}
        onClick={() => finish.mutate({ homeworkId: h.homeworkId, commandId: newCommandId() })}
      >
        {finish.isPending ? m.finishing : m.finish}
      </Button>
    </li>
  );
}
