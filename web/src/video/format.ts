import { LOCALE, TIME_ZONE } from '../lib/intl';

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

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

/** "23 Kas 2026 12:00" in Istanbul time. */
export const formatCallTime = (iso: string) => dateTime.format(new Date(iso));
