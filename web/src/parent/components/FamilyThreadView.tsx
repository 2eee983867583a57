import { useCallback } from 'react';
import { ThreadMessages } from '../../coach/components/family-thread/ThreadMessages';
import { MessageComposer } from '../../design/portal-ui/MessageComposer';
import { Panel } from '../../design/portal-ui/Panel';
import { ErrorState, Loading } from '../../design/portal-ui/states';
import { trpc } from '../../portal/trpc';
import { useMarkReadOnView } from '../../portal/use-mark-read-on-view';
import { parentTexts as pm } from '../texts';

const m = pm.familyMessages;
const THREAD_REFRESH_MS = 30_000;

/**
 * The selected student's family thread as a parent sees it: the coach's messages (marked read when shown),
 * the parents' own, and the composer while the coach allows parent messages — when they close them, a
 * sentence takes its place and what the parent had typed stays to copy. A new message arrives
 * over the live channel (ParentLive fetches the thread again); window focus fetches it too.
 */
export function FamilyThreadView({
  studentId,
  studentName,
  viewerId,
}: {
  studentId: string;
  studentName: string;
  viewerId: string;
}) {
  const utils = trpc.useUtils();
  // Read again on focus, on each reconnect of the live channel (ParentLive) and every half minute: the
  // coach may close parent messages while the parent is typing, and the composer must say so in time.
  const thread = trpc.familyMessages.parent.thread.useQuery(
    { studentId },
    { refetchOnWindowFocus: true, refetchInterval: THREAD_REFRESH_MS },
  );
  const markRead = trpc.familyMessages.parent.markRead.useMutation({
    onSuccess: (fresh) => {
      utils.familyMessages.parent.thread.setData({ studentId }, fresh);
      void utils.familyMessages.parent.unread.invalidate();
      // Reading the coach's messages reads their notifications too: the bell follows.
      void utils.parentNotifications.unreadCount.invalidate();
    },
  });
  const send = trpc.familyMessages.parent.send.useMutation({
    onSuccess: () => {
      void utils.familyMessages.parent.thread.invalidate({ studentId });
    },
    // The coach may have just turned parent messages off: show the explanation at once.
    onError: () => void utils.familyMessages.parent.thread.invalidate({ studentId }),
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

  if (thread.isPending) return <Loading />;
  if (thread.isError) return <ErrorState message={m.loadFailed} onRetry={() => void thread.refetch()} />;
  const t = thread.data;
  if (!t.coach)
    return (
      <Panel>
        <p className="py-6 text-center text-sm text-ink-muted">{m.noCoach}</p>
      </Panel>
    );
  const shown = t.messages.map((msg) => ({
    id: msg.id,
    content: msg.content,
    createdAt: msg.createdAt,
    senderName: msg.senderType === 'COACH' ? `${msg.senderName}${m.coachSuffix}` : msg.senderName,
    // Another parent of the same student writes in the same thread, under their own name.
    mine: msg.senderId === viewerId,
  }));
  return (
    <Panel title={m.threadTitle(t.coach.name)} id="family-thread">
      <p className="-mt-2 mb-4 text-sm text-ink-muted">{m.forStudent(studentName)}</p>
      {shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-muted">{m.empty}</p>
      ) : (
        <ThreadMessages label={m.threadLabel(studentName)} messages={shown} youLabel={m.you} />
      )}
      <MessageComposer
        texts={m}
        closed={t.allowParentMessages ? null : { title: m.notAllowedTitle, text: m.notAllowed }}
        pending={send.isPending}
        send={(content) => send.mutateAsync({ studentId, content })}
      />
    </Panel>
  );
}
