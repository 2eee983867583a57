import { Link } from '@tanstack/react-router';
import { Compass, Users } from 'lucide-react';
import { EmptyState, QueryView } from '../../design/portal-ui/states';
import { StudentExamCountdown } from '../../exam-dates/ExamCountdown';
import { EmailVerificationBanner } from '../../portal/EmailVerificationBanner';
import { trpc } from '../../portal/trpc';
import { SessionGate } from '../../session/SessionGate';
import type { SignedInSession } from '../../session/session-store';
import { InvitedCalls } from '../../video/InvitedCalls';
import type { LinkedStudent } from '../api';
import {
  CoachSection,
  ExamsSection,
  HomeworkSection,
  SessionReportsSection,
  UpcomingSessionsSection,
  WeekSection,
} from '../components/OverviewSections';
import { ParentNav } from '../components/ParentNav';
import { StudentPicker } from '../components/StudentPicker';
import { ParentLive } from '../ParentLive';
import { parentTexts as m } from '../texts';
import { usePageTitle } from '../use-page-title';
import { useSelectedStudent } from '../use-selected-student';

/** /parent/dashboard: the parent context without the public header; only for a signed-in parent. */
export default function ParentDashboardPage() {
  return (
    <SessionGate allow="PARENT">
      {(s) => (
        <>
          <Dashboard s={s} />
          <ParentLive s={s} />
        </>
      )}
    </SessionGate>
  );
}

function Dashboard({ s }: { s: SignedInSession }) {
  usePageTitle(m.dashboard.title);
  const students = trpc.parent.students.useQuery();
  return (
    <div className="min-h-dvh bg-surface-muted/40">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Link to="/" className="inline-flex items-center gap-2 font-bold text-ink">
            <Compass aria-hidden="true" className="size-6 text-brand" />
            <span>
              {m.appName} <span className="font-medium text-ink-muted">· {m.portal}</span>
            </span>
          </Link>
          <ParentNav />
        </div>
      </header>
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6">
        <EmailVerificationBanner />
        <InvitedCalls side="PARENT" selfId={s.user.id} />
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {m.dashboard.greeting(`${s.user.firstName} ${s.user.lastName}`)}
        </h1>
        <p className="mt-1.5 max-w-2xl text-ink-muted">{m.dashboard.lead}</p>
        <div className="mt-6">
          <QueryView query={students} errorMessage={m.loadFailed}>
            {(list) =>
              list.length === 0 ? (
                <EmptyState title={m.noStudents.title} text={m.noStudents.text} icon={Users} />
              ) : (
                <SelectedStudentView students={list} />
              )
            }
          </QueryView>
        </div>
      </div>
    </div>
  );
}

function SelectedStudentView({ students }: { students: LinkedStudent[] }) {
  const { selected, select } = useSelectedStudent(students);

  return (
    <div className="space-y-6">
      <StudentPicker students={students} selectedId={selected.id} onSelect={select} />
      <StudentOverviewView key={selected.id} student={selected} />
    </div>
  );
}

function StudentOverviewView({ student }: { student: LinkedStudent }) {
  const overview = trpc.studentRecord.overview.useQuery({ studentId: student.id });
  const detail = trpc.students.byId.useQuery({ studentId: student.id });
  const name = `${student.firstName} ${student.lastName}`;
  return (
    <section aria-labelledby="selected-student-title" className="space-y-4">
      <div>
        <h2 id="selected-student-title" className="text-xl font-bold text-ink">
          {name}
        </h2>
        <p className="text-sm text-ink-muted">
          {m.picker.classAndTarget(student.classLevel, student.examTarget)}
          {detail.data?.school ? ` · ${detail.data.school}` : ''}
        </p>
        <div className="mt-2">
          <StudentExamCountdown studentId={student.id} />
        </div>
      </div>
      <QueryView query={overview} errorMessage={m.loadFailed}>
        {(data) => {
          const now = Date.now();
          return (
            <div className="grid gap-4 lg:grid-cols-2 [&>*]:min-w-0">
              <CoachSection student={student} />
              <UpcomingSessionsSection sessions={data.sessions} now={now} />
              <WeekSection week={data.week} lastEntry={data.student.lastEntry} />
              <HomeworkSection homework={data.homework} />
              <div className="lg:col-span-2">
                <ExamsSection exams={data.exams} trend={data.trend} />
              </div>
              <div className="lg:col-span-2">
                <SessionReportsSection sessions={data.sessions} />
              </div>
            </div>
          );
        }}
      </QueryView>
    </section>
  );
}
