import { useCallback } from 'react';
import { MessageComposer } from '../../../design/portal-ui/MessageComposer';
import { Panel } from '../../../design/portal-ui/Panel';
import { ErrorState, Loading } from '../../../design/portal-ui/states';
import { trpc } from '../../../portal/trpc';
import { useMarkReadOnView } from '../../../portal/use-mark-read-on-view';
import { ParentMessagesSwitch } from './ParentMessagesSwitch';
import { ThreadMessages } from './ThreadMessages';
import { familyThreadTexts as m } from './texts';

/** The two threads a coach keeps about one student: with the parents, and with the student herself. */
export type StudentThreadKind = 'family' | 'student';

/** What differs between the two: who writes on the other side, and the panel's texts. */
const KINDS = {
  family: {
    panelId: 'family-thread',
    otherSide: 'PARENT',
    title: m.threadTitle,
    label: m.threadLabel,
    lead: m.threadLead,
    empty: m.threadEmpty,
    sender: m.parentSender,
  },
  student: {
    panelId: 'student-chat',
    otherSide: 'STUDENT',
    title: m.studentChatTitle,
    label: m.studentChatTitle,
    lead: m.studentChatLead,
    empty: m.studentChatEmpty,
    sender: m.studentSender,
  },
} as const;

/** What the panel reads of a thread, on either router. */
interface ThreadShape {
  messages: { id: string; content: string; createdAt: string; senderType: string; senderName: string }[];
  unreadCount: number;
}

/** The same four procedures on both routers, as the panel uses them. */
interface ThreadProcedures {
  thread: {
    useQuery(
      input: { studentId: string },
      options: { refetchOnWindowFocus: boolean },
    ): { data: ThreadShape | undefined; isPending: boolean; isError: boolean; refetch(): unknown };
  };
  markRead: {
    useMutation(options: { onSuccess: () => void }): {
      mutate(input: { studentId: string; throughMessageId: string }): void;
    };
  };
  send: {
    useMutation(options: { onSuccess: () => void }): {
      mutateAsync(input: { studentId: string; content: string }): Promise<unknown>;
      isPending: boolean;
    };
  };
}

/** The cached answers a change makes stale. */
interface ThreadCache {
  thread: { invalidate(input: { studentId: string }): Promise<void> };
  threads: { invalidate(): Promise<void> };
}

/**
 * One of a student's threads as the coach sees it: the other side's messages are marked read when shown;
 * a new one arrives as a NEW_MESSAGE notification (the coach runtime refreshes the thread) and the thread
 * is fetched again when the window regains focus. The family thread carries the switch that lets parents
 * write.
 */
export function StudentThreadPanel({
  kind,
  studentId,
  studentName,
}: {
  kind: StudentThreadKind;
  studentId: string;
  studentName: string;
}) {
  const t = KINDS[kind];
  const utils = trpc.useUtils();
  // One router or the other for the panel's whole life (the page keys the panel by thread).
  const [api, cache]: [ThreadProcedures, ThreadCache] =
    kind === 'family'
      ? [trpc.familyMessages.coach, utils.familyMessages.coach]
      : [trpc.coachingMessages.coach, utils.coachingMessages.coach];
  const thread = api.thread.useQuery({ studentId }, { refetchOnWindowFocus: true });
  const markRead = api.markRead.useMutation({
    onSuccess: () => {
      void cache.thread.invalidate({ studentId });
      void cache.threads.invalidate();
      void utils.notifications.unreadCount.invalidate();
    },
  });
  const send = api.send.useMutation({
    onSuccess: () => {
      void cache.thread.invalidate({ studentId });
      void cache.threads.invalidate();
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
    senderName: msg.senderType === t.otherSide ? t.sender(msg.senderName) : msg.senderName,
    mine: msg.senderType === 'COACH',
  }));
  return (
    <Panel title={t.title(studentName)} id={t.panelId}>
      {kind === 'family' ? (
        <div className="mb-4 flex flex-wrap items-start justify-between gap-3 border-b border-line pb-4">
          <p className="max-w-md text-sm text-ink-muted">{t.lead}</p>
          <ParentMessagesSwitch />
        </div>
      ) : (
        <p className="mb-4 border-b border-line pb-4 text-sm text-ink-muted">{t.lead}</p>
      )}
      {thread.isPending ? (
        <Loading />
      ) : thread.isError ? (
        <ErrorState message={m.loadFailed} onRetry={() => void thread.refetch()} />
      ) : shown.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-muted">{t.empty}</p>
      ) : (
        <ThreadMessages label={t.label(studentName)} messages={shown} youLabel={m.you} />
      )}
      <MessageComposer
        texts={m}
        pending={send.isPending}
        send={(content) => send.mutateAsync({ studentId, content })}
      />
    </Panel>
  );
}
