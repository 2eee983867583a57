import { ADVISOR_PACKAGES, COACH_PACKAGES, TRIAL_DAYS } from '@pusula/contracts/packages';
import { describe, expect, it } from 'vitest';
import { authTexts } from '../auth/texts';
import { consentTexts } from '../consent/texts';
import { PAGE_META } from '../seo/pages';
import { faqTexts } from './faq/texts';
import { homeTexts } from './home/texts';
import { registerTexts } from './register/texts';
import { chromeTexts } from './texts';

/**
 * Every claim on a public page must be true. There is no payment provider: registration starts a free
 * trial and payment is arranged by invoice (havale/EFT) afterwards, so no public text may speak of card
 * payments. The browser test (e2e/tests/public/claims.spec.ts) checks the rendered pages too.
 */
const CARD_PAYMENT_CLAIMS: readonly RegExp[] = [
  /kredi\s*kart/u,
  /banka\s*kart/u,
  // "kart", "kartla", "kartı" … as a word of its own (not "çıkart…").
  /(^|[^\p{L}])kart/u,
  /güvenli\s+ödeme/u,
  /credit\s*card|debit\s*card|mastercard|(^|[^\p{L}])visa([^\p{L}]|$)|iyzico|stripe|paytr/u,
];

function cardPaymentClaims(text: string): string[] {
  const lower = text.toLocaleLowerCase('tr');
  return CARD_PAYMENT_CLAIMS.filter((pattern) => pattern.test(lower)).map(String);
}

/** Every string inside a value (objects, arrays, functions called with a sample argument). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return strings((value as (arg: unknown) => unknown)(1));
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const textModules = import.meta.glob<Record<string, unknown>>(
  ['./**/texts.ts', './legal/*.ts', '!./**/*.test.ts'],
  { eager: true },
);
const blogSources = import.meta.glob<string>('./blog/content/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('public claims', () => {
  it('no public text speaks of card payments', () => {
    const sources: Record<string, unknown> = {
      ...textModules,
      ...blogSources,
      authTexts,
      consentTexts,
      PAGE_META,
      packages: [COACH_PACKAGES, ADVISOR_PACKAGES],
    };
    expect(Object.keys(textModules).length).toBeGreaterThan(10);
    const found = Object.entries(sources).flatMap(([name, value]) =>
      strings(value).flatMap((text) =>
        cardPaymentClaims(text).map((pattern) => `${name}: ${pattern} in “${text}”`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('the patterns catch what the site used to say', () => {
    for (const old of [
      'Kredi kartı ve banka kartı ile güvenli ödeme',
      'Kart bilgileri Pusula tarafından saklanmaz',
      'KREDİ KARTI ile ödeme',
      'Güvenli ödeme',
      'Visa ve Mastercard',
    ])
      expect(cardPaymentClaims(old), old).not.toEqual([]);
    expect(cardPaymentClaims('Listeden çıkartabilirsiniz; havale/EFT ile ödeme')).toEqual([]);
  });

  it('the packages page, the home page, the footer and the FAQ state the trial from TRIAL_DAYS', () => {
    expect(TRIAL_DAYS).toBe(14);
    const trial = `${TRIAL_DAYS} gün`;
    expect(registerTexts.hero.lead).toContain(`${TRIAL_DAYS} günlük ücretsiz deneme`);
    expect(registerTexts.trial.title).toContain(trial);
    expect(registerTexts.trial.text).toContain(trial);
    expect(homeTexts.hero.note).toContain(`${TRIAL_DAYS} gün ücretsiz deneme`);
    expect(chromeTexts.footer.paymentNote).toContain(trial);
    const payment = faqTexts.groups.flatMap((g) => g.items).find((i) => /ödeme yöntem/u.test(i.q));
    expect(payment?.a).toContain(trial);
    expect(payment?.a).toMatch(/havale\/EFT/u);
  });
});
