import * as Tabs from '@radix-ui/react-tabs';
import { getRouteApi, Link } from '@tanstack/react-router';
import {
  ArrowLeft,
  CalendarDays,
  Clock,
  GraduationCap,
  MailOpen,
  MessageSquareReply,
  NotebookPen,
  PhoneCall,
  Video,
} from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Avatar } from '../../design/portal-ui/Avatar';
import { Badge } from '../../design/portal-ui/Badge';
import { Panel } from '../../design/portal-ui/Panel';
import { StatCard } from '../../design/portal-ui/StatCard';
import { EmptyState, ErrorState, Loading, QueryView } from '../../design/portal-ui/states';
import { buttonClass } from '../../design/ui/button';
import { cx } from '../../design/ui/cx';
import { formatDateTime, formatDuration, formatMinutes, formatRelative, fullName } from '../../lib/format';
import { notePanel } from '../../note-panel/note-panel';
import { NoteCard } from '../../notes/NoteCard';
import { PageHeader } from '../../portal/PageHeader';
import { trpc, trpcErrorCode } from '../../portal/trpc';
import { videoTexts } from '../../video/texts';
import { useAdvisorSession } from '../AdvisorPortal';
import { CoachCalendar } from '../components/CoachCalendar';
import { coaches as cm, common, coachDetail as m } from '../texts';

const route = getRouteApi('/advisor-app/advisor/coaches/$coachId');
const TABS = ['students', 'calendar', 'videoLogs', 'notes'] as const;
const tabTrigger =
  'min-h-11 shrink-0 border-b-2 border-transparent px-3 text-sm font-semibold text-ink-muted hover:text-ink data-[state=active]:border-brand data-[state=active]:text-brand';

