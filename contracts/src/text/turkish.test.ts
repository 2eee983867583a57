import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareTurkish, foldForSearch, turkishCollator, turkishSortKey } from './turkish';

describe('foldForSearch', () => {
  it.each([
    ['türev', 'turev'],
    ['TÜREV', 'turev'],
    ['Türev', 'turev'],
    ['turev', 'turev'],
    ['IŞIK', 'isik'],
    ['ışık', 'isik'],
    ['İzmir', 'izmir'],
    ['Doğa', 'doga'],
    ['ÇÖZÜM', 'cozum'],
    ['Kâr-Zarar', 'kar-zarar'],
    ['Fecr-i Âti', 'fecr-i ati'],
    ['Millî', 'milli'],
    ['Rûh', 'ruh'],
    ['  Sözcükte \t  Anlam \n', 'sozcukte anlam'],
    ['e\u0301lan', 'elan'],
  ])('%j folds to %j', (input, folded) => {
    expect(foldForSearch(input)).toBe(folded);
  });

  it('is idempotent', () => {
    fc.assert(fc.property(fc.string(), (s) => foldForSearch(foldForSearch(s)) === foldForSearch(s)));
  });
});

describe('compareTurkish', () => {
  it('orders the Turkish letters as the alphabet does', () => {
    const words = [
      'zeytin',
      'ılık',
      'çay',
      'ceviz',
      'iğne',
      'şeker',
      'su',
      'ördek',
      'odun',
      'üzüm',
      'un',
      'ğ',
    ];
    expect([...words].sort(compareTurkish)).toEqual([
      'ceviz',
      'çay',
      'ğ',
      'ılık',
      'iğne',
      'odun',
      'ördek',
      'su',
      'şeker',
      'un',
      'üzüm',
      'zeytin',
    ]);
  });

  it('is the shared tr collator', () => {
    expect(turkishCollator.resolvedOptions().locale).toMatch(/^tr/);
    expect(compareTurkish('ı', 'i')).toBeLessThan(0);
  });
});

const LOWER = [...'abcçdefgğhıijklmnoöprsştuüvyz'];
const UPPER = [...'ABCÇDEFGĞHIİJKLMNOÖPRSŞTUÜVYZ'];
const turkishText = fc.string({
  unit: fc.constantFrom(...LOWER, ...UPPER, ' ', ...'0123456789'),
  maxLength: 12,
});
const baseCollator = new Intl.Collator('tr', { sensitivity: 'base' });
// Code-point order, as PostgreSQL compares text under the "C" collation.
const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('turkishSortKey', () => {
  it('sorts like the Turkish collator at base strength', () => {
    fc.assert(
      fc.property(turkishText, turkishText, (a, b) => {
        expect(byCodePoint(turkishSortKey(a), turkishSortKey(b))).toBe(Math.sign(baseCollator.compare(a, b)));
      }),
      { numRuns: 5_000 },
    );
  });

  it('sorts whole lists like the collator', () => {
    fc.assert(
      fc.property(fc.array(turkishText, { maxLength: 30 }), (words) => {
        const byKey = [...words].sort((a, b) => byCodePoint(turkishSortKey(a), turkishSortKey(b)));
        const byCollator = [...words].sort(baseCollator.compare);
        expect(byKey.map(turkishSortKey)).toEqual(byCollator.map(turkishSortKey));
      }),
    );
  });

  it('also agrees on q, w, x and circumflexed vowels', () => {
    const wider = fc.string({ unit: fc.constantFrom(...'aqwxâîûÂÎÛQWXıi z9'), maxLength: 8 });
    fc.assert(
      fc.property(wider, wider, (a, b) => {
        expect(byCodePoint(turkishSortKey(a), turkishSortKey(b))).toBe(Math.sign(baseCollator.compare(a, b)));
      }),
      { numRuns: 3_000 },
    );
  });

  it('ignores case and foreign accents but keeps Turkish letters apart', () => {
    expect(turkishSortKey('IŞIK')).toBe(turkishSortKey('ışık'));
    expect(turkishSortKey('İzmir')).toBe(turkishSortKey('izmir'));
    expect(turkishSortKey('Kâr')).toBe(turkishSortKey('kar'));
    expect(turkishSortKey('ı')).not.toBe(turkishSortKey('i'));
    expect(turkishSortKey('ç')).not.toBe(turkishSortKey('c'));
  });

  it('puts q, w and x where the collator does', () => {
    const words = ['x', 'q', 'w', 'r', 'p', 'v', 'y'];
    const byKey = [...words].sort((a, b) => byCodePoint(turkishSortKey(a), turkishSortKey(b)));
    expect(byKey).toEqual([...words].sort(baseCollator.compare));
  });

  it('yields plain ASCII for Turkish text, so byte order equals code-point order', () => {
    fc.assert(fc.property(turkishText, (s) => /^[\x20-\x7e]*$/.test(turkishSortKey(s))));
  });

  it('keeps symbols between spaces and digits', () => {
    const words = ['a1', 'a-', 'a ', 'ab'];
    const byKey = [...words].sort((a, b) => byCodePoint(turkishSortKey(a), turkishSortKey(b)));
    expect(byKey).toEqual(['a ', 'a-', 'a1', 'ab']);
  });
});
