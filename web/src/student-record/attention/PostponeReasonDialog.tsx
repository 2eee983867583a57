import type { AttentionReasonDto } from '@pusula/contracts/student-record/record-dtos';
import { ATTENTION_RULES } from '@pusula/contracts/student-record/vocabulary';
import { useId, useState } from 'react';
import { ControlRow, controlClass } from '../../design/portal-ui/controls';
import { FormDialog } from '../../design/portal-ui/FormDialog';
import { messageOf } from '../../lib/server-errors';
import { trpc } from '../../portal/trpc';
import { notify } from '../../toasts/toasts';
import { attentionTexts as m } from '../texts';

/**
 * "Ertele": the coach sets one attention reason aside with a reason and a length; the queue hides it until
 * then or until new data changes it. The server's Turkish refusal is shown as it is.
 */
/** The Ertele button of one reason, opening its dialog. */
export function PostponeReasonButton({
  studentId,
  reason,
}: {
  studentId: string;
  reason: AttentionReasonDto;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={m.postponeOf(reason.text)}
        className="shrink-0 rounded-md border border-line px-2 py-0.5 text-xs font-medium text-brand hover:underline"
      >
        {m.postpone}
      </button>
      {open ? (
        <PostponeReasonDialog studentId={studentId} reason={reason} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

export function PostponeReasonDialog({
  studentId,
  reason,
  onClose,
}: {
  studentId: string;
  reason: AttentionReasonDto;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const acknowledge = trpc.studentRecord.acknowledgeAttention.useMutation();
  const [note, setNote] = useState('');
  const [days, setDays] = useState<number>(ATTENTION_RULES.acknowledgeDays[1]);
  const [failure, setFailure] = useState<string | null>(null);
  const id = useId();

  const submit = () => {
    setFailure(null);
    acknowledge.mutate(
      { studentId, code: reason.code, ref: reason.ref, note, days },
      {
        onSuccess: () => {
          notify.success(m.postponed);
          void utils.coach.invalidate();
          void utils.studentRecord.invalidate();
          onClose();
        },
        onError: (e) => setFailure(messageOf(e, m.postponeFailed)),
      },
    );
  };

  return (
    <FormDialog
      title={m.postponeTitle}
      description={reason.text}
      onClose={onClose}
      onSubmit={submit}
      pending={acknowledge.isPending}
      failure={failure}
      submitLabel={m.postpone}
    >
      <ControlRow id={`${id}-note`} label={m.postponeNote}>
        <input
          id={`${id}-note`}
          value={note}
          maxLength={300}
          placeholder={m.postponeNotePlaceholder}
          onChange={(e) => setNote(e.target.value)}
          className={controlClass}
        />
      </ControlRow>
      <ControlRow id={`${id}-days`} label={m.postponeDays}>
        <select
          id={`${id}-days`}
          value={days}
          onChange={(e) => setDays(Number(e.target.value))}
          className={controlClass}
        >
          {ATTENTION_RULES.acknowledgeDays.map((d) => (
            <option key={d} value={d}>
              {m.postponeDayOption(d)}
            </option>
          ))}
        </select>
      </ControlRow>
    </FormDialog>
  );
}
