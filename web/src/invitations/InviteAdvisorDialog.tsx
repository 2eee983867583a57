import { useState } from 'react';
import { FormDialog } from '../design/portal-ui/FormDialog';
import { uiTexts } from '../design/portal-ui/texts';
import { TextField } from '../design/ui/fields';
import { messageOf } from '../lib/server-errors';
import { trpc } from '../portal/trpc';
import { notify } from '../toasts/toasts';
import { invitationTexts } from './texts';

const m = invitationTexts.advisor;

/** An advisor invites another advisor into the company; they join (with a team of their own) by accepting. */
export function InviteAdvisorDialog({ onClose }: { onClose: () => void }) {
  const utils = trpc.useUtils();
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  // One id per dialog: a retry after a time-out sends the same invitation, never a second.
  const [commandId] = useState(() => crypto.randomUUID());
  const invite = trpc.invitations.inviteAdvisor.useMutation({
    onSuccess: ({ invitation }) => {
      notify.success(m.sent(invitation.email ?? email));
      void utils.invitations.advisorList.invalidate();
      onClose();
    },
    onError: (error) => setFailure(messageOf(error, uiTexts.actionFailed)),
  });
  return (
    <FormDialog
      title={m.dialogTitle}
      description={m.dialogLead}
      onClose={onClose}
      pending={invite.isPending}
      failure={failure}
      submitLabel={m.send}
      pendingLabel={invitationTexts.coach.sending}
      onSubmit={() => {
        setFailure(null);
        invite.mutate({ email, commandId });
      }}
    >
      <TextField
        label={m.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
    </FormDialog>
  );
}
