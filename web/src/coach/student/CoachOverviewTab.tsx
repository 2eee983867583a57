import { TriangleAlert } from 'lucide-react';
import { DetailField } from '../../design/portal-ui/DetailField';
import { Panel } from '../../design/portal-ui/Panel';
import { formatDate, formatDateTime, formatRelative } from '../../lib/format';
import { PostponeReasonButton } from '../../student-record/attention/PostponeReasonDialog';
import { StudentLastEntry } from '../../student-record/kit/StudentEntry';
import { recordLabels as rl, recordTexts as rt } from '../../student-record/texts';
import type { CoachStudent } from '../api';
import { common, dashboard as dm, student as m } from '../texts';

/** Genel Bakış as the coach sees it: the student's summary and why they need attention. */
export function CoachOverviewTab({ student }: { student: CoachStudent }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title={m.summary} id="student-summary">
        <dl className="grid gap-3 sm:grid-cols-2">
          <DetailField label={rt.classLevel}>{common.classLabel(student.classLevel)}</DetailField>
          <DetailField label={rt.examTarget}>{student.examTarget}</DetailField>
          <DetailField label={m.school}>{student.school ?? common.none}</DetailField>
          <DetailField label={m.assignedAt}>
            {student.assignedAt ? formatDate(student.assignedAt) : common.none}
          </DetailField>
          <DetailField label={m.lastActivity}>
            {student.lastActivityAt ? (
              <time dateTime={student.lastActivityAt} title={formatDateTime(student.lastActivityAt)}>
                {formatRelative(student.lastActivityAt)}
              </time>
            ) : (
              dm.noActivity
            )}
          </DetailField>
          <DetailField label={rl.studentLastEntry}>
            <StudentLastEntry entry={student.studentLastEntry} />
          </DetailField>
          <DetailField label={dm.unreadNotes}>{student.unreadNotes}</DetailField>
        </dl>
      </Panel>
      <Panel title={m.reasons} id="student-reasons">
        {student.reasons.length === 0 ? (
          <p className="text-sm text-ink-muted">{m.noReasons}</p>
        ) : (
          <ul className="space-y-2">
            {student.reasons.map((r) => (
              <li key={`${r.code}:${r.ref}`} className="flex items-start gap-2 text-danger">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span className="min-w-0 flex-1">
                  {r.text}
                  <span className="ml-1 text-xs text-ink-muted">({formatDate(r.since)})</span>
                </span>
                <PostponeReasonButton studentId={student.id} reason={r} />
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}
