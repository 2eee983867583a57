import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { homeFor } from '../auth/session-storage';
import { Alert } from '../design/ui/Alert';
import { Button } from '../design/ui/Button';
import { CheckboxField, TextField } from '../design/ui/fields';
import { serverFieldErrors } from '../forms/api';
import { commandFailureText } from '../forms/form-command';
import { session } from '../session/session';
import { useSession } from '../session/use-session';
import { invitationApi, type Preview } from './invitation-api';
import { invitationTexts } from './texts';

const m = invitationTexts.accept;

/**
 * Who invites and as what, then either "signed in as X: accept / decline" or the sign-up form. `by` is
 * the link's token or the pairing code the person typed.
 */
export function AcceptInvitation({
  preview,
  by,
}: {
  preview: Preview;
  by: { token: string } | { code: string };
}) {
  const state = useSession();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const [declined, setDeclined] = useState(false);
  const [values, setValues] = useState({ firstName: '', lastName: '', email: '', password: '', kvkk: false });
  const students = preview.coachStudents;
  const [bringStudents, setBringStudents] = useState<boolean | null>(students?.mustBring ? true : null);
  // One id per answer on this page: a retry after a time-out finishes the same acceptance, never a second.
  const [commandId] = useState(() => crypto.randomUUID());
  useEffect(() => {
    session.restore();
  }, []);
  const signedIn = state.status === 'signedIn' ? state : null;

  async function accept(withDetails: boolean) {
    setPending(true);
    setFailure(null);
    setErrors({});
    const payload: Record<string, unknown> & { commandId: string } = { ...by, commandId };
    if (students && !withDetails && bringStudents !== null) payload.bringStudents = bringStudents;
    if (withDetails) {
      Object.assign(payload, {
        firstName: values.firstName,
        lastName: values.lastName,
        password: values.password,
        kvkkConsent: values.kvkk ? true : undefined,
        ...('code' in by ? { email: values.email } : {}),
      });
    }
    const res = await invitationApi.accept(payload, withDetails ? null : signedIn?.token);
    setPending(false);
    const data = res.body?.data as Parameters<typeof session.accept>[0] | undefined;
    if (res.ok && data) {
      const user = session.accept(data).user;
      await navigate({ href: homeFor(user.role) });
      return;
    }
    setErrors(serverFieldErrors(res));
    setFailure(commandFailureText(res, m.failed));
  }

  async function decline() {
    if (!('token' in by)) return;
    setPending(true);
    const res = await invitationApi.decline(by.token, commandId);
    setPending(false);
    if (res.ok) setDeclined(true);
    else setFailure(commandFailureText(res, m.failed));
  }

  if (declined) return <Alert tone="success">{m.declined}</Alert>;
  const as =
    preview.role === 'COACH' || preview.role === 'ADVISOR'
      ? m.as[preview.role]
      : m.as[preview.role](preview.studentFirstName);
  return (
    <div className="space-y-5">
      <div className="space-y-1">
        <p className="font-semibold text-ink">{m.who(preview.inviterName, preview.organisationName)}</p>
        <p className="text-ink-muted">{as}</p>
        {preview.email ? <p className="text-sm text-ink-muted">{m.forEmail(preview.email)}</p> : null}
      </div>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {signedIn ? (
        <div className="space-y-4">
          <p className="text-ink">
            {m.signedInAs(`${signedIn.user.firstName} ${signedIn.user.lastName}`, signedIn.user.email)}
          </p>
          {students ? (
            <StudentsChoice
              count={students.count}
              mustBring={students.mustBring}
              value={bringStudents}
              error={errors.bringStudents}
              onChange={setBringStudents}
            />
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button
              disabled={pending || (students !== null && bringStudents === null)}
              onClick={() => void accept(false)}
            >
              {m.acceptSignedIn}
            </Button>
            {'token' in by ? (
              <Button variant="secondary" disabled={pending} onClick={() => void decline()}>
                {m.decline}
              </Button>
            ) : null}
          </div>
        </div>
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void accept(true);
          }}
        >
          <p className="text-ink-muted">{m.signUpLead}</p>
          <TextField
            label={m.firstName}
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            error={errors.firstName}
            onChange={(e) => setValues({ ...values, firstName: e.target.value })}
          />
          <TextField
            label={m.lastName}
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            error={errors.lastName}
            onChange={(e) => setValues({ ...values, lastName: e.target.value })}
          />
          {'code' in by ? (
            <TextField
              label={m.email}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              value={values.email}
              error={errors.email}
              onChange={(e) => setValues({ ...values, email: e.target.value })}
            />
          ) : null}
          <TextField
            label={m.password}
            name="password"
            type="password"
            autoComplete="new-password"
            hint={m.passwordHint}
            value={values.password}
            error={errors.password}
            onChange={(e) => setValues({ ...values, password: e.target.value })}
          />
          <CheckboxField
            label={m.kvkk}
            name="kvkkConsent"
            checked={values.kvkk}
            error={errors.kvkkConsent}
            onChange={(e) => setValues({ ...values, kvkk: e.target.checked })}
          />
          <Button type="submit" size="lg" className="w-full" disabled={pending}>
            {pending ? m.submitting : m.submit}
          </Button>
          {'token' in by ? (
            <Button variant="secondary" className="w-full" disabled={pending} onClick={() => void decline()}>
              {m.decline}
            </Button>
          ) : null}
          <p className="text-sm text-ink-muted">{m.haveAccount}</p>
        </form>
      )}
    </div>
  );
}

/** A coach leaving another roster with students chooses whether they come along (a mentor's always do). */
function StudentsChoice({
  count,
  mustBring,
  value,
  error,
  onChange,
}: {
  count: number;
  mustBring: boolean;
  value: boolean | null;
  error?: string;
  onChange: (bring: boolean) => void;
}) {
  const s = m.students;
  if (mustBring)
    return <p className="rounded-lg bg-surface-muted p-3 text-sm text-ink">{s.mustBring(count)}</p>;
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold text-ink">{s.legend(count)}</legend>
      {[true, false].map((bring) => (
        <label key={String(bring)} className="flex items-start gap-3 rounded-lg border border-line p-3">
          <input
            type="radio"
            name="bringStudents"
            className="mt-1 size-5 shrink-0 accent-[var(--pu-brand)]"
            checked={value === bring}
            onChange={() => onChange(bring)}
          />
          <span className="text-sm text-ink">{bring ? s.bring(count) : s.leave}</span>
        </label>
      ))}
      {error ? <p className="text-sm font-medium text-danger">{error}</p> : null}
    </fieldset>
  );
}
