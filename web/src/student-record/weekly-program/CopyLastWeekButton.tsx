import { Copy } from 'lucide-react';
import { InlineError } from '../../design/portal-ui/controls';
import { Button } from '../../design/ui/Button';
import { trpc } from '../../portal/trpc';
import { useWriteCallbacks } from '../kit/use-record-write';
import { recordEditors as e } from '../texts';

/** Copies last week's blocks into an empty week (off once the week has blocks). */
export function CopyLastWeekButton({
  studentId,
  week,
  disabled,
}: {
  studentId: string;
  week: string;
  disabled: boolean;
}) {
  const write = useWriteCallbacks(undefined, e.copied);
  const copy = trpc.studentRecord.copyWeek.useMutation(write.callbacks);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || copy.isPending}
        onClick={() => copy.mutate({ studentId, toWeek: week })}
      >
        <Copy aria-hidden="true" className="size-4" />
        {e.copyLastWeek}
      </Button>
      <InlineError message={write.failure} className="w-full text-sm" />
    </>
  );
}
