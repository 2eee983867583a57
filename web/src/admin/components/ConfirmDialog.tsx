import { useState } from 'react';
import { DialogFrame } from '../../design/portal-ui/DialogFrame';
import { Alert } from '../../design/ui/Alert';
import { Button } from '../../design/ui/Button';
import { messageOf } from '../../lib/server-errors';
import { adminTexts as m } from '../texts';

/** "Are you sure?" for actions that change accounts or read models; shows the server's refusal in place. */
export function ConfirmDialog({
  title,
  text,
  confirm,
  busyLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirm: string;
  busyLabel?: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <DialogFrame title={title} description={text} onClose={busy ? () => {} : onClose}>
      <div className="space-y-4 p-5">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" disabled={busy} onClick={onClose}>
            {m.cancel}
          </Button>
          <Button
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              setFailure(null);
              try {
                await onConfirm();
                onClose();
              } catch (error) {
                setFailure(messageOf(error, m.accounts.actionFailed));
                setBusy(false);
              }
            }}
          >
            {busy ? (busyLabel ?? confirm) : confirm}
          </Button>
        </div>
      </div>
    </DialogFrame>
  );
}
