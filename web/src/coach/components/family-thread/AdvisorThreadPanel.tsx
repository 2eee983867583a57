import { useEffect, useRef } from 'react';
import { MessageComposer } from '../../../design/portal-ui/MessageComposer';
import { Panel } from '../../../design/portal-ui/Panel';
import { ErrorState, Loading } from '../../../design/portal-ui/states';
import { trpc } from '../../../portal/trpc';
import { messages as m } from '../../texts';
import { ThreadMessages } from './ThreadMessages';

const THREAD_INPUT = { page: 1, limit: 50 } as const;

/**
 * The coach's conversation with their advisor. New messages arrive through the live channel
 * (MESSAGE_RECEIVED refreshes it); the advisor's messages are marked read when shown, and the coach sees
 * when theirs were read.
 */
export function AdvisorThreadPanel({ userId, advisorName }: { userId: string; advisorName: string }) {
  const utils = trpc.useUtils();
  const thread = trpc.messages.list.useQuery(THREAD_INPUT);
  const markRead = trpc.messages.markRead.useMutation({
    onSuccess: () => {
      void utils.messages.invalidate();
      void utils.notifications.unreadCount.invalidate();
    },
  });
  const send = trpc.messages.send.useMutation({ onSuccess: () => void utils.messages.invalidate() });
  const marking = useRef(new Set<string>());

  useEffect(() => {
    for (const msg of thread.data?.messages ?? [])
      if (msg.recipientId === userId && !msg.isRead && !marking.current.has(msg.id)) {
        marking.current.add(msg.id);
        markRead.mutate({ id: msg.id });
      }
  }, [thread.data, userId, markRead]);

  const ordered = [...(thread.data?.messages ?? [])].reverse().map((msg) => {
    const mine = msg.senderId === userId;
    return {
      id: msg.id,
      content: msg.content,
      createdAt: msg.createdAt,
      senderName: mine ? m.you : advisorName,
      mine,
      receipt: mine ? { read: msg.isRead, label: msg.isRead ? m.read : m.sent } : undefined,
    };
  });
  return (
    <Panel title={m.thread(advisorName)} id="thread">
      {thread.isPending ? (
        <Loading />
      ) : thread.isError ? (
        <ErrorState message={m.loadFailed} onRetry={() => void thread.refetch()} />
      ) : ordered.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-muted">{m.threadEmpty}</p>
      ) : (
        <ThreadMessages label={m.thread(advisorName)} messages={ordered} youLabel={m.you} />
      )}
      <MessageComposer
        texts={m}
        pending={send.isPending}
        send={(content) => send.mutateAsync({ content, senderType: 'COACH' })}
      />
    </Panel>
  );
}

/** The advisor thread's unread count, for the conversation list. */
export function useAdvisorUnread(enabled: boolean): number {
  const thread = trpc.messages.list.useQuery(THREAD_INPUT, { enabled });
  return thread.data?.unreadCount ?? 0;
}
