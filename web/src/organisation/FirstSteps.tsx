import { Circle, CircleCheck, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { Panel } from '../design/portal-ui/Panel';
import { trpc } from '../portal/trpc';
import { organisationTexts as t } from './texts';

export interface FirstStep {
  title: string;
  text: string;
  done: boolean;
  /** What takes the user there: a button or a link. */
  action?: ReactNode;
}

/**
 * The organisation's trial: days left, or that it ended. Told to whoever founded the organisation (they
 * can act on it); nothing while no trial runs.
 */
export function TrialNotice() {
  const organisation = trpc.organisations.mine.useQuery();
  const trial = organisation.data?.trial;
  if (!trial || !organisation.data?.isFounder) return null;
  return (
    <p
      data-testid="trial-notice"
      role="status"
      className={
        trial.ended
          ? 'mb-6 flex items-start gap-2 rounded-[var(--radius-card)] border border-danger/40 bg-danger-soft p-3 text-sm text-danger'
          : 'mb-6 flex items-start gap-2 rounded-[var(--radius-card)] border border-line bg-surface p-3 text-sm text-ink'
      }
    >
      <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {trial.ended ? t.trialEnded : t.trialLeft(trial.daysLeft, trial.endsAt)}
    </p>
  );
}

/**
 * The checklist a new organisation works through: each step ticks itself when the directory shows the
 * work done, and the whole card goes once every step is.
 */
export function FirstSteps({ steps }: { steps: (counts: StepCounts) => FirstStep[] }) {
  const organisation = trpc.organisations.mine.useQuery();
  // For whoever set up an organisation that signed up itself (it has a trial): not for its invited coaches,
  // nor for organisations an admin or the demo set up.
  if (!organisation.data?.trial || !organisation.data.isFounder) return null;
  const list = steps(organisation.data.steps);
  if (list.every((s) => s.done)) return null;
  return (
    <Panel title={t.firstSteps} id="first-steps" className="mb-6">
      <p className="-mt-2 mb-4 text-sm text-ink-muted">{t.firstStepsLead(organisation.data.name)}</p>
      <ol className="space-y-3">
        {list.map((step) => (
          <li key={step.title} className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
            <div className="flex items-start gap-3">
              {step.done ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              ) : (
                <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ink-muted" />
              )}
              <div>
                <p className={step.done ? 'font-medium text-ink-muted line-through' : 'font-medium text-ink'}>
                  {step.title}
                  <span className="sr-only"> ({step.done ? t.done : t.todo})</span>
                </p>
                {step.done ? null : <p className="text-sm text-ink-muted">{step.text}</p>}
              </div>
            </div>
            {step.done || !step.action ? null : <div className="shrink-0 pl-8 sm:pl-0">{step.action}</div>}
          </li>
        ))}
      </ol>
    </Panel>
  );
}

export interface StepCounts {
  students: number;
  assignedStudents: number;
  coaches: number;
  studentsWithParent: number;
  studentsWithPlan: number;
}
