import { useCallback, useState } from 'react';
import { ThreadMessages } from '../coach/components/family-thread/ThreadMessages';
import { type ComposerRefusal, MessageComposer } from '../design/portal-ui/MessageComposer';
import { QueryView } from '../design/portal-ui/states';
import { Button } from '../design/ui/Button';
import { trpc } from '../portal/trpc';
import { useMarkReadOnView } from '../portal/use-mark-read-on-view';
import { useSession } from '../session/use-session';
import { notify } from '../toasts/toasts';
import { AdvisorThread } from './AdvisorThread';
import { QueuedEntryStatus } from './offline/QueuedEntryStatus';
import { forgetStudentWrite, submitStudentWrite } from './offline/student-writes';
import { useQueuedWrites } from './offline/use-offline';
import type { QueuedWrite } from './offline/write-queue';
import { StudentPushToggle } from './StudentPushToggle';
import { studentTexts } from './texts';
import { usePageTitle } from './use-page-title';
import { STUDENT_READ, useStudentAccountId, useStudentRefresh } from './use-student-write';

const m = studentTexts.messages;

type QueuedMessage = QueuedWrite & { write: { kind: 'message' } };
const isQueuedMessage = (e: QueuedWrite): e is QueuedMessage => e.write.kind === 'message';

/**
 * /ogrenci/mesajlar: the student's thread with their coach, and below it their advisor's conversation with
 * them once the advisor has written („Danışman"). A message written offline shows at once as waiting
 * and is sent once when the phone is back online (offline/). The coach's messages are marked read when
 * shown; a new one arrives over the live channel (StudentRuntime refreshes this query) and on focus.
 */
export default function MessagesPage() {
  usePageTitle(m.title);
  const session = useSession();
  const s = session.status === 'signedIn' ? session : null;
  const utils = trpc.useUtils();
  const thread = trpc.coachingMessages.student.thread.useQuery(undefined, {
    ...STUDENT_READ,
    refetchOnWindowFocus: true,
  });
  const accountId = useStudentAccountId();
  const refresh = useStudentRefresh();
  const queued = useQueuedWrites(accountId).filter(isQueuedMessage);
  // A refused message brought back into the box to correct (its id remounts the box with its text).
  const [draft, setDraft] = useState<{ id: string; text: string } | null>(null);
  const markRead = trpc.coachingMessages.student.markRead.useMutation({
    onSuccess: (fresh) => utils.coachingMessages.student.thread.setData(undefined, fresh),
  });
  const [sending, setSending] = useState(false);
  // Kept on the phone with its command id and sent at once (offline: shown as waiting, sent once later);
  // a refusal while the box is open stays in the box. The refresh reads the thread and the bell again.
  const send = async (content: string): Promise<ComposerRefusal | undefined> => {
    setSending(true);
    try {
      const result = await submitStudentWrite(accountId, { kind: 'message', content }, refresh);
      if (result.kind === 'refused') return { refused: result.message };
      if (result.kind === 'waiting') notify.info(m.queued);
      setDraft(null);
      return undefined;
    } finally {
      setSending(false);
    }
  };
  const fix = async (entry: QueuedMessage) => {
    await forgetStudentWrite(entry.commandId);
    setDraft({ id: entry.commandId, text: entry.write.content });
  };
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
            {t.messages.length === 0 && queued.length === 0 ? (
              <p className="py-4 text-center text-sm text-ink-muted">{m.empty}</p>
            ) : (
              <ThreadMessages
                label={m.label}
                youLabel={m.you}
                messages={[
                  ...t.messages.map((msg) => ({
                    id: msg.id,
                    content: msg.content,
                    createdAt: msg.createdAt,
                    senderName: msg.senderName,
                    mine: msg.senderType === 'STUDENT',
                  })),
                  ...queued.map((entry) => ({
                    id: entry.commandId,
                    content: entry.write.content,
                    createdAt: entry.queuedAt,
                    senderName: m.you,
                    mine: true,
                    status: <QueuedEntryStatus entry={entry} />,
                    actions:
                      entry.refusal !== undefined ? (
                        <div className="mt-1 flex gap-2">
                          <Button size="sm" variant="secondary" onClick={() => void fix(entry)}>
                            {studentTexts.offline.fix}
                          </Button>
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() => void forgetStudentWrite(entry.commandId)}
                          >
                            {studentTexts.offline.remove}
                          </Button>
                        </div>
                      ) : undefined,
                  })),
                ]}
              />
            )}
            {t.coach ? (
              <MessageComposer
                key={draft?.id ?? 'new'}
                texts={m}
                initialText={draft?.text}
                pending={sending}
                send={send}
              />
            ) : null}
          </section>
        )}
      </QueryView>
      <AdvisorThread />
    </div>
  );
}
