import { describe, expect, it } from 'vitest';
import { ReadModelCache } from './read-model-cache';

/** A read-model query that counts how often it ran and answers with the current rows. */
function countingQuery(rows: string[]) {
  const query = async () => {
    query.runs++;
    return { items: [...rows] };
  };
  query.runs = 0;
  return query;
}

describe('ReadModelCache', () => {
  it('answers the same read from one query until the version changes', async () => {
    let version: number | null = 1;
    const cache = new ReadModelCache(() => version);
    const rows = ['a'];
    const query = countingQuery(rows);
    expect(await cache.read(['notes', { coachId: 'c1' }], query)).toEqual({ items: ['a'] });
    expect(await cache.read(['notes', { coachId: 'c1' }], query)).toEqual({ items: ['a'] });
    expect(query.runs).toBe(1);
    rows.push('b');
    version = 2;
    expect(await cache.read(['notes', { coachId: 'c1' }], query)).toEqual({ items: ['a', 'b'] });
    expect(query.runs).toBe(2);
    // Another key is another answer.
    await cache.read(['notes', { coachId: 'c2' }], query);
    expect(query.runs).toBe(3);
  });

  it('keeps an answer over commits of projectors it does not read', async () => {
    const versions: Record<string, number> = { directory: 1, notes: 1 };
    const cache = new ReadModelCache((projectors) =>
      (projectors ?? Object.keys(versions)).reduce((sum, name) => sum + versions[name]!, 0),
    );
    const query = countingQuery(['a']);
    await cache.read(['facts'], query, ['directory']);
    versions.notes = 2;
    await cache.read(['facts'], query, ['directory']);
    expect(query.runs).toBe(1);
    versions.directory = 2;
    await cache.read(['facts'], query, ['directory']);
    expect(query.runs).toBe(2);
  });

  it('shares one query between identical reads in flight', async () => {
    const cache = new ReadModelCache(() => 7);
    const query = countingQuery(['a']);
    const answers = await Promise.all([1, 2, 3].map(() => cache.read(['k'], query)));
    expect(query.runs).toBe(1);
    expect(answers[0]).toBe(answers[2]);
  });

  it('does not keep answers while the version is unknown', async () => {
    const cache = new ReadModelCache(() => null);
    const query = countingQuery(['a']);
    await cache.read(['k'], query);
    await cache.read(['k'], query);
    expect(query.runs).toBe(2);
  });

  it('does not keep a failure', async () => {
    const cache = new ReadModelCache(() => 1);
    let fail = true;
    const query = async () => {
      if (fail) throw new Error('bağlantı koptu');
      return 'tamam';
    };
    await expect(cache.read(['k'], query)).rejects.toThrow('bağlantı koptu');
    fail = false;
    expect(await cache.read(['k'], query)).toBe('tamam');
  });

  it('refuses changes to a shared answer', async () => {
    const cache = new ReadModelCache(() => 1);
    const answer = await cache.read(['k'], countingQuery(['a']));
    expect(() => answer.items.push('b')).toThrow(TypeError);
  });
});
