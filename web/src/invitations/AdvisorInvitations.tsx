import { MailPlus } from 'lucide-react';
import { Panel } from '../design/portal-ui/Panel';
import { QueryView } from '../design/portal-ui/states';
import { uiTexts } from '../design/portal-ui/texts';
import { messageOf } from '../lib/server-errors';
import { trpc } from '../portal/trpc';
import { notify } from '../toasts/toasts';
import { InvitationStatus } from './InvitationStatus';
import { invitationTexts } from './texts';

const m = invitationTexts.coach;

/** The invitations an advisor sent (coaches, and advisors into the company), with their status; open ones can be taken back. */
export function AdvisorInvitations() {
  const utils = trpc.useUtils();
  const query = trpc.invitations.advisorList.useQuery();
  const revoke = trpc.invitations.revoke.useMutation({
    onSuccess: () => {
      notify.success(m.revoked);
      void utils.invitations.advisorList.invalidate();
    },
    onError: (error) => notify.error(messageOf(error, uiTexts.actionFailed)),
  });
  return (
    <Panel className="mt-6">
      <h2 className="mb-3 flex items-center gap-2 text-lg font-bold text-ink">
        <MailPlus aria-hidden="true" className="size-5" />
        {m.pendingTitle}
      </h2>
      <QueryView query={query}>
        {(items) =>
          items.length === 0 ? (
            <p className="text-sm text-ink-muted">{m.none}</p>
          ) : (
            <ul className="divide-y divide-line" data-testid="advisor-invitations">
              {items.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                  <div className="min-w-0 flex-1 basis-48">
                    <p className="truncate font-medium text-ink">{invitation.email}</p>
                    <p className="text-sm text-ink-muted">
                      {invitation.role === 'ADVISOR' ? `${invitationTexts.advisor.role} · ` : ''}
                      {m.expires(invitation.expiresAt)}
                    </p>
                  </div>
                  <InvitationStatus invitation={invitation} revoke={revoke} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
    </Panel>
  );
}
