import type { CoachingSessionDto } from '@pusula/contracts/student-record/record-dtos';
import { useState } from 'react';
import { FormDialog } from '../../design/portal-ui/FormDialog';
import { Button } from '../../design/ui/Button';
import { CheckboxField, TextArea } from '../../design/ui/fields';
import { formatDateTime, formatTime } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { useWriteCallbacks } from '../kit/use-record-write';
import { recordEditors as e } from '../texts';

/** Closes a planned session: held with its report (the submit), missed, or cancelled (the report as reason). */
export function CloseSessionDialog({
  studentId,
  session,
  onClose,
}: {
  studentId: string;
  session: CoachingSessionDto;
  onClose: () => void;
}) {
  const [report, setReport] = useState('');
  // Off unless the coach shares: parents see only what the coach chooses.
  const [shareWithParents, setShareWithParents] = useState(false);
  const write = useWriteCallbacks(onClose);
  const close = trpc.studentRecord.closeSession.useMutation(write.callbacks);
  const cancel = trpc.studentRecord.cancelSession.useMutation(write.callbacks);
  return (
    <FormDialog
      title={`${e.closeSession}: ${session.title}`}
      description={`${formatDateTime(session.startAt)} – ${formatTime(session.endAt)}`}
      onClose={onClose}
      pending={close.isPending}
      failure={write.failure}
      submitLabel={e.closeHeld}
      onSubmit={() =>
        close.mutate({ studentId, sessionId: session.sessionId, outcome: 'HELD', report, shareWithParents })
      }
    >
      <TextArea
        label={e.report}
        hint={e.reportHint}
        value={report}
        onChange={(ev) => setReport(ev.target.value)}
      />
      <CheckboxField
        label={e.shareWithParents}
        checked={shareWithParents}
        onChange={(ev) => setShareWithParents(ev.target.checked)}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={close.isPending}
          onClick={() =>
            close.mutate({
              studentId,
              sessionId: session.sessionId,
              outcome: 'MISSED',
              report: report || null,
              shareWithParents,
            })
          }
        >
          {e.markMissed}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate({ studentId, sessionId: session.sessionId, reason: report || null })}
        >
          {e.cancelSession}
        </Button>
      </div>
    </FormDialog>
  );
}
