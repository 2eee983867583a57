/** Every date, number and upper-casing on the site goes through Turkish locale rules and Istanbul time. */
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

const longDate = lazy(() => new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE }));
const tryCurrency = lazy(
  () => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'TRY', maximumFractionDigits: 0 }),
);
const integer = lazy(() => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 }));

export function formatLongDate(value: Date | string): string {
  return longDate().format(typeof value === 'string' ? new Date(value) : value);
}

/** Labels of the package prices made at build time (vite.config.ts); absent under the unit tests. */
const builtTryLabels: Record<string, string> = typeof __TRY_LABELS__ === 'undefined' ? {} : __TRY_LABELS__;

export function formatTry(amount: number): string {
  return builtTryLabels[String(amount)] ?? tryCurrency().format(amount);
}

export function formatInteger(value: number): string {
  return integer().format(value);
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
