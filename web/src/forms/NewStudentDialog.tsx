import { CLASS_LEVELS, EXAM_TARGETS } from '@pusula/contracts/accounts/account-schemas';
import { FormDialog } from '../design/portal-ui/FormDialog';
import { SelectField, TextField } from '../design/ui/fields';
import { notify } from '../toasts/toasts';
import { formTexts } from './texts';
import { useServerForm } from './use-server-form';

const f = formTexts.student;

export interface NewStudent {
  firstName: string;
  lastName: string;
  classLevel: (typeof CLASS_LEVELS)[number];
  examTarget: (typeof EXAM_TARGETS)[number];
  school: string | null;
  /** Only where the dialog offers advisors (the admin's); empty choice: no advisor. */
  advisorId?: string;
}

/** What each portal calls its dialog (the fields' own labels are shared). */
export interface NewStudentDialogTexts {
  title: string;
  lead: string;
  examTarget: string;
  submit: string;
  submitting: string;
  saved: (name: string) => string;
  failed: string;
}

/**
 * A new student (a record, not an account: the student and the parents are invited later). One form for
 * every portal: a coach's or advisor's „Öğrenci ekle" and the admin's „Yeni öğrenci" differ only in their
 * texts, their call (`save`) and, for the admin, the advisor to place the student under. The server
 * validates; its Turkish refusals show by their fields (or above the form) as they come.
 */
export function NewStudentDialog({
  texts,
  save,
  advisors,
  onClose,
}: {
  texts: NewStudentDialogTexts;
  save: (student: NewStudent) => Promise<unknown>;
  /** Offers a choice of advisor (optional) when given: who may be picked and how the choice is labelled. */
  advisors?: { label: string; none: string; options: { id: string; name: string }[] };
  onClose: () => void;
}) {
  const { values, set, errors, failure, pending, submit } = useServerForm(
    {
      firstName: '',
      lastName: '',
      classLevel: '12' as NewStudent['classLevel'],
      examTarget: 'TYT' as NewStudent['examTarget'],
      school: '',
      advisorId: '',
    },
    async ({ advisorId, ...values }) => {
      await save({
        ...values,
        school: values.school.trim() || null,
        ...(advisors ? { advisorId: advisorId || undefined } : {}),
      });
      notify.success(texts.saved(`${values.firstName.trim()} ${values.lastName.trim()}`));
      onClose();
    },
    texts.failed,
  );

  return (
    <FormDialog
      title={texts.title}
      description={texts.lead}
      onClose={onClose}
      onSubmit={submit}
      pending={pending}
      failure={failure}
      submitLabel={texts.submit}
      pendingLabel={texts.submitting}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={f.firstName}
          name="firstName"
          value={values.firstName}
          onChange={set('firstName')}
          error={errors.firstName}
        />
        <TextField
          label={f.lastName}
          name="lastName"
          value={values.lastName}
          onChange={set('lastName')}
          error={errors.lastName}
        />
        <SelectField
          label={f.classLevel}
          name="classLevel"
          value={values.classLevel}
          onChange={set('classLevel')}
          error={errors.classLevel}
        >
          {CLASS_LEVELS.map((c) => (
            <option key={c} value={c}>
              {f.classOption(c)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={texts.examTarget}
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
        label={f.school}
        optional={f.optional}
        name="school"
        value={values.school}
        onChange={set('school')}
        error={errors.school}
      />
      {advisors ? (
        <SelectField
          label={advisors.label}
          optional={f.optional}
          name="advisorId"
          value={values.advisorId}
          onChange={set('advisorId')}
          error={errors.advisorId}
        >
          <option value="">{advisors.none}</option>
          {advisors.options.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </SelectField>
      ) : null}
    </FormDialog>
  );
}
