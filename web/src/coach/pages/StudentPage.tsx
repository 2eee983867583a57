import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { ErrorState, Loading } from '../../design/portal-ui/states';
import { fullName } from '../../lib/format';
import { PageHeader } from '../../portal/PageHeader';
import { trpc, trpcErrorCode } from '../../portal/trpc';
import { StudentRecord } from '../../student-record/StudentRecord';
import { recordTexts as rt } from '../../student-record/texts';
import { coachIdOf, useCoachSession } from '../CoachPortal';
import { CoachNotesTab } from '../student/CoachNotesTab';
import { CoachOverviewTab } from '../student/CoachOverviewTab';
import { CoachPersonalTab } from '../student/CoachPersonalTab';
import { StudentThreadLink } from '../student/StudentThreadLink';
import { common, student as m } from '../texts';

const route = getRouteApi('/coach-app/dashboard/students/$id');

/**
 * /dashboard/students/$id: the coach's view of one of their students, with the record tabs; the overview,
 * personal and notes tabs are drawn from the coach's own view of the student.
 */
export default function StudentPage() {
  const s = useCoachSession();
  const coachId = coachIdOf(s);
  const { id } = route.useParams();
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  const student = trpc.coach.student.useQuery({ studentId: id });

  if (student.isError) {
    const missing = trpcErrorCode(student.error) === 'NOT_FOUND';
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
  const data = student.data;
  if (!data) return <Loading />;

  return (
    <>
      <PageHeader
        eyebrow={
          <Link
            to="/dashboard"
            className="inline-flex items-center gap-1 font-medium text-brand hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {m.back}
          </Link>
        }
        title={fullName(data)}
        lead={`${common.classLabel(data.classLevel)} · ${data.examTarget}${data.school ? ` · ${data.school}` : ''}`}
        actions={<StudentThreadLink studentId={data.id} firstName={data.firstName} />}
      />
      <StudentRecord
        studentId={data.id}
        viewer={{ role: 'COACH', userId: s.user.id }}
        tab={tab}
        onSelect={(t) => void navigate({ search: { tab: t }, replace: true, resetScroll: false })}
        views={{
          'genel-bakis': <CoachOverviewTab student={data} />,
          'kisisel-bilgiler': <CoachPersonalTab student={data} />,
          notlar: <CoachNotesTab student={data} coachId={coachId} userId={s.user.id} />,
        }}
      />
    </>
  );
}
