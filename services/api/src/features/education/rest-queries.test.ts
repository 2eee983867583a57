import {
  educationPaths as paths,
  educationResponseData as schemas,
  TOPIC_SEARCH_LIMIT,
} from '@pusula/contracts/education';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { dataOf, getter } from './test-client';

let server: RunningServer;
let get: ReturnType<typeof getter>;
beforeAll(async () => {
  server = await startTestServer();
  get = getter(server.url);
});
afterAll(() => server?.close());

const search = async (q: string, limit?: number) =>
  dataOf(
    schemas.search,
    await get(`${paths.search()}?q=${encodeURIComponent(q)}${limit === undefined ? '' : `&limit=${limit}`}`),
  );

describe('topic search over HTTP', () => {
  it.each(['türev', 'TÜREV', 'turev', 'Türev'])('%j finds "Türev"', async (q) => {
    expect((await search(q)).map((h) => h.topic.name)).toEqual(['Türev']);
  });

  it('folds the other Turkish letters too', async () => {
    for (const q of ['İŞÇİ', 'isci']) {
      expect(
        (await search(q)).map((h) => h.topic.name),
        q,
      ).toContain('İşçi ve Havuz Problemleri');
    }
  });

  it('lists prefix hits before infix hits', async () => {
    const kinds = (await search('ma', 100)).map((h) => h.match);
    const firstInfix = kinds.indexOf('infix');
    expect(firstInfix).toBeGreaterThan(0);
    expect(kinds.slice(firstInfix).every((k) => k === 'infix')).toBe(true);
  });

  it('returns 20 hits unless asked, and never more than 100', async () => {
    expect(await search('a')).toHaveLength(TOPIC_SEARCH_LIMIT.default);
    expect(await search('a', 5)).toHaveLength(5);
    // The contract caps an over-large limit instead of refusing it.
    expect(await search('a', 500)).toHaveLength(TOPIC_SEARCH_LIMIT.max);
  });

  it('finds nothing, without error, for a query that matches no topic', async () => {
    expect(await search('zzzz')).toEqual([]);
  });
});

describe('topic paging over HTTP', () => {
  const topics = async (query: string) =>
    dataOf(schemas.topics, await get(`${paths.topics('ayt-mat')}${query}`));

  it('pages by the limit asked for, with the total beside', async () => {
    const first = await topics('?limit=10');
    const second = await topics('?page=2&limit=10');
    expect(first).toMatchObject({ page: 1, limit: 10, total: 30 });
    expect(second).toMatchObject({ page: 2, limit: 10, total: 30 });
    expect(first.items.map((t) => t.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(second.items.map((t) => t.order)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('gives an empty page past the end', async () => {
    expect(await topics('?page=4&limit=10')).toEqual({ items: [], total: 30, page: 4, limit: 10 });
  });
});
