import { CLASS_LEVELS, EXAM_TARGETS } from '@pusula/contracts/accounts/account-schemas';
import { Link } from '@tanstack/react-router';
import { GraduationCap, NotebookPen, UserCheck, UserPlus } from 'lucide-react';
import { useId, useState, useSyncExternalStore } from 'react';
import { Avatar } from '../../design/portal-ui/Avatar';
import { Badge } from '../../design/portal-ui/Badge';
import { controlClass } from '../../design/portal-ui/controls';
import { Pagination } from '../../design/portal-ui/Pagination';
import { Panel } from '../../design/portal-ui/Panel';
import { SearchBox } from '../../design/portal-ui/SearchBox';
import { EmptyState, QueryView } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { cx } from '../../design/ui/cx';
import { LazyNewStudentDialog } from '../../forms/LazyNewStudentDialog';
import { fullName, sortByText } from '../../lib/format';
import { notePanel } from '../../note-panel/note-panel';
import { organisationTexts } from '../../organisation/texts';
import { PageHeader } from '../../portal/PageHeader';
import { trpc } from '../../portal/trpc';
import type { StudentItem } from '../api';
import { AssignCoachDialog } from '../components/AssignCoachDialog';
import { common, students as m } from '../texts';

const PAGE_SIZE = 25;
type ClassLevel = (typeof CLASS_LEVELS)[number];
type ExamTarget = (typeof EXAM_TARGETS)[number];

