import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Text modules are imported by every page while it loads: a text formatted at import time builds an Intl
 * formatter then, which loads locale data (about 100 ms on a throttled phone, one long task). Formatted
 * texts are functions, formatted when shown.
 */
describe('text modules', () => {
  afterEach(() => vi.restoreAllMocks());

  it('build no Intl formatter when they are imported', async () => {
    const built: string[] = [];
    for (const name of [
      'NumberFormat',
      'DateTimeFormat',
      'RelativeTimeFormat',
      'Collator',
      'PluralRules',
    ] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => unknown;
      // biome-ignore lint/complexity/useArrowFunction: the formatters are built with `new`, which needs a function
      vi.spyOn(Intl, name).mockImplementation(function (...args: unknown[]) {
        built.push(name);
        return new Original(...args);
      } as never);
    }
    const modules = import.meta.glob(['../**/texts.ts', '../**/*-texts.ts']);
    expect(Object.keys(modules).length).toBeGreaterThan(20);
    for (const [path, load] of Object.entries(modules)) {
      await load();
      expect({ path, built }).toEqual({ path, built: [] });
    }
  });
});
