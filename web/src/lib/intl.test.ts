import { describe, expect, it } from 'vitest';
import { formatClock, formatLongDate, formatTry, upper } from './intl';

describe('Turkish formatting', () => {
  it('formats dates in Istanbul time', () => {
    expect(formatLongDate('2025-03-10')).toBe('10 Mart 2025');
    expect(formatLongDate(new Date('2025-03-09T22:30:00Z'))).toBe('10 Mart 2025');
  });

  it('formats prices in lira without decimals', () => {
    expect(formatTry(1490)).toBe('₺1.490');
  });

  it('upper-cases with Turkish rules', () => {
    expect(upper('bilgi')).toBe('BİLGİ');
  });

  it('shows a countdown as mm:ss', () => {
    expect(formatClock(25 * 60_000)).toBe('25:00');
    expect(formatClock(61_001)).toBe('01:02');
  });
});
