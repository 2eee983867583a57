import { istanbulInstant, istanbulParts } from '@pusula/contracts/student-record/calendar';

/**
 * FullCalendar without a time-zone plugin knows only the browser's zone or UTC. The portals show Istanbul
 * time whatever the browser's zone: events go in as Istanbul wall-clock times on a UTC calendar, and
 * moved or created times come back through `fromWall`.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as the Istanbul wall clock, "YYYY-MM-DDTHH:mm:ss" (read by a UTC calendar as that time). */
export function toWall(at: Date | string): string {
  const p = istanbulParts(typeof at === 'string' ? new Date(at) : at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** A date a UTC calendar gives back (its UTC fields are the Istanbul wall clock) as the real instant. */
export function fromWall(wall: Date): string {
  return istanbulInstant(wallDay(wall), `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`);
}

/** The Istanbul calendar day (YYYY-MM-DD) of a date a UTC calendar gives back. */
export function wallDay(wall: Date): string {
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`;
}
