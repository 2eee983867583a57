import { COACH_NOTES_PAGE_SIZE } from '@pusula/contracts/constants';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ArrowLeft, NotebookText, TriangleAlert } from 'lucide-react';
import type { StudentDetail } from '../../advisor/api';
import { CoachNotesSection } from '../../advisor/student-detail/CoachNotesSection';
import { StudentTabContent } from '../../advisor/student-detail/StudentTabs';
import { StudentTabsFrame } from '../../advisor/student-detail/StudentTabsFrame';
import { STUDENT_TABS, type StudentTab, studentDetail as sd } from '../../advisor/texts';
import { Badge } from '../../design/portal-ui/Badge';
import { DetailField } from '../../design/portal-ui/DetailField';
import { Panel } from '../../design/portal-ui/Panel';
import { EmptyState, ErrorState, Loading, QueryView } from '../../design/portal-ui/states';
import { formatDate, formatDateTime, formatRelative, fullName } from '../../lib/format';
import { PageHeader } from '../../portal/PageHeader';
import { trpc, trpcErrorCode } from '../../portal/trpc';
import type { CoachStudent } from '../api';
import { coachIdOf, useCoachSession } from '../CoachPortal';
import { CoachNoteCard } from '../components/CoachNoteCard';
import { common, dashboard as dm, student as m, notes as nm } from '../texts';
import { useNoteActions } from '../use-note-actions';

const route = getRouteApi('/coach-app/dashboard/students/$id');

const isTab = (tab: string | undefined): tab is StudentTab =>
  tab !== undefined && (STUDENT_TABS as readonly string[]).includes(tab);

/** The record tabs that need only the student's id; the rest are drawn here from the coach's own data. */
const SHARED_TABS: ReadonlySet<StudentTab> = new Set([
  'haftalik-program',
  'hedef-programi',
  'seanslar',
  'sinavlar',
  'odevler',
  'yazililar',
  'kaynaklar',
]);

/**
 * The advisor's record tabs take the advisor's student detail; for the tabs that read only the student's
 * id, the coach's view of the student stands in (fields the coach does not get are left empty).
 */
function asStudentDetail(s: CoachStudent, coachId: string, coachName: string): StudentDetail {
  return {
    id: s.id,
    firstName: s.firstName,
    lastName: s.lastName,
    classLevel: s.classLevel,
    examTarget: s.examTarget,
    school: s.school,
    phone: null,
    advisorId: null,
    coachId,
    coachName,
    assignedAt: s.assignedAt,
    createdAt: s.assignedAt ?? new Date(0).toISOString(),
    parents: [],
  } as StudentDetail;
}

