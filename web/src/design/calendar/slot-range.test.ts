import { describe, expect, it } from 'vitest';
import { slotRangeOf } from './slot-range';

const event = (start: string, end: string) => ({ start, end });

describe('slotRangeOf', () => {
  it('shows 07:00–23:00 when every event fits', () => {
    expect(slotRangeOf([])).toEqual({ slotMinTime: '07:00:00', slotMaxTime: '23:00:00' });
    expect(slotRangeOf([event('2026-11-26T18:00:00', '2026-11-26T18:45:00')])).toEqual({
      slotMinTime: '07:00:00',
      slotMaxTime: '23:00:00',
    });
  });

  it('widens the grid to a late or an early session, never clipping it', () => {
    expect(slotRangeOf([event('2026-11-26T23:15:00', '2026-11-26T23:45:00')]).slotMaxTime).toBe('24:00:00');
    expect(slotRangeOf([event('2026-11-26T22:30:00', '2026-11-26T23:10:00')]).slotMaxTime).toBe('24:00:00');
    expect(slotRangeOf([event('2026-11-26T06:30:00', '2026-11-26T07:30:00')]).slotMinTime).toBe('06:00:00');
  });

  it('runs an event that passes midnight to the end of the day', () => {
    expect(slotRangeOf([event('2026-11-26T22:00:00', '2026-11-27T00:30:00')]).slotMaxTime).toBe('24:00:00');
  });

  it('ignores what it cannot read', () => {
    expect(slotRangeOf([event('yarın', 'sonra')])).toEqual({
      slotMinTime: '07:00:00',
      slotMaxTime: '23:00:00',
    });
  });
});
