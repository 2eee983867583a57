import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../design/ui/Button';
import { browserPushDeps } from '../push/browser';
import { pushIdentity, registerPush } from '../push/push-registration';
import type { SignedInSession } from '../session/session-store';
import { studentTexts } from './texts';

const m = studentTexts.push;
type State = 'off' | 'enabling' | 'on' | 'denied' | 'failed';

/**
 * „Bildirimleri aç": the student turns web push on themself (the one registration path of web/src/push);
 * the browser asks for permission only after this tap. Hidden where the browser has no web push.
 */
export function StudentPushToggle({ s }: { s: SignedInSession }) {
  const deps = browserPushDeps();
  const [state, setState] = useState<State>(() => {
    const permission = deps.permission?.();
    return permission === 'granted' ? 'on' : permission === 'denied' ? 'denied' : 'off';
  });
  const identity = pushIdentity(s);
  if (!deps.supported() || !identity) return null;
  if (state === 'on')
    return (
      <p className="flex items-center gap-2 text-sm text-ink-muted" data-testid="student-push">
        <BellRing aria-hidden="true" className="size-4 text-brand" />
        {m.on}
      </p>
    );
  return (
    <div className="space-y-2 rounded-[var(--radius-card)] bg-surface p-4" data-testid="student-push">
      <p className="text-sm text-ink">{m.offer}</p>
      {state === 'denied' || state === 'failed' ? (
        <p role="status" className="text-sm text-ink-muted">
          {state === 'denied' ? m.denied : m.failed}
        </p>
      ) : null}
      <Button
        type="button"
        variant="secondary"
        disabled={state === 'enabling'}
        onClick={async () => {
          setState('enabling');
          const ok = await registerPush(identity, deps);
          setState(ok ? 'on' : deps.permission?.() === 'denied' ? 'denied' : 'failed');
        }}
      >
        <BellRing aria-hidden="true" className="size-4" />
        {state === 'enabling' ? m.enabling : m.enable}
      </Button>
    </div>
  );
}
