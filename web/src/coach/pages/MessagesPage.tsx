import { Check, CheckCheck, MessagesSquare, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatDateTime, fullName } from '../../advisor/format';
import { Avatar, EmptyState, ErrorState, Loading, Panel } from '../../advisor/ui';
import { Button } from '../../design/ui/Button';
import { cx } from '../../design/ui/cx';
import { trpc } from '../../portal/trpc';
import { useCoachSession } from '../CoachPortal';
import { messageError } from '../message-rules';
import { messages as m } from '../messages';
import { CoachPageHeader } from '../ui';

const THREAD_INPUT = { page: 1, limit: 50 } as const;

/**
 * /dashboard/messages (a push-click target): the coach's conversation with their advisor. New messages
 * arrive through the live channel (MESSAGE_RECEIVED refreshes the thread); incoming messages are marked
 * read when shown, and the coach sees when theirs were read.
 */
export default function MessagesPage() {
  const s = useCoachSession();
  const advisor = trpc.coach.advisor.useQuery();
  const thread = trpc.messages.list.useQuery(THREAD_INPUT, { enabled: Boolean(advisor.data) });
  const utils = trpc.useUtils();
  const markRead = trpc.messages.markRead.useMutation({
    onSuccess: () => {
      void utils.messages.invalidate();
      void utils.notifications.unreadCount.invalidate();
    },
  });
  const send = trpc.messages.send.useMutation({ onSuccess: () => void utils.messages.invalidate() });
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const endRef = useRef<HTMLLIElement>(null);
  const marking = useRef(new Set<string>());

  const ordered = [...(thread.data?.messages ?? [])].reverse();
  const lastId = ordered.at(-1)?.id;

  // Read receipts: what the advisor wrote to the coach becomes read once it is on screen.
  useEffect(() => {
    for (const msg of thread.data?.messages ?? [])
      if (msg.recipientId === s.user.id && !msg.isRead && !marking.current.has(msg.id)) {
        marking.current.add(msg.id);
        markRead.mutate({ id: msg.id });
      }
  }, [thread.data, s.user.id, markRead]);

  useEffect(() => {
    if (lastId) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  const submit = () => {
    const problem = messageError(text);
    setError(problem);
    if (problem) return;
    send.mutate(
      { content: text.trim(), senderType: 'COACH' },
      {
        onSuccess: () => setText(''),
        onError: (e) => setError(e.message || m.sendFailed),
      },
    );
  };

  const advisorName = advisor.data ? fullName(advisor.data) : '';
  return (
    <>
      <CoachPageHeader title={m.title} lead={m.lead} />
      {advisor.isPending ? (
        <Loading />
      ) : advisor.isError ? (
        <ErrorState message={m.loadFailed} onRetry={() => void advisor.refetch()} />
      ) : !advisor.data ? (
        <EmptyState icon={MessagesSquare} title={m.noAdvisor} />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
          <Panel title={m.conversations} id="conversations">
            <ul>
              <li>
                <div
                  aria-current="true"
                  className="flex items-center gap-3 rounded-[var(--radius-control)] bg-brand-soft p-2"
                >
                  <Avatar name={advisorName} className="size-9" />
                  <div className="min-w-0">
                    <p className="truncate font-semibold text-ink">{advisorName}</p>
                    <p className="text-xs text-ink-muted">{m.advisor}</p>
                  </div>
                  {thread.data && thread.data.unreadCount > 0 ? (
                    <span className="ml-auto rounded-full bg-brand px-2 text-xs font-bold text-on-brand">
                      {m.unread(thread.data.unreadCount)}
                    </span>
                  ) : null}
                </div>
              </li>
            </ul>
            <p className="mt-4 text-xs text-ink-muted">{m.studentsNote}</p>
          </Panel>
          <Panel title={m.thread(advisorName)} id="thread">
            {thread.isPending ? (
              <Loading />
            ) : thread.isError ? (
              <ErrorState message={m.loadFailed} onRetry={() => void thread.refetch()} />
            ) : ordered.length === 0 ? (
              <p className="py-6 text-center text-sm text-ink-muted">{m.threadEmpty}</p>
            ) : (
              <ol aria-label={m.thread(advisorName)} className="max-h-[55dvh] space-y-3 overflow-y-auto pr-1">
                {ordered.map((msg, i) => {
                  const mine = msg.senderId === s.user.id;
                  return (
                    <li
                      key={msg.id}
                      ref={i === ordered.length - 1 ? endRef : undefined}
                      data-message-id={msg.id}
                      className={cx('flex', mine ? 'justify-end' : 'justify-start')}
                    >
                      <div
                        className={cx(
                          'max-w-[80%] rounded-2xl px-3.5 py-2',
                          mine ? 'bg-brand text-on-brand' : 'bg-surface-muted text-ink',
                        )}
                      >
                        <p className="sr-only">{mine ? m.you : advisorName}:</p>
                        <p className="whitespace-pre-wrap break-words">{msg.content}</p>
                        <p
                          className={cx(
                            'mt-1 flex items-center gap-1 text-xs',
                            mine ? 'text-on-brand/80' : 'text-ink-muted',
                          )}
                        >
                          <time dateTime={msg.createdAt}>{formatDateTime(msg.createdAt)}</time>
                          {mine ? (
                            <span
                              className="inline-flex items-center gap-0.5"
                              data-receipt={msg.isRead ? 'read' : 'sent'}
                            >
                              {msg.isRead ? (
                                <CheckCheck aria-hidden="true" className="size-3.5" />
                              ) : (
                                <Check aria-hidden="true" className="size-3.5" />
                              )}
                              {msg.isRead ? m.read : m.sent}
                            </span>
                          ) : null}
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ol>
            )}
            <form
              className="mt-4 space-y-2 border-t border-line pt-4"
              onSubmit={(e) => {
                e.preventDefault();
                submit();
              }}
            >
              <label htmlFor={fieldId} className="text-sm font-medium text-ink">
                {m.compose}
              </label>
              <textarea
                id={fieldId}
                rows={3}
                value={text}
                placeholder={m.composePlaceholder}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${fieldId}-error` : undefined}
                onChange={(e) => {
                  setText(e.target.value);
                  if (error) setError(null);
                }}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit();
                }}
                className="w-full rounded-[var(--radius-control)] border border-line bg-surface px-3 py-2 text-ink focus:border-brand focus:outline-none"
              />
              {error ? (
                <p id={`${fieldId}-error`} role="alert" className="text-sm font-medium text-danger">
                  {error}
                </p>
              ) : null}
              <Button type="submit" disabled={send.isPending}>
                <Send aria-hidden="true" className="size-4" />
                {send.isPending ? m.sending : m.send}
              </Button>
            </form>
          </Panel>
        </div>
      )}
    </>
  );
}
