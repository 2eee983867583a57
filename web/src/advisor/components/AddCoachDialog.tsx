import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../design/portal-ui/Avatar';
import { DialogFrame } from '../../design/portal-ui/DialogFrame';
import { SearchBox } from '../../design/portal-ui/SearchBox';
import { Loading } from '../../design/portal-ui/states';
import { Alert } from '../../design/ui/Alert';
import { Button } from '../../design/ui/Button';
import { invitationTexts } from '../../invitations/texts';
import { fullName } from '../../lib/format';
import { messageOf } from '../../lib/server-errors';
import { trpc } from '../../portal/trpc';
import { notify } from '../../toasts/toasts';
import { common, coaches as m } from '../texts';

/** Invites one of the available coaches (in no advisor's team): they join the team by accepting. */
export function AddCoachDialog({ onClose, remaining }: { onClose: () => void; remaining: number }) {
  const utils = trpc.useUtils();
  const [search, setSearch] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const available = trpc.advisor.availableCoaches.useQuery({ search: search || undefined, limit: 50 });
  const addCoach = trpc.advisor.addCoach.useMutation({
    onSuccess: (_answer, variables) => {
      const coach = available.data?.items.find((c) => c.id === variables.coachId);
      notify.success(invitationTexts.coach.invitedNamed(coach ? fullName(coach) : ''));
      void utils.advisor.invalidate();
      void utils.invitations.advisorList.invalidate();
      onClose();
    },
    onError: (error) => setFailure(messageOf(error, m.addFailed)),
  });

  return (
    <DialogFrame title={m.addTitle} description={m.addLead} onClose={onClose}>
      <div className="min-h-0 flex-1 overflow-y-auto p-5">
        <SearchBox label={m.addSearch} value={search} onChange={setSearch} className="mb-4" />
        {failure ? (
          <Alert tone="error" className="mb-4">
            {failure}
          </Alert>
        ) : null}
        {remaining === 0 ? (
          <Alert tone="error" className="mb-4">
            {m.capacityFull}
          </Alert>
        ) : null}
        {available.isPending ? (
          <Loading />
        ) : available.isError ? (
          <Alert tone="error">{common.loadFailed}</Alert>
        ) : available.data.items.length === 0 ? (
          <p className="py-6 text-center text-ink-muted">{m.noneAvailable}</p>
        ) : (
          <ul className="divide-y divide-line">
            {available.data.items.map((coach) => {
              const name = fullName(coach);
              return (
                <li key={coach.id} className="flex items-center gap-3 py-3">
                  <Avatar name={name} />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold">{name}</p>
                    <p className="truncate text-sm text-ink-muted">
                      {coach.package} · {m.studentLoad(coach.studentCount, coach.studentLimit)}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    aria-label={m.addOneNamed(name)}
                    disabled={remaining === 0 || addCoach.isPending}
                    onClick={() => {
                      setFailure(null);
                      addCoach.mutate({ coachId: coach.id });
                    }}
                  >
                    <UserPlus aria-hidden="true" className="size-4" />
                    {addCoach.isPending && addCoach.variables?.coachId === coach.id ? m.adding : m.addOne}
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
