import { type AccountRequestKind, accountRequestInput } from '@pusula/contracts/public-forms';
import { useState } from 'react';
import { Alert } from '../../design/ui/Alert';
import { Button } from '../../design/ui/Button';
import { TextArea, TextField } from '../../design/ui/fields';
import { serverFieldErrors } from '../../forms/api';
import { commandFailureText, sendCommand } from '../../forms/form-command';
import { useForm } from '../../forms/use-form';
import { accountTexts as m } from './texts';

interface Values extends Record<string, unknown> {
  kind: AccountRequestKind;
  email: string;
  reason?: string;
}

/** One account request (password reset or deletion), posted to /api/public/account-requests. */
export function AccountRequestForm({ kind }: { kind: AccountRequestKind }) {
  const copy = kind === 'PASSWORD_RESET' ? m.reset : m.deletion;
  const initial: Values = kind === 'PASSWORD_RESET' ? { kind, email: '' } : { kind, email: '', reason: '' };
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm(accountRequestInput, initial, async (data) => {
    setFailure(null);
    const answer = await sendCommand('/api/public/account-requests', data);
    if (answer.ok) {
      setDone(true);
      form.reset();
      return undefined;
    }
    setFailure(commandFailureText(answer, m.failed));
    return serverFieldErrors(answer);
  });

  if (done) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{copy.success}</Alert>
        <Button variant="secondary" onClick={() => setDone(false)}>
          {m.again}
        </Button>
      </div>
    );
  }

  return (
    <form {...form.formProps} className="space-y-4" aria-label={copy.heading}>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        label={m.email}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={form.values.email}
        error={form.errors.email}
        onChange={(e) => form.set('email', e.target.value)}
      />
      {kind === 'ACCOUNT_DELETION' ? (
        <TextArea
          label={m.deletion.reason}
          optional={m.deletion.optional}
          hint={m.deletion.reasonHint}
          name="reason"
          className="min-h-24"
          value={form.values.reason ?? ''}
          error={form.errors.reason}
          onChange={(e) => form.set('reason', e.target.value)}
        />
      ) : null}
      <Button
        type="submit"
        variant={kind === 'PASSWORD_RESET' ? 'primary' : 'secondary'}
        disabled={form.submitting}
        className={kind === 'ACCOUNT_DELETION' ? 'text-danger' : undefined}
      >
        {form.submitting ? m.submitting : copy.submit}
      </Button>
    </form>
  );
}
