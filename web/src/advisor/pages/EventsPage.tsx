import {
  ArrowRightLeft,
  History,
  type LucideIcon,
  MailOpen,
  MessageSquareReply,
  NotebookPen,
  UserMinus,
  UserPlus,
  UserRoundCheck,
} from 'lucide-react';
import { useState } from 'react';
import { Panel } from '../../design/portal-ui/Panel';
import { EmptyState, ErrorState, Loading } from '../../design/portal-ui/states';
import { cx } from '../../design/ui/cx';
import { formatLongDay, formatTime, fullName } from '../../lib/format';
import type { AdvisorNote } from '../../notes/api';
import { notePriorityLabels } from '../../notes/texts';
import { PageHeader } from '../../portal/PageHeader';
import { trpc } from '../../portal/trpc';
import { useAdvisorSession } from '../AdvisorPortal';
import type { Outputs } from '../api';
import { eventsPage as m } from '../texts';

type RosterEntry = Outputs['audit']['rosterHistory'][number];
type Group = 'team' | 'assignments' | 'notes';

/** One line of the timeline, whichever stream it came from. */
export interface TimelineItem {
  key: string;
  at: string;
  group: Group;
  what: string;
  text: string;
  by: string | null;
}

const GROUP_OF: Record<string, Group> = {
  COACH_ADDED: 'team',
  COACH_REMOVED: 'team',
  STUDENT_CREATED: 'assignments',
  STUDENT_ENROLLED: 'assignments',
  COACH_ASSIGNED: 'assignments',
  COACH_REASSIGNED: 'assignments',
  COACH_UNASSIGNED: 'assignments',
  STUDENT_TRANSFERRED: 'assignments',
};

const ICON_OF: Record<string, LucideIcon> = {
  COACH_ADDED: UserPlus,
  COACH_REMOVED: UserMinus,
  STUDENT_CREATED: UserPlus,
  STUDENT_ENROLLED: UserPlus,
  COACH_ASSIGNED: UserRoundCheck,
  COACH_REASSIGNED: ArrowRightLeft,
  COACH_UNASSIGNED: UserMinus,
  STUDENT_TRANSFERRED: ArrowRightLeft,
  NOTE_SENT: NotebookPen,
  NOTE_READ: MailOpen,
  NOTE_REPLIED: MessageSquareReply,
};

/** The roster stream's entries and the notes' three moments (sent, read, answered), newest first. */
export function buildTimeline(
  roster: RosterEntry[],
  notes: AdvisorNote[],
  names: { coach: (id: string) => string; student: (id: string) => string },
): TimelineItem[] {
  const items: TimelineItem[] = roster.map((e, i) => ({
    key: `r-${i}-${e.at}`,
    at: e.at,
    group: GROUP_OF[e.what] ?? 'assignments',
    what: e.what,
    text: e.description,
    by: e.by,
  }));
  for (const n of notes) {
    const coach = names.coach(n.coachId);
    const student = names.student(n.studentId);
    items.push({
      key: `n-${n.id}-sent`,
      at: n.createdAt,
      group: 'notes',
      what: 'NOTE_SENT',
      text: m.noteSent(coach, student, notePriorityLabels[n.priority]),
      by: null,
    });
    if (n.readAt)
      items.push({
        key: `n-${n.id}-read`,
        at: n.readAt,
        group: 'notes',
        what: 'NOTE_READ',
        text: m.noteRead(coach, student),
        by: null,
      });
    if (n.repliedAt)
      items.push({
        key: `n-${n.id}-reply`,
        at: n.repliedAt,
        group: 'notes',
        what: 'NOTE_REPLIED',
        text: m.noteReplied(coach, student),
        by: null,
      });
  }
  return items.sort((a, b) => b.at.localeCompare(a.at));
}

/** Spec §2 "events": what happened in the advisor's team, read from the event streams. */
export default function EventsPage() {
  const s = useAdvisorSession();
  const [group, setGroup] = useState<Group | 'all'>('all');
  const roster = trpc.audit.rosterHistory.useQuery({ advisorId: s.user.id });
  const notes = trpc.notes.forAdvisor.useQuery({ advisorId: s.user.id, limit: 100 });
  const coaches = trpc.advisor.coaches.useQuery({ limit: 100 });
  const students = trpc.advisor.students.useQuery({ limit: 500 });

  const failed = [roster, notes].find((q) => q.isError);
  const coachName = new Map(coaches.data?.items.map((c) => [c.id, fullName(c)]));
  const studentName = new Map(students.data?.items.map((st) => [st.id, fullName(st)]));
  const items =
    roster.data && notes.data
      ? buildTimeline(roster.data, notes.data.notes, {
          coach: (id) => coachName.get(id) ?? m.someone,
          student: (id) => studentName.get(id) ?? m.someone,
        })
      : null;
  const shown = items?.filter((i) => group === 'all' || i.group === group) ?? [];

  return (
    <>
      <PageHeader title={m.title} lead={m.lead} />
      <Panel>
        <fieldset className="mb-5 flex flex-wrap gap-2">
          <legend className="sr-only">{m.filter}</legend>
          {(['all', 'team', 'assignments', 'notes'] as const).map((g) => (
            <button
              key={g}
              type="button"
              aria-pressed={group === g}
              onClick={() => setGroup(g)}
              className={cx(
                'min-h-9 rounded-full border px-3 text-sm font-semibold',
                group === g
                  ? 'border-brand bg-brand text-on-brand'
                  : 'border-line bg-surface text-ink hover:bg-surface-muted',
              )}
            >
              {m.groups[g]}
            </button>
          ))}
        </fieldset>
        {failed ? (
          <ErrorState onRetry={() => void failed.refetch()} />
        ) : !items ? (
          <Loading />
        ) : shown.length === 0 ? (
          <EmptyState icon={History} title={m.empty} />
        ) : (
          <Timeline items={shown} />
        )}
      </Panel>
    </>
  );
}

function Timeline({ items }: { items: TimelineItem[] }) {
  const days: { day: string; items: TimelineItem[] }[] = [];
  for (const item of items) {
    const day = formatLongDay(item.at);
    const last = days.at(-1);
    if (last?.day === day) last.items.push(item);
    else days.push({ day, items: [item] });
  }
  return (
    <div className="space-y-6">
      {days.map((d) => (
        <section key={d.day} aria-label={d.day}>
          <h2 className="mb-2 text-sm font-semibold text-ink-muted">{d.day}</h2>
          <ol className="relative space-y-3 border-l border-line pl-5">
            {d.items.map((item) => {
              const Icon = ICON_OF[item.what] ?? History;
              return (
                <li key={item.key} className="relative" data-event={item.what}>
                  <span className="absolute top-0.5 -left-[1.85rem] inline-flex size-6 items-center justify-center rounded-full border border-line bg-surface text-brand">
                    <Icon aria-hidden="true" className="size-3.5" />
                  </span>
                  <p className="text-ink">{item.text}</p>
                  <p className="text-xs text-ink-muted">
                    <time dateTime={item.at}>{formatTime(item.at)}</time>
                    {item.by ? ` · ${m.by(item.by)}` : ''}
                  </p>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
