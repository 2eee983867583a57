import { Link } from '@tanstack/react-router';
import {
  GraduationCap,
  MessageSquareReply,
  NotebookPen,
  PhoneCall,
  TriangleAlert,
  Users,
  UserX,
} from 'lucide-react';
import { useState } from 'react';
import { Panel } from '../../design/portal-ui/Panel';
import { StatCard } from '../../design/portal-ui/StatCard';
import { EmptyState, QueryView } from '../../design/portal-ui/states';
import { buttonClass } from '../../design/ui/button';
import { FirstSteps, TrialNotice } from '../../organisation/FirstSteps';
import { organisationTexts as o } from '../../organisation/texts';
import { PageHeader } from '../../portal/PageHeader';
import { trpc } from '../../portal/trpc';
import { useAdvisorSession } from '../AdvisorPortal';
import type { Outputs } from '../api';
import { AssignCoachDialog } from '../components/AssignCoachDialog';
import { dashboard as m } from '../texts';

export default function DashboardPage() {
  const s = useAdvisorSession();
  const query = trpc.advisor.dashboard.useQuery();
  const unassignedQuery = trpc.advisor.unassignedStudents.useQuery({ limit: 500 });
  const unassigned = new Set(unassignedQuery.data?.items.map((st) => st.id));
  const attentionQuery = trpc.studentRecord.attention.useQuery();
  const [assigning, setAssigning] = useState<{ id: string; name: string } | null>(null);

  return (
    <>
      <PageHeader eyebrow={m.title} title={m.greeting(s.user.firstName || s.user.email)} lead={m.lead} />
      <TrialNotice />
      <FirstSteps
        steps={(c) => [
          {
            title: o.advisorSteps.coaches,
            text: o.advisorSteps.coachesText,
            done: c.coaches > 0,
            action: (
              <Link to="/advisor/coaches" className={buttonClass('secondary', 'sm')}>
                {o.goToCoaches}
              </Link>
            ),
          },
          {
            title: o.advisorSteps.students,
            text: o.advisorSteps.studentsText,
            done: c.students > 0,
            action: (
              <Link to="/advisor/students" className={buttonClass('secondary', 'sm')}>
                {o.goToStudents}
              </Link>
            ),
          },
          {
            title: o.advisorSteps.assign,
            text: o.advisorSteps.assignText,
            done: c.students > 0 && c.assignedStudents === c.students,
            action: (
              <Link to="/advisor/students" className={buttonClass('secondary', 'sm')}>
                {o.goToStudents}
              </Link>
            ),
          },
        ]}
      />
      <QueryView query={query}>
        {(d) => (
          <div className="space-y-6">
            <section aria-labelledby="figures-title" className="space-y-3">
              <h2 id="figures-title" className="sr-only">
                {m.figures}
              </h2>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
                <StatCard
                  icon={Users}
                  label={m.coaches}
                  value={m.coachCapacity(d.coachCount, d.maxCoachLimit)}
                />
                <StatCard icon={GraduationCap} label={m.students} value={d.studentCount} />
                <StatCard
                  icon={UserX}
                  tone={d.unassignedStudentCount > 0 ? 'accent' : 'success'}
                  label={m.unassigned}
                  value={d.unassignedStudentCount}
                />
              </div>
              <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
                <StatCard icon={NotebookPen} label={m.notesThisWeek} value={d.notesThisWeek} />
                <StatCard
                  icon={MessageSquareReply}
                  tone="success"
                  label={m.repliesThisWeek}
                  value={d.repliesThisWeek}
                />
                <StatCard
                  icon={TriangleAlert}
                  tone={d.unansweredNotes > 0 ? 'danger' : 'success'}
                  label={m.unansweredNotes}
                  value={d.unansweredNotes}
                />
                <StatCard icon={PhoneCall} label={m.callsThisWeek} value={d.callsThisWeek} />
              </div>
            </section>

            <Panel title={m.attention} id="attention">
              <AttentionList
                items={needingAttention(d.studentsNeedingAttention, attentionQuery.data ?? [])}
                failed={attentionQuery.isError}
                unassigned={unassigned}
                onAssign={setAssigning}
              />
            </Panel>
          </div>
        )}
      </QueryView>
      {assigning ? (
        <AssignCoachDialog
          studentId={assigning.id}
          studentName={assigning.name}
          currentCoachId={null}
          onClose={() => setAssigning(null)}
        />
      ) : null}
    </>
  );
}

type AttentionQueue = Outputs['studentRecord']['attention'];
type Unassigned = Outputs['advisor']['dashboard']['studentsNeedingAttention'];
interface AttentionRow {
  studentId: string;
  name: string;
  coachName: string | null;
  reasons: string[];
}

/** The students with no coach first, then the attention queue's students with every reason they have. */
export function needingAttention(unassigned: Unassigned, queue: AttentionQueue): AttentionRow[] {
  const rows = new Map<string, AttentionRow>();
  for (const u of unassigned)
    rows.set(u.studentId, { studentId: u.studentId, name: u.name, coachName: null, reasons: [u.reason] });
  for (const item of queue) {
    const row = rows.get(item.studentId) ?? {
      studentId: item.studentId,
      name: item.studentName,
      coachName: item.coachName,
      reasons: [],
    };
    row.reasons.push(...item.reasons.map((r) => r.text));
    rows.set(item.studentId, row);
  }
  return [...rows.values()];
}

function AttentionList({
  items,
  failed,
  unassigned,
  onAssign,
}: {
  items: AttentionRow[];
  failed: boolean;
  unassigned: Set<string>;
  onAssign: (student: { id: string; name: string }) => void;
}) {
  return (
    <>
      {failed ? <p className="mb-3 text-sm text-danger">{m.attentionFailed}</p> : null}
      {items.length === 0 ? (
        <EmptyState title={m.attentionEmpty} />
      ) : (
        <ul className="divide-y divide-line" data-testid="attention-list">
          {items.map((a) => (
            <li key={a.studentId} className="flex flex-wrap items-center gap-3 py-3">
              <TriangleAlert aria-hidden="true" className="size-5 shrink-0 text-accent" />
              <div className="min-w-0 flex-1">
                <Link
                  to="/advisor/students/$id"
                  params={{ id: a.studentId }}
                  className="font-semibold text-ink hover:text-brand hover:underline"
                >
                  {a.name}
                </Link>
                {a.coachName ? (
                  <span className="ml-2 text-sm text-ink-muted">{m.coachOf(a.coachName)}</span>
                ) : null}
                <ul className="mt-0.5 space-y-0.5 text-sm text-ink-muted">
                  {a.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
              </div>
              {unassigned.has(a.studentId) ? (
                <button
                  type="button"
                  className={buttonClass('secondary', 'sm')}
                  onClick={() => onAssign({ id: a.studentId, name: a.name })}
                >
                  {m.assign}
                </button>
              ) : (
                <Link
                  to="/advisor/students/$id"
                  params={{ id: a.studentId }}
                  className={buttonClass('ghost', 'sm')}
                >
                  {m.open}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
