import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { cx } from './cx';

const control =
  'block w-full rounded-[var(--radius-control)] border bg-surface px-3.5 py-2.5 text-base text-ink ' +
  'placeholder:text-ink-muted/80 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30 ' +
  'disabled:opacity-60';

interface FieldShellProps {
  label: string;
  hint?: string;
  error?: string;
  optional?: string;
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
}

/** Label, hint and error wiring for one form control (aria-describedby, aria-invalid). */
function FieldShell({ label, hint, error, optional, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="ml-1 font-normal text-ink-muted">({optional})</span> : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Common = { label: string; hint?: string; error?: string; optional?: string };

export function TextField({
  label,
  hint,
  error,
  optional,
  className,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell label={label} hint={hint} error={error} optional={optional}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={cx(control, invalid ? 'border-danger' : 'border-line', className)}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function TextArea({
  label,
  hint,
  error,
  optional,
  className,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} hint={hint} error={error} optional={optional}>
      {({ id, describedBy, invalid }) => (
        <textarea
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={cx(control, 'min-h-36 resize-y', invalid ? 'border-danger' : 'border-line', className)}
          {...input}
        />
      )}
    </FieldShell>
  );
}

export function SelectField({
  label,
  hint,
  error,
  optional,
  className,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell label={label} hint={hint} error={error} optional={optional}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={cx(control, invalid ? 'border-danger' : 'border-line', className)}
          {...select}
        >
          {children}
        </select>
      )}
    </FieldShell>
  );
}

/** A select over a closed list of values, each shown by its label; `onChange` gets the chosen value, typed. */
export function ChoiceField<T extends string>({
  options,
  value,
  onChange,
  labelOf = String,
  ...field
}: Common & {
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf?: (value: T) => string;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'>) {
  return (
    <SelectField {...field} value={value} onChange={(ev) => onChange(ev.target.value as T)}>
      {options.map((o) => (
        <option key={o} value={o}>
          {labelOf(o)}
        </option>
      ))}
    </SelectField>
  );
}

/** A consent checkbox whose label may contain links. */
export function CheckboxField({
  label,
  error,
  ...input
}: { label: ReactNode; error?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-describedby={errorId}
          aria-invalid={Boolean(error) || undefined}
          className="mt-1 size-5 shrink-0 accent-[var(--pu-brand)]"
          {...input}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-ink">
          {label}
        </label>
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
