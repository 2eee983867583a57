import { describe, expect, it } from 'vitest';
import { schoolTermOf } from './school-term';

describe('the default school term', () => {
  it('is the first term from September to January, the second from February', () => {
    expect(schoolTermOf(new Date('2025-09-01T09:00:00Z'))).toBe('2025-2026/1');
    expect(schoolTermOf(new Date('2026-01-20T09:00:00Z'))).toBe('2025-2026/1');
    expect(schoolTermOf(new Date('2026-02-02T09:00:00Z'))).toBe('2025-2026/2');
    expect(schoolTermOf(new Date('2026-08-31T09:00:00Z'))).toBe('2025-2026/2');
  });

  it('goes by the day in Istanbul', () => {
    // 31 August 22:30 UTC is already 1 September in Istanbul: a new school year.
    expect(schoolTermOf(new Date('2026-08-31T22:30:00Z'))).toBe('2026-2027/1');
  });
});
