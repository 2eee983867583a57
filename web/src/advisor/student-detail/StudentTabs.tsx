import { History, NotebookPen, TriangleAlert } from 'lucide-react';
import { DetailField } from '../../design/portal-ui/DetailField';
import { Panel } from '../../design/portal-ui/Panel';
import { StatCard } from '../../design/portal-ui/StatCard';
import { EmptyState, QueryView } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { formatDate, formatDateTime, formatPercent } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { useSession } from '../../session/use-session';
import type { StudentDetail } from '../api';
import { NoteCard } from '../components/NoteCard';
import { common, studentDetail as m, recordLabels as r, type StudentTab, students as sm } from '../texts';
import { CoachNotesSection } from './CoachNotesSection';
import { ExamsTab } from './ExamsTab';
import { GoalTab, GradesTab, HomeworkTab, ResourcesTab, SessionsTab } from './RecordTabs';
import type { RecordViewer } from './record-kit';
import { recordEditors as e } from './texts';
import { WeeklyProgramTab } from './WeeklyProgramTab';

export type { RecordViewer } from './record-kit';

/**
 * The student as the tabs need it: the advisor's student detail has everything; another portal (the coach
 * panel) may pass what `students.byId` gives and leave the rest out.
 */
export type RecordStudent = Pick<
  StudentDetail,
  'id' | 'firstName' | 'lastName' | 'classLevel' | 'examTarget' | 'school' | 'coachId' | 'createdAt'
> &
  Partial<Pick<StudentDetail, 'coachName' | 'phone' | 'assignedAt' | 'parents'>>;

type Props = {
  student: RecordStudent;
  /**
   * Who is looking: decides which editors show (the server checks every write anyway). Defaults to the
   * signed-in user; nobody signed in sees the record read-only.
   */
  viewer?: RecordViewer;
  /** The advisor's "assign a coach"; left out elsewhere. */
  onAssign?: () => void;
};

/**
 * One tab's content; only the active tab is mounted, so only its data is loaded. Usable outside the
 * advisor's route (the coach panel imports it): everything it needs comes in as props.
 */
export function StudentTabContent({ tab, student, viewer: given, onAssign }: Props & { tab: StudentTab }) {
  const session = useSession();
  const viewer: RecordViewer =
    given ??
    (session.status === 'signedIn'
      ? { role: session.user.role, userId: session.user.id }
      : { role: 'PARENT', userId: '' });
  switch (tab) {
    case 'genel-bakis':
      return <OverviewTab student={student} viewer={viewer} onAssign={onAssign} />;
    case 'kisisel-bilgiler':
      return <PersonalTab student={student} />;
    case 'haftalik-program':
      return <WeeklyProgramTab studentId={student.id} viewer={viewer} />;
    case 'hedef-programi':
      return <GoalTab studentId={student.id} viewer={viewer} />;
    case 'seanslar':
      return <SessionsTab studentId={student.id} viewer={viewer} />;
    case 'sinavlar':
      return <ExamsTab studentId={student.id} viewer={viewer} />;
    case 'odevler':
      return <HomeworkTab studentId={student.id} viewer={viewer} />;
    case 'yazililar':
      return <GradesTab studentId={student.id} viewer={viewer} />;
    case 'kaynaklar':
      return <ResourcesTab studentId={student.id} viewer={viewer} />;
    case 'notlar':
      return <NotesTab student={student} viewer={viewer} />;
  }
}

