import type { WeeklyProgramDto } from '@pusula/contracts/student-record/record-dtos';
import { useState } from 'react';
import { FormDialog } from '../../design/portal-ui/FormDialog';
import { Button } from '../../design/ui/Button';
import { CheckboxField, SelectField, TextField } from '../../design/ui/fields';
import { compareText } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { useWriteCallbacks } from '../kit/use-record-write';
import { recordEditors as e } from '../texts';

/**
 * A coach's templates: apply one to this week of this student and, ticked, of other students of the coach
 * (one template, several students at once); or keep this week as a new template.
 */
export function PlanTemplatesDialog({
  studentId,
  program,
  onClose,
}: {
  studentId: string;
  program: WeeklyProgramDto;
  onClose: () => void;
}) {
  const templates = trpc.studentRecord.planTemplates.useQuery();
  const students = trpc.coach.students.useQuery();
  const [templateId, setTemplateId] = useState('');
  const [others, setOthers] = useState<ReadonlySet<string>>(new Set());
  const [name, setName] = useState('');
  const applied = useWriteCallbacks(onClose, e.templateApplied);
  const apply = trpc.studentRecord.applyPlanTemplate.useMutation(applied.callbacks);
  const saved = useWriteCallbacks(undefined, e.templateSaved);
  const save = trpc.studentRecord.savePlanTemplate.useMutation({
    ...saved.callbacks,
    onSuccess: (t) => {
      saved.callbacks.onSuccess();
      void templates.refetch();
      setTemplateId(t.templateId);
    },
  });
  const otherStudents = (students.data ?? [])
    .filter((s) => s.id !== studentId)
    .sort((a, b) => compareText(`${a.firstName} ${a.lastName}`, `${b.firstName} ${b.lastName}`));
  const toggle = (id: string, on: boolean) =>
    setOthers((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = () => {
    if (!templateId) return applied.setFailure(e.templateRequired);
    // Only the coach's students still listed (a ticked student may have moved to another coach).
    const ticked = otherStudents.filter((s) => others.has(s.id)).map((s) => s.id);
    apply.mutate({ templateId, studentIds: [studentId, ...ticked], week: program.week });
  };
  const list = templates.data ?? [];
  return (
    <FormDialog
      title={e.applyTemplate}
      onClose={onClose}
      onSubmit={submit}
      pending={apply.isPending}
      failure={applied.failure ?? saved.failure}
      submitLabel={e.applyTemplate}
    >
      {list.length === 0 ? (
        <p className="text-sm text-ink-muted">{e.noTemplates}</p>
      ) : (
        <SelectField label={e.template} value={templateId} onChange={(ev) => setTemplateId(ev.target.value)}>
          <option value="">—</option>
          {list.map((t) => (
            <option key={t.templateId} value={t.templateId}>
              {t.name} ({t.blocks.length})
            </option>
          ))}
        </SelectField>
      )}
      {list.length > 0 && otherStudents.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-ink">{e.alsoApplyTo}</legend>
          <p className="text-xs text-ink-muted">{e.alsoApplyToHint}</p>
          {otherStudents.map((s) => (
            <CheckboxField
              key={s.id}
              label={`${s.firstName} ${s.lastName}`}
              checked={others.has(s.id)}
              onChange={(ev) => toggle(s.id, ev.target.checked)}
            />
          ))}
        </fieldset>
      ) : null}
      {program.blocks.length > 0 ? (
        <div className="flex items-end gap-2 border-t border-line pt-4">
          <div className="flex-1">
            <TextField label={e.templateName} value={name} onChange={(ev) => setName(ev.target.value)} />
          </div>
          <Button
            variant="secondary"
            disabled={save.isPending}
            onClick={() =>
              save.mutate({
                name,
                blocks: program.blocks.map((b) => ({
                  day: b.day,
                  startTime: b.startTime,
                  durationMinutes: b.durationMinutes,
                  courseId: b.courseId,
                  topicId: b.topicId,
                  activity: b.activity,
                  targetQuestions: b.targetQuestions,
                  targetMinutes: b.targetMinutes,
                  note: b.note,
                })),
              })
            }
          >
            {e.saveAsTemplate}
          </Button>
        </div>
      ) : null}
    </FormDialog>
  );
}
