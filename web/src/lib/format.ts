/**
 * Every date, number, sort order and upper-casing of the web app, by Turkish locale rules and in Istanbul
 * time, in one place.
 */
export const LOCALE = 'tr-TR';
export const TIME_ZONE = 'Europe/Istanbul';

/**
 * A formatter made on first use, then reused: building an Intl formatter loads locale data, which costs
 * a slow phone a few hundred milliseconds; made at import time, every page would pay it while loading.
 */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const dateFormat = (options: Intl.DateTimeFormatOptions) =>
  lazy(() => new Intl.DateTimeFormat(LOCALE, { ...options, timeZone: TIME_ZONE }));
const numberFormat = (options: Intl.NumberFormatOptions) =>
  lazy(() => new Intl.NumberFormat(LOCALE, options));

const longDate = /* @__PURE__ */ dateFormat({ dateStyle: 'long' });
const dateTime = /* @__PURE__ */ dateFormat({ dateStyle: 'medium', timeStyle: 'short' });
const date = /* @__PURE__ */ dateFormat({ dateStyle: 'medium' });
const time = /* @__PURE__ */ dateFormat({ timeStyle: 'short' });
const dayMonth = /* @__PURE__ */ dateFormat({ day: 'numeric', month: 'short' });
const weekday = /* @__PURE__ */ dateFormat({ weekday: 'short' });
const longWeekday = /* @__PURE__ */ dateFormat({ weekday: 'long', day: 'numeric', month: 'long' });
const monthYear = /* @__PURE__ */ dateFormat({ month: 'long', year: 'numeric' });
const tryCurrency = /* @__PURE__ */ numberFormat({
  style: 'currency',
  currency: 'TRY',
  maximumFractionDigits: 0,
});
const integer = /* @__PURE__ */ numberFormat({ maximumFractionDigits: 0 });
const decimal = /* @__PURE__ */ numberFormat({ maximumFractionDigits: 1 });
/** Nets come in quarters (YKS: D − Y/4) and thirds (LGS): two decimals show them exactly enough. */
const net = /* @__PURE__ */ numberFormat({ maximumFractionDigits: 2 });
const percent = /* @__PURE__ */ numberFormat({ style: 'percent', maximumFractionDigits: 0 });
const relative = /* @__PURE__ */ lazy(() => new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' }));
const textOrder = /* @__PURE__ */ lazy(() => new Intl.Collator('tr', { sensitivity: 'base', numeric: true }));

/**
 * The first Intl object of a page also loads ICU's list of locales: about 30 ms on a desktop and over 100 ms
 * on a slow phone, as one task, in whichever render formats first. The collator takes about 60 % of it and
 * any other formatter the rest. Loaded in three tasks of their own as soon as a signed-in page starts (its
 * data is still on the way), no step blocks a tap for long, and the first render with dates stays light.
 */
export function preloadLocaleData(later: (run: () => void) => void = (run) => setTimeout(run, 0)): void {
  const steps = [textOrder, integer, date];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) later(next);
  };
  later(next);
}

type When = Date | string | number;
const toDate = (v: When) => (v instanceof Date ? v : new Date(v));

export const formatLongDate = (v: Date | string) => longDate().format(toDate(v));
export const formatDateTime = (v: When) => dateTime().format(toDate(v));
export const formatDate = (v: When) => date().format(toDate(v));
export const formatTime = (v: When) => time().format(toDate(v));
export const formatDayMonth = (v: When) => dayMonth().format(toDate(v));
export const formatWeekday = (v: When) => weekday().format(toDate(v));
export const formatLongDay = (v: When) => longWeekday().format(toDate(v));
export const formatMonthYear = (v: When) => monthYear().format(toDate(v));

export const formatNumber = (n: number) => integer().format(n);
export const formatDecimal = (n: number) => decimal().format(n);
export const formatNet = (n: number) => net().format(n);
export const formatPercent = (ratio: number) => percent().format(ratio);

/** Labels of the package prices made at build time (vite.config.ts); absent under the unit tests. */
const builtTryLabels: Record<string, string> = typeof __TRY_LABELS__ === 'undefined' ? {} : __TRY_LABELS__;

export function formatTry(amount: number): string {
  return builtTryLabels[String(amount)] ?? tryCurrency().format(amount);
}

/** "3 dakika önce", "dün", … against `now`. */
export function formatRelative(v: When, now: number = Date.now()): string {
  const seconds = Math.round((toDate(v).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 60) return relative().format(seconds, 'second');
  if (abs < 3600) return relative().format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return relative().format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return relative().format(Math.round(seconds / 86_400), 'day');
  return formatDate(v);
}

/** Minutes as "1 sa 25 dk" / "40 dk". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  if (h === 0) return `${formatNumber(m)} dk`;
  return m === 0 ? `${formatNumber(h)} sa` : `${formatNumber(h)} sa ${formatNumber(m)} dk`;
}

/** "1 sa 05 dk", "3 dk 20 sn", "45 sn": a call's length, Turkish short units. */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  if (hours > 0) return `${hours} sa ${two(minutes)} dk`;
  if (minutes > 0) return `${minutes} dk ${two(seconds)} sn`;
  return `${seconds} sn`;
}

/** mm:ss for a countdown; hours fold into minutes (a focus period never needs them). Digits are ASCII in tr-TR. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}`;
}

/** Turkish upper-casing: "i" becomes "İ", not "I". */
export function upper(text: string): string {
  return text.toLocaleUpperCase(LOCALE);
}

/** Turkish alphabetical order (ç after c, ı before i; numbers by value). */
export const compareText = (a: string, b: string) => textOrder().compare(a, b);

/** Turkish alphabetical order by a text key. */
export function sortByText<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareText(key(a), key(b)));
}

export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** Initials for avatars: "Ayşe Yılmaz" → "AY" (Turkish upper-casing). */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => upper(w[0]!))
    .join('');
}
