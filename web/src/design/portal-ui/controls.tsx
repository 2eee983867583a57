import type { InputHTMLAttributes, ReactNode } from 'react';
import { cx } from '../ui/cx';

/**
 * Form controls of the portals for places where the labelled fields of design/ui/fields do not fit: a
 * filter's bare <select>, a dialog's own rows of label and control, a count typed in beside its save
 * button, and an error announced next to the control it is about.
 */

/** A full-width select or input in the portal's look, for controls labelled by their own markup. */
export const controlClass =
  'block w-full rounded-[var(--radius-control)] border border-line bg-surface px-3 py-2.5 text-base text-ink focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30';

/** A small number input under its label, sized to sit in a card beside a save button. */
export function CompactNumberField({
  label,
  ...input
}: { label: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'>) {
  return (
    <label className="flex-1 text-xs font-semibold text-ink">
      {label}
      <input
        type="number"
        className="mt-0.5 block w-full rounded border border-line bg-surface px-2 py-1 text-sm font-normal"
        {...input}
      />
    </label>
  );
}

/** A refusal shown where it happened (announced as an alert); nothing without a message. */
export function InlineError({ message, className }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={cx('font-medium text-danger', className)}>
      {message}
    </p>
  );
}

/** A label above a control the caller renders with `id`; the control's error under it, announced. */
export function ControlRow({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
