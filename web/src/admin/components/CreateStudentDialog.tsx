import { CLASS_LEVELS, EXAM_TARGETS } from '@pusula/contracts/accounts/account-schemas';
import { DialogFrame } from '../../design/portal-ui/DialogFrame';
import { Alert } from '../../design/ui/Alert';
import { Button } from '../../design/ui/Button';
import { SelectField, TextField } from '../../design/ui/fields';
import { trpc } from '../../portal/trpc';
import { notify } from '../../toasts/toasts';
import { adminTexts as m } from '../texts';
import { useServerForm } from './use-server-form';

/** Registers a student (not an account: students use the mobile app), optionally under an advisor. */
export function CreateStudentDialog({ onClose }: { onClose: () => void }) {
  const utils = trpc.useUtils();
  const advisors = trpc.admin.listAccounts.useQuery({ role: 'ADVISOR', limit: 100 });
  const create = trpc.admin.createStudent.useMutation();
  const { values, set, errors, failure, submit } = useServerForm(
    {
      firstName: '',
      lastName: '',
      classLevel: '12' as (typeof CLASS_LEVELS)[number],
      examTarget: 'TYT' as (typeof EXAM_TARGETS)[number],
      school: '',
      advisorId: '',
    },
    async (values) => {
      await create.mutateAsync({
        firstName: values.firstName,
        lastName: values.lastName,
        classLevel: values.classLevel,
        examTarget: values.examTarget,
        school: values.school.trim() || null,
        advisorId: values.advisorId || undefined,
      });
      notify.success(m.student.created(`${values.firstName.trim()} ${values.lastName.trim()}`));
      await utils.admin.listStudents.invalidate();
      onClose();
    },
    m.student.failed,
  );

  return (
    <DialogFrame title={m.student.title} description={m.student.lead} onClose={onClose}>
      <form noValidate onSubmit={submit} className="min-h-0 flex-1 space-y-4 overflow-y-auto p-5">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={m.create.firstName}
            name="firstName"
            value={values.firstName}
            onChange={set('firstName')}
            error={errors.firstName}
          />
          <TextField
            label={m.create.lastName}
            name="lastName"
            value={values.lastName}
            onChange={set('lastName')}
            error={errors.lastName}
          />
          <SelectField
            label={m.student.classLevel}
            name="classLevel"
            value={values.classLevel}
            onChange={set('classLevel')}
            error={errors.classLevel}
          >
            {CLASS_LEVELS.map((c) => (
              <option key={c} value={c}>
                {m.student.classOption(c)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={m.student.examTarget}
            name="examTarget"
            value={values.examTarget}
            onChange={set('examTarget')}
            error={errors.examTarget}
          >
            {EXAM_TARGETS.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          label={m.student.school}
          optional={m.create.optional}
          name="school"
          value={values.school}
          onChange={set('school')}
          error={errors.school}
        />
        <SelectField
          label={m.student.advisor}
          optional={m.create.optional}
          name="advisorId"
          value={values.advisorId}
          onChange={set('advisorId')}
          error={errors.advisorId}
        >
          <option value="">{m.student.noAdvisor}</option>
          {(advisors.data?.accounts ?? []).map((a) => (
            <option key={a.id} value={a.id}>{`${a.firstName} ${a.lastName}`}</option>
          ))}
        </SelectField>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? m.create.submitting : m.student.submit}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
