import { useState } from 'react';
import { FormDialog } from '../design/portal-ui/FormDialog';
import { uiTexts } from '../design/portal-ui/texts';
import { TextField } from '../design/ui/fields';
import { messageOf } from '../lib/server-errors';
import { trpc } from '../portal/trpc';
import { notify } from '../toasts/toasts';
import { invitationTexts } from './texts';

const m = invitationTexts.coach;

/** The advisor invites a coach by e-mail; the coach joins the team only by accepting. */
export function InviteCoachDialog({ onClose }: { onClose: () => void }) {
  const utils = trpc.useUtils();
  const [email, setEmail] = useState('');
  const [limit, setLimit] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const invite = trpc.invitations.inviteCoach.useMutation({
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
      pendingLabel={m.sending}
      onSubmit={() => {
        setFailure(null);
        invite.mutate({ email, ...(limit.trim() ? { studentLimit: Number(limit) } : {}) });
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
      <TextField
        label={m.studentLimit}
        name="studentLimit"
        type="number"
        min={1}
        inputMode="numeric"
        optional={invitationTexts.optional}
        hint={m.studentLimitHint}
        value={limit}
        onChange={(e) => setLimit(e.target.value)}
      />
    </FormDialog>
  );
}