/** Spec §2 coach detail: stats, students, calendar, video logs and the notes the advisor sent. */
export default function CoachDetailPage() {
  const { coachId } = route.useParams();
  const coach = trpc.advisor.coach.useQuery({ coachId });

  if (coach.isError) {
    const missing = ['NOT_FOUND', 'FORBIDDEN'].includes(trpcErrorCode(coach.error) ?? '');
    return (
      <>
        <BackLink />
        <PageHeader title={m.title} />
        <ErrorState
          message={missing ? m.notFound : common.loadFailed}
          onRetry={missing ? undefined : () => void coach.refetch()}
        />
      </>
    );
  }
  if (!coach.data) return <Loading />;
  const c = coach.data;
  const name = fullName(c);

  return (
    <>
      <BackLink />
      <PageHeader
        title={name}
        eyebrow={m.title}
        lead={c.email}
        actions={
          <>
            {!c.isActive ? <Badge tone="danger">{cm.inactive}</Badge> : null}
            <Badge tone="brand">{c.package}</Badge>
          </>
        }
      />
      <div className="space-y-6">
        <Stats coachId={coachId} />
        <Tabs.Root defaultValue="students">
          <Tabs.List
            aria-label={m.tabsLabel}
            className="mb-4 flex gap-1 overflow-x-auto border-b border-line"
          >
            {TABS.map((t) => (
              <Tabs.Trigger key={t} value={t} className={tabTrigger}>
                {m.tabs[t]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="students">
            <CoachStudents coachId={coachId} coachName={name} />
          </Tabs.Content>
          <Tabs.Content value="calendar">
            <Panel>
              <CoachCalendar coachId={coachId} />
            </Panel>
          </Tabs.Content>
          <Tabs.Content value="videoLogs">
            <VideoLogs coachId={coachId} />
          </Tabs.Content>
          <Tabs.Content value="notes">
            <NotesSent coachId={coachId} />
          </Tabs.Content>
        </Tabs.Root>
      </div>
    </>
  );
}

function BackLink() {
  return (
    <Link
      to="/advisor/coaches"
      className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-ink-muted hover:text-brand"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {common.backTo(m.back)}
    </Link>
  );
}

function Stats({ coachId }: { coachId: string }) {
  const stats = trpc.advisor.coachStats.useQuery({ coachId });
  return (
    <section aria-labelledby="coach-stats-title">
      <h2 id="coach-stats-title" className="sr-only">
        {m.stats}
      </h2>
      <QueryView query={stats}>
        {(s) => (
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard
              icon={GraduationCap}
              label={m.studentCount}
              value={cm.studentLoad(s.studentCount, s.studentLimit)}
            />
            <StatCard icon={NotebookPen} label={m.notesReceived} value={s.notesReceived} />
            <StatCard icon={MailOpen} tone="accent" label={m.notesRead} value={s.notesRead} />
            <StatCard
              icon={MessageSquareReply}
              tone="success"
              label={m.notesReplied}
              value={s.notesReplied}
            />
            <StatCard
              icon={Clock}
              label={m.medianReply}
              value={s.medianReplyMinutes === null ? common.none : formatMinutes(s.medianReplyMinutes)}
            />
            <StatCard icon={PhoneCall} label={m.calls} value={s.calls} />
            <StatCard icon={Video} label={m.callMinutes} value={formatMinutes(s.callMinutes)} />
            <StatCard
              icon={CalendarDays}
              label={m.lastActivity}
              value={s.lastActivityAt ? formatRelative(s.lastActivityAt) : cm.never}
            />
          </div>
        )}
      </QueryView>
    </section>
  );
}

function CoachStudents({ coachId, coachName }: { coachId: string; coachName: string }) {
  const list = trpc.advisor.coachStudents.useQuery({ coachId, limit: 500 });
  const panel = useSyncExternalStore(notePanel.subscribe, notePanel.get, notePanel.get);
  return (
    <Panel>
      <QueryView query={list}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState icon={GraduationCap} title={m.studentsEmpty} />
          ) : (
            <ul className="divide-y divide-line">
              {data.items.map((st) => {
                const name = fullName(st);
                const selected = panel.studentId === st.id && panel.coachId === coachId;
                return (
                  <li key={st.id} className="flex flex-wrap items-center gap-3 py-3">
                    <Avatar name={name} />
                    <div className="min-w-0 flex-1">
                      <Link
                        to="/advisor/students/$id"
                        params={{ id: st.id }}
                        className="font-semibold text-ink hover:text-brand hover:underline"
                      >
                        {name}
                      </Link>
                      <p className="text-sm text-ink-muted">
                        {[
                          st.classLevel === 'Mezun' ? 'Mezun' : `${st.classLevel}. sınıf`,
                          st.examTarget,
                          st.school,
                        ]
                          .filter(Boolean)
                          .join(' · ')}
                      </p>
                    </div>
                    {selected ? <Badge tone="brand">{m.selected}</Badge> : null}
                    <button
                      type="button"
                      aria-label={m.writeNoteNamed(name)}
                      aria-pressed={selected}
                      className={cx(buttonClass('secondary', 'sm'))}
                      onClick={() =>
                        notePanel.open({ studentId: st.id, studentName: name, coachId, coachName })
                      }
                    >
                      <NotebookPen aria-hidden="true" className="size-4" />
                      {m.writeNote}
                    </button>
                  </li>
                );
              })}
            </ul>
          )
        }
      </QueryView>
    </Panel>
  );
}

function VideoLogs({ coachId }: { coachId: string }) {
  const logs = trpc.advisor.coachVideoLogs.useQuery({ coachId, limit: 50 });
  return (
    <Panel>
      <QueryView query={logs}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState icon={Video} title={m.videoEmpty} />
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{m.tabs.videoLogs}</caption>
                <thead>
                  <tr className="border-b border-line text-ink-muted">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {m.video.started}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {m.video.participants}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {m.video.status}
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      {m.video.duration}
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      {m.video.endReason}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((call) => (
                    <tr key={call.id} className="border-b border-line/60 align-top">
                      <td className="py-2 pr-3 whitespace-nowrap">{formatDateTime(call.startedAt)}</td>
                      <td className="py-2 pr-3">{call.participants.map((p) => p.name).join(', ')}</td>
                      <td className="py-2 pr-3">{videoTexts.statuses[call.status]}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">
                        {formatDuration(call.durationSeconds)}
                      </td>
                      <td className="py-2 pr-3">
                        {call.endReason ? videoTexts.endReasons[call.endReason] : common.none}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryView>
    </Panel>
  );
}

function NotesSent({ coachId }: { coachId: string }) {
  const s = useAdvisorSession();
  const notes = trpc.notes.forAdvisor.useQuery({ advisorId: s.user.id, coachId, limit: 50 });
  const students = trpc.advisor.coachStudents.useQuery({ coachId, limit: 500 });
  const names = new Map(students.data?.items.map((st) => [st.id, fullName(st)]));
  return (
    <Panel>
      <QueryView query={notes}>
        {(data) =>
          data.notes.length === 0 ? (
            <EmptyState icon={NotebookPen} title={m.notesEmpty} />
          ) : (
            <div className="space-y-3">
              {data.notes.map((note) => (
                <NoteCard key={note.id} note={note} heading={names.get(note.studentId)} />
              ))}
            </div>
          )
        }
      </QueryView>
    </Panel>
  );
}
