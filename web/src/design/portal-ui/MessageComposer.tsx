import { Info, Send } from 'lucide-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { messageError } from '../../coach/message-rules';
import { messageOf } from '../../lib/server-errors';
import { Button } from '../ui/Button';
import { cx } from '../ui/cx';
import { uiTexts } from './texts';

export type ComposerTexts = Record<
  'compose' | 'composePlaceholder' | 'send' | 'sending' | 'sendFailed',
  string
>;

/** What a `send` that does not throw may resolve with when the server refused: the text stays. */
export interface ComposerRefusal {
  refused: string;
}
const isRefusal = (v: unknown): v is ComposerRefusal =>
  typeof v === 'object' && v !== null && typeof (v as { refused?: unknown }).refused === 'string';

/** Why the conversation takes no more messages from this reader (the coach closed parent messages). */
export interface ComposerClosed {
  title: string;
  text: string;
}

/**
 * Enter sends, Shift+Enter is a new line. Not while an input method is composing (Turkish on a phone,
 * or any IME): there Enter only confirms the word.
 */
export function sendsOnEnter(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'nativeEvent'>): boolean {
  return (
    event.key === 'Enter' &&
    !event.shiftKey &&
    !(event.nativeEvent as globalThis.KeyboardEvent).isComposing &&
    (event.nativeEvent as globalThis.KeyboardEvent).keyCode !== 229
  );
}

/**
 * THE message box of every conversation (advisor, coach, parent, student): the server's rules checked
 * first (required, at most MESSAGE_CONTENT_MAX characters), Enter sends, Shift+Enter a new line, the
 * button off while empty or sending. `send` resolves when stored (or kept to send later) and rejects with
 * the server's Turkish message, or resolves with a `ComposerRefusal`; the text stays in the field until
 * it is stored. When the conversation is `closed` meanwhile,
 * a sentence takes the field's place and what was typed stays on the page to copy — never lost.
 */
export function MessageComposer({
  send,
  pending,
  texts,
  closed,
  compact = false,
  initialText = '',
}: {
  send: (content: string) => Promise<unknown>;
  pending: boolean;
  texts: ComposerTexts;
  closed?: ComposerClosed | null;
  /** One row beside the button (the advisor's conversation pane); else a labelled field above it. */
  compact?: boolean;
  /** A text to start from (a refused message brought back to correct). */
  initialText?: string;
}) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const empty = text.trim() === '';
  const submit = async () => {
    if (empty || pending) return;
    const problem = messageError(text);
    setError(problem);
    if (problem) return;
    try {
      const outcome = await send(text.trim());
      if (isRefusal(outcome)) setError(outcome.refused);
      else setText('');
    } catch (e) {
      setError(messageOf(e, texts.sendFailed));
    }
  };
  const errorLine = error ? (
    <p id={errorId} role="alert" className="text-sm font-medium text-danger">
      {error}
    </p>
  ) : null;

  if (closed)
    return (
      <div className="mt-4 space-y-3 border-t border-line pt-4" data-composer-closed="">
        <div
          role="note"
          aria-labelledby={`${fieldId}-closed`}
          className="flex items-start gap-3 rounded-[var(--radius-control)] border border-line bg-surface-muted p-4 text-sm"
        >
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
          <div>
            <p id={`${fieldId}-closed`} className="font-semibold text-ink">
              {closed.title}
            </p>
            <p className="mt-1 text-ink-muted">{closed.text}</p>
          </div>
        </div>
        {errorLine}
        {empty ? null : (
          <div className="space-y-1">
            <label htmlFor={fieldId} className="text-sm font-medium text-ink">
              {uiTexts.unsentMessage}
            </label>
            <textarea
              id={fieldId}
              readOnly
              rows={3}
              value={text}
              className="w-full rounded-[var(--radius-control)] border border-line bg-surface-muted px-3 py-2 text-ink"
            />
          </div>
        )}
      </div>
    );

  return (
    <form
      className={cx(compact ? 'space-y-2' : 'mt-4 space-y-2 border-t border-line pt-4')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={fieldId} className={compact ? 'sr-only' : 'text-sm font-medium text-ink'}>
        {texts.compose}
      </label>
      {compact ? errorLine : null}
      <div className={cx(compact && 'flex items-end gap-2')}>
        <textarea
          id={fieldId}
          rows={compact ? 2 : 3}
          value={text}
          placeholder={texts.composePlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={(e) => {
            if (!sendsOnEnter(e)) return;
            e.preventDefault();
            void submit();
          }}
          className={cx(
            'rounded-[var(--radius-control)] border border-line bg-surface px-3 py-2 text-base text-ink placeholder:text-ink-muted/80 focus:border-brand focus:outline-none',
            compact ? 'block flex-1 resize-none' : 'w-full',
          )}
        />
        {compact ? (
          <Button type="submit" disabled={empty || pending}>
            <Send aria-hidden="true" className="size-4" />
            {pending ? texts.sending : texts.send}
          </Button>
        ) : null}
      </div>
      {/* A phone has no Shift key to speak of: the hint would only wrap there; screen readers keep it. */}
      <p id={hintId} className="sr-only text-xs text-ink-muted sm:not-sr-only">
        {uiTexts.composeHint}
      </p>
      {compact ? null : errorLine}
      {compact ? null : (
        <Button type="submit" disabled={empty || pending}>
          <Send aria-hidden="true" className="size-4" />
          {pending ? texts.sending : texts.send}
        </Button>
      )}
    </form>
  );
}
