import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Alert } from '../design/ui/Alert';
import { Button } from '../design/ui/Button';
import { CardPage } from '../design/ui/layout';
import { postJson, serverMessage } from '../forms/api';
import { commandFailureText, sendCommand } from '../forms/form-command';
import { useForm } from '../forms/use-form';
import { loginPathFor, type SessionRole } from '../session/session-store';
import { NewPasswordFields } from './NewPasswordFields';
import { resetFormInput } from './recovery-schemas';
import { recoveryTexts } from './recovery-texts';

const m = recoveryTexts.reset;

type LinkState =
  | { status: 'checking' }
  | { status: 'usable' }
  | { status: 'unusable'; message: string }
  | { status: 'done'; role: SessionRole };

/**
 * /auth/sifre-sifirla?token=…: the page a reset mail links to. It asks first whether the link still works
 * (used, expired and unknown links get their own Turkish message), then takes the new password.
 */
export default function ResetPasswordPage() {
  const [token] = useState(() =>
    typeof window === 'undefined' ? '' : (new URLSearchParams(window.location.search).get('token') ?? ''),
  );
  const [state, setState] = useState<LinkState>({ status: 'checking' });
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    if (!token) {
      setState({ status: 'unusable', message: m.noToken });
      return;
    }
    void postJson('/api/auth/reset-password/status', { token }).then((res) => {
      const data = res.body?.data as { status?: string; message?: string | null } | undefined;
      if (res.ok && data?.status === 'VALID') setState({ status: 'usable' });
      else setState({ status: 'unusable', message: data?.message ?? serverMessage(res) ?? m.noToken });
    });
  }, [token]);

  const form = useForm(resetFormInput, { newPassword: '', confirm: '' }, async (data) => {
    setFailure(null);
    // Sent again with its command id after a lost answer: the server answers that as the first time.
    const res = await sendCommand('/api/auth/reset-password', { token, newPassword: data.newPassword });
    const done = res.body?.data as { changed?: boolean; role?: SessionRole } | undefined;
    if (res.ok && done?.changed) {
      setState({ status: 'done', role: done.role ?? 'COACH' });
      return undefined;
    }
    const message = commandFailureText(res, m.failed);
    // A link used or expired meanwhile: the page says so instead of the form.
    if (res.status === 409 || res.status === 404) setState({ status: 'unusable', message });
    else setFailure(message);
    return undefined;
  });

  return (
    <CardPage eyebrow={m.eyebrow} title={m.title}>
      {state.status === 'checking' ? (
        <p role="status" className="text-ink-muted">
          {m.checking}
        </p>
      ) : state.status === 'unusable' ? (
        <div className="space-y-4">
          <Alert tone="error">{state.message}</Alert>
          <Link to="/auth/sifremi-unuttum" className="font-semibold text-brand underline underline-offset-4">
            {m.again}
          </Link>
        </div>
      ) : state.status === 'done' ? (
        <div className="space-y-4">
          <Alert tone="success">{m.done}</Alert>
          <Link
            to={loginPathFor(state.role)}
            className="font-semibold text-brand underline underline-offset-4"
          >
            {m.login}
          </Link>
        </div>
      ) : (
        <form {...form.formProps} className="space-y-5">
          <p className="text-ink-muted">{m.lead}</p>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <NewPasswordFields form={form} />
          <Button type="submit" size="lg" className="w-full" disabled={form.submitting}>
            {form.submitting ? m.submitting : m.submit}
          </Button>
        </form>
      )}
    </CardPage>
  );
}
