import { initials } from '../../lib/format';
import { cx } from '../ui/cx';

/** A person's initials in a circle; decoration, as the name is always written beside it. */
export function Avatar({ name, className }: { name: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-bold text-brand',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}
