import { KVKK_TEXT_VERSION } from '@pusula/contracts/packages';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { homeFor, isLoginData, storeSession } from '../../auth/session-storage';
import { Alert } from '../../design/ui/Alert';
import { Button } from '../../design/ui/Button';
import { CheckboxField, TextField } from '../../design/ui/fields';
import { serverFieldErrors } from '../../forms/api';
import { commandFailureText, sendCommand } from '../../forms/form-command';
import { useForm } from '../../forms/use-form';
import type { RegisterType } from './PackagePicker';
import { registerTexts } from './texts';

const m = registerTexts.form;
// zod and the schema load on the first input, not with the page.
const loadSchema = () => import('@pusula/contracts/public-forms').then((forms) => forms.registerFormInput);

interface Values extends Record<string, unknown> {
  type: RegisterType;
  packageId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  passwordConfirm: string;
  kvkkConsent: boolean;
  organisationName: string;
}

/** The registration form; type and package come from the picker above it. */
export function RegisterForm({
  type,
  packageId,
  packageLabel,
}: {
  type: RegisterType;
  packageId: string;
  packageLabel: string;
}) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm(
    loadSchema,
    {
      type,
      packageId,
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      passwordConfirm: '',
      kvkkConsent: false,
      organisationName: '',
    } as Values,
    async (data) => {
      setFailure(null);
      const { passwordConfirm: _confirm, organisationName, ...rest } = data;
      // A mentor's practice is named after them; only an advisor names a company.
      const body = type === 'ADVISOR' && organisationName?.trim() ? { ...rest, organisationName } : rest;
      const answer = await sendCommand('/api/auth/register', { ...body, kvkkTextVersion: KVKK_TEXT_VERSION });
      const payload = answer.body?.data;
      if (answer.ok && isLoginData(payload)) {
        storeSession(payload);
        await navigate({ href: homeFor(payload.user.role) });
        return undefined;
      }
      setFailure(commandFailureText(answer, m.failed));
      return serverFieldErrors(answer);
    },
  );
  const { values, errors } = form;
  // A server answer is about what was sent: once the visitor edits the form it no longer applies.
  const set: typeof form.set = (key, value) => {
    setFailure(null);
    form.set(key, value);
  };
  // The confirmation is compared as soon as the visitor has left one of the two filled password fields,
  // not only after a submit.
  const [passwordsLeft, setPasswordsLeft] = useState(false);
  const leavePasswords = () => setPasswordsLeft(true);
  const mismatch =
    passwordsLeft &&
    values.password !== '' &&
    values.passwordConfirm !== '' &&
    values.password !== values.passwordConfirm
      ? m.passwordMismatch
      : undefined;

  // Keep the hidden type/package fields in step with the picker.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `set` is recreated each render; only the inputs matter
  useEffect(() => {
    form.set('type', type);
    form.set('packageId', packageId);
  }, [type, packageId]);

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form {...form.formProps} className="space-y-5" aria-labelledby="kayit-baslik">
      <p className="rounded-xl bg-brand-soft px-4 py-3 text-sm text-ink">
        {m.chosen}: <strong className="font-semibold">{packageLabel}</strong>
      </p>
      {failure ? (
        <Alert tone="error">{failure}</Alert>
      ) : hasErrors ? (
        <Alert tone="error">{m.invalid}</Alert>
      ) : null}
      {errors.packageId ? <Alert tone="error">{errors.packageId}</Alert> : null}
      {type === 'ADVISOR' ? (
        <TextField
          label={m.organisationName}
          hint={m.organisationNameHint}
          name="organisationName"
          autoComplete="organization"
          value={values.organisationName}
          error={errors.organisationName}
          onChange={(e) => set('organisationName', e.target.value)}
        />
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={m.firstName}
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          error={errors.firstName}
          onChange={(e) => set('firstName', e.target.value)}
        />
        <TextField
          label={m.lastName}
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          error={errors.lastName}
          onChange={(e) => set('lastName', e.target.value)}
        />
        <TextField
          label={m.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(e) => set('email', e.target.value)}
        />
        <TextField
          label={m.phone}
          hint={m.phoneHint}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={values.phone}
          error={errors.phone}
          onChange={(e) => set('phone', e.target.value)}
        />
        <TextField
          label={m.password}
          hint={m.passwordHint}
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onBlur={leavePasswords}
          onChange={(e) => set('password', e.target.value)}
        />
        <TextField
          label={m.passwordConfirm}
          name="passwordConfirm"
          type="password"
          autoComplete="new-password"
          value={values.passwordConfirm}
          error={errors.passwordConfirm ?? mismatch}
          onBlur={leavePasswords}
          onChange={(e) => set('passwordConfirm', e.target.value)}
        />
      </div>
      <CheckboxField
        name="kvkkConsent"
        checked={values.kvkkConsent}
        error={errors.kvkkConsent}
        onChange={(e) => set('kvkkConsent', e.target.checked)}
        label={
          <>
            <Link to="/privacy" className="font-medium text-brand underline underline-offset-4">
              {m.consentLink}
            </Link>
            {m.consentMiddle}
            <Link to="/terms" className="font-medium text-brand underline underline-offset-4">
              {m.termsLink}
            </Link>
            {m.consentAfter}
          </>
        }
      />
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={form.submitting}>
        {form.submitting ? m.submitting : m.submit}
      </Button>
      <p className="text-sm text-ink-muted">
        {m.haveAccount}{' '}
        <Link
          to={type === 'ADVISOR' ? '/advisor/' : '/auth/login'}
          className="font-semibold text-brand underline underline-offset-4"
        >
          {m.login}
        </Link>
      </p>
    </form>
  );
}
