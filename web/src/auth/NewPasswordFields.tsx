import { TextField } from '../design/ui/fields';
import type { Errors } from '../forms/use-form';
import { recoveryTexts } from './recovery-texts';

const m = recoveryTexts.newPassword;

/** The new password and its repetition, as the reset and the change pages ask for them. */
export function NewPasswordFields({
  form,
}: {
  form: {
    values: { newPassword: string; confirm: string };
    errors: Errors;
    set: (key: 'newPassword' | 'confirm', value: string) => void;
  };
}) {
  return (
    <>
      <TextField
        label={m.label}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={form.values.newPassword}
        error={form.errors.newPassword}
        onChange={(e) => form.set('newPassword', e.target.value)}
      />
      <TextField
        label={m.confirm}
        name="confirm"
        type="password"
        autoComplete="new-password"
        value={form.values.confirm}
        error={form.errors.confirm}
        onChange={(e) => form.set('confirm', e.target.value)}
      />
    </>
  );
}
