import { useEffect } from 'react';
import { ThreadMessages } from '../coach/components/family-thread/ThreadMessages';
import { MessageComposer } from '../design/portal-ui/MessageComposer';
import { trpc } from '../portal/trpc';
import { studentTexts } from './texts';

const m = studentTexts.messages;

/**
 * „Danışman": the student's current advisor's conversation with them, shown once the advisor has written.
 * Opening it reads the advisor's messages; the student answers in it.
 */
export function AdvisorThread() {
  const utils = trpc.useUtils();
  const thread = trpc.messages.ownAdvisor.thread.useQuery(undefined, { refetchOnWindowFocus: true });
  const { mutate: markRead } = trpc.messages.ownAdvisor.markRead.useMutation({
    onSuccess: (fresh) => utils.messages.ownAdvisor.thread.setData(undefined, fresh),
  });
  const send = trpc.messages.ownAdvisor.send.useMutation({
    onSuccess: () => {
      void utils.messages.ownAdvisor.thread.invalidate();
      // Reading the thread reads its notifications too: the bell's count follows.
      void utils.studentNotifications.invalidate();
    },
  });
  const unread = thread.data?.unreadCount ?? 0;
  useEffect(() => {
    if (unread > 0) markRead({});
  }, [unread, markRead]);

  const t = thread.data;
  if (!t?.advisor || t.messages.length === 0) return null;
  return (
    <section aria-labelledby="advisor-thread" className="rounded-[var(--radius-card)] bg-surface p-4">
      <h2 id="advisor-thread" className="text-lg font-semibold text-ink">
        {m.advisorThread(t.advisor.name)}
      </h2>
      <p className="mb-3 text-sm text-ink-muted">{m.advisorLead}</p>
      <ThreadMessages
        label={m.advisorLabel}
        youLabel={m.you}
        messages={t.messages.map((msg) => ({
          id: msg.id,
          content: msg.content,
          createdAt: msg.createdAt,
          senderName: msg.senderType === 'STUDENT' ? m.you : t.advisor!.name,
          mine: msg.senderType === 'STUDENT',
        }))}
      />
      <MessageComposer texts={m} pending={send.isPending} send={(content) => send.mutateAsync({ content })} />
    </section>
  );
}
