import { getRouteApi } from '@tanstack/react-router';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '../../design/portal-ui/Avatar';
import { Badge } from '../../design/portal-ui/Badge';
import { controlClass } from '../../design/portal-ui/controls';
import { MessageComposer } from '../../design/portal-ui/MessageComposer';
import { EmptyState, ErrorState, Loading, QueryView } from '../../design/portal-ui/states';
import { cx } from '../../design/ui/cx';
import { formatDateTime, formatRelative, fullName, sortByText } from '../../lib/format';
import { PageHeader } from '../../portal/PageHeader';
import { trpc } from '../../portal/trpc';
import { useAdvisorSession } from '../AdvisorPortal';
import type { Conversation, Message } from '../api';
import { useMessageFeed } from '../messaging/use-message-feed';
import { messagesPage as m } from '../texts';

const route = getRouteApi('/advisor-app/advisor/messages');

/** The other side of a conversation. */
interface Contact {
  type: 'COACH' | 'STUDENT';
  id: string;
  name: string;
}

/** Spec §2 "messages": conversations with coaches and students, and the chat, updated live. */
export default function MessagesPage() {
  const s = useAdvisorSession();
  const utils = trpc.useUtils();
  const conversations = trpc.messages.conversations.useQuery();
  const [picked, setPicked] = useState<Contact | null>(null);
  const { coachId } = route.useSearch();
  const navigate = route.useNavigate();
  // The coach a notification's link names opens until another conversation is chosen (which clears it).
  const linkedConversation = coachId
    ? conversations.data?.find((c) => c.participantType === 'COACH' && c.participantId === coachId)
    : undefined;
  const open: Contact | null = linkedConversation
    ? { type: 'COACH', id: linkedConversation.participantId, name: linkedConversation.name }
    : picked;
  const setOpen = (contact: Contact | null) => {
    setPicked(contact);
    if (coachId) void navigate({ search: {}, replace: true, resetScroll: false });
  };

  useMessageFeed(s.token, () => {
    void utils.messages.invalidate();
  });

  return (
    <>
      <PageHeader title={m.title} lead={m.lead} />
      <div className="grid min-h-[32rem] grid-cols-1 gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <aside
          aria-label={m.conversations}
          className={cx(
            'min-w-0 rounded-[var(--radius-card)] border border-line bg-surface p-3 shadow-[var(--shadow-card)]',
            open ? 'hidden lg:block' : 'block',
          )}
        >
          <NewConversation onOpen={setOpen} />
          <h2 className="mt-4 mb-2 px-1 text-sm font-semibold text-ink-muted">{m.conversations}</h2>
          <QueryView query={conversations}>
            {(list) =>
              list.length === 0 ? (
                <p className="px-1 py-4 text-sm text-ink-muted">{m.empty}</p>
              ) : (
                <ConversationList list={list} openId={open?.id ?? null} myId={s.user.id} onOpen={setOpen} />
              )
            }
          </QueryView>
        </aside>
        <section
          aria-label={open ? m.thread(open.name) : m.choose}
          className={cx(
            'min-h-[32rem] min-w-0 flex-col rounded-[var(--radius-card)] border border-line bg-surface shadow-[var(--shadow-card)]',
            open ? 'flex' : 'hidden lg:flex',
          )}
        >
          {open ? (
            <Thread
              key={`${open.type}-${open.id}`}
              contact={open}
              myId={s.user.id}
              onBack={() => setOpen(null)}
            />
          ) : (
            <div className="flex flex-1 items-center justify-center p-6">
              <EmptyState icon={MessagesSquare} title={m.choose} />
            </div>
          )}
        </section>
      </div>
    </>
  );
}

