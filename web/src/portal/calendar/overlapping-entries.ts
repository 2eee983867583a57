import type { AppRouter } from '@pusula/api/trpc/router';
import type { inferRouterOutputs } from '@trpc/server';

/** One entry of a coach's calendar (calendar-manager): a session, a call or an appointment. */
export type CalendarEntry = inferRouterOutputs<AppRouter>['calendar']['coach']['events'][number];

/**
 * The coach's calendar entries that overlap a planned slot (any session, call or appointment of hers, so
 * also any other booking of the same student with her), leaving out the session being moved. Touching
 * ends (17:00–18:00 and 18:00–19:00) do not overlap.
 */
export function overlappingEntries<E extends Pick<CalendarEntry, 'id' | 'start' | 'end'>>(
  entries: readonly E[],
  slot: { startAt: string; endAt: string; ignoreId?: string },
): E[] {
  const start = Date.parse(slot.startAt);
  const end = Date.parse(slot.endAt);
  return entries.filter(
    (e) => e.id !== slot.ignoreId && Date.parse(e.start) < end && start < Date.parse(e.end),
  );
}
