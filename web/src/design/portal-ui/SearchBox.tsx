import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { cx } from '../ui/cx';

/** A labelled search box that reports its value after typing pauses (300 ms). */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  className?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const t = setTimeout(() => onChange(text), 300);
    return () => clearTimeout(t);
  }, [text, value, onChange]);
  return (
    <div className={cx('relative', className)}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute bottom-3 left-3 size-4 text-ink-muted"
      />
      <input
        id={id}
        type="search"
        value={text}
        placeholder={placeholder}
        onChange={(e) => setText(e.target.value)}
        className="block w-full rounded-[var(--radius-control)] border border-line bg-surface py-2.5 pr-3 pl-9 text-base text-ink placeholder:text-ink-muted/80 focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/30"
      />
    </div>
  );
}
