import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../design/ui/Alert';
import { Button } from '../design/ui/Button';
import { TextField } from '../design/ui/fields';
import { CardPage } from '../design/ui/layout';
import { commandFailureText, sendCommand } from '../forms/form-command';
import { useForm } from '../forms/use-form';
import { SessionStatus } from '../session/SessionGate';
import { followOtherTabs, session } from '../session/session';
import { loginPathFor } from '../session/session-store';
import { sessionTexts as sessionMessages } from '../session/texts';
import { useSession } from '../session/use-session';
import { NewPasswordFields } from './NewPasswordFields';
import { changeFormInput } from './recovery-schemas';
import { recoveryTexts } from './recovery-texts';
import { homeFor } from './session-storage';

const m = recoveryTexts.change;

/**
 * /auth/sifre-degistir: every portal's "Şifremi değiştir", and the first stop of an account an admin
 * opened with a temporary password. A change ends every session of the account, this one too: the
 * page then sends the user to their login page, which says the password was changed.
 */
export default function ChangePasswordPage() {
  const state = useSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  /** Set once the change succeeded: the page itself then says where to sign in again. */
  const leaving = useRef(false);

  useEffect(() => {
    followOtherTabs();
    session.restore();
  }, []);
  const status = state.status;
  useEffect(() => {
    if (status === 'signedOut' && !leaving.current) void navigate({ href: '/auth/login', replace: true });
  }, [status, navigate]);

  const form = useForm(
    changeFormInput,
    { currentPassword: '', newPassword: '', confirm: '' },
    async (data) => {
      const current = session.get();
      if (current.status !== 'signedIn') return undefined;
      setFailure(null);
      const res = await sendCommand(
        '/api/auth/change-password',
        { currentPassword: data.currentPassword, newPassword: data.newPassword },
        { token: current.token },
      );
      // A change ends every session, this one too: a 401 after a try whose answer was lost is most likely
      // that try's own doing, so the user is sent to sign in with the new password.
      if (res.ok || (res.status === 401 && res.earlierTryLost)) {
        const loginPath = loginPathFor(current.user.role);
        leaving.current = true;
        session.expire();
        await navigate({ href: `${loginPath}?sifre=degisti`, replace: true });
        return undefined;
      }
      if (res.status === 401) {
        leaving.current = true;
        await navigate({ href: session.expire(), replace: true });
        return undefined;
      }
      const fields = (res.body?.errors ?? {}) as Record<string, string>;
      const message = commandFailureText(res, m.failed);
      if (fields.currentPassword) return { currentPassword: fields.currentPassword };
      if (fields.password || fields.newPassword)
        return { newPassword: fields.password ?? fields.newPassword };
      setFailure(message);
      return undefined;
    },
  );

  if (state.status !== 'signedIn')
    return (
      <SessionStatus
        text={state.status === 'loading' ? sessionMessages.loading : sessionMessages.redirecting}
      />
    );
  const required = state.user.mustChangePassword === true;
  return (
    <CardPage
      eyebrow={m.eyebrow}
      title={m.title}
      lead={m.lead}
      below={
        required ? null : (
          <p className="mt-6 text-sm">
            <Link to={homeFor(state.user.role)} className="text-brand underline underline-offset-4">
              {m.cancel}
            </Link>
          </p>
        )
      }
    >
      <form {...form.formProps} className="space-y-5">
        {required ? <Alert tone="error">{m.required}</Alert> : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <TextField
          label={required ? m.currentRequired : m.current}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={form.values.currentPassword}
          error={form.errors.currentPassword}
          onChange={(e) => form.set('currentPassword', e.target.value)}
        />
        <NewPasswordFields form={form} />
        <Button type="submit" size="lg" className="w-full" disabled={form.submitting}>
          {form.submitting ? m.submitting : m.submit}
        </Button>
      </form>
    </CardPage>
  );
}
