import { trpc } from '../../portal/trpc';
import { RecordSection } from '../kit/RecordSection';
import { useWriteCallbacks } from '../kit/use-record-write';
import { permissionsOf, type RecordTabProps } from '../kit/viewer';
import { TopicChecklist, TopLosingTopics } from '../topics/TopicChecklist';

/**
 * Konu takibi inside Hedef Programı (the spec fixes ten tabs, so no tab of its own): the most costly
 * topics, then the checklist. The coaching team changes states (as `authorize` allows); others read.
 */
export function TopicTracking({ studentId, viewer }: RecordTabProps) {
  const query = trpc.studentRecord.topicChecklist.useQuery({ studentId });
  const can = permissionsOf(viewer);
  const done = useWriteCallbacks();
  const set = trpc.studentRecord.setTopicState.useMutation(done.callbacks);
  return (
    <RecordSection query={query}>
      {(checklist) => (
        <div className="mt-5 min-w-0 space-y-4">
          <h2 className="text-lg font-bold text-ink">Konu takibi</h2>
          <TopLosingTopics topics={checklist.topLosing} />
          {done.failure ? (
            <p role="alert" className="text-sm text-danger">
              {done.failure}
            </p>
          ) : null}
          <TopicChecklist
            checklist={checklist}
            pending={set.isPending}
            onSet={
              can.plan
                ? (courseId, topicId, state) => set.mutate({ studentId, courseId, topicId, state })
                : undefined
            }
          />
        </div>
      )}
    </RecordSection>
  );
}
