import { Link, useNavigate } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '../design/ui/Alert';
import { Button } from '../design/ui/Button';
import { TextField } from '../design/ui/fields';
import { useForm } from '../forms/use-form';
import { returnPathFrom } from '../lib/return-path';
import { session } from '../session/session';
import { portalRoleOf, type SessionRole } from '../session/session-store';
import { loginFormInput } from './login-form-schema';
import { recoveryTexts } from './recovery-texts';
import { homeFor } from './session-storage';
import { authTexts as m } from './texts';

/**
 * Email + password against POST /api/auth/login; on success the session is stored and the page the visitor
 * was sent here from (`?next=`, a path of this site only) or else the role's home opens.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // Back from a password change (`?sifre=degisti`): say so above the form.
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    setChanged(new URLSearchParams(window.location.search).get('sifre') === 'degisti');
  }, []);
  const form = useForm(loginFormInput, { email: '', password: '' }, async (data) => {
    setFailure(null);
    let user: { role: SessionRole; mustChangePassword?: true };
    try {
      // The shared session (spec §4): stores the token and the role record, then sets the user.
      user = (await session.login(data.email, data.password)).user;
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : m.failed);
      return undefined;
    }
    // A temporary password is changed before anything else. The page to return to is followed unless it
    // is another role's area (its guard would only send the user back to a login page).
    const back = returnPathFrom(window.location.search);
    const role = back ? portalRoleOf(back) : null;
    const target = user.mustChangePassword
      ? '/auth/sifre-degistir'
      : back && (role === null || role === user.role)
        ? back
        : homeFor(user.role);
    await navigate({ href: target });
    return undefined;
  });

  return (
    <form {...form.formProps} className="space-y-5">
      {changed && !failure ? <Alert tone="success">{recoveryTexts.changedNotice}</Alert> : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <TextField
        label={m.email}
        name="email"
        type="email"
        autoComplete="username"
        inputMode="email"
        value={form.values.email}
        error={form.errors.email}
        onChange={(e) => form.set('email', e.target.value)}
      />
      <TextField
        label={m.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        error={form.errors.password}
        onChange={(e) => form.set('password', e.target.value)}
      />
      <div className="flex justify-end">
        <Link
          to="/auth/sifremi-unuttum"
          className="text-sm font-medium text-brand underline-offset-4 hover:underline"
        >
          {m.forgot}
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={form.submitting}>
        <LogIn aria-hidden="true" className="size-5" />
        {form.submitting ? m.submitting : m.submit}
      </Button>
    </form>
  );
}
