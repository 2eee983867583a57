import { useCallback } from 'react';
import { MessageComposer } from '../../../design/portal-ui/MessageComposer';
import { Panel } from '../../../design/portal-ui/Panel';
import { ErrorState, Loading } from '../../../design/portal-ui/states';
import { trpc } from '../../../portal/trpc';
import { useMarkReadOnView } from '../../../portal/use-mark-read-on-view';
import { ThreadMessages } from './ThreadMessages';
import { familyThreadTexts as m } from './texts';

/**
 * A student's own thread with the coach (the student writes from the student app): the student's messages
 * are marked read when shown; a new one arrives as a NEW_MESSAGE notification (the coach runtime refreshes
 * the thread) and the thread is fetched again when the window regains focus.
 */
export function StudentChatPanel({ studentId, studentName }: { studentId: string; studentName: string }) {
  const utils = trpc.useUtils();
  const thread = trpc.coachingMessages.coach.thread.useQuery({ studentId }, { refetchOnWindowFocus: true });
  const markRead = trpc.coachingMessages.coach.markRead.useMutation({
    onSuccess: (fresh) => {
      utils.coachingMessages.coach.thread.setData({ studentId }, fresh);
      void utils.coachingMessages.coach.threads.invalidate();
      void utils.notifications.unreadCount.invalidate();
    },
  });
  const send = trpc.coachingMessages.coach.send.useMutation({
    onSuccess: () => {
      void utils.coachingMessages.coach.thread.invalidate({ studentId });
      void utils.coachingMessages.coach.threads.invalidate();
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
    senderName: msg.senderType === 'STUDENT' ? m.studentSender(msg.senderName) : msg.senderName,
    mine: msg.senderType === 'COACH',
  }));
  return (
    <Panel title={m.studentChatTitle(studentName)} id="student-chat">
      <p className="mb-4 border-b border-line pb-4 text-sm text-ink-muted">{m.studentChatLead}</p>
      {thread.isPending ? (
        <Loading />
      ) : thread.isError ? (
        <ErrorState message={m.loadFailed} onRetry={() => void thread.refetch()} />
      ) : shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-muted">{m.studentChatEmpty}</p>
      ) : (
        <ThreadMessages label={m.studentChatTitle(studentName)} messages={shown} youLabel={m.you} />
      )}
      <MessageComposer
        texts={m}
        pending={send.isPending}
        send={(content) => send.mutateAsync({ studentId, content })}
      />
    </Panel>
  );
}
