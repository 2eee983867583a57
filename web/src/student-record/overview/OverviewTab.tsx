import { History, TriangleAlert } from 'lucide-react';
import { Panel } from '../../design/portal-ui/Panel';
import { StatCard } from '../../design/portal-ui/StatCard';
import { EmptyState, QueryView } from '../../design/portal-ui/states';
import { uiTexts as ui } from '../../design/portal-ui/texts';
import { Button } from '../../design/ui/Button';
import { StudentExamCountdown } from '../../exam-dates/ExamCountdown';
import { formatDate, formatDateTime, formatPercent } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import type { RecordStudent } from '../api';
import { PostponeReasonButton } from '../attention/PostponeReasonDialog';
import { StudentLastEntry } from '../kit/StudentEntry';
import type { RecordViewer } from '../kit/viewer';
import { recordEditors as e, recordLabels as r, recordTexts as t } from '../texts';

/**
 * Genel Bakış: the coach (or "Koç ata" for the advisor), the advisor's note figures, what needs attention,
 * this week's figures and the coach assignment history.
 */
export function OverviewTab({
  student,
  viewer,
  onAssign,
}: {
  student: RecordStudent;
  viewer: RecordViewer;
  /** The advisor's "assign a coach"; left out elsewhere. */
  onAssign?: () => void;
}) {
  const advisor = viewer.role === 'ADVISOR';
  const notes = trpc.notes.forAdvisor.useQuery(
    { advisorId: viewer.userId, studentId: student.id, limit: 100 },
    { enabled: advisor },
  );
  const history = trpc.audit.assignmentHistory.useQuery({ studentId: student.id }, { enabled: advisor });
  const attention = trpc.studentRecord.studentAttention.useQuery(
    { studentId: student.id },
    { enabled: viewer.role !== 'PARENT' },
  );
  const overview = trpc.studentRecord.overview.useQuery({ studentId: student.id });
  const unanswered = notes.data?.notes.filter((n) => !n.coachReply).length ?? 0;
  const o = overview.data ?? null;
  const lastExam = o?.exams[0];
  const openHomework = o?.homework.filter((h) => h.status !== 'DONE').length;
  const nextSession = o?.sessions
    .filter((s) => s.status === 'SCHEDULED' && Date.parse(s.startAt) >= Date.now())
    .sort((a, b) => a.startAt.localeCompare(b.startAt))[0];

  const reasons = attention.data?.reasons ?? [];

  return (
    <div className="space-y-5">
      <StudentExamCountdown studentId={student.id} />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={t.coach}
          value={
            student.coachName ??
            (onAssign ? (
              <Button size="sm" onClick={onAssign}>
                {t.assignCoach}
              </Button>
            ) : (
              t.notAssigned
            ))
          }
          hint={student.assignedAt ? `${t.assignedAt}: ${formatDate(student.assignedAt)}` : undefined}
        />
        {advisor ? (
          <>
            <StatCard label={t.notesSent} value={notes.data?.total ?? ui.none} />
            <StatCard
              label={t.notesUnanswered}
              value={notes.data ? unanswered : ui.none}
              tone={unanswered > 0 ? 'accent' : 'brand'}
            />
          </>
        ) : null}
        <StatCard
          label={t.createdAt}
          value={<span className="text-lg">{formatDate(student.createdAt)}</span>}
        />
      </div>
      {reasons.length > 0 ? (
        <Panel title={e.attentionTitle} id="student-attention">
          <ul className="space-y-2" data-testid="attention-reasons">
            {reasons.map((reason) => (
              <li key={`${reason.code}:${reason.ref}`} className="flex items-start gap-2 text-sm text-ink">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                <span className="min-w-0 flex-1">{reason.text}</span>
                {viewer.role === 'ADVISOR' ? (
                  <PostponeReasonButton studentId={student.id} reason={reason} />
                ) : null}
              </li>
            ))}
          </ul>
        </Panel>
      ) : null}
      {o ? (
        <Panel title={r.thisWeek} id="overview-week">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard
              label={r.weekCompletion}
              value={o.week.totals.completion === null ? r.noneYet : formatPercent(o.week.totals.completion)}
            />
            <StatCard
              label={r.lastExam}
              value={lastExam ? r.net(lastExam.totalNet) : r.noneYet}
              hint={lastExam?.name}
            />
            <StatCard label={r.openHomework} value={openHomework ?? 0} />
            <StatCard
              label={r.nextSession}
              value={
                <span className="text-lg">
                  {nextSession ? formatDateTime(nextSession.startAt) : r.noneYet}
                </span>
              }
            />
          </div>
          <p className="mt-3 text-sm text-ink">
            <span className="font-medium">{r.studentLastEntry}: </span>
            <StudentLastEntry entry={o.student.lastEntry} />
          </p>
        </Panel>
      ) : null}
      {advisor ? (
        <Panel title={t.history} id="assignment-history">
          <QueryView query={history}>
            {(entries) =>
              entries.length === 0 ? (
                <EmptyState icon={History} title={t.historyEmpty} />
              ) : (
                <ol className="space-y-3 border-l-2 border-line pl-4">
                  {[...entries].reverse().map((entry) => (
                    <li key={`${entry.at}-${entry.what}`} className="relative">
                      <span
                        aria-hidden="true"
                        className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand"
                      />
                      <p className="font-medium text-ink">{entry.description}</p>
                      <p className="text-sm text-ink-muted">
                        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                        {entry.by ? ` · ${entry.by}` : ''}
                      </p>
                    </li>
                  ))}
                </ol>
              )
            }
          </QueryView>
        </Panel>
      ) : null}
    </div>
  );
}
