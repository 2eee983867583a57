import { QueryView } from '../design/portal-ui/states';
import { Alert } from '../design/ui/Alert';
import { messageOf } from '../lib/server-errors';
import { trpc } from '../portal/trpc';
import { TopicChecklist, TopLosingTopics } from '../student-record/topics/TopicChecklist';
import { notify } from '../toasts/toasts';
import { useOnline } from './offline/use-offline';
import { studentTexts } from './texts';
import { usePageTitle } from './use-page-title';
import { STUDENT_READ } from './use-student-write';

const TITLE = 'Konular';

/**
 * /ogrenci/konular: her own konu takibi, the coach's checklist components. Reached from the week page:
 * the five bottom tabs already fill a 390 px bar. A state change is not queued offline (it is a toggle the
 * checklist shows at once when back online), so offline the choices are locked with a message instead.
 */
export default function TopicsPage() {
  usePageTitle(TITLE);
  const online = useOnline();
  const utils = trpc.useUtils();
  const list = trpc.studentApp.topics.useQuery(undefined, STUDENT_READ);
  const set = trpc.studentApp.setTopicState.useMutation({
    onSuccess: () => {
      notify.success('Kaydedildi');
      void utils.studentApp.topics.invalidate();
    },
    onError: (error) => notify.error(messageOf(error, 'Kaydedilemedi, tekrar dene.')),
  });
  return (
    <QueryView query={list} errorMessage={studentTexts.loadFailed}>
      {(checklist) => (
        <div className="min-w-0 space-y-5">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink">{TITLE}</h1>
            <p className="mt-0.5 text-ink-muted">Konularının durumunu işaretle; koçun da görür.</p>
          </div>
          {online ? null : (
            <Alert tone="error">Çevrimdışısın: konu durumu internete bağlanınca değiştirilebilir.</Alert>
          )}
          <TopLosingTopics topics={checklist.topLosing} headingLevel={2} />
          <TopicChecklist
            headingLevel={2}
            checklist={checklist}
            pending={set.isPending || !online}
            onSet={(courseId, topicId, state) => set.mutate({ courseId, topicId, state })}
          />
        </div>
      )}
    </QueryView>
  );
}
