import { Circle, CircleCheck, Plus, Target } from 'lucide-react';
import { useState } from 'react';
import { Panel } from '../../design/portal-ui/Panel';
import { EmptyState } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { formatDate } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { RecordSection, RecordToolbar } from '../kit/RecordSection';
import { useWriteCallbacks } from '../kit/use-record-write';
import { permissionsOf, type RecordTabProps } from '../kit/viewer';
import { recordEditors as e, recordLabels as r, recordTexts as t } from '../texts';
import { GoalDialog } from './GoalDialog';
import { MilestoneDialog } from './MilestoneDialog';
import { TopicTracking } from './TopicTracking';

/** Hedef Programı: the exam target (rank, percentile or a university), target nets and milestones. */
export function GoalTab({ studentId, viewer }: RecordTabProps) {
  const query = trpc.studentRecord.goalProgram.useQuery({ studentId });
  const can = permissionsOf(viewer);
  const [editing, setEditing] = useState(false);
  const [milestone, setMilestone] = useState(false);
  const done = useWriteCallbacks();
  const complete = trpc.studentRecord.completeGoalMilestone.useMutation(done.callbacks);
  return (
    <RecordSection query={query}>
      {(g) => (
        <>
          {can.plan ? (
            <RecordToolbar>
              <Button size="sm" onClick={() => setEditing(true)}>
                <Target aria-hidden="true" className="size-4" />
                {g ? e.setGoal : e.createGoal}
              </Button>
              {g ? (
                <Button size="sm" variant="secondary" onClick={() => setMilestone(true)}>
                  <Plus aria-hidden="true" className="size-4" />
                  {e.addMilestone}
                </Button>
              ) : null}
            </RecordToolbar>
          ) : null}
          {!g ? (
            <EmptyState icon={Target} title={e.noGoal} text={e.noGoalText} />
          ) : (
            <div className="grid gap-5 lg:grid-cols-2">
              <Panel title={t.target} id="goal-target">
                <p className="text-xl font-bold text-ink">{g.target.label}</p>
                <p className="mt-1 text-sm text-ink-muted">
                  {g.examFamily}
                  {g.scoreType ? ` · ${g.scoreType}` : ''}
                </p>
                {g.targetNets.length > 0 ? (
                  <>
                    <h3 className="mt-4 mb-2 font-semibold text-ink">{t.targetNets}</h3>
                    <ul className="divide-y divide-line text-sm">
                      {g.targetNets.map((n) => (
                        <li key={`${n.examType}-${n.testCode}`} className="flex justify-between py-2">
                          <span>
                            {n.examType} · {n.testName}
                          </span>
                          <span className="font-semibold tabular-nums">{r.net(n.net)}</span>
                        </li>
                      ))}
                    </ul>
                  </>
                ) : null}
              </Panel>
              <Panel title={t.milestones} id="goal-milestones">
                {g.milestones.length === 0 ? (
                  <p className="text-ink-muted">{r.noneYet}</p>
                ) : (
                  <ul className="space-y-2">
                    {g.milestones.map((ms) => (
                      <li key={ms.milestoneId} className="flex items-start gap-2">
                        {ms.done ? (
                          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 text-success" />
                        ) : (
                          <Circle aria-hidden="true" className="mt-0.5 size-5 text-ink-muted" />
                        )}
                        <div className="flex-1">
                          <p
                            className={
                              ms.done ? 'font-medium text-ink-muted line-through' : 'font-medium text-ink'
                            }
                          >
                            {ms.title}
                            <span className="sr-only"> ({ms.done ? t.done : t.open})</span>
                          </p>
                          <p className="text-sm text-ink-muted">
                            {t.due}: {formatDate(ms.dueDate)}
                          </p>
                        </div>
                        {can.plan && !ms.done ? (
                          <Button
                            size="sm"
                            variant="ghost"
                            disabled={complete.isPending}
                            onClick={() => complete.mutate({ studentId, milestoneId: ms.milestoneId })}
                            aria-label={`${e.completeMilestone}: ${ms.title}`}
                          >
                            <CircleCheck aria-hidden="true" className="size-4" />
                          </Button>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                )}
              </Panel>
            </div>
          )}
          {editing ? <GoalDialog studentId={studentId} goal={g} onClose={() => setEditing(false)} /> : null}
          {milestone ? <MilestoneDialog studentId={studentId} onClose={() => setMilestone(false)} /> : null}
          <TopicTracking studentId={studentId} viewer={viewer} />
        </>
      )}
    </RecordSection>
  );
}
