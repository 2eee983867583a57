import { useId, useState } from 'react';
import { FormDialog } from '../../design/portal-ui/FormDialog';
import { Loading } from '../../design/portal-ui/states';
import { Alert } from '../../design/ui/Alert';
import { cx } from '../../design/ui/cx';
import { fullName, sortByText } from '../../lib/format';
import { messageOf } from '../../lib/server-errors';
import { trpc } from '../../portal/trpc';
import { notify } from '../../toasts/toasts';
import { common, assign as m } from '../texts';

/**
 * Choose a coach for a student: each coach with their remaining capacity (studentLimit − studentCount);
 * full coaches cannot be chosen.
 */
export function AssignCoachDialog({
  studentId,
  studentName,
  currentCoachId,
  onClose,
}: {
  studentId: string;
  studentName: string;
  currentCoachId: string | null;
  onClose: () => void;
}) {
  const utils = trpc.useUtils();
  const coaches = trpc.advisor.coaches.useQuery({ limit: 500 });
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const groupId = useId();
  const assignCoach = trpc.advisor.assignCoach.useMutation({
    onSuccess: (student) => {
      notify.success(m.done(studentName, student.coachName ?? ''));
      void utils.advisor.invalidate();
      void utils.audit.assignmentHistory.invalidate({ studentId });
      onClose();
    },
    onError: (error) => setFailure(messageOf(error, m.failed)),
  });

  const list = sortByText(coaches.data?.items ?? [], fullName);
  return (
    <FormDialog
      title={m.title(studentName)}
      description={m.lead}
      onClose={onClose}
      onSubmit={() => {
        if (!chosen) return;
        setFailure(null);
        assignCoach.mutate({ studentId, coachId: chosen });
      }}
      pending={assignCoach.isPending}
      failure={failure}
      submitLabel={m.confirm}
      pendingLabel={m.confirming}
      canSubmit={chosen !== null}
    >
      {coaches.isPending ? (
        <Loading />
      ) : coaches.isError ? (
        <Alert tone="error">{common.loadFailed}</Alert>
      ) : list.length === 0 ? (
        <p className="text-ink-muted">{m.noCoaches}</p>
      ) : (
        <fieldset>
          <legend id={groupId} className="sr-only">
            {m.choose}
          </legend>
          <ul className="space-y-2">
            {list.map((coach) => {
              const remaining = Math.max(0, coach.studentLimit - coach.studentCount);
              const current = coach.id === currentCoachId;
              const disabled = current || remaining === 0;
              return (
                <li key={coach.id}>
                  <label
                    className={cx(
                      'flex items-center gap-3 rounded-[var(--radius-control)] border p-3',
                      chosen === coach.id ? 'border-brand bg-brand-soft' : 'border-line',
                      disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-surface-muted',
                    )}
                  >
                    <input
                      type="radio"
                      name="coach"
                      value={coach.id}
                      checked={chosen === coach.id}
                      disabled={disabled}
                      onChange={() => setChosen(coach.id)}
                      className="size-4 accent-[var(--pu-brand)]"
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block font-semibold">
                        {fullName(coach)}
                        {current ? (
                          <span className="ml-2 text-sm font-normal text-ink-muted">({m.current})</span>
                        ) : null}
                      </span>
                      <span className="block text-sm text-ink-muted">{coach.package}</span>
                    </span>
                    <span className="text-right text-sm">
                      <span className="block tabular-nums">
                        {m.load(coach.studentCount, coach.studentLimit)}
                      </span>
                      <span
                        className={cx(
                          'block font-semibold',
                          remaining === 0 ? 'text-danger' : 'text-success',
                        )}
                      >
                        {m.remaining(remaining)}
                      </span>
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
    </FormDialog>
  );
}
