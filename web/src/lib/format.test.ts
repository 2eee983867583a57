import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  formatClock,
  formatDateTime,
  formatLongDate,
  formatNet,
  formatTry,
  initials,
  sortByText,
  upper,
} from './format';

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

  it('shows a date and time in Istanbul whatever the machine’s zone', () => {
    expect(formatDateTime('2025-03-09T22:30:00Z')).toBe('10 Mar 2025 01:30');
  });

  it('shows nets to two decimals with a Turkish comma', () => {
    expect(formatNet(31.333333)).toBe('31,33');
    expect(formatNet(14)).toBe('14');
  });

  it('sorts by the Turkish alphabet and names initials with Turkish capitals', () => {
    expect(sortByText(['Çınar', 'Can', 'Ilgın', 'İrem'], (s) => s)).toEqual([
      'Can',
      'Çınar',
      'Ilgın',
      'İrem',
    ]);
    expect(initials('ilker ışık')).toBe('İI');
  });
});

describe('preloadLocaleData', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('builds the collator, a number and a date formatter in three tasks of their own, one after another', async () => {
    vi.resetModules();
    const { preloadLocaleData } = await import('./format');
    const built: string[] = [];
    for (const kind of ['Collator', 'NumberFormat', 'DateTimeFormat'] as const) {
      const Original = Intl[kind];
      vi.spyOn(Intl, kind).mockImplementation(function (this: unknown, ...args: never[]) {
        built.push(kind);
        return new (Original as unknown as new (...a: never[]) => object)(...args);
      } as never);
    }
    const tasks: Array<() => void> = [];
    preloadLocaleData((run) => tasks.push(run));

    expect(built).toEqual([]);
    const perTask: string[][] = [];
    for (let i = 0; i < tasks.length; i++) {
      const before = built.length;
      tasks[i]?.();
      perTask.push(built.slice(before));
    }
    expect(perTask).toEqual([['Collator'], ['NumberFormat'], ['DateTimeFormat']]);
  });
});
