import { istanbulDate } from '@pusula/contracts/student-record/calendar';
import { trpc } from '../trpc';
import { type CalendarEntry, overlappingEntries } from './overlapping-entries';

/**
 * What a planned slot would double-book in the coach's calendar, read for the slot's Istanbul days as the
 * form changes. Empty while the slot is incomplete or the calendar is loading; a warning, never a block.
 */
export function useCalendarConflicts(
  coachId: string,
  slot: { startAt: string; endAt: string; ignoreId?: string } | null,
): CalendarEntry[] {
  const valid =
    slot !== null && !Number.isNaN(Date.parse(slot.startAt)) && !Number.isNaN(Date.parse(slot.endAt));
  const startDate = valid ? istanbulDate(new Date(slot.startAt)) : '';
  const endDate = valid ? istanbulDate(new Date(slot.endAt)) : '';
  const calendar = trpc.calendar.coach.useQuery(
    { type: 'coach', targetId: coachId, startDate, endDate },
    { enabled: valid && coachId !== '' && startDate <= endDate, staleTime: 30_000 },
  );
  if (!valid || !calendar.data) return [];
  return overlappingEntries(calendar.data.events, slot);
}
