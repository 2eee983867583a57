import { useId, useState } from 'react';
import { messageOf } from '../../../lib/server-errors';
import { trpc } from '../../../portal/trpc';
import { familyThreadTexts as m } from './texts';

/** The coach's switch "Veliler bana mesaj yazabilir" (off by default), for all of the coach's students. */
export function ParentMessagesSwitch() {
  const id = useId();
  const utils = trpc.useUtils();
  const settings = trpc.familyMessages.coach.settings.useQuery();
  const [error, setError] = useState<string | null>(null);
  const save = trpc.familyMessages.coach.setSettings.useMutation({
    onSuccess: (fresh) => {
      setError(null);
      utils.familyMessages.coach.settings.setData(undefined, fresh);
      void utils.familyMessages.coach.thread.invalidate();
    },
    onError: (e) => setError(messageOf(e, m.switchFailed)),
  });
  const on = settings.data?.allowParentMessages ?? false;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="inline-flex cursor-pointer items-center gap-3">
        {/* The real checkbox lies transparent over the drawn track: clicks, keys and screen readers reach it. */}
        <span className="relative inline-flex h-6 w-11 shrink-0">
          <input
            id={id}
            type="checkbox"
            role="switch"
            aria-checked={on}
            className="peer absolute inset-0 z-10 m-0 size-full cursor-pointer opacity-0 disabled:cursor-default"
            checked={on}
            disabled={settings.isPending || save.isPending}
            aria-describedby={`${id}-help`}
            onChange={(e) => save.mutate({ allowParentMessages: e.target.checked })}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none h-6 w-11 rounded-full bg-line transition-colors after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-surface after:shadow after:transition-transform peer-checked:bg-brand peer-checked:after:translate-x-5 peer-focus-visible:ring-2 peer-focus-visible:ring-brand/40 peer-disabled:opacity-60"
          />
        </span>
        <span className="text-sm font-semibold text-ink">{m.switchLabel}</span>
      </label>
      <p id={`${id}-help`} className="text-xs text-ink-muted">
        {on ? m.switchHelpOn : m.switchHelpOff}
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
