import * as Tabs from '@radix-ui/react-tabs';
import { type FormEvent, useState } from 'react';
import { Panel } from '../../design/portal-ui/Panel';
import { SearchBox } from '../../design/portal-ui/SearchBox';
import { Loading } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { TextField } from '../../design/ui/fields';
import { formatDateTime } from '../../lib/format';
import { PriorityBadge } from '../../notes/PriorityBadge';
import { trpc } from '../../portal/trpc';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { Timeline } from '../components/Timeline';
import { adminTexts } from '../texts';

const m = adminTexts.audit;
const tabClass =
  'rounded-md px-4 py-2 text-sm font-semibold text-ink-muted hover:bg-surface-muted data-[state=active]:bg-brand-soft data-[state=active]:text-brand';

/** /admin/audit: the timeline of any note or any student's coach assignments, read from the streams. */
export default function AuditPage() {
  return (
    <>
      <AdminPageHeader title={m.title} lead={m.lead} />
      <Tabs.Root defaultValue="note">
        <Tabs.List aria-label={m.title} className="mb-4 flex gap-1">
          <Tabs.Trigger value="note" className={tabClass}>
            {m.noteTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="assignment" className={tabClass}>
            {m.assignmentTab}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="note">
          <NoteAudit />
        </Tabs.Content>
        <Tabs.Content value="assignment">
          <AssignmentAudit />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}

function NoteAudit() {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [noteId, setNoteId] = useState<string | null>(null);
  const recent = trpc.admin.recentNotes.useQuery({ limit: 20 });
  const history = trpc.audit.noteHistory.useQuery({ noteId: noteId ?? '' }, { enabled: noteId !== null });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = text.trim();
    setError(id ? undefined : m.required);
    if (id) setNoteId(id);
  };
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div className="space-y-4">
        <Panel>
          <form noValidate onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="flex-1">
              <TextField
                label={m.noteId}
                hint={m.noteIdHint}
                name="noteId"
                value={text}
                error={error}
                onChange={(e) => setText(e.target.value)}
                autoComplete="off"
              />
            </div>
            <Button type="submit" className="sm:mt-7">
              {m.show}
            </Button>
          </form>
        </Panel>
        <Panel id="recent-notes" title={m.recentNotes}>
          {recent.isPending ? (
            <Loading />
          ) : !recent.data || recent.data.length === 0 ? (
            <p className="text-sm text-ink-muted">{m.noNotes}</p>
          ) : (
            <ul className="divide-y divide-line">
              {recent.data.map((n) => (
                <li key={n.id} className="flex items-start gap-3 py-2.5">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium text-ink">{n.excerpt}</p>
                    <p className="text-xs text-ink-muted">
                      {n.coachName} · {n.studentName} · {formatDateTime(n.createdAt)}
                    </p>
                  </div>
                  <PriorityBadge priority={n.priority} />
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={m.openNamed(n.excerpt)}
                    onClick={() => {
                      setText(n.id);
                      setError(undefined);
                      setNoteId(n.id);
                    }}
                  >
                    {m.open}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
      <Panel id="note-timeline" title={m.timeline}>
        {noteId ? <Timeline query={history} /> : <p className="text-sm text-ink-muted">{m.noteIdHint}</p>}
      </Panel>
    </div>
  );
}

function AssignmentAudit() {
  const [search, setSearch] = useState('');
  const [student, setStudent] = useState<{ id: string; name: string } | null>(null);
  const students = trpc.admin.listStudents.useQuery({ search: search || undefined, limit: 20 });
  const history = trpc.audit.assignmentHistory.useQuery(
    { studentId: student?.id ?? '' },
    { enabled: student !== null },
  );
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Panel>
        <SearchBox label={m.studentSearch} value={search} onChange={setSearch} className="mb-3" />
        {students.isPending ? (
          <Loading />
        ) : !students.data || students.data.items.length === 0 ? (
          <p className="text-sm text-ink-muted">{m.noStudents}</p>
        ) : (
          <ul className="divide-y divide-line">
            {students.data.items.map((s) => {
              const name = `${s.firstName} ${s.lastName}`;
              return (
                <li key={s.id} className="flex items-center gap-3 py-2.5">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-ink">{name}</p>
                    <p className="text-xs text-ink-muted">{adminTexts.link.coach(s.coachName)}</p>
                  </div>
                  <Button
                    size="sm"
                    variant={student?.id === s.id ? 'primary' : 'secondary'}
                    aria-label={m.pickStudentNamed(name)}
                    aria-pressed={student?.id === s.id}
                    onClick={() => setStudent({ id: s.id, name })}
                  >
                    {m.pickStudent}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>
      <Panel id="assignment-timeline" title={student ? `${m.timeline}: ${student.name}` : m.timeline}>
        {student ? <Timeline query={history} /> : <p className="text-sm text-ink-muted">{m.studentSearch}</p>}
      </Panel>
    </div>
  );
}
