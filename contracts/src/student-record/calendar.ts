import { ISO_WEEK_PATTERN, TIME_ZONE } from './common';

/**
 * The student record's calendar: ISO weeks (Monday first) and wall-clock times in Europe/Istanbul. Pure
 * functions; "now" is always passed in.
 */

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Year, month, day, hour, minute of an instant as a clock in Istanbul shows it. */
export function istanbulParts(at: Date) {
  const parts: Record<string, number> = {};
  for (const p of partsFormat.formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** The Istanbul calendar day of an instant, YYYY-MM-DD. */
export function istanbulDate(at: Date): string {
  const p = istanbulParts(at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** Minutes Istanbul is ahead of UTC at that instant (180 since 2016; computed, not assumed). */
function offsetMinutes(at: Date): number {
  const p = istanbulParts(at);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The instant (ISO, UTC) of an Istanbul wall-clock date and time. */
export function istanbulInstant(date: string, time = '00:00'): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  const guess = new Date(wall - offsetMinutes(new Date(wall)) * 60_000);
  return new Date(wall - offsetMinutes(guess) * 60_000).toISOString();
}

const utcDate = (date: string) => new Date(`${date}T00:00:00Z`);
const dateString = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const wd = utcDate(date).getUTCDay();
  return wd === 0 ? 7 : wd;
}

export function addDays(date: string, days: number): string {
  return dateString(new Date(utcDate(date).getTime() + days * DAY_MS));
}

/** The ISO week of a calendar day: `2026-W48`. */
export function isoWeekOfDate(date: string): string {
  const d = utcDate(date);
  const thursday = new Date(d.getTime() + (4 - isoWeekday(date)) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / DAY_MS / 7) + 1;
  return `${year}-W${pad(week)}`;
}

/** The ISO week an instant falls in, in Istanbul. */
export function isoWeekOf(at: Date): string {
  return isoWeekOfDate(istanbulDate(at));
}

export function isValidIsoWeek(week: string): boolean {
  const m = ISO_WEEK_PATTERN.exec(week);
  if (!m) return false;
  return isoWeekOfDate(weekStartDate(week)) === week;
}

/** Monday of an ISO week, YYYY-MM-DD. */
export function weekStartDate(week: string): string {
  const m = ISO_WEEK_PATTERN.exec(week);
  if (!m) throw new Error(`Not an ISO week: ${week}`);
  const year = Number(m[1]);
  const n = Number(m[2]);
  // 4 January is always in week 1.
  const jan4 = `${year}-01-04`;
  const monday1 = addDays(jan4, 1 - isoWeekday(jan4));
  return addDays(monday1, (n - 1) * 7);
}

/** The calendar day of a weekday (1–7) of an ISO week. */
export function dateOfWeekday(week: string, day: number): string {
  return addDays(weekStartDate(week), day - 1);
}

export function shiftWeek(week: string, weeks: number): string {
  return isoWeekOfDate(addDays(weekStartDate(week), weeks * 7));
}