function ConversationList({
  list,
  openId,
  myId,
  onOpen,
}: {
  list: Conversation[];
  openId: string | null;
  myId: string;
  onOpen: (contact: Contact) => void;
}) {
  return (
    <ul className="space-y-1">
      {list.map((c) => {
        const mine = c.lastMessage.senderId === myId;
        const active = openId === c.participantId;
        return (
          <li key={c.id}>
            <button
              type="button"
              aria-current={active ? 'true' : undefined}
              onClick={() => onOpen({ type: c.participantType, id: c.participantId, name: c.name })}
              className={cx(
                'flex w-full items-start gap-3 rounded-[var(--radius-control)] p-2 text-left hover:bg-surface-muted',
                active && 'bg-brand-soft hover:bg-brand-soft',
              )}
            >
              <Avatar name={c.name} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-semibold text-ink">{c.name}</span>
                  <time dateTime={c.lastMessage.createdAt} className="shrink-0 text-xs text-ink-muted">
                    {formatRelative(c.lastMessage.createdAt)}
                  </time>
                </span>
                <span className="flex items-center gap-2">
                  <span className="truncate text-sm text-ink-muted">
                    {mine ? `${m.you}: ` : ''}
                    {c.lastMessage.content}
                  </span>
                  {c.unreadCount > 0 ? (
                    <Badge tone="brand" className="ml-auto">
                      <span aria-hidden="true">{c.unreadCount}</span>
                      <span className="sr-only">{m.unread(c.unreadCount)}</span>
                    </Badge>
                  ) : null}
                </span>
                <span className="text-xs text-ink-muted">
                  {c.participantType === 'COACH' ? m.coachTag : m.studentTag}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** Starts (or opens) a conversation with any coach or student of the advisor. */
function NewConversation({ onOpen }: { onOpen: (contact: Contact) => void }) {
  const id = useId();
  const coaches = trpc.advisor.coaches.useQuery({ limit: 100 });
  const students = trpc.advisor.students.useQuery({ limit: 500 });
  const coachList = sortByText(coaches.data?.items ?? [], fullName);
  const studentList = sortByText(students.data?.items ?? [], fullName);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {m.newConversation}
      </label>
      <select
        id={id}
        className={controlClass}
        value=""
        onChange={(e) => {
          const [type, contactId] = e.target.value.split(':') as [Contact['type'], string];
          const person =
            type === 'COACH'
              ? coachList.find((c) => c.id === contactId)
              : studentList.find((st) => st.id === contactId);
          if (person) onOpen({ type, id: contactId, name: fullName(person) });
        }}
      >
        <option value="" disabled>
          {m.contacts}
        </option>
        <optgroup label={m.coaches}>
          {coachList.map((c) => (
            <option key={c.id} value={`COACH:${c.id}`}>
              {fullName(c)}
            </option>
          ))}
        </optgroup>
        <optgroup label={m.students}>
          {studentList.map((st) => (
            <option key={st.id} value={`STUDENT:${st.id}`}>
              {fullName(st)}
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  );
}

function useThread(contact: Contact) {
  const coach = trpc.messages.list.useQuery(
    { coachId: contact.id, limit: 50 },
    { enabled: contact.type === 'COACH' },
  );
  const student = trpc.messages.withStudent.useQuery(
    { studentId: contact.id, limit: 50 },
    { enabled: contact.type === 'STUDENT' },
  );
  return contact.type === 'COACH' ? coach : student;
}

function Thread({ contact, myId, onBack }: { contact: Contact; myId: string; onBack: () => void }) {
  const utils = trpc.useUtils();
  const thread = useThread(contact);
  const markRead = trpc.messages.markRead.useMutation({
    onSuccess: () => void utils.messages.conversations.invalidate(),
  });
  const marking = useRef(new Set<string>());
  const bottom = useRef<HTMLDivElement>(null);
  const messages = [...(thread.data?.messages ?? [])].reverse();
  const unreadForMe = messages.filter((msg) => msg.recipientId === myId && !msg.isRead);

  // Opening a conversation reads what was sent to the advisor.
  useEffect(() => {
    for (const msg of unreadForMe) {
      if (marking.current.has(msg.id)) continue;
      marking.current.add(msg.id);
      markRead.mutate({ id: msg.id });
    }
  });

  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    if (lastId) bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  return (
    <>
      <header className="flex items-center gap-3 border-b border-line p-3">
        <button
          type="button"
          onClick={onBack}
          aria-label={m.backToList}
          className="inline-flex size-9 items-center justify-center rounded-md text-ink-muted hover:bg-surface-muted lg:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-5" />
        </button>
        <Avatar name={contact.name} />
        <div className="min-w-0">
          <h2 className="truncate font-semibold text-ink">{m.thread(contact.name)}</h2>
          <p className="text-xs text-ink-muted">{contact.type === 'COACH' ? m.coachTag : m.studentTag}</p>
        </div>
      </header>
      <div className="flex-1 overflow-y-auto p-4" aria-live="polite" aria-relevant="additions">
        {thread.isError ? (
          <ErrorState onRetry={() => void thread.refetch()} />
        ) : thread.isPending ? (
          <Loading />
        ) : messages.length === 0 ? (
          <p className="py-8 text-center text-sm text-ink-muted">{m.threadEmpty}</p>
        ) : (
          <ol className="space-y-3">
            {messages.map((msg) => (
              <Bubble key={msg.id} message={msg} mine={msg.senderId === myId} />
            ))}
          </ol>
        )}
        <div ref={bottom} />
      </div>
      <Composer contact={contact} />
    </>
  );
}

function Bubble({ message, mine }: { message: Message; mine: boolean }) {
  return (
    <li className={cx('flex', mine ? 'justify-end' : 'justify-start')} data-message-id={message.id}>
      <div
        className={cx(
          'max-w-[80%] rounded-2xl px-3.5 py-2',
          mine ? 'rounded-br-sm bg-brand text-on-brand' : 'rounded-bl-sm bg-surface-muted text-ink',
        )}
      >
        <p className="sr-only">{mine ? m.you : ''}</p>
        <p className="whitespace-pre-wrap break-words">{message.content}</p>
        <p className={cx('mt-1 text-right text-xs', mine ? 'text-on-brand/80' : 'text-ink-muted')}>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
          {mine && message.isRead ? ` · ${m.read}` : ''}
        </p>
      </div>
    </li>
  );
}

function Composer({ contact }: { contact: Contact }) {
  const utils = trpc.useUtils();
  const onSent = () => void utils.messages.invalidate();
  const toCoach = trpc.messages.send.useMutation({ onSuccess: onSent });
  const toStudent = trpc.messages.sendToStudent.useMutation({ onSuccess: onSent });
  return (
    <div className="border-t border-line p-3">
      <MessageComposer
        compact
        texts={m}
        pending={toCoach.isPending || toStudent.isPending}
        send={(content) =>
          contact.type === 'COACH'
            ? toCoach.mutateAsync({ coachId: contact.id, content })
            : toStudent.mutateAsync({ studentId: contact.id, content })
        }
      />
    </div>
  );
}
