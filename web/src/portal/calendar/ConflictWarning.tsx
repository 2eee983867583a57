import { AlertTriangle } from 'lucide-react';
import { calendarTexts as m } from '../../design/calendar/texts';
import { formatTime } from '../../lib/format';
import type { CalendarEntry } from './overlapping-entries';

/** „Bu saatte başka bir kaydınız var": the entries a planned slot overlaps, said before saving. */
export function ConflictWarning({ conflicts }: { conflicts: readonly CalendarEntry[] }) {
  if (conflicts.length === 0) return null;
  return (
    <div
      role="status"
      className="flex gap-2 rounded-md border border-accent bg-accent-soft p-3 text-sm text-ink"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
      <div>
        <p className="font-semibold">{m.conflictTitle}</p>
        <ul className="mt-1 space-y-0.5">
          {conflicts.map((c) => (
            <li key={`${c.kind}-${c.id}`}>
              {m.kinds[c.kind] ?? c.kind} · {c.title} ({formatTime(c.start)}–{formatTime(c.end)})
            </li>
          ))}
        </ul>
        <p className="mt-1 text-ink-muted">{m.conflictHint}</p>
      </div>
    </div>
  );
}
