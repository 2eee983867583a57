import { describe, expect, it } from 'vitest';
import { fromWall, toWall, wallDay } from './wall-time';

describe('Istanbul wall-clock times for the calendars', () => {
  it('shows an instant as Istanbul time and reads a moved wall time back', () => {
    expect(toWall('2025-11-24T07:30:00.000Z')).toBe('2025-11-24T10:30:00');
    // Across midnight: 22:30 UTC is already the next day in Istanbul.
    expect(toWall('2025-11-24T22:30:00.000Z')).toBe('2025-11-25T01:30:00');
    expect(fromWall(new Date('2025-11-25T01:30:00Z'))).toBe('2025-11-24T22:30:00.000Z');
    expect(wallDay(new Date('2025-11-25T01:30:00Z'))).toBe('2025-11-25');
  });
});
