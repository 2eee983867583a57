import { LOCALE, TIME_ZONE } from '../lib/intl';

/** Dates, times, numbers and sorting of the portal: Turkish rules, Istanbul time. */
const dateTime = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});
const date = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: TIME_ZONE });
const time = new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short', timeZone: TIME_ZONE });
const dayMonth = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', timeZone: TIME_ZONE });
const weekday = new Intl.DateTimeFormat(LOCALE, { weekday: 'short', timeZone: TIME_ZONE });
const longWeekday = new Intl.DateTimeFormat(LOCALE, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: TIME_ZONE,
});
const monthYear = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: TIME_ZONE });
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', maximumFractionDigits: 0 });
const relative = new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });
export const collator = new Intl.Collator('tr', { sensitivity: 'base', numeric: true });

type When = Date | string | number;
const toDate = (v: When) => (v instanceof Date ? v : new Date(v));

export const formatDateTime = (v: When) => dateTime.format(toDate(v));
export const formatDate = (v: When) => date.format(toDate(v));
export const formatTime = (v: When) => time.format(toDate(v));
export const formatDayMonth = (v: When) => dayMonth.format(toDate(v));
export const formatWeekday = (v: When) => weekday.format(toDate(v));
export const formatLongDay = (v: When) => longWeekday.format(toDate(v));
export const formatMonthYear = (v: When) => monthYear.format(toDate(v));
export const formatNumber = (n: number) => integer.format(n);
export const formatDecimal = (n: number) => decimal.format(n);
export const formatPercent = (ratio: number) => percent.format(ratio);

/** "3 dakika önce", "dün", … against `now`. */
export function formatRelative(v: When, now: number = Date.now()): string {
  const seconds = Math.round((toDate(v).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return relative.format(seconds, 'second');
  if (abs < 3600) return relative.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relative.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return relative.format(Math.round(seconds / 86_400), 'day');
  return formatDate(v);
}

/** Minutes as "1 sa 25 dk" / "40 dk". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return `${integer.format(m)} dk`;
  return m === 0 ? `${integer.format(h)} sa` : `${integer.format(h)} sa ${integer.format(m)} dk`;
}

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** Turkish alphabetical order by a text key. */
export function sortByText<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...items].sort((a, b) => collator.compare(key(a), key(b)));
}

/** Initials for avatars: "Ayşe Yılmaz" → "AY" (Turkish upper-casing). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toLocaleUpperCase(LOCALE))
    .join('');
}
