import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft, NotebookPen } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ErrorState, Loading } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { fullName } from '../../lib/format';
import { isSmallScreen, notePanel } from '../../note-panel/note-panel';
import { PageHeader } from '../../portal/PageHeader';
import { trpc, trpcErrorCode } from '../../portal/trpc';
import { NotesTab } from '../../student-record/notes/NotesTab';
import { OverviewTab } from '../../student-record/overview/OverviewTab';
import { PersonalTab } from '../../student-record/personal/PersonalTab';
import { StudentRecord } from '../../student-record/StudentRecord';
import { recordPageLabel, type StudentTab } from '../../student-record/tabs';
import { recordTexts as rt } from '../../student-record/texts';
import { useAdvisorSession } from '../AdvisorPortal';
import { AssignCoachDialog } from '../components/AssignCoachDialog';
import { common, studentDetail as m, students as sm } from '../texts';

const route = getRouteApi('/advisor-app/advisor/students/$id');

export default function StudentDetailPage() {
  const { id } = route.useParams();
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <StudentDetail
      id={id}
      tab={tab}
      onSelect={(t) => void navigate({ search: { tab: t }, replace: true, resetScroll: false })}
    />
  );
}

/**
 * The student detail page with its tabs; `otherPage` is a path below the student's page that is none of
 * them (spec §2: it shows the label "Öğrenci Detayı" over the overview).
 */
export function StudentDetail({
  id,
  tab,
  otherPage = false,
  onSelect,
}: {
  id: string;
  tab: string | undefined;
  otherPage?: boolean;
  onSelect: (tab: StudentTab) => void;
}) {
  const student = trpc.advisor.student.useQuery({ studentId: id });
  const { user } = useAdvisorSession();
  const [assigning, setAssigning] = useState(false);
  const label = recordPageLabel(tab, otherPage);
  const data = student.data;

  // The note panel writes about this student to their coach.
  useEffect(() => {
    if (!data) return;
    notePanel.select(
      {
        studentId: data.id,
        studentName: fullName(data),
        coachId: data.coachId,
        coachName: data.coachName,
      },
      // On a phone the open panel would cover the student's page: it appears minimised there.
      { startMinimized: isSmallScreen() },
    );
  }, [data]);

  if (student.isError) {
    const missing =
      trpcErrorCode(student.error) === 'NOT_FOUND' || trpcErrorCode(student.error) === 'FORBIDDEN';
    return (
      <>
        <PageHeader title={rt.label} />
        <ErrorState
          message={missing ? m.notFound : common.loadFailed}
          onRetry={missing ? undefined : () => void student.refetch()}
        />
      </>
    );
  }
  if (!data) return <Loading />;
  const name = fullName(data);
  const viewer = { role: 'ADVISOR', userId: user.id } as const;

  return (
    <>
      <PageHeader
        eyebrow={
          <Link
            to="/advisor/students"
            className="inline-flex items-center gap-1 font-medium text-brand hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {m.back}
          </Link>
        }
        title={name}
        lead={`${sm.classLabel(data.classLevel)} · ${data.examTarget}${data.school ? ` · ${data.school}` : ''}`}
        actions={
          <>
            <span className="text-sm text-ink-muted">
              {rt.coach}:{' '}
              <span className="font-semibold text-ink">{data.coachName ?? common.notAssigned}</span>
            </span>
            <Button variant="secondary" size="sm" onClick={() => setAssigning(true)}>
              {data.coachId ? sm.change : sm.assign}
            </Button>
          </>
        }
      />
      <p className="sr-only" aria-live="polite">
        {label}
      </p>
      <div className="mb-4 flex items-center gap-2 text-sm text-ink-muted">
        <NotebookPen aria-hidden="true" className="size-4 shrink-0" />
        <span>{data.coachId ? rt.noteHint : rt.noCoachHint}</span>
      </div>
      <StudentRecord
        studentId={data.id}
        viewer={viewer}
        tab={tab}
        otherPage={otherPage}
        onSelect={onSelect}
        views={{
          'genel-bakis': <OverviewTab student={data} viewer={viewer} onAssign={() => setAssigning(true)} />,
          'kisisel-bilgiler': <PersonalTab student={data} />,
          notlar: <NotesTab student={data} viewer={viewer} />,
        }}
      />
      {assigning ? (
        <AssignCoachDialog
          studentId={data.id}
          studentName={name}
          currentCoachId={data.coachId}
          onClose={() => setAssigning(false)}
        />
      ) : null}
    </>
  );
}
