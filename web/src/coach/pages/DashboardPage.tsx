import { COACH_NOTES_PAGE_SIZE } from '@pusula/contracts/constants';
import { Link } from '@tanstack/react-router';
import { BellRing, GraduationCap, NotebookText, TriangleAlert, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Panel } from '../../design/portal-ui/Panel';
import { StatCard } from '../../design/portal-ui/StatCard';
import { EmptyState, QueryView } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { buttonClass } from '../../design/ui/button';
import { LazyNewStudentDialog } from '../../forms/LazyNewStudentDialog';
import { fullName } from '../../lib/format';
import { FirstSteps, TrialNotice } from '../../organisation/FirstSteps';
import { organisationTexts } from '../../organisation/texts';
import { PageHeader } from '../../portal/PageHeader';
import { trpc } from '../../portal/trpc';
import { coachIdOf, useCoachSession } from '../CoachPortal';
import { CoachNoteCard } from '../components/CoachNoteCard';
import { StudentTable } from '../components/StudentTable';
import { common, dashboard as m } from '../texts';
import { useNoteActions } from '../use-note-actions';

const LATEST_NOTES = 3;

/** /dashboard: the coach's students, the advisor notes in short, and who needs attention now. */
export default function DashboardPage() {
  const s = useCoachSession();
  const coachId = coachIdOf(s);
  const students = trpc.coach.students.useQuery();
  const notes = trpc.notes.forCoach.useQuery({ coachId, page: 1, limit: COACH_NOTES_PAGE_SIZE });
  const actions = useNoteActions();
  const names = new Map((students.data ?? []).map((st) => [st.id, fullName(st)]));
  const attention = (students.data ?? []).filter((st) => st.reasons.length > 0);
  const limit = s.coach?.studentLimit ?? 0;
  const [adding, setAdding] = useState(false);
  const utils = trpc.useUtils();
  const addStudent = trpc.coach.addStudent.useMutation({
    onSuccess: () => Promise.all([utils.coach.students.invalidate(), utils.organisations.mine.invalidate()]),
  });
  const addButton = (
    <Button onClick={() => setAdding(true)}>
      <UserPlus aria-hidden="true" className="size-4" />
      {organisationTexts.addStudent}
    </Button>
  );
  const firstStudent = students.data?.[0];
  const toFirstStudent = firstStudent ? (
    <Link
      to="/dashboard/students/$id"
      params={{ id: firstStudent.id }}
      className={buttonClass('secondary', 'sm')}
    >
      {fullName(firstStudent)}
    </Link>
  ) : undefined;

  return (
    <>
      <PageHeader title={m.title} lead={`${m.greeting(fullName(s.user))}. ${m.lead}`} actions={addButton} />
      <TrialNotice />
      <FirstSteps
        steps={(c) => [
          {
            title: organisationTexts.mentorSteps.student,
            text: organisationTexts.mentorSteps.studentText,
            done: c.students > 0,
            action: addButton,
          },
          {
            title: organisationTexts.mentorSteps.parent,
            text: organisationTexts.mentorSteps.parentText,
            done: c.studentsWithParent > 0,
            action: toFirstStudent,
          },
          {
            title: organisationTexts.mentorSteps.plan,
            text: organisationTexts.mentorSteps.planText,
            done: c.studentsWithPlan > 0,
            action: toFirstStudent,
          },
        ]}
      />
      {adding ? (
        <LazyNewStudentDialog
          texts={organisationTexts.dialog}
          onClose={() => setAdding(false)}
          save={(student) => addStudent.mutateAsync(student)}
        />
      ) : null}
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard
          label={m.students}
          icon={GraduationCap}
          value={students.data?.length ?? common.none}
          // The hint's line is kept while the list loads, so the cards below do not jump when it arrives.
          hint={limit > 0 ? (students.data ? m.capacity(students.data.length, limit) : '\u00a0') : undefined}
        />
        <StatCard
          label={m.unreadNotes}
          icon={BellRing}
          tone="accent"
          value={
            <span data-testid="unread-notes-count">{notes.data ? notes.data.unreadCount : common.none}</span>
          }
          hint={
            <Link to="/dashboard/notes" className="font-medium text-brand hover:underline">
              {m.openNotes}
            </Link>
          }
        />
        <StatCard
          label={m.needsAttention}
          icon={TriangleAlert}
          tone="danger"
          value={students.data ? attention.length : common.none}
        />
      </div>

      {/* min-w-0: a grid item may shrink below its table's width; the table then scrolls in its panel. */}
      <div className="grid min-w-0 gap-6 2xl:grid-cols-3">
        <div className="min-w-0 space-y-6 2xl:col-span-2">
          <Panel title={m.myStudents} id="my-students">
            <QueryView query={students}>
              {(list) =>
                list.length === 0 ? (
                  <EmptyState icon={GraduationCap} title={m.empty} text={m.emptyText} action={addButton} />
                ) : (
                  <StudentTable students={list} />
                )
              }
            </QueryView>
          </Panel>
          <Panel title={m.attention} id="attention">
            <QueryView query={students}>
              {() =>
                attention.length === 0 ? (
                  <p className="text-sm text-ink-muted">{m.attentionEmpty}</p>
                ) : (
                  <ul className="divide-y divide-line">
                    {attention.map((st) => (
                      <li key={st.id} className="py-3">
                        <Link
                          to="/dashboard/students/$id"
                          params={{ id: st.id }}
                          className="font-semibold text-brand hover:underline"
                        >
                          {fullName(st)}
                        </Link>
                        <span className="ml-2 text-sm text-ink-muted">
                          {common.classLabel(st.classLevel)} · {st.examTarget}
                        </span>
                        <ul className="mt-1 list-disc pl-5 text-sm text-ink">
                          {st.reasons.map((r) => (
                            <li key={`${r.code}:${r.ref}`}>{r.text}</li>
                          ))}
                        </ul>
                      </li>
                    ))}
                  </ul>
                )
              }
            </QueryView>
          </Panel>
        </div>
        <Panel
          title={m.latestNotes}
          id="latest-notes"
          actions={
            <Link to="/dashboard/notes" className={buttonClass('secondary', 'sm')}>
              <NotebookText aria-hidden="true" className="size-4" />
              {m.openNotes}
            </Link>
          }
        >
          <QueryView query={notes}>
            {(page) =>
              page.notes.length === 0 ? (
                <p className="text-sm text-ink-muted">{m.latestNotesEmpty}</p>
              ) : (
                <div className="space-y-3">
                  {page.notes.slice(0, LATEST_NOTES).map((n) => (
                    <CoachNoteCard
                      key={n.id}
                      note={n}
                      studentName={names.get(n.studentId)}
                      actions={actions}
                    />
                  ))}
                </div>
              )
            }
          </QueryView>
        </Panel>
      </div>
    </>
  );
}
