import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { DialogFrame } from '../../design/portal-ui/DialogFrame';
import { SearchBox } from '../../design/portal-ui/SearchBox';
import { Loading } from '../../design/portal-ui/states';
import { Alert } from '../../design/ui/Alert';
import { Button } from '../../design/ui/Button';
import { messageOf } from '../../lib/server-errors';
import { trpc } from '../../portal/trpc';
import { notify } from '../../toasts/toasts';
import type { AdminAccount } from '../api';
import { adminTexts as m } from '../texts';

/** Links a parent account to a student: the parent then sees that student in the parent portal. */
export function LinkParentDialog({ parent, onClose }: { parent: AdminAccount; onClose: () => void }) {
  const parentName = `${parent.firstName} ${parent.lastName}`;
  const [search, setSearch] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const students = trpc.admin.listStudents.useQuery({ search: search || undefined, limit: 50 });
  const link = trpc.admin.linkParent.useMutation();
  return (
    <DialogFrame title={m.link.title(parentName)} description={m.link.lead} onClose={onClose}>
      <div className="min-h-0 flex-1 overflow-y-auto p-5">
        <SearchBox label={m.link.search} value={search} onChange={setSearch} className="mb-4" />
        {failure ? (
          <Alert tone="error" className="mb-4">
            {failure}
          </Alert>
        ) : null}
        {students.isPending ? (
          <Loading />
        ) : students.isError ? (
          <Alert tone="error">{m.loadFailed}</Alert>
        ) : students.data.items.length === 0 ? (
          <p className="py-6 text-center text-ink-muted">{m.link.empty}</p>
        ) : (
          <ul className="divide-y divide-line">
            {students.data.items.map((s) => {
              const name = `${s.firstName} ${s.lastName}`;
              const busy = link.isPending && link.variables?.studentId === s.id;
              return (
                <li key={s.id} className="flex items-center gap-3 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-ink">{name}</p>
                    <p className="truncate text-sm text-ink-muted">
                      {m.student.classOption(s.classLevel)} · {s.examTarget} · {m.link.coach(s.coachName)}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    aria-label={m.link.linkNamed(name)}
                    disabled={link.isPending}
                    onClick={async () => {
                      setFailure(null);
                      try {
                        await link.mutateAsync({ parentId: parent.id, studentId: s.id });
                        notify.success(m.link.linked(name, parentName));
                        onClose();
                      } catch (error) {
                        setFailure(messageOf(error, m.link.failed));
                      }
                    }}
                  >
                    <Link2 aria-hidden="true" className="size-4" />
                    {busy ? m.link.linking : m.link.link}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </DialogFrame>
  );
}
