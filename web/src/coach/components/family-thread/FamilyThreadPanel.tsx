import { useCallback } from 'react';
import { MessageComposer } from '../../../design/portal-ui/MessageComposer';
import { Panel } from '../../../design/portal-ui/Panel';
import { ErrorState, Loading } from '../../../design/portal-ui/states';
import { trpc } from '../../../portal/trpc';
import { useMarkReadOnView } from '../../../portal/use-mark-read-on-view';
import { ParentMessagesSwitch } from './ParentMessagesSwitch';
import { ThreadMessages } from './ThreadMessages';
import { familyThreadTexts as m } from './texts';

/**
 * A student's family thread as the coach sees it: the parents' messages are marked read when shown; a
 * parent's new message arrives as a NEW_MESSAGE notification (the coach runtime refreshes the thread) and
 * the thread is fetched again when the window regains focus.
 */
export function FamilyThreadPanel({ studentId, studentName }: { studentId: string; studentName: string }) {
  const utils = trpc.useUtils();
  const thread = trpc.familyMessages.coach.thread.useQuery({ studentId }, { refetchOnWindowFocus: true });
  const markRead = trpc.familyMessages.coach.markRead.useMutation({
    onSuccess: (fresh) => {
      utils.familyMessages.coach.thread.setData({ studentId }, fresh);
      void utils.familyMessages.coach.threads.invalidate();
      void utils.notifications.unreadCount.invalidate();
    },
  });
  const send = trpc.familyMessages.coach.send.useMutation({
    onSuccess: () => {
      void utils.familyMessages.coach.thread.invalidate({ studentId });
      void utils.familyMessages.coach.threads.invalidate();
    },
  });
  const { mutate: markThroughMessage } = markRead;
  useMarkReadOnView(
    thread.data?.messages.at(-1)?.id,
    thread.data?.unreadCount ?? 0,
    useCallback(
      (throughMessageId: string) => markThroughMessage({ studentId, throughMessageId }),
      [markThroughMessage, studentId],
    ),
  );

  const shown = (thread.data?.messages ?? []).map((msg) => ({
    id: msg.id,
    content: msg.content,
    createdAt: msg.createdAt,
    senderName: msg.senderType === 'PARENT' ? m.parentSender(msg.senderName) : msg.senderName,
    mine: msg.senderType === 'COACH',
  }));
  return (
    <Panel title={m.threadTitle(studentName)} id="family-thread">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3 border-b border-line pb-4">
        <p className="max-w-md text-sm text-ink-muted">{m.threadLead}</p>
        <ParentMessagesSwitch />
      </div>
      {thread.isPending ? (
        <Loading />
      ) : thread.isError ? (
        <ErrorState message={m.loadFailed} onRetry={() => void thread.refetch()} />
      ) : shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-muted">{m.threadEmpty}</p>
      ) : (
        <ThreadMessages label={m.threadLabel(studentName)} messages={shown} youLabel={m.you} />
      )}
      <MessageComposer
        texts={m}
        pending={send.isPending}
        send={(content) => send.mutateAsync({ studentId, content })}
      />
    </Panel>
  );
}
