import type { StudyResourceDto } from '@pusula/contracts/student-record/record-dtos';
import { useState } from 'react';
import { CompactNumberField, InlineError } from '../../design/portal-ui/controls';
import { Panel } from '../../design/portal-ui/Panel';
import { Button } from '../../design/ui/Button';
import { formatPercent } from '../../lib/format';
import { trpc } from '../../portal/trpc';
import { useWriteCallbacks } from '../kit/use-record-write';
import { recordEditors as e, recordLabels as r, recordTexts as t } from '../texts';

/** One resource: its kind, progress and bar, and for the planner the done count to update. */
export function ResourceCard({
  studentId,
  resource: res,
  editable,
}: {
  studentId: string;
  resource: StudyResourceDto;
  editable: boolean;
}) {
  const [done, setDone] = useState(String(res.done));
  const write = useWriteCallbacks();
  const update = trpc.studentRecord.recordResourceProgress.useMutation(write.callbacks);
  return (
    <Panel headingLevel={3} title={res.title} id={`resource-${res.resourceId}`}>
      <p className="text-sm text-ink-muted">
        {res.courseName} · {r.resourceKind[res.kind] ?? res.kind}
      </p>
      <p className="mt-2 text-sm text-ink">
        {t.progress}: {r.progressOf(res.done, res.total, r.resourceUnit[res.unit] ?? '')} (
        {formatPercent(res.progress)})
      </p>
      <div aria-hidden="true" className="mt-1.5 h-2 overflow-hidden rounded-full bg-surface-muted">
        <div
          className="h-full rounded-full bg-brand"
          style={{ width: `${Math.min(1, res.progress) * 100}%` }}
        />
      </div>
      {editable ? (
        <form
          noValidate
          className="mt-3 flex items-end gap-2"
          onSubmit={(ev) => {
            ev.preventDefault();
            update.mutate({ studentId, resourceId: res.resourceId, done: Number(done) });
          }}
        >
          <CompactNumberField
            label={e.doneCount}
            min={0}
            max={res.total}
            value={done}
            onChange={(ev) => setDone(ev.target.value)}
            aria-label={`${e.doneCount}: ${res.title}`}
          />
          <Button type="submit" size="sm" variant="secondary" disabled={update.isPending}>
            {e.updateProgress}
          </Button>
        </form>
      ) : null}
      <InlineError message={write.failure} className="mt-1 text-sm" />
    </Panel>
  );
}
