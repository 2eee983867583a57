import { readFileSync } from 'node:fs';
import path from 'node:path';
import { foldForSearch } from '@pusula/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkPasswordPolicy,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
} from './password-policy';

const ok = { ok: true };
const tooShort = { ok: false, message: 'Şifre en az 8 karakter olmalı' };
const tooLong = { ok: false, message: 'Şifre en fazla 128 karakter olabilir' };
const common = {
  ok: false,
  message: 'Bu şifre çok yaygın ve kolay tahmin edilir; lütfen başka bir şifre seçin',
};
const personal = { ok: false, message: 'Şifre e-posta adresinizi veya adınızı içermemeli' };

// A string of n code points that is not on the block-list.
const unique = (n: number) => 'kx7-'.repeat(Math.ceil(n / 4)).slice(0, n);

describe('checkPasswordPolicy: length', () => {
  it('exports the limits and messages it applies', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
    expect(PASSWORD_MESSAGES).toEqual({
      tooShort: tooShort.message,
      tooLong: tooLong.message,
      common: common.message,
      personal: personal.message,
    });
  });

  it('refuses 7 and accepts 8 code points', () => {
    expect(checkPasswordPolicy('')).toEqual(tooShort);
    expect(checkPasswordPolicy(unique(7))).toEqual(tooShort);
    expect(checkPasswordPolicy(unique(8))).toEqual(ok);
  });

  it('accepts 128 and refuses 129 code points', () => {
    expect(checkPasswordPolicy(unique(128))).toEqual(ok);
    expect(checkPasswordPolicy(unique(129))).toEqual(tooLong);
  });

  it('accepts a 64-character passphrase with spaces and Turkish letters', () => {
    const phrase = 'Çalışkan öğrenci ığdır yolunda güneşli sabahları şiir okuyor!!!!';
    expect([...phrase].length).toBe(64);
    expect(checkPasswordPolicy(phrase)).toEqual(ok);
  });

  it('has no composition rules: all lower-case letters, all digits or all symbols are fine', () => {
    expect(checkPasswordPolicy('mavi kedi uçuyor')).toEqual(ok);
    expect(checkPasswordPolicy('40718263')).toEqual(ok);
    expect(checkPasswordPolicy('#%&*(-+=')).toEqual(ok);
  });

  it('counts an emoji as one code point, not two UTF-16 units', () => {
    // 6 letters + 1 emoji = 7 code points (8 UTF-16 units): too short.
    expect('abcxyz😀'.length).toBe(8);
    expect(checkPasswordPolicy('abcxyz😀')).toEqual(tooShort);
    expect(checkPasswordPolicy('abcxyzw😀')).toEqual(ok);
    // 127 + 1 emoji = 128 code points (129 units): allowed; one more is too long.
    expect(checkPasswordPolicy(`${unique(127)}😀`)).toEqual(ok);
    expect(checkPasswordPolicy(`${unique(128)}😀`)).toEqual(tooLong);
    expect(checkPasswordPolicy('😀'.repeat(128))).toEqual(ok);
    expect(checkPasswordPolicy('😀'.repeat(129))).toEqual(tooLong);
  });

  it('measures after NFKC normalisation', () => {
    // "ﬃ" (one code point) becomes "ffi": 6 + 3 = 9 after normalisation.
    expect(checkPasswordPolicy('kx7-kxﬃ')).toEqual(ok);
    // "s" + combining cedilla (8 code points in all) composes to "ş": 7 code points, too short.
    expect([...'kx7kxs\u0327z'].length).toBe(8);
    expect(checkPasswordPolicy('kx7kxs\u0327z')).toEqual(tooShort);
  });
});

