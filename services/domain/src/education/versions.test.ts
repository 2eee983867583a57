import { describe, expect, it } from 'vitest';
import { createCatalogue } from './catalogue';
import { CATALOGUE_VERSIONS, CURRENT_CATALOGUE_VERSION } from './versions';

describe('catalogue versions', () => {
  // The exam scope changes by year (ÖSYM narrowed it in 2021 and 2023): a version that does not say which
  // year's scope it follows cannot be trusted for a student of a given exam year.
  it.each(Object.entries(CATALOGUE_VERSIONS))(
    'version %s names the exam year whose scope it follows',
    (key, data) => {
      expect(data.version).toBe(key);
      expect(Number.isInteger(data.scopeYear), `${key}: scopeYear`).toBe(true);
      expect(data.scopeYear).toBeGreaterThanOrEqual(2018);
      expect(data.scopeYear).toBeLessThanOrEqual(2100);
      if (data.scopeNote !== null) expect(data.scopeNote.trim()).not.toBe('');
    },
  );

  it('answers the current version’s scope', () => {
    expect(createCatalogue(CATALOGUE_VERSIONS[CURRENT_CATALOGUE_VERSION]!).scope()).toMatchObject({
      version: '2026',
      scopeYear: 2026,
    });
  });
});
