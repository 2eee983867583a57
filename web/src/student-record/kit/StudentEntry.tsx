import type { StudentLastEntryDto } from '@pusula/contracts/student-record/record-dtos';
import { Smartphone } from 'lucide-react';
import { Badge } from '../../design/portal-ui/Badge';
import { formatDateTime, formatRelative } from '../../lib/format';
import { recordLabels as r } from '../texts';

/** „öğrenci girdi": the student entered this in the student app, not the coaching team. */
export function EnteredByStudentBadge() {
  return (
    <Badge tone="brand">
      <Smartphone aria-hidden="true" className="size-3" />
      <span title={r.enteredByStudentHint}>{r.enteredByStudent}</span>
    </Badge>
  );
}

/** The student's own last entry in the student app: when, and what it was. */
export function StudentLastEntry({ entry }: { entry: StudentLastEntryDto | null }) {
  if (!entry) return <span className="text-ink-muted">{r.studentNoEntry}</span>;
  return (
    <span data-testid="student-last-entry">
      <time dateTime={entry.at} title={formatDateTime(entry.at)}>
        {formatRelative(entry.at)}
      </time>
      <span className="text-ink-muted"> · {r.studentEntryKind[entry.kind]}</span>
    </span>
  );
}
