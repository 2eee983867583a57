import { Link, useNavigate } from '@tanstack/react-router';
import { LogIn } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../design/ui/Alert';
import { Button } from '../design/ui/Button';
import { TextField } from '../design/ui/fields';
import { useForm } from '../forms/use-form';
import { session } from '../session/session';
import { loginFormInput } from './login-form-schema';
import { homeFor } from './session-storage';
import { authTexts as m } from './texts';

/** Email + password against POST /api/auth/login; on success the session is stored and the role's home opens. */
export function LoginForm() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm(loginFormInput, { email: '', password: '' }, async (data) => {
    setFailure(null);
    let role: string;
    try {
      // The shared session (spec §4): stores the token and the role record, then sets the user.
      role = (await session.login(data.email, data.password)).user.role;
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : m.failed);
      return undefined;
    }
    await navigate({ href: homeFor(role) });
    return undefined;
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={form.submit} className="space-y-5">
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
          to="/hesapislemleri"
          hash="sifre-sifirlama"
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
