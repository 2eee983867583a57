import { describe, expect, it } from 'vitest';
import { countdownText, daysUntil, examFamilyOfTarget, nextExamDate } from './exam-countdown';

describe('the exam countdown', () => {
  it('counts calendar days in Istanbul, not 24-hour spans', () => {
    // 23:30 in Istanbul on 26 November (20:30 UTC): still the 26th there.
    expect(daysUntil('2026-11-27', new Date('2026-11-26T20:30:00Z'))).toBe(1);
    // 00:30 in Istanbul on the 27th (21:30 UTC on the 26th): the exam is today.
    expect(daysUntil('2026-11-27', new Date('2026-11-26T21:30:00Z'))).toBe(0);
    expect(daysUntil('2027-06-19', new Date('2026-12-18T09:00:00Z'))).toBe(183);
  });

  it('picks the family’s next day from today on, and none when every day has passed', () => {
    const dates = [
      { family: 'YKS' as const, date: '2026-06-20' },
      { family: 'YKS' as const, date: '2027-06-19' },
      { family: 'LGS' as const, date: '2027-06-13' },
    ];
    const now = new Date('2026-12-18T09:00:00Z');
    expect(nextExamDate(dates, 'YKS', now)).toMatchObject({ date: '2027-06-19', days: 183 });
    expect(nextExamDate(dates, 'LGS', now)?.date).toBe('2027-06-13');
    expect(nextExamDate(dates, 'YKS', new Date('2027-06-20T09:00:00Z'))).toBeNull();
  });

  it('says it in Turkish, and maps a student’s exam target to its exam', () => {
    expect(countdownText('YKS', 183)).toBe("YKS'ye 183 gün");
    expect(countdownText('LGS', 0)).toBe('LGS bugün');
    expect(examFamilyOfTarget('AYT')).toBe('YKS');
    expect(examFamilyOfTarget('LGS')).toBe('LGS');
  });
});