function Summary({ student }: { student: CoachStudent }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel title={m.summary} id="student-summary">
        <dl className="grid gap-3 sm:grid-cols-2">
          <DetailField label={sd.classLevel}>{common.classLabel(student.classLevel)}</DetailField>
          <DetailField label={sd.examTarget}>{student.examTarget}</DetailField>
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
          <DetailField label={dm.unreadNotes}>{student.unreadNotes}</DetailField>
        </dl>
      </Panel>
      <Panel title={m.reasons} id="student-reasons">
        {student.reasons.length === 0 ? (
          <p className="text-sm text-ink-muted">{m.noReasons}</p>
        ) : (
          <ul className="space-y-2">
            {student.reasons.map((r) => (
              <li key={r.code} className="flex items-start gap-2 text-danger">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  {r.text}
                  <span className="ml-1 text-xs text-ink-muted">({formatDate(r.since)})</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

function Personal({ student }: { student: CoachStudent }) {
  return (
    <Panel>
      <dl className="grid gap-3 sm:grid-cols-2">
        <DetailField label={sd.firstName}>{student.firstName}</DetailField>
        <DetailField label={sd.lastName}>{student.lastName}</DetailField>
        <DetailField label={sd.classLevel}>{common.classLabel(student.classLevel)}</DetailField>
        <DetailField label={sd.examTarget}>{student.examTarget}</DetailField>
        <DetailField label={m.school}>{student.school ?? common.none}</DetailField>
        <DetailField label={m.assignedAt}>
          {student.assignedAt ? formatDate(student.assignedAt) : common.none}
        </DetailField>
      </dl>
    </Panel>
  );
}

/** Spec §4: the per-student view of the advisor's notes, the latest 50 by createdAt descending; and the coach's own notes. */
function Notes({ student, coachId, userId }: { student: CoachStudent; coachId: string; userId: string }) {
  const actions = useNoteActions();
  const advisorNotes = trpc.notes.forCoachStudent.useQuery({
    coachId,
    studentId: student.id,
    page: 1,
    limit: COACH_NOTES_PAGE_SIZE,
    sortBy: 'createdAt',
    sortOrder: 'desc',
  });
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Panel
        title={nm.perStudentTitle}
        id="advisor-notes"
        actions={
          advisorNotes.data ? (
            <Badge tone={advisorNotes.data.unreadCount > 0 ? 'brand' : 'neutral'}>
              {nm.unreadCount(advisorNotes.data.unreadCount)}
            </Badge>
          ) : null
        }
      >
        <p className="mb-3 text-sm text-ink-muted">{nm.perStudentLead}</p>
        <QueryView query={advisorNotes}>
          {(page) =>
            page.notes.length === 0 ? (
              <EmptyState icon={NotebookText} title={nm.empty} text={nm.emptyText} />
            ) : (
              <ol className="space-y-3">
                {page.notes.map((n) => (
                  <li key={n.id}>
                    <CoachNoteCard note={n} studentName={fullName(student)} actions={actions} />
                  </li>
                ))}
              </ol>
            )
          }
        </QueryView>
      </Panel>
      <Panel title={m.coachNotes} id="own-notes">
        <CoachNotesSection studentId={student.id} viewer={{ role: 'COACH', userId }} />
      </Panel>
    </div>
  );
}

/** /dashboard/students/$id: the coach's view of one of their students, with the record tabs. */
export default function StudentPage() {
  const s = useCoachSession();
  const coachId = coachIdOf(s);
  const { id } = route.useParams();
  const { tab } = route.useSearch();
  const navigate = route.useNavigate();
  const student = trpc.coach.student.useQuery({ studentId: id });
  const active: StudentTab = isTab(tab) ? tab : 'genel-bakis';
  const label = tab === undefined ? sd.tabs['genel-bakis'] : isTab(tab) ? sd.tabs[tab] : sd.label;

  if (student.isError) {
    const missing = trpcErrorCode(student.error) === 'NOT_FOUND';
    return (
      <>
        <PageHeader title={sd.label} />
        <ErrorState
          message={missing ? m.notFound : common.loadFailed}
          onRetry={missing ? undefined : () => void student.refetch()}
        />
      </>
    );
  }
  const data = student.data;
  if (!data) return <Loading />;
  const detail = asStudentDetail(data, coachId, fullName(s.user));
  // `viewer` tells the record tabs who is looking (the coach: their editors show). Passed as a spread so
  // the call also fits the tabs' earlier signature, which took no viewer.
  const recordTabProps = (t: StudentTab) => ({
    tab: t,
    student: detail,
    viewer: { role: 'COACH' as const, userId: s.user.id },
    onAssign: () => undefined,
  });

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
      />
      <StudentTabsFrame
        active={active}
        label={label}
        onSelect={(tab) => void navigate({ search: { tab }, replace: true, resetScroll: false })}
      >
        {(t) =>
          t === 'genel-bakis' ? (
            <Summary student={data} />
          ) : t === 'kisisel-bilgiler' ? (
            <Personal student={data} />
          ) : t === 'notlar' ? (
            <Notes student={data} coachId={coachId} userId={s.user.id} />
          ) : SHARED_TABS.has(t) ? (
            <StudentTabContent {...recordTabProps(t)} />
          ) : null
        }
      </StudentTabsFrame>
    </>
  );
}
