import type { VideoCallDto } from '@pusula/contracts/video/video-schemas';
import { useState } from 'react';
import { FormDialog } from '../design/portal-ui/FormDialog';
import { CheckboxField } from '../design/ui/fields';
import { messageOf } from '../lib/server-errors';
import { trpc } from '../portal/trpc';
import { videoTexts as m } from './texts';

/**
 * The coach starts a call with her student, perhaps from one of the student's sessions, choosing whether
 * the parents are invited too. The server refuses what is not hers, with its Turkish reason shown here.
 */
export function StudentCallDialog({
  studentId,
  session,
  onStarted,
  onClose,
}: {
  studentId: string;
  session: { sessionId: string; title: string } | null;
  onStarted: (call: VideoCallDto) => void;
  onClose: () => void;
}) {
  const [inviteParents, setInviteParents] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const start = trpc.video.startWithStudent.useMutation({
    onMutate: () => setFailure(null),
    onSuccess: onStarted,
    onError: (error) => setFailure(messageOf(error, m.startFailed)),
  });
  return (
    <FormDialog
      title={m.studentCall.dialogTitle}
      description={session ? m.studentCall.forSession(session.title) : undefined}
      onClose={onClose}
      pending={start.isPending}
      failure={failure}
      submitLabel={m.studentCall.submit}
      pendingLabel={m.studentCall.starting}
      onSubmit={() =>
        start.mutate({ studentId, inviteParents, coachingSessionId: session?.sessionId ?? null })
      }
    >
      <CheckboxField
        label={m.studentCall.inviteParents}
        checked={inviteParents}
        onChange={(e) => setInviteParents(e.target.checked)}
      />
    </FormDialog>
  );
}
