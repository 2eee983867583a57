import { Alert } from '../design/ui/Alert';
import type { CallSession } from './use-call-session';

/** 'Video call başlatılamadı' / 'Video call katılınamadı' with the server's reason under it. */
export function CallError({ error }: { error: CallSession['error'] }) {
  if (!error) return null;
  return (
    <Alert tone="error">
      <p className="font-semibold">{error.title}</p>
      {error.detail ? <p>{error.detail}</p> : null}
    </Alert>
  );
}
