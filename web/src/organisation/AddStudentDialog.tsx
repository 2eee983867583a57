import { CLASS_LEVELS, EXAM_TARGETS } from '@pusula/contracts/accounts/account-schemas';
import { useState } from 'react';
import { fieldErrorsOf, messageOf } from '../admin/api';
import { FormDialog } from '../design/portal-ui/FormDialog';
import { SelectField, TextField } from '../design/ui/fields';
import { notify } from '../toasts/toasts';
import { organisationTexts as t } from './texts';

export interface NewStudent {
  firstName: string;
  lastName: string;
  classLevel: (typeof CLASS_LEVELS)[number];
  examTarget: (typeof EXAM_TARGETS)[number];
  school: string | null;
}

/**
 * A new student of the signed-in coach or advisor. `save` is the portal's own call (a coach's student is
 * placed with the coach; an advisor's joins the roster); the server's Turkish refusals (the package's limit,
 * an ended trial) are shown as they come.
 */
export function AddStudentDialog({
  onClose,
  save,
}: {
  onClose: () => void;
  save: (student: NewStudent) => Promise<unknown>;
}) {
  const [values, setValues] = useState({
    firstName: '',
    lastName: '',
    classLevel: '12' as NewStudent['classLevel'],
    examTarget: 'TYT' as NewStudent['examTarget'],
    school: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  const submit = async () => {
    setPending(true);
    setErrors({});
    setFailure(null);
    try {
      await save({ ...values, school: values.school.trim() || null });
      notify.success(t.dialog.added(`${values.firstName.trim()} ${values.lastName.trim()}`));
      onClose();
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      setFailure(messageOf(error, t.dialog.failed));
    } finally {
      setPending(false);
    }
  };

  return (
    <FormDialog
      title={t.dialog.title}
      description={t.dialog.lead}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      failure={failure}
      submitLabel={t.dialog.submit}
      pendingLabel={t.dialog.submitting}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t.dialog.firstName}
          name="firstName"
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          label={t.dialog.lastName}
          name="lastName"
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
        <SelectField
          label={t.dialog.classLevel}
          name="classLevel"
          value={values.classLevel}
          onChange={set('classLevel')}
          error={errors.classLevel}
        >
          {CLASS_LEVELS.map((c) => (
            <option key={c} value={c}>
              {t.dialog.classOption(c)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.dialog.examTarget}
          name="examTarget"
          value={values.examTarget}
          onChange={set('examTarget')}
          error={errors.examTarget}
        >
          {EXAM_TARGETS.map((x) => (
            <option key={x} value={x}>
              {x}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label={t.dialog.school}
        optional={t.dialog.optional}
        name="school"
        value={values.school}
        onChange={set('school')}
        error={errors.school}
      />
    </FormDialog>
  );
}
