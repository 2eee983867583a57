import * as catalogue from '@pusula/domain/education/index';
import { describe, expect, it, vi } from 'vitest';
import { memoizeSearch } from './search-memo';

describe('memoizeSearch', () => {
  it('answers exactly as the catalogue does', () => {
    const search = memoizeSearch(catalogue.searchTopics);
    for (const q of ['tür', 'mat', 'a', 'zzz', 'İŞÇİ', 'kâr ve']) {
      for (const limit of [1, 20, 100]) {
        expect(search(q, { limit }), `${q} ${limit}`).toEqual(catalogue.searchTopics(q, { limit }));
        expect(search(q, { limit }), `${q} ${limit} again`).toEqual(catalogue.searchTopics(q, { limit }));
      }
    }
  });

  it('searches once for spellings that fold alike, and again for another limit', () => {
    const inner = vi.fn(catalogue.searchTopics);
    const search = memoizeSearch(inner);
    for (const q of ['türev', 'TÜREV', 'turev', ' Türev ']) search(q, { limit: 20 });
    expect(inner).toHaveBeenCalledTimes(1);
    search('türev', { limit: 5 });
    expect(inner).toHaveBeenCalledTimes(2);
  });

  it('keeps at most `capacity` answers, dropping the least recently used', () => {
    const inner = vi.fn(catalogue.searchTopics);
    const search = memoizeSearch(inner, 2);
    search('mat', { limit: 20 });
    search('fiz', { limit: 20 });
    search('mat', { limit: 20 }); // mat is now the most recent
    search('kim', { limit: 20 }); // drops fiz
    expect(inner).toHaveBeenCalledTimes(3);
    search('mat', { limit: 20 });
    expect(inner).toHaveBeenCalledTimes(3);
    search('fiz', { limit: 20 });
    expect(inner).toHaveBeenCalledTimes(4);
  });

  it('hands out frozen answers, so no caller can change what the next one gets', () => {
    const hits = memoizeSearch(catalogue.searchTopics)('mat', { limit: 20 });
    expect(Object.isFrozen(hits)).toBe(true);
    expect(hits.every((hit) => Object.isFrozen(hit))).toBe(true);
  });
});
