import { Badge } from '../design/portal-ui/Badge';
import { Button } from '../design/ui/Button';
import { invitationTexts } from './texts';

const toneOf = (status: string) =>
  status === 'ACCEPTED' ? 'success' : status === 'SENT' ? 'brand' : 'neutral';

/**
 * The end of a sent invitation's row, in every list of them: its status, and „Geri al" while it is still
 * open (its link and code stop at once). `revoke` is the list's own mutation: it refreshes its own list.
 */
export function InvitationStatus({
  invitation,
  revoke,
}: {
  invitation: { id: string; status: string };
  revoke: { isPending: boolean; mutate: (input: { invitationId: string }) => void };
}) {
  return (
    <>
      <Badge tone={toneOf(invitation.status)}>{invitationTexts.status[invitation.status]}</Badge>
      {invitation.status === 'SENT' ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={revoke.isPending}
          onClick={() => revoke.mutate({ invitationId: invitation.id })}
        >
          {invitationTexts.revoke}
        </Button>
      ) : null}
    </>
  );
}
