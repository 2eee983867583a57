import { Copy, MailPlus } from 'lucide-react';
import { useState } from 'react';
import { DialogFrame } from '../design/portal-ui/DialogFrame';
import { FormDialog } from '../design/portal-ui/FormDialog';
import { Panel } from '../design/portal-ui/Panel';
import { QueryView } from '../design/portal-ui/states';
import { uiTexts } from '../design/portal-ui/texts';
import { Button } from '../design/ui/Button';
import { TextField } from '../design/ui/fields';
import { messageOf } from '../lib/server-errors';
import { trpc } from '../portal/trpc';
import { InvitationStatus } from './InvitationStatus';
import { invitationTexts } from './texts';

const m = invitationTexts.student;

/**
 * "Davetler" in the student record (coach and advisor): invite the student or a parent by e-mail link or
 * pairing code; the code is shown once, with a copy button.
 */
export function StudentInvitations({ studentId }: { studentId: string }) {
  const utils = trpc.useUtils();
  const query = trpc.invitations.studentList.useQuery({ studentId });
  const [inviting, setInviting] = useState<'STUDENT' | 'PARENT' | null>(null);
  const [email, setEmail] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [code, setCode] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const invite = trpc.invitations.inviteToStudent.useMutation({
    onSuccess: (answer) => {
      void utils.invitations.studentList.invalidate({ studentId });
      setInviting(null);
      setCode(answer.code);
    },
    onError: (error) => setFailure(messageOf(error, uiTexts.actionFailed)),
  });
  const revoke = trpc.invitations.revoke.useMutation({
    onSuccess: () => void utils.invitations.studentList.invalidate({ studentId }),
  });
  const open = (role: 'STUDENT' | 'PARENT') => {
    setEmail('');
    setFailure(null);
    setInviting(role);
  };

  return (
    <Panel className="mt-6" title={m.title} id="davetler">
      <p className="mb-4 text-sm text-ink-muted">{m.lead}</p>
      <div className="mb-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => open('STUDENT')}>
          <MailPlus aria-hidden="true" className="size-4" />
          {m.inviteStudent}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => open('PARENT')}>
          <MailPlus aria-hidden="true" className="size-4" />
          {m.inviteParent}
        </Button>
      </div>
      <QueryView query={query}>
        {(items) =>
          items.length === 0 ? (
            <p className="text-sm text-ink-muted">{m.none}</p>
          ) : (
            <ul className="divide-y divide-line" data-testid="student-invitations">
              {items.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                  <span className="font-medium text-ink">{invitationTexts.role[invitation.role]}</span>
                  <span className="min-w-0 flex-1 truncate text-ink-muted">
                    {invitation.email ? m.byEmail(invitation.email) : m.byCode}
                  </span>
                  <InvitationStatus invitation={invitation} revoke={revoke} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryView>
      {inviting ? (
        <FormDialog
          title={inviting === 'STUDENT' ? m.inviteStudent : m.inviteParent}
          onClose={() => setInviting(null)}
          pending={invite.isPending}
          failure={failure}
          submitLabel={m.send}
          pendingLabel={m.sending}
          onSubmit={() => {
            setFailure(null);
            invite.mutate({ studentId, role: inviting, ...(email.trim() ? { email } : {}) });
          }}
        >
          <TextField
            label={m.email}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            optional={invitationTexts.optional}
            hint={m.emailHint}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </FormDialog>
      ) : null}
      {code ? (
        <DialogFrame title={m.codeTitle} description={m.codeLead} onClose={() => setCode(null)}>
          <div className="space-y-4 p-5">
            <p
              className="rounded-md bg-surface-muted py-4 text-center font-mono text-3xl font-bold tracking-[0.3em] text-ink"
              data-testid="pairing-code"
            >
              {code}
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              <Button
                variant="secondary"
                onClick={() => {
                  void navigator.clipboard?.writeText(code).then(() => setCopied(true));
                }}
              >
                <Copy aria-hidden="true" className="size-4" />
                {copied ? m.copied : m.copy}
              </Button>
              <Button
                onClick={() => {
                  setCode(null);
                  setCopied(false);
                }}
              >
                {m.close}
              </Button>
            </div>
          </div>
        </DialogFrame>
      ) : null}
    </Panel>
  );
}
