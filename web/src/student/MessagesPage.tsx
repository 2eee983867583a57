import { useCallback } from 'react';
import { ThreadMessages } from '../coach/components/family-thread/ThreadMessages';
import { MessageComposer } from '../design/portal-ui/MessageComposer';
import { QueryView } from '../design/portal-ui/states';
import { trpc } from '../portal/trpc';
import { useMarkReadOnView } from '../portal/use-mark-read-on-view';
import { useSession } from '../session/use-session';
import { AdvisorThread } from './AdvisorThread';
import { StudentPushToggle } from './StudentPushToggle';
import { studentTexts } from './texts';
import { usePageTitle } from './use-page-title';

const m = studentTexts.messages;

/**
 * /ogrenci/mesajlar: the student's thread with their coach, and below it their advisor's conversation with
 * them once the advisor has written („Danışman"). The coach's messages are marked read when
 * shown; a new one arrives over the live channel (StudentRuntime refreshes this query) and on focus.
 */
export default function MessagesPage() {
  usePageTitle(m.title);
  const session = useSession();
  const s = session.status === 'signedIn' ? session : null;
  const utils = trpc.useUtils();
  const thread = trpc.coachingMessages.student.thread.useQuery(undefined, { refetchOnWindowFocus: true });
  const markRead = trpc.coachingMessages.student.markRead.useMutation({
    onSuccess: (fresh) => utils.coachingMessages.student.thread.setData(undefined, fresh),
  });
  const send = trpc.coachingMessages.student.send.useMutation({
    onSuccess: () => {
      void utils.coachingMessages.student.thread.invalidate();
      // Reading the thread reads its notifications too: the bell's count follows.
      void utils.studentNotifications.invalidate();
    },
  });
  const { mutate: markThroughMessage } = markRead;
  useMarkReadOnView(
    thread.data?.messages.at(-1)?.id,
    thread.data?.unreadCount ?? 0,
    useCallback((throughMessageId: string) => markThroughMessage({ throughMessageId }), [markThroughMessage]),
  );

  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{m.title}</h1>
      {s ? <StudentPushToggle s={s} /> : null}
      <QueryView query={thread} errorMessage={studentTexts.loadFailed}>
        {(t) => (
          <section aria-labelledby="coach-thread" className="rounded-[var(--radius-card)] bg-surface p-4">
            <h2 id="coach-thread" className="text-lg font-semibold text-ink">
              {t.coach ? m.coachThread(t.coach.name) : m.title}
            </h2>
            <p className="mb-3 text-sm text-ink-muted">{t.coach ? m.lead : m.noCoach}</p>
            {t.messages.length === 0 ? (
              <p className="py-4 text-center text-sm text-ink-muted">{m.empty}</p>
            ) : (
              <ThreadMessages
                label={m.label}
                youLabel={m.you}
                messages={t.messages.map((msg) => ({
                  id: msg.id,
                  content: msg.content,
                  createdAt: msg.createdAt,
                  senderName: msg.senderName,
                  mine: msg.senderType === 'STUDENT',
                }))}
              />
            )}
            {t.coach ? (
              <MessageComposer
                texts={m}
                pending={send.isPending}
                send={(content) => send.mutateAsync({ content })}
              />
            ) : null}
          </section>
        )}
      </QueryView>
      <AdvisorThread />
    </div>
  );
}
