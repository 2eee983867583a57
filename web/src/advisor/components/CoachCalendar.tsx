import { useMemo, useState } from 'react';
import { PortalCalendar, type WallEventInput } from '../../design/calendar/PortalCalendar';
import { toWall } from '../../design/calendar/wall-time';
import { ErrorState } from '../../design/portal-ui/states';
import { formatNumber } from '../../lib/format';
import type { CalendarEntry } from '../../portal/calendar/overlapping-entries';
import { trpc } from '../../portal/trpc';
import { calendar as m } from '../texts';

const KIND_COLOR: Record<CalendarEntry['kind'], string> = {
  SESSION: 'var(--pu-brand)',
  CALL: 'var(--pu-success)',
  APPOINTMENT: 'var(--pu-accent)',
};

export function toCalendarEvent(entry: CalendarEntry): WallEventInput {
  return {
    id: `${entry.kind}-${entry.id}`,
    title: `${m.kinds[entry.kind] ?? entry.kind}: ${entry.title}`,
    start: toWall(entry.start),
    end: toWall(entry.end),
    backgroundColor: KIND_COLOR[entry.kind],
    borderColor: KIND_COLOR[entry.kind],
    textColor: 'var(--pu-on-brand)',
    extendedProps: { kind: entry.kind },
  };
}

/**
 * One coach's calendar (calendar-manager, `trpc.calendar.coach`) for the advisor, read-only, in Istanbul
 * time: week or month on a wide screen, a list on a phone. The shown days are fetched as they change.
 */
export function CoachCalendar({ coachId }: { coachId: string }) {
  const [range, setRange] = useState<{ startDate: string; endDate: string } | null>(null);
  const entries = trpc.calendar.coach.useQuery(
    { type: 'coach', targetId: coachId, startDate: range?.startDate ?? '', endDate: range?.endDate ?? '' },
    { enabled: range !== null, placeholderData: (previous) => previous },
  );
  const events = useMemo(() => (entries.data?.events ?? []).map(toCalendarEvent), [entries.data]);
  const count = entries.data?.events.length ?? null;
  return (
    <div className="space-y-3">
      {entries.isError ? <ErrorState onRetry={() => void entries.refetch()} /> : null}
      <p role="status" className="text-sm text-ink-muted">
        {count === null ? '' : count === 0 ? m.empty : m.entries(formatNumber(count))}
      </p>
      <PortalCalendar
        key={coachId}
        label={m.title}
        testId="advisor-calendar"
        events={events}
        onRangeChange={({ firstDay, lastDay }) =>
          setRange((prev) =>
            prev?.startDate === firstDay && prev.endDate === lastDay
              ? prev
              : { startDate: firstDay, endDate: lastDay },
          )
        }
      />
    </div>
  );
}
