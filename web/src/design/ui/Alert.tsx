import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx';

/** A status message; errors are announced assertively, successes politely. */
export function Alert({
  tone,
  children,
  className,
}: {
  tone: 'error' | 'success';
  children: ReactNode;
  className?: string;
}) {
  const Icon = tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'flex items-start gap-3 rounded-[var(--radius-control)] border p-4 text-sm',
        tone === 'error'
          ? 'border-danger/40 bg-danger-soft text-danger'
          : 'border-success/40 bg-success-soft text-success',
        className,
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
