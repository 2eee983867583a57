import { describe, expect, it } from 'vitest';
import { overlappingEntries } from './overlapping-entries';

describe('double bookings', () => {
  const entry = (id: string, start: string, end: string, kind: 'SESSION' | 'CALL' = 'SESSION') => ({
    id,
    kind,
    title: id,
    start,
    end,
    studentId: kind === 'SESSION' ? 'elif' : null,
  });
  const day = [
    entry('session', '2026-11-26T15:00:00.000Z', '2026-11-26T15:45:00.000Z'),
    entry('call', '2026-11-26T17:00:00.000Z', '2026-11-26T17:30:00.000Z', 'CALL'),
  ];
  const ids = (startAt: string, endAt: string, ignoreId?: string) =>
    overlappingEntries(day, { startAt, endAt, ignoreId }).map((e) => e.id);

  it('finds every entry a slot overlaps, sessions and calls alike', () => {
    expect(ids('2026-11-26T15:30:00.000Z', '2026-11-26T17:10:00.000Z')).toEqual(['session', 'call']);
    expect(ids('2026-11-26T14:00:00.000Z', '2026-11-26T15:01:00.000Z')).toEqual(['session']);
  });

  it('lets a slot touch another end to end, and a moved session overlap its old place', () => {
    expect(ids('2026-11-26T15:45:00.000Z', '2026-11-26T17:00:00.000Z')).toEqual([]);
    expect(ids('2026-11-26T15:15:00.000Z', '2026-11-26T16:00:00.000Z', 'session')).toEqual([]);
  });
});
