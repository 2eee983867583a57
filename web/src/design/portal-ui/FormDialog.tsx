import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { DialogFrame } from './DialogFrame';
import { uiTexts as t } from './texts';

/**
 * A form in a dialog: the fields scroll under the server's refusal (if any) while Vazgeç and the submit
 * button stay in view at the bottom. The form does no browser validation: the server's Turkish messages
 * are the ones shown.
 */
export function FormDialog({
  title,
  description,
  onClose,
  onSubmit,
  pending,
  failure,
  submitLabel = t.save,
  pendingLabel = t.saving,
  canSubmit = true,
  children,
}: {
  title: string;
  description?: string;
  onClose: () => void;
  onSubmit: () => void;
  /** The write is under way: the submit button is off and says `pendingLabel`. */
  pending: boolean;
  failure: string | null;
  submitLabel?: string;
  pendingLabel?: string;
  /** Off until the form has what it needs (a choice made). */
  canSubmit?: boolean;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <DialogFrame title={title} description={description} onClose={onClose}>
      <form onSubmit={submit} className="flex min-h-0 flex-1 flex-col" noValidate>
        <div className="space-y-4 overflow-y-auto p-5">
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          {children}
        </div>
        <div className="flex justify-end gap-2 border-t border-line p-4">
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={pending || !canSubmit}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}
