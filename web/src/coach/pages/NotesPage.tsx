import { COACH_NOTES_PAGE_SIZE } from '@pusula/contracts/constants';
import { getRouteApi } from '@tanstack/react-router';
import { NotebookText } from 'lucide-react';
import { useId } from 'react';
import { controlClass } from '../../design/portal-ui/controls';
import { Panel } from '../../design/portal-ui/Panel';
import { EmptyState, QueryView } from '../../design/portal-ui/states';
import { fullName, sortByText } from '../../lib/format';
import { PageHeader } from '../../portal/PageHeader';
import { trpc } from '../../portal/trpc';
import type { CoachNotePage } from '../api';
import { coachIdOf, useCoachSession } from '../CoachPortal';
import { CoachNoteCard } from '../components/CoachNoteCard';
import { notes as m } from '../texts';
import { useNoteActions } from '../use-note-actions';

const route = getRouteApi('/coach-app/dashboard/notes');

/**
 * /dashboard/notes: the advisor's notes (spec §4). All students: the server's coach order (HIGH, MEDIUM,
 * NORMAL, then newest). One student: the per-student view, the latest 50 by createdAt descending. The filter
 * lives in the address (replaced, not pushed: Back leaves the page rather than stepping through filters).
 */
export default function NotesPage() {
  const s = useCoachSession();
  const coachId = coachIdOf(s);
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const studentId = search.studentId ?? '';
  const onlyUnread = search.unread === true;
  const filter = (next: { studentId: string; onlyUnread: boolean }) =>
    void navigate({
      search: {
        ...(next.studentId ? { studentId: next.studentId } : {}),
        ...(next.onlyUnread ? { unread: true as const } : {}),
      },
      replace: true,
    });
  const selectId = useId();
  const unreadId = useId();
  const isRead = onlyUnread ? false : undefined;

  const students = trpc.coach.students.useQuery();
  const all = trpc.notes.forCoach.useQuery(
    { coachId, page: 1, limit: COACH_NOTES_PAGE_SIZE, isRead },
    { enabled: !studentId },
  );
  const perStudent = trpc.notes.forCoachStudent.useQuery(
    {
      coachId,
      studentId,
      page: 1,
      limit: COACH_NOTES_PAGE_SIZE,
      sortBy: 'createdAt',
      sortOrder: 'desc',
      isRead,
    },
    { enabled: Boolean(studentId) },
  );
  const notes = studentId ? perStudent : all;
  const actions = useNoteActions();
  const names = new Map((students.data ?? []).map((st) => [st.id, fullName(st)]));
  const options = sortByText(students.data ?? [], fullName);

  return (
    <>
      <PageHeader
        title={m.title}
        lead={studentId ? `${m.perStudentTitle}. ${m.perStudentLead}` : m.lead}
        actions={
          notes.data ? (
            <p
              className="rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand"
              aria-live="polite"
            >
              <span data-testid="notes-unread-count">{m.unreadCount(notes.data.unreadCount)}</span>
            </p>
          ) : null
        }
      />
      <Panel>
        <div className="mb-4 flex flex-wrap items-end gap-4">
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium text-ink">
              {m.filterLabel}
            </label>
            <select
              id={selectId}
              value={studentId}
              onChange={(e) => filter({ studentId: e.target.value, onlyUnread })}
              className={controlClass}
            >
              <option value="">{m.allStudents}</option>
              {options.map((st) => (
                <option key={st.id} value={st.id}>
                  {fullName(st)}
                </option>
              ))}
            </select>
          </div>
          <label htmlFor={unreadId} className="flex items-center gap-2 pb-2 text-sm text-ink">
            <input
              id={unreadId}
              type="checkbox"
              checked={onlyUnread}
              onChange={(e) => filter({ studentId, onlyUnread: e.target.checked })}
              className="size-4 accent-[var(--color-brand)]"
            />
            {m.onlyUnread}
          </label>
        </div>
        <QueryView<CoachNotePage> query={notes}>
          {(page) =>
            page.notes.length === 0 ? (
              <EmptyState icon={NotebookText} title={m.empty} text={m.emptyText} />
            ) : (
              <ol className="space-y-3" aria-label={m.title}>
                {page.notes.map((n) => (
                  <li key={n.id}>
                    <CoachNoteCard note={n} studentName={names.get(n.studentId)} actions={actions} />
                  </li>
                ))}
              </ol>
            )
          }
        </QueryView>
      </Panel>
    </>
  );
}
