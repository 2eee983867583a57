import { ADVISOR_PACKAGES, COACH_PACKAGES } from '@pusula/contracts/packages';
import { Check } from 'lucide-react';
import { cx } from '../../design/ui/cx';
import { formatTry } from '../../lib/format';
import { registerTexts as m } from './texts';

export type RegisterType = 'COACH' | 'ADVISOR';

interface PackageView {
  id: string;
  name: string;
  summary: string;
  limit: string;
  price: number;
  features: readonly string[];
  recommended?: boolean;
}

export function packagesFor(type: RegisterType): PackageView[] {
  return type === 'COACH'
    ? COACH_PACKAGES.map((p) => ({ ...p, limit: m.studentLimit(p.studentLimit), price: p.monthlyPriceTry }))
    : ADVISOR_PACKAGES.map((p) => ({ ...p, limit: m.coachLimit(p.coachLimit), price: p.monthlyPriceTry }));
}

export function defaultPackage(type: RegisterType): string {
  const list = packagesFor(type);
  return (list.find((p) => p.recommended) ?? list[0])!.id;
}

/** Package cards as a native radio group: keyboard and screen readers work without extra wiring. */
export function PackagePicker({
  type,
  value,
  onChange,
}: {
  type: RegisterType;
  value: string;
  onChange: (id: string) => void;
}) {
  const list = packagesFor(type);
  const name = `paket-${type}`;
  return (
    <fieldset>
      <legend className="sr-only">
        {m.packagesLegend(type === 'COACH' ? m.tabs.mentor : m.tabs.danisman)}
      </legend>
      <div className={cx('grid gap-5', list.length === 3 ? 'md:grid-cols-3' : 'md:grid-cols-2')}>
        {list.map((p) => {
          const checked = p.id === value;
          return (
            <label
              key={p.id}
              className={cx(
                'relative flex cursor-pointer flex-col rounded-[var(--radius-card)] border-2 bg-surface p-6 shadow-[var(--shadow-card)] transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-focus',
                checked ? 'border-brand' : 'border-line hover:border-brand/50',
              )}
            >
              <input
                type="radio"
                name={name}
                value={p.id}
                checked={checked}
                onChange={() => onChange(p.id)}
                className="sr-only"
              />
              {p.recommended ? (
                <span className="absolute -top-3 left-6 rounded-full bg-accent-soft px-3 py-0.5 text-xs font-semibold text-accent ring-1 ring-accent/30">
                  {m.recommended}
                </span>
              ) : null}
              <span className="flex items-start justify-between gap-3">
                <span className="text-lg font-bold text-ink">{p.name}</span>
                <span
                  aria-hidden="true"
                  className={cx(
                    'grid size-6 shrink-0 place-items-center rounded-full border-2',
                    checked ? 'border-brand bg-brand text-on-brand' : 'border-line',
                  )}
                >
                  {checked ? <Check className="size-4" /> : null}
                </span>
              </span>
              <span className="mt-1 text-sm text-ink-muted">{p.summary}</span>
              <span className="mt-4 flex items-baseline gap-1">
                <span className="text-3xl font-bold text-ink">{formatTry(p.price)}</span>
                <span className="text-ink-muted">{m.perMonth}</span>
              </span>
              <span className="mt-1 font-semibold text-brand">{p.limit}</span>
              <ul className="mt-4 space-y-2 text-sm text-ink-muted">
                {p.features.map((f) => (
                  <li key={f} className="flex gap-2">
                    <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
                    {f}
                  </li>
                ))}
              </ul>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
