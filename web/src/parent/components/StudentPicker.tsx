import { cx } from '../../design/ui/cx';
import { parentTexts as m } from '../texts';

export interface PickableStudent {
  id: string;
  firstName: string;
  lastName: string;
  classLevel: string;
  examTarget: string;
}

/** One radio per linked student (arrow keys move between them); the choice is the parent context's. */
export function StudentPicker({
  students,
  selectedId,
  onSelect,
}: {
  students: readonly PickableStudent[];
  selectedId: string;
  onSelect: (studentId: string) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{m.picker.label}</legend>
      <p className="mt-0.5 text-xs text-ink-muted">{m.picker.hint}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {students.map((s) => {
          const checked = s.id === selectedId;
          return (
            <label
              key={s.id}
              className={cx(
                'flex min-w-44 cursor-pointer items-center gap-3 rounded-[var(--radius-card)] border px-4 py-3 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand/40',
                checked ? 'border-brand bg-brand-soft' : 'border-line bg-surface hover:bg-surface-muted',
              )}
            >
              <input
                type="radio"
                name="selected-student"
                value={s.id}
                checked={checked}
                onChange={() => onSelect(s.id)}
                className="size-4 accent-[var(--pu-brand)]"
              />
              <span>
                <span className="block font-semibold text-ink">{`${s.firstName} ${s.lastName}`}</span>
                <span className="block text-sm text-ink-muted">
                  {m.picker.classAndTarget(s.classLevel, s.examTarget)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
