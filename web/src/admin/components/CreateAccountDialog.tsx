import { ADVISOR_PACKAGES, COACH_PACKAGES } from '@pusula/contracts/packages';
import { useState } from 'react';
import { DialogFrame } from '../../design/portal-ui/DialogFrame';
import { Alert } from '../../design/ui/Alert';
import { Button } from '../../design/ui/Button';
import { SelectField, TextField } from '../../design/ui/fields';
import { useServerForm } from '../../forms/use-server-form';
import { trpc } from '../../portal/trpc';
import { notify } from '../../toasts/toasts';
import { adminTexts as m } from '../texts';

type NewRole = 'ADVISOR' | 'COACH' | 'PARENT';
const ROLES: NewRole[] = ['COACH', 'ADVISOR', 'PARENT'];

/** Creates an advisor, coach or parent account; the server validates and answers field by field in Turkish. */
export function CreateAccountDialog({ onClose }: { onClose: () => void }) {
  const utils = trpc.useUtils();
  const [role, setRole] = useState<NewRole>('COACH');
  const create = trpc.admin.createAccount.useMutation();
  const { values, set, errors, failure, submit } = useServerForm(
    {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      coachPackage: COACH_PACKAGES[0]!.id,
      advisorPackage: ADVISOR_PACKAGES[0]!.id,
    },
    async (values) => {
      const account = await create.mutateAsync({
        role,
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        phone: values.phone.trim() || undefined,
        password: values.password,
        packageId:
          role === 'COACH' ? values.coachPackage : role === 'ADVISOR' ? values.advisorPackage : undefined,
      });
      notify.success(m.create.created(`${account.firstName} ${account.lastName}`));
      await utils.admin.listAccounts.invalidate();
      onClose();
    },
    m.create.failed,
  );

  return (
    <DialogFrame title={m.create.title} description={m.create.lead} onClose={onClose}>
      <form noValidate onSubmit={submit} className="min-h-0 flex-1 space-y-4 overflow-y-auto p-5">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <SelectField
          label={m.create.role}
          name="role"
          value={role}
          onChange={(e) => setRole(e.target.value as NewRole)}
        >
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {m.roles[r]}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={m.create.firstName}
            name="firstName"
            autoComplete="off"
            value={values.firstName}
            onChange={set('firstName')}
            error={errors.firstName}
          />
          <TextField
            label={m.create.lastName}
            name="lastName"
            autoComplete="off"
            value={values.lastName}
            onChange={set('lastName')}
            error={errors.lastName}
          />
        </div>
        <TextField
          label={m.create.email}
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          label={m.create.phone}
          optional={m.create.optional}
          name="phone"
          type="tel"
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
        <TextField
          label={m.create.password}
          hint={m.create.passwordHint}
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
        />
        {role === 'COACH' ? (
          <SelectField
            label={m.create.package}
            name="packageId"
            value={values.coachPackage}
            onChange={set('coachPackage')}
            error={errors.packageId}
          >
            {COACH_PACKAGES.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        {role === 'ADVISOR' ? (
          <SelectField
            label={m.create.package}
            name="packageId"
            value={values.advisorPackage}
            onChange={set('advisorPackage')}
            error={errors.packageId}
          >
            {ADVISOR_PACKAGES.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </SelectField>
        ) : null}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? m.create.submitting : m.create.submit}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