export default function StudentsPage() {
  const [search, setSearch] = useState('');
  const [classLevel, setClassLevel] = useState<ClassLevel | ''>('');
  const [examTarget, setExamTarget] = useState<ExamTarget | ''>('');
  const [coachId, setCoachId] = useState('');
  const [unassigned, setUnassigned] = useState(false);
  const [page, setPage] = useState(1);
  const [assigning, setAssigning] = useState<StudentItem | null>(null);
  const ids = { class: useId(), target: useId(), coach: useId(), unassigned: useId() };
  const panel = useSyncExternalStore(notePanel.subscribe, notePanel.get, notePanel.get);

  const query = trpc.advisor.students.useQuery({
    search: search || undefined,
    classLevel: classLevel || undefined,
    examTarget: examTarget || undefined,
    coachId: unassigned ? undefined : coachId || undefined,
    unassigned: unassigned || undefined,
    page,
    limit: PAGE_SIZE,
  });
  const coaches = trpc.advisor.coaches.useQuery({ limit: 500 });
  const unassignedCount = trpc.advisor.unassignedStudents.useQuery({ limit: 1 });
  const filtered = Boolean(search || classLevel || examTarget || coachId || unassigned);
  const resetPage = () => setPage(1);
  const [adding, setAdding] = useState(false);
  const utils = trpc.useUtils();
  const createStudent = trpc.advisor.createStudent.useMutation({
    onSuccess: () => Promise.all([utils.advisor.invalidate(), utils.organisations.mine.invalidate()]),
  });

  return (
    <>
      <PageHeader
        title={m.title}
        lead={m.lead}
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            {organisationTexts.addStudent}
          </Button>
        }
      />
      {adding ? (
        <LazyNewStudentDialog
          texts={organisationTexts.dialog}
          onClose={() => setAdding(false)}
          save={(student) => createStudent.mutateAsync(student)}
        />
      ) : null}
      {unassignedCount.data && unassignedCount.data.total > 0 ? (
        <p className="mb-4 flex items-center gap-2 text-sm font-medium text-accent">
          <UserCheck aria-hidden="true" className="size-4" />
          {m.unassignedCount(unassignedCount.data.total)}
        </p>
      ) : null}
      <Panel>
        <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <SearchBox
            label={m.searchLabel}
            placeholder={m.searchPlaceholder}
            value={search}
            onChange={(v) => {
              setSearch(v);
              resetPage();
            }}
          />
          <div>
            <label htmlFor={ids.class} className="mb-1.5 block text-sm font-semibold text-ink">
              {m.classLevel}
            </label>
            <select
              id={ids.class}
              value={classLevel}
              onChange={(e) => {
                setClassLevel(e.target.value as ClassLevel | '');
                resetPage();
              }}
              className={controlClass}
            >
              <option value="">{m.anyClass}</option>
              {CLASS_LEVELS.map((c) => (
                <option key={c} value={c}>
                  {m.classLabel(c)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.target} className="mb-1.5 block text-sm font-semibold text-ink">
              {m.examTarget}
            </label>
            <select
              id={ids.target}
              value={examTarget}
              onChange={(e) => {
                setExamTarget(e.target.value as ExamTarget | '');
                resetPage();
              }}
              className={controlClass}
            >
              <option value="">{m.anyTarget}</option>
              {EXAM_TARGETS.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.coach} className="mb-1.5 block text-sm font-semibold text-ink">
              {m.coach}
            </label>
            <select
              id={ids.coach}
              value={coachId}
              disabled={unassigned}
              onChange={(e) => {
                setCoachId(e.target.value);
                resetPage();
              }}
              className={controlClass}
            >
              <option value="">{m.anyCoach}</option>
              {sortByText(coaches.data?.items ?? [], fullName).map((c) => (
                <option key={c.id} value={c.id}>
                  {fullName(c)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <input
              id={ids.unassigned}
              type="checkbox"
              checked={unassigned}
              onChange={(e) => {
                setUnassigned(e.target.checked);
                resetPage();
              }}
              className="size-5 accent-[var(--pu-brand)]"
            />
            <label htmlFor={ids.unassigned} className="text-sm font-medium text-ink">
              {m.unassignedOnly}
            </label>
          </div>
          {filtered ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setSearch('');
                setClassLevel('');
                setExamTarget('');
                setCoachId('');
                setUnassigned(false);
                resetPage();
              }}
            >
              {m.clearFilters}
            </Button>
          ) : null}
        </div>

        <QueryView query={query}>
          {(data) =>
            data.items.length === 0 ? (
              <EmptyState icon={GraduationCap} title={m.empty} />
            ) : (
              <>
                <p className="mb-2 text-sm text-ink-muted" aria-live="polite">
                  {common.resultCount(data.total)}
                </p>
                <ul className="divide-y divide-line">
                  {data.items.map((student) => {
                    const name = fullName(student);
                    const selected = panel.studentId === student.id;
                    return (
                      <li
                        key={student.id}
                        data-student-id={student.id}
                        className={cx(
                          'flex flex-wrap items-center gap-x-4 gap-y-2 rounded-[var(--radius-control)] px-2 py-3',
                          selected && 'bg-brand-soft',
                        )}
                      >
                        <Avatar name={name} />
                        <div className="min-w-0 flex-1 basis-44">
                          <Link
                            to="/advisor/students/$id"
                            params={{ id: student.id }}
                            className="font-semibold text-ink hover:text-brand hover:underline"
                          >
                            {name}
                          </Link>
                          <p className="text-sm text-ink-muted">
                            {m.classLabel(student.classLevel)} · {student.examTarget}
                            {student.school ? ` · ${student.school}` : ''}
                          </p>
                        </div>
                        <div className="basis-40 text-sm">
                          <p className="text-ink-muted">{m.coach}</p>
                          {student.coachName ? (
                            <p className="font-medium text-ink">{student.coachName}</p>
                          ) : (
                            <Badge tone="accent">{common.notAssigned}</Badge>
                          )}
                        </div>
                        <div className="ml-auto flex flex-wrap gap-2">
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-label={student.coachId ? m.changeNamed(name) : m.assignNamed(name)}
                            onClick={() => setAssigning(student)}
                          >
                            {student.coachId ? m.change : m.assign}
                          </Button>
                          <Button
                            variant={selected ? 'primary' : 'secondary'}
                            size="sm"
                            aria-pressed={selected}
                            aria-label={m.writeNoteNamed(name)}
                            title={student.coachId ? undefined : m.noCoachForNote}
                            disabled={!student.coachId}
                            onClick={() =>
                              notePanel.open({
                                studentId: student.id,
                                studentName: name,
                                coachId: student.coachId,
                                coachName: student.coachName,
                              })
                            }
                          >
                            <NotebookPen aria-hidden="true" className="size-4" />
                            {m.writeNote}
                          </Button>
                        </div>
                      </li>
                    );
                  })}
                </ul>
                <Pagination page={page} total={data.total} limit={PAGE_SIZE} onPage={setPage} />
              </>
            )
          }
        </QueryView>
      </Panel>
      {assigning ? (
        <AssignCoachDialog
          studentId={assigning.id}
          studentName={fullName(assigning)}
          currentCoachId={assigning.coachId}
          onClose={() => setAssigning(null)}
        />
      ) : null}
    </>
  );
}
