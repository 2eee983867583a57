import { describe, expect, it } from 'vitest';
import { calendarRange } from './calendar-service';

describe('calendar range', () => {
  it('reads bare dates as whole days in Istanbul', () => {
    expect(calendarRange('2026-11-01', '2026-11-30')).toEqual({
      start: new Date('2026-10-31T21:00:00.000Z'),
      end: new Date('2026-11-30T20:59:59.999Z'),
    });
  });

  it('takes instants with an offset as they are', () => {
    expect(calendarRange('2026-11-01T06:00:00+03:00', '2026-11-02T06:00:00Z')).toEqual({
      start: new Date('2026-11-01T03:00:00.000Z'),
      end: new Date('2026-11-02T06:00:00.000Z'),
    });
  });
});
