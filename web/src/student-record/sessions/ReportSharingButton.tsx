import type { CoachingSessionDto } from '@pusula/contracts/student-record/record-dtos';
import { Button } from '../../design/ui/Button';
import { messageOf } from '../../lib/server-errors';
import { trpc } from '../../portal/trpc';
import { notify } from '../../toasts/toasts';
import { recordEditors as e } from '../texts';

/** „Veliyle paylaş" / „Paylaşımı kaldır" on a closed session's report. */
export function ReportSharingButton({
  studentId,
  session,
}: {
  studentId: string;
  session: CoachingSessionDto;
}) {
  const utils = trpc.useUtils();
  const share = trpc.studentRecord.shareSessionReport.useMutation({
    onSuccess: (answer) => {
      notify.success(answer.reportShared ? e.reportShared : e.reportUnshared);
      void utils.studentRecord.invalidate();
    },
    onError: (error) => notify.error(messageOf(error, e.failed)),
  });
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={share.isPending}
      onClick={() => share.mutate({ studentId, sessionId: session.sessionId, shared: !session.reportShared })}
    >
      {session.reportShared ? e.unshareReport : e.shareReport}
    </Button>
  );
}
