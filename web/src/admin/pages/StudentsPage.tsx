import { History } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../design/portal-ui/Badge';
import { DialogFrame } from '../../design/portal-ui/DialogFrame';
import { SearchBox } from '../../design/portal-ui/SearchBox';
import { EmptyState, QueryView } from '../../design/portal-ui/states';
import { Button } from '../../design/ui/Button';
import { formatDate } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { AdminPageHeader } from '../components/AdminPageHeader';
import { PagedTable } from '../components/PagedTable';
import { Timeline } from '../components/Timeline';
import { adminTexts } from '../texts';

const m = adminTexts.students;
const LIMIT = 20;
const cell = 'px-4 py-3';

/** /admin/ogrenciler: every student record of the platform, searchable, with where it belongs. */
export default function StudentsPage() {
  const [search, setSearch] = useState('');
  const [unassigned, setUnassigned] = useState(false);
  const [page, setPage] = useState(1);
  const [history, setHistory] = useState<{ id: string; name: string } | null>(null);
  const students = trpc.admin.students.useQuery({
    search: search || undefined,
    unassigned: unassigned || undefined,
    page,
    limit: LIMIT,
  });

  return (
    <>
      <AdminPageHeader title={m.title} lead={m.lead} />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          label={m.search}
          value={search}
          className="sm:flex-1"
          onChange={(v) => {
            setSearch(v);
            setPage(1);
          }}
        />
        <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-ink">
          <input
            type="checkbox"
            className="size-4 accent-brand"
            checked={unassigned}
            onChange={(e) => {
              setUnassigned(e.target.checked);
              setPage(1);
            }}
          />
          {m.unassignedOnly}
        </label>
      </div>
      <QueryView query={students} errorMessage={adminTexts.loadFailed}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title={m.empty} />
          ) : (
            <PagedTable
              summary={m.total(data.total)}
              minWidthClass="min-w-[60rem]"
              page={page}
              total={data.total}
              limit={LIMIT}
              onPage={setPage}
            >
              <thead>
                <tr className="border-b border-line text-left text-ink-muted">
                  {(
                    ['student', 'organisation', 'advisor', 'coach', 'parents', 'app', 'createdAt'] as const
                  ).map((c) => (
                    <th key={c} scope="col" className={`${cell} font-medium`}>
                      {m.columns[c]}
                    </th>
                  ))}
                  <th scope="col" className={`${cell} text-right font-medium`}>
                    {m.columns.actions}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((s) => {
                  const name = `${s.firstName} ${s.lastName}`;
                  return (
                    <tr key={s.id} className="border-b border-line/60 last:border-0">
                      <th scope="row" className={`${cell} text-left font-normal`}>
                        <span className="block font-semibold text-ink">{name}</span>
                        <span className="block text-xs text-ink-muted">
                          {m.classAndTarget(s.classLevel, s.examTarget)}
                          {s.school ? ` · ${s.school}` : ''}
                        </span>
                      </th>
                      <td className={`${cell} text-ink`}>{s.organisationName ?? adminTexts.none}</td>
                      <td className={`${cell} text-ink`}>{s.advisorName ?? adminTexts.none}</td>
                      <td className={cell}>
                        {s.coachName ? (
                          <span className="text-ink">{s.coachName}</span>
                        ) : (
                          <Badge tone="danger">{m.noCoach}</Badge>
                        )}
                      </td>
                      <td className={`${cell} whitespace-nowrap text-ink`}>{m.parentCount(s.parentCount)}</td>
                      <td className={cell}>
                        <Badge tone={s.hasAccount ? 'success' : 'neutral'}>
                          {s.hasAccount ? m.hasAccount : m.noAccount}
                        </Badge>
                      </td>
                      <td className={`${cell} whitespace-nowrap text-ink-muted`}>
                        {formatDate(s.createdAt)}
                      </td>
                      <td className={cell}>
                        <div className="flex justify-end">
                          <Button
                            size="sm"
                            variant="secondary"
                            className="whitespace-nowrap"
                            aria-label={m.historyNamed(name)}
                            onClick={() => setHistory({ id: s.id, name })}
                          >
                            <History aria-hidden="true" className="size-4" />
                            {m.history}
                          </Button>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </PagedTable>
          )
        }
      </QueryView>
      {history ? <AssignmentHistoryDialog student={history} onClose={() => setHistory(null)} /> : null}
    </>
  );
}

function AssignmentHistoryDialog({
  student,
  onClose,
}: {
  student: { id: string; name: string };
  onClose: () => void;
}) {
  const history = trpc.audit.assignmentHistory.useQuery({ studentId: student.id });
  return (
    <DialogFrame title={m.historyNamed(student.name)} description={m.historyLead} onClose={onClose}>
      <div className="overflow-y-auto p-5">
        <Timeline query={history} />
      </div>
    </DialogFrame>
  );
}
