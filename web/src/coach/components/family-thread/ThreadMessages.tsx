import { Check, CheckCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { cx } from '../../../design/ui/cx';
import { formatDateTime } from '../../../lib/format';

export interface ThreadMessage {
  id: string;
  content: string;
  createdAt: string;
  senderName: string;
  /** Written by the viewer (shown on the right). */
  mine: boolean;
  /** A read receipt on the viewer's own message, where the other side has one reader. */
  receipt?: { read: boolean; label: string };
  /** Shown instead of a receipt: the message waits on the viewer's phone, or was refused (student app). */
  status?: ReactNode;
  /** Under the bubble: what the viewer can do with a refused message. */
  actions?: ReactNode;
}

/** A conversation's messages, oldest first, scrolled to the newest; each names its writer for screen readers. */
export function ThreadMessages({
  label,
  messages,
  youLabel,
}: {
  label: string;
  messages: readonly ThreadMessage[];
  youLabel: string;
}) {
  const endRef = useRef<HTMLLIElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    if (lastId) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);
  return (
    <ol aria-label={label} className="max-h-[55dvh] space-y-3 overflow-y-auto pr-1">
      {messages.map((msg, i) => (
        <li
          key={msg.id}
          ref={i === messages.length - 1 ? endRef : undefined}
          data-message-id={msg.id}
          className={cx('flex flex-col', msg.mine ? 'items-end' : 'items-start')}
        >
          <div
            className={cx(
              'max-w-[80%] rounded-2xl px-3.5 py-2',
              msg.mine ? 'bg-brand text-on-brand' : 'bg-surface-muted text-ink',
            )}
          >
            <p className={cx('text-xs font-semibold', msg.mine ? 'sr-only' : 'text-ink-muted')}>
              {msg.mine ? `${youLabel}:` : msg.senderName}
            </p>
            <p className="whitespace-pre-wrap break-words">{msg.content}</p>
            <p
              className={cx(
                'mt-1 flex items-center gap-1 text-xs',
                msg.mine ? 'text-on-brand/80' : 'text-ink-muted',
              )}
            >
              <time dateTime={msg.createdAt}>{formatDateTime(msg.createdAt)}</time>
              {msg.receipt ? (
                <span
                  className="inline-flex items-center gap-0.5"
                  data-receipt={msg.receipt.read ? 'read' : 'sent'}
                >
                  {msg.receipt.read ? (
                    <CheckCheck aria-hidden="true" className="size-3.5" />
                  ) : (
                    <Check aria-hidden="true" className="size-3.5" />
                  )}
                  {msg.receipt.label}
                </span>
              ) : null}
              {msg.status}
            </p>
          </div>
          {msg.actions}
        </li>
      ))}
    </ol>
  );
}
