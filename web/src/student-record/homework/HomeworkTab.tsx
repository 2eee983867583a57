import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../design/portal-ui/Badge';
import { InlineError } from '../../design/portal-ui/controls';
import { Panel } from '../../design/portal-ui/Panel';
import { EmptyState } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { formatDateTime } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { RecordAction, RecordSection } from '../kit/RecordSection';
import { EnteredByStudentBadge } from '../kit/StudentEntry';
import { useWriteCallbacks } from '../kit/use-record-write';
import { permissionsOf, type RecordTabProps } from '../kit/viewer';
import { recordEditors as e, recordLabels as r, recordTexts as t } from '../texts';
import { HomeworkDialog } from './HomeworkDialog';

const HOMEWORK_TONE = { ASSIGNED: 'brand', DONE: 'success', LATE: 'danger' } as const;

/** Ödevler ve Görevler: homework, latest due first, with reminders sent; the coach gives and closes it. */
export function HomeworkTab({ studentId, viewer }: RecordTabProps) {
  const query = trpc.studentRecord.homework.useQuery({ studentId });
  const can = permissionsOf(viewer);
  const [assigning, setAssigning] = useState(false);
  const done = useWriteCallbacks(undefined, e.homeworkDone);
  const complete = trpc.studentRecord.completeHomework.useMutation(done.callbacks);
  return (
    <RecordSection query={query}>
      {(list) => (
        <>
          {can.coach ? (
            <RecordAction icon={ClipboardCheck} label={e.assignHomework} onClick={() => setAssigning(true)} />
          ) : null}
          <InlineError message={done.failure} className="mb-3 text-sm" />
          {list.length === 0 ? (
            <EmptyState icon={ClipboardCheck} title={e.noHomework} text={e.noHomeworkText} />
          ) : (
            <Panel>
              <ul className="divide-y divide-line">
                {[...list]
                  .sort((a, b) => b.dueAt.localeCompare(a.dueAt))
                  .map((h) => (
                    <li key={h.homeworkId} className="flex flex-wrap items-start gap-3 py-3">
                      <div className="min-w-0 flex-1">
                        <p className="font-semibold text-ink">{h.title}</p>
                        <p className="text-sm text-ink-muted">
                          {h.courseName} · {t.due}: {formatDateTime(h.dueAt)}
                          {h.targetQuestions ? ` · ${r.questions(h.targetQuestions)}` : ''}
                          {h.targetMinutes ? ` · ${r.minutes(h.targetMinutes)}` : ''}
                        </p>
                        {h.description ? <p className="mt-1 text-sm text-ink">{h.description}</p> : null}
                        {h.remindersSent.length > 0 ? (
                          <p className="mt-1 text-xs text-ink-muted">
                            {e.reminders}: {h.remindersSent.map((k) => e.reminderKinds[k]).join(', ')}
                          </p>
                        ) : null}
                      </div>
                      <div className="flex flex-col items-end gap-1">
                        <Badge tone={HOMEWORK_TONE[h.status]}>{r.homeworkStatus[h.status] ?? h.status}</Badge>
                        {h.completedLate ? <Badge tone="accent">{r.late}</Badge> : null}
                        {h.completedByStudent ? <EnteredByStudentBadge /> : null}
                        {can.coach && h.status !== 'DONE' ? (
                          <Button
                            size="sm"
                            variant="secondary"
                            disabled={complete.isPending}
                            onClick={() =>
                              complete.mutate({
                                studentId,
                                homeworkId: h.homeworkId,
                                doneQuestions: h.targetQuestions,
                                doneMinutes: h.targetMinutes,
                              })
                            }
                            aria-label={`${e.markDone}: ${h.title}`}
                          >
                            {e.markDone}
                          </Button>
                        ) : null}
                      </div>
                    </li>
                  ))}
              </ul>
            </Panel>
          )}
          {assigning ? <HomeworkDialog studentId={studentId} onClose={() => setAssigning(false)} /> : null}
        </>
      )}
    </RecordSection>
  );
}
