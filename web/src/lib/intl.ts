/** Every date, number and upper-casing on the site goes through Turkish locale rules and Istanbul time. */
export const LOCALE = 'tr-TR';
export const TIME_ZONE = 'Europe/Istanbul';

const longDate = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE });
const tryCurrency = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'TRY',
  maximumFractionDigits: 0,
});
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const twoDigits = new Intl.NumberFormat(LOCALE, { minimumIntegerDigits: 2, useGrouping: false });

export function formatLongDate(value: Date | string): string {
  return longDate.format(typeof value === 'string' ? new Date(value) : value);
}

export function formatTry(amount: number): string {
  return tryCurrency.format(amount);
}

export function formatInteger(value: number): string {
  return integer.format(value);
}

/** mm:ss for a countdown; hours fold into minutes (a focus period never needs them). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${twoDigits.format(Math.floor(total / 60))}:${twoDigits.format(total % 60)}`;
}

/** Turkish upper-casing: "i" becomes "İ", not "I". */
export function upper(text: string): string {
  return text.toLocaleUpperCase(LOCALE);
}