function OverviewTab({ student, viewer, onAssign }: Props & { viewer: RecordViewer }) {
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
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={m.coach}
          value={
            student.coachName ??
            (onAssign ? (
              <Button size="sm" onClick={onAssign}>
                {sm.assign}
              </Button>
            ) : (
              common.notAssigned
            ))
          }
          hint={student.assignedAt ? `${m.assignedAt}: ${formatDate(student.assignedAt)}` : undefined}
        />
        {advisor ? (
          <>
            <StatCard label={m.notesSent} value={notes.data?.total ?? common.none} />
            <StatCard
              label={m.notesUnanswered}
              value={notes.data ? unanswered : common.none}
              tone={unanswered > 0 ? 'accent' : 'brand'}
            />
          </>
        ) : null}
        <StatCard
          label={m.createdAt}
          value={<span className="text-lg">{formatDate(student.createdAt)}</span>}
        />
      </div>
      {reasons.length > 0 ? (
        <Panel title={e.attentionTitle} id="student-attention">
          <ul className="space-y-2" data-testid="attention-reasons">
            {reasons.map((reason) => (
              <li key={reason.code} className="flex items-start gap-2 text-sm text-ink">
                <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                <span>{reason.text}</span>
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
        </Panel>
      ) : null}
      {advisor ? (
        <Panel title={m.history} id="assignment-history">
          <QueryView query={history}>
            {(entries) =>
              entries.length === 0 ? (
                <EmptyState icon={History} title={m.historyEmpty} />
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

function PersonalTab({ student }: { student: RecordStudent }) {
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Panel title={m.tabs['kisisel-bilgiler']} id="personal">
        <dl className="grid gap-4 sm:grid-cols-2">
          <DetailField label={m.firstName}>{student.firstName}</DetailField>
          <DetailField label={m.lastName}>{student.lastName}</DetailField>
          <DetailField label={m.classLevel}>{sm.classLabel(student.classLevel)}</DetailField>
          <DetailField label={m.examTarget}>{student.examTarget}</DetailField>
          <DetailField label={m.school}>{student.school ?? common.none}</DetailField>
          <DetailField label={m.phone}>
            {student.phone ? (
              <a href={`tel:${student.phone.replace(/[^+\d]/g, '')}`}>{student.phone}</a>
            ) : (
              common.none
            )}
          </DetailField>
          <DetailField label={m.coach}>{student.coachName ?? common.notAssigned}</DetailField>
          <DetailField label={m.createdAt}>{formatDate(student.createdAt)}</DetailField>
        </dl>
      </Panel>
      <Panel title={m.parents} id="parents">
        {(student.parents ?? []).length === 0 ? (
          <p className="text-ink-muted">{m.noParents}</p>
        ) : (
          <ul className="divide-y divide-line">
            {(student.parents ?? []).map((p) => (
              <li key={p.id} className="py-3">
                <p className="font-semibold text-ink">
                  {p.firstName} {p.lastName}
                </p>
                <p className="text-sm text-ink-muted">
                  <a className="text-brand hover:underline" href={`mailto:${p.email}`}>
                    {p.email}
                  </a>
                  {p.phone ? (
                    <>
                      {' · '}
                      <a
                        className="text-brand hover:underline"
                        href={`tel:${p.phone.replace(/[^+\d]/g, '')}`}
                      >
                        {p.phone}
                      </a>
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </div>
  );
}

function NotesTab({ student, viewer }: { student: RecordStudent; viewer: RecordViewer }) {
  const advisor = viewer.role === 'ADVISOR';
  const notes = trpc.notes.forAdvisor.useQuery(
    { advisorId: viewer.userId, studentId: student.id, limit: 100 },
    { enabled: advisor },
  );
  const coachNotes = (
    <Panel title={m.coachNotes} id="coach-notes">
      <CoachNotesSection studentId={student.id} viewer={viewer} />
    </Panel>
  );
  if (!advisor) return coachNotes;
  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Panel title={m.advisorNotes} id="advisor-notes">
        <QueryView query={notes}>
          {(page) =>
            page.notes.length === 0 ? (
              <EmptyState
                icon={NotebookPen}
                title={m.empty(m.advisorNotes)}
                text={student.coachId ? m.noteHint : m.noCoachHint}
              />
            ) : (
              <ul className="space-y-3">
                {page.notes.map((n) => (
                  <li key={n.id}>
                    <NoteCard note={n} />
                  </li>
                ))}
              </ul>
            )
          }
        </QueryView>
      </Panel>
      {coachNotes}
    </div>
  );
}
