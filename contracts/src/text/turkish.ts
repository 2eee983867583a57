/**
 * Turkish-aware text handling: search folding, collation and a sort key for byte-ordered databases.
 * Every feature that compares or searches Turkish text goes through here, so "İ/ı" and friends are
 * handled one way everywhere.
 */

// Letters a user may type without Turkish keyboard support; NFD alone would not fold ı.
const SEARCH_FOLD: Readonly<Record<string, string>> = {
  ı: 'i',
  ş: 's',
  ğ: 'g',
  ç: 'c',
  ö: 'o',
  ü: 'u',
};

/**
 * Folds text for accent- and case-insensitive matching: `Türev`, `TÜREV` and `turev` all become
 * `turev`, `IŞIK` becomes `isik`. Not for display and not for ordering.
 */
export function foldForSearch(s: string): string {
  return s
    .toLocaleLowerCase('tr-TR')
    .replace(/[ışğçöü]/g, (ch) => SEARCH_FOLD[ch] ?? ch)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The Turkish collator (ç after c, ı before i, ...); share it, constructing collators is costly. */
export const turkishCollator = new Intl.Collator('tr');

export function compareTurkish(a: string, b: string): number {
  return turkishCollator.compare(a, b);
}

// The Turkish alphabet in collation order, with q, w and x where the tr collation puts them.
const ALPHABET = 'abcçdefgğhıijklmnoöpqrsştuüvwxyz';
const LETTER_CODE: ReadonlyMap<string, string> = new Map(
  [...ALPHABET].map((letter, i) => [letter, String.fromCharCode(0x41 + i)]),
);
// Code layout, in ascending code-point order like the collator's primary order:
// whitespace ' ' < other symbols '!'+char < digits '0'-'9' < alphabet 'A'..'`' < other letters '{'+char.
const SYMBOL_PREFIX = '!';
const OTHER_LETTER_PREFIX = '{';

function keyOfChar(ch: string): string {
  const letter = LETTER_CODE.get(ch);
  if (letter !== undefined) return letter;
  if (ch >= '0' && ch <= '9') return ch;
  if (/\s/.test(ch)) return ' ';
  // Controls, format characters and lone combining marks carry no primary weight in the collator.
  if (/[\p{Cc}\p{Cf}\p{M}]/u.test(ch)) return '';
  const parts = [...ch.normalize('NFD')];
  // A base letter with diacritics: keep ü in "ǖ", otherwise fall back to the base (â → a).
  const withFirstMark = (parts.slice(0, 2).join('') || ch).normalize('NFC');
  const composed = LETTER_CODE.get(withFirstMark) ?? LETTER_CODE.get(parts[0] ?? ch);
  if (composed !== undefined) return composed;
  if (/\p{L}/u.test(ch)) return OTHER_LETTER_PREFIX + ch;
  return SYMBOL_PREFIX + ch;
}

/**
 * A key whose plain code-point (or UTF-8 byte, PostgreSQL "C" collation) order equals the Turkish
 * collator's order at base strength for Turkish words: case-insensitive, accents other than the
 * Turkish letters ignored, spaces before digits before letters. Symbols sort among themselves by
 * code point (the collator has its own symbol order), between spaces and digits.
 */
export function turkishSortKey(s: string): string {
  let key = '';
  // Decomposing first makes "Î" lower-case to "ı" + circumflex, which is how the tr collation weighs it.
  const lower = s.normalize('NFD').toLocaleLowerCase('tr-TR').normalize('NFC');
  for (const ch of lower) key += keyOfChar(ch);
  return key;
}