describe('checkPasswordPolicy: common passwords', () => {
  it.each([
    'password',
    '12345678',
    'qwertyuiop',
    'iloveyou',
    'sunshine1',
    'football',
    'baseball',
    'trustno1',
    'letmein1',
    '11111111',
    '12341234',
    '87654321',
    '123123123',
    '19901990',
    'sifre123',
    'galatasaray',
    'fenerbahce',
    'besiktas',
    'trabzonspor',
    'istanbul34',
    'ankara06',
    '1453fetih',
    'mustafakemal',
    'askim123',
    'canimsin',
    'seniseviyorum',
    '123456789a',
    'a123456789',
    'pusula123',
    'pusula2025',
  ])('refuses %s', (password) => {
    expect(checkPasswordPolicy(password)).toEqual(common);
  });

  it('ignores case, including the Turkish dotted and dotless i', () => {
    expect(checkPasswordPolicy('PASSWORD')).toEqual(common);
    expect(checkPasswordPolicy('ILoveYou')).toEqual(common);
    expect(checkPasswordPolicy('QWERTYUIOP')).toEqual(common);
    expect(checkPasswordPolicy('İSTANBUL34')).toEqual(common);
    expect(checkPasswordPolicy('GalataSaray')).toEqual(common);
  });

  it('folds Turkish letters, so the forms typed with and without a Turkish keyboard both match', () => {
    expect(checkPasswordPolicy('şifre123')).toEqual(common);
    expect(checkPasswordPolicy('Şifre123')).toEqual(common);
    expect(checkPasswordPolicy('ŞİFRE123')).toEqual(common);
    expect(checkPasswordPolicy('fenerbahçe')).toEqual(common);
    expect(checkPasswordPolicy('Beşiktaş1903')).toEqual(common);
    expect(checkPasswordPolicy('aşkım123')).toEqual(common);
    expect(checkPasswordPolicy('canımsın')).toEqual(common);
    expect(checkPasswordPolicy('seniseviyorum')).toEqual(common);
    expect(checkPasswordPolicy('türkiye1')).toEqual(common);
    expect(checkPasswordPolicy('TÜRKİYE1923')).toEqual(common);
    expect(checkPasswordPolicy('qwertyuıop')).toEqual(common);
    expect(checkPasswordPolicy('qwertyuıopğü')).toEqual(common);
    expect(checkPasswordPolicy('Pusula2025')).toEqual(common);
  });

  it('normalises with NFKC, so full-width digits and decomposed letters match', () => {
    expect(checkPasswordPolicy('１２３４５６７８')).toEqual(common);
    expect(checkPasswordPolicy('s\u0327ifre123')).toEqual(common);
  });

  it('accepts an uncommon password built from a common one', () => {
    expect(checkPasswordPolicy('password pusula kahve 9')).toEqual(ok);
    expect(checkPasswordPolicy('galatasaray ve çay')).toEqual(ok);
  });
});

describe('checkPasswordPolicy: e-mail and name', () => {
  const context = { email: 'Ayse.Yildirim@Ornek.com.tr', firstName: 'İsmailcan', lastName: 'Karaağaçlı' };

  it('refuses the e-mail address and its local part, ignoring case', () => {
    expect(checkPasswordPolicy('ayse.yildirim@ornek.com.tr', context)).toEqual(personal);
    expect(
      checkPasswordPolicy('AYSE.YILDIRIM@ORNEK.COM.TR', { email: 'ayse.yildirim@ornek.com.tr' }),
    ).toEqual(personal);
    expect(checkPasswordPolicy('ayse.yildirim', context)).toEqual(personal);
    expect(checkPasswordPolicy('Ayse.Yildirim', context)).toEqual(personal);
  });

  it('refuses the first or last name, lower-casing the Turkish way', () => {
    expect(checkPasswordPolicy('ismailcan', context)).toEqual(personal);
    expect(checkPasswordPolicy('İSMAİLCAN', context)).toEqual(personal);
    expect(checkPasswordPolicy('karaağaçlı', context)).toEqual(personal);
    expect(checkPasswordPolicy('KARAAĞAÇLI', context)).toEqual(personal);
  });

  it('refuses only equality, not a password that contains the name or e-mail', () => {
    expect(checkPasswordPolicy('ismailcan kahve sever', context)).toEqual(ok);
    expect(checkPasswordPolicy('ayse.yildirim!', context)).toEqual(ok);
    expect(checkPasswordPolicy('karaağaçlı 2007', context)).toEqual(ok);
  });

  it('ignores missing or empty context fields', () => {
    expect(checkPasswordPolicy('ismailcan')).toEqual(ok);
    expect(checkPasswordPolicy('ismailcan', {})).toEqual(ok);
    expect(checkPasswordPolicy('ismailcan', { email: '', firstName: '  ', lastName: undefined })).toEqual(ok);
  });

  it('still refuses short passwords as too short, even if they equal the name', () => {
    expect(checkPasswordPolicy('ayse', { firstName: 'Ayşe' })).toEqual(tooShort);
  });
});

describe('common-passwords.txt', () => {
  const text = readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8');
  const entries = text.replace(/\n$/, '').split('\n');

  it('has no empty lines, blank entries or carriage returns', () => {
    expect(text.endsWith('\n')).toBe(true);
    expect(text).not.toContain('\r');
    expect(entries.filter((e) => e.trim() === '' || e !== e.trim())).toEqual([]);
  });

  it('has at least 1,000 entries of 8 or more characters', () => {
    expect(entries.length).toBeGreaterThanOrEqual(1_200);
    expect(entries.filter((e) => [...e].length >= 8).length).toBeGreaterThanOrEqual(1_000);
  });

  it('has no duplicates and is sorted', () => {
    expect(new Set(entries).size).toBe(entries.length);
    expect(entries).toEqual([...entries].sort());
  });

  it('is all lower-case and already folded, so the set lookup matches typed variants', () => {
    expect(entries.filter((e) => e !== e.toLocaleLowerCase('tr-TR') || e !== e.toLowerCase())).toEqual([]);
    expect(entries.filter((e) => e !== foldForSearch(e))).toEqual([]);
  });

  it('blocks every entry that passes the length rule', () => {
    const passing = entries.filter((e) => [...e].length >= 8 && [...e].length <= 128);
    expect(passing.filter((e) => checkPasswordPolicy(e).ok)).toEqual([]);
  });
});
