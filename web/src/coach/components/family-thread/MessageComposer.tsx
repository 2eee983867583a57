import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../design/ui/Button';
import { messageOf } from '../../../lib/server-errors';
import { messageError } from '../../message-rules';
import { familyThreadTexts } from './texts';

export type ComposerTexts = Record<
  'compose' | 'composePlaceholder' | 'composeHint' | 'send' | 'sending' | 'sendFailed',
  string
>;
const m: ComposerTexts = familyThreadTexts;

/** What a `send` that does not throw may resolve with when the server refused: the text stays. */
export interface ComposerRefusal {
  refused: string;
}
const isRefusal = (v: unknown): v is ComposerRefusal =>
  typeof v === 'object' && v !== null && typeof (v as { refused?: unknown }).refused === 'string';

/**
 * A message box with the server's rules checked first (required, at most MESSAGE_CONTENT_MAX characters);
 * `send` resolves when stored (or kept to send later) and rejects with the server's Turkish message, or
 * resolves with a `ComposerRefusal`.
 */
export function MessageComposer({
  send,
  pending,
  texts = m,
  initialText = '',
}: {
  send: (content: string) => Promise<unknown>;
  pending: boolean;
  /** The wording (the student app says „sen"). */
  texts?: ComposerTexts;
  /** A text to start from (a refused message brought back to correct). */
  initialText?: string;
}) {
  const [text, setText] = useState(initialText);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const submit = async () => {
    const problem = messageError(text);
    setError(problem);
    if (problem || pending) return;
    try {
      const outcome = await send(text.trim());
      if (isRefusal(outcome)) setError(outcome.refused);
      else setText('');
    } catch (e) {
      setError(messageOf(e, texts.sendFailed));
    }
  };
  return (
    <form
      className="mt-4 space-y-2 border-t border-line pt-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={fieldId} className="text-sm font-medium text-ink">
        {texts.compose}
      </label>
      <textarea
        id={fieldId}
        rows={3}
        value={text}
        placeholder={texts.composePlaceholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fieldId}-hint${error ? ` ${fieldId}-error` : ''}`}
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void submit();
        }}
        className="w-full rounded-[var(--radius-control)] border border-line bg-surface px-3 py-2 text-ink focus:border-brand focus:outline-none"
      />
      <p id={`${fieldId}-hint`} className="text-xs text-ink-muted">
        {texts.composeHint}
      </p>
      {error ? (
        <p id={`${fieldId}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={pending}>
        <Send aria-hidden="true" className="size-4" />
        {pending ? texts.sending : texts.send}
      </Button>
    </form>
  );
}
