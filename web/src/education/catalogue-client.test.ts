import type {
  ClassLevel,
  Course,
  ExamType,
  PagedTopics,
  Topic,
  TopicSearchHit,
} from '@pusula/contracts/education';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type CatalogueClient, CatalogueError, createCatalogueClient } from './catalogue-client';

const MINUTE = 60_000;

const examType: ExamType = {
  code: 'TYT',
  family: 'YKS',
  name: 'Temel Yeterlilik Testi',
  description: '',
  questionCount: 120,
  durationMinutes: 165,
  sessions: [],
  netRule: { wrongsPerCorrect: 4 },
  scoreTypes: ['TYT'],
  languages: [],
};
const classLevel: ClassLevel = { code: '12', name: '12. Sınıf', stage: 'lise', order: 12 };
const course: Course = {
  id: 'ayt-mat',
  name: 'Matematik',
  kind: 'exam',
  examType: 'AYT',
  classLevels: ['11', '12', 'mezun'],
  topicCount: 30,
  order: 11,
};
const topic: Topic = { id: 'ayt-mat-029', courseId: 'ayt-mat', name: 'Türev', group: null, order: 29 };
const paged: PagedTopics = { items: [topic], total: 1, page: 1, limit: 50 };
const hit: TopicSearchHit = {
  topic,
  course: { id: 'ayt-mat', name: 'Matematik' },
  examType: 'AYT',
  match: 'prefix',
};

interface Call {
  kind: string;
  ttl: number;
  run: (c: CatalogueClient) => Promise<unknown>;
  data: unknown;
  result: unknown;
  url: string;
  fallback: string;
}

const calls: Call[] = [
  {
    kind: 'examTypes',
    ttl: 60 * MINUTE,
    run: (c) => c.examTypes(),
    data: [examType],
    result: [examType],
    url: '/api/education-system/exam-types',
    fallback: 'Sınav türleri alınamadı',
  },
  {
    kind: 'classLevels',
    ttl: 60 * MINUTE,
    run: (c) => c.classLevels(),
    data: [classLevel],
    result: [classLevel],
    url: '/api/education-system/classes',
    fallback: 'Sınıf seviyeleri alınamadı',
  },
  {
    kind: 'fieldOptions',
    ttl: 60 * MINUTE,
    run: (c) => c.fieldOptions(),
    data: [{ code: 'SAY', name: 'Sayısal', description: '' }],
    result: [{ code: 'SAY', name: 'Sayısal', description: '' }],
    url: '/api/education-system/field-options',
    fallback: 'Alan seçenekleri alınamadı',
  },
  {
    kind: 'rankingOptions',
    ttl: 60 * MINUTE,
    run: (c) => c.rankingOptions(),
    data: [{ id: 'yks-ilk-100', family: 'YKS', kind: 'rank', label: 'İlk 100', value: 100 }],
    result: [{ id: 'yks-ilk-100', family: 'YKS', kind: 'rank', label: 'İlk 100', value: 100 }],
    url: '/api/education-system/ranking-options',
    fallback: 'Hedef sıralama seçenekleri alınamadı',
  },
  {
    kind: 'examClasses',
    ttl: 30 * MINUTE,
    run: (c) => c.examClasses('AYT'),
    data: [classLevel],
    result: [classLevel],
    url: '/api/education-system/exam-classes/AYT',
    fallback: 'Uygun sınıf seviyeleri alınamadı',
  },
  {
    kind: 'courses',
    ttl: 30 * MINUTE,
    run: (c) => c.courses('AYT', '12'),
    data: [course],
    result: [course],
    url: '/api/education-system/courses/AYT/12',
    fallback: 'Dersler alınamadı',
  },
  {
    kind: 'studentCourses',
    ttl: 30 * MINUTE,
    run: (c) => c.studentCourses('ogr-1'),
    data: { courses: [course] },
    result: [course],
    url: '/api/education-system/student/ogr-1/courses',
    fallback: 'Öğrenci dersleri alınamadı',
  },
  {
    kind: 'topics',
    ttl: 15 * MINUTE,
    run: (c) => c.topics('ayt-mat'),
    data: paged,
    result: paged,
    url: '/api/education-system/topics/ayt-mat?page=1&limit=50',
    fallback: 'Konular alınamadı',
  },
  {
    kind: 'topicsByExam',
    ttl: 15 * MINUTE,
    run: (c) => c.topicsByExam('AYT', '12', 'ayt-mat'),
    data: [topic],
    result: [topic],
    url: '/api/education-system/topics/by-exam/AYT/12/ayt-mat?limit=100',
    fallback: 'Konular alınamadı',
  },
  {
    kind: 'search',
    ttl: 5 * MINUTE,
    run: (c) => c.searchTopics('türev'),
    data: [hit],
    result: [hit],
    url: '/api/education-system/topics/search?q=t%C3%BCrev&limit=20',
    fallback: 'Konu araması yapılamadı',
  },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(token: string | null = null) {
  const fetch = vi.fn<typeof globalThis.fetch>();
  const client = createCatalogueClient({
    fetch,
    baseUrl: 'https://pusula.test',
    getToken: () => token,
    now: () => Date.now(),
  });
  const url = (i: number) => String(fetch.mock.calls[i]?.[0]);
  const headers = (i: number) => (fetch.mock.calls[i]?.[1]?.headers ?? {}) as Record<string, string>;
  return { fetch, client, url, headers };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-01T09:00:00+03:00'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe.each(calls)('$kind', (call) => {
  it('calls the documented path and returns the data', async () => {
    const { fetch, client, url } = setup();
    fetch.mockResolvedValue(json({ data: call.data }));
    await expect(call.run(client)).resolves.toEqual(call.result);
    expect(url(0)).toBe(`https://pusula.test${call.url}`);
  });

  it(`stays fresh for ${call.ttl / MINUTE} min, then loads again`, async () => {
    const { fetch, client } = setup();
    fetch.mockImplementation(async () => json({ data: call.data }));
    await call.run(client);
    vi.advanceTimersByTime(call.ttl - 1);
    await call.run(client);
    expect(fetch).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await call.run(client);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('answers from the stale cache when the server fails', async () => {
    const { fetch, client } = setup();
    fetch.mockResolvedValueOnce(json({ data: call.data }));
    await call.run(client);
    vi.advanceTimersByTime(call.ttl + MINUTE);
    fetch.mockResolvedValueOnce(json({ message: 'Bakımdayız' }, 503));
    await expect(call.run(client)).resolves.toEqual(call.result);
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(call.run(client)).resolves.toEqual(call.result);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('reports the server message when there is nothing cached', async () => {
    const { fetch, client } = setup();
    fetch.mockResolvedValueOnce(json({ message: 'Ders bulunamadı' }, 404));
    const error = await call.run(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogueError);
    expect(error).toMatchObject({ message: 'Ders bulunamadı', kind: call.kind, status: 404 });
  });

  it(`falls back to "${call.fallback}" without a server message`, async () => {
    const { fetch, client } = setup();
    fetch.mockResolvedValueOnce(new Response('Bad Gateway', { status: 502 }));
    await expect(call.run(client)).rejects.toThrow(call.fallback);
    fetch.mockResolvedValueOnce(json({ message: '  ' }, 500));
    await expect(call.run(client)).rejects.toThrow(call.fallback);
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(call.run(client)).rejects.toThrow(call.fallback);
    fetch.mockResolvedValueOnce(json({ veri: [] }));
    await expect(call.run(client)).rejects.toThrow(call.fallback);
  });

  it('shares one request between parallel loads', async () => {
    const { fetch, client } = setup();
    let answer: (r: Response) => void = () => {};
    fetch.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    const loads = [call.run(client), call.run(client), call.run(client)];
    answer(json({ data: call.data }));
    await expect(Promise.all(loads)).resolves.toEqual([call.result, call.result, call.result]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('parallel loads', () => {
  it('share a failure too, and the next load tries again', async () => {
    const { fetch, client } = setup();
    fetch.mockResolvedValueOnce(json({ message: 'Hata' }, 500));
    const results = await Promise.allSettled([client.examTypes(), client.examTypes()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(fetch).toHaveBeenCalledTimes(1);
    fetch.mockResolvedValueOnce(json({ data: [examType] }));
    await expect(client.examTypes()).resolves.toEqual([examType]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('do not share between different arguments', async () => {
    const { fetch, client, url } = setup();
    fetch.mockImplementation(async () => json({ data: [course] }));
    await Promise.all([client.courses('AYT'), client.courses('AYT', '12'), client.courses('TYT')]);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect([url(0), url(1), url(2)]).toEqual([
      'https://pusula.test/api/education-system/courses/AYT',
      'https://pusula.test/api/education-system/courses/AYT/12',
      'https://pusula.test/api/education-system/courses/TYT',
    ]);
  });
});

describe('the sign-in token', () => {
  it('goes with the student-courses call as a bearer token', async () => {
    const { fetch, client, headers } = setup('tok-123');
    fetch.mockResolvedValue(json({ data: { courses: [course] } }));
    await client.studentCourses('ogr-1');
    expect(headers(0).Authorization).toBe('Bearer tok-123');
  });

  it('is left out of the student-courses call when there is none', async () => {
    const { fetch, client, headers } = setup(null);
    fetch.mockResolvedValue(json({ data: { courses: [course] } }));
    await client.studentCourses('ogr-1');
    expect(headers(0)).not.toHaveProperty('Authorization');
  });

  it('never goes with the other education calls', async () => {
    const { fetch, client, headers } = setup('tok-123');
    fetch.mockImplementation(async (input) => {
      const call = calls.find((c) => String(input).endsWith(c.url));
      return json({ data: call?.data });
    });
    for (const call of calls.filter((c) => c.kind !== 'studentCourses')) await call.run(client);
    expect(fetch).toHaveBeenCalledTimes(calls.length - 1);
    fetch.mock.calls.forEach((_, i) => {
      expect(headers(i)).not.toHaveProperty('Authorization');
    });
  });
});

describe('arguments', () => {
  it('send paging, search and limit parameters', async () => {
    const { fetch, client, url } = setup();
    fetch.mockImplementation(async (input) => {
      const u = String(input);
      if (u.includes('/search')) return json({ data: [hit] });
      if (u.includes('/by-exam/')) return json({ data: [topic] });
      return json({ data: paged });
    });
    await client.topics('ayt-mat', { page: 2, limit: 10 });
    await client.searchTopics('  Kâr ve Zarar ', { limit: 500 });
    await client.topicsByExam('AYT', 'mezun', 'ayt-mat', { limit: 5 });
    expect([url(0), url(1), url(2)]).toEqual([
      'https://pusula.test/api/education-system/topics/ayt-mat?page=2&limit=10',
      'https://pusula.test/api/education-system/topics/search?q=K%C3%A2r+ve+Zarar&limit=100',
      'https://pusula.test/api/education-system/topics/by-exam/AYT/mezun/ayt-mat?limit=5',
    ]);
  });

  it('share the cache between spellings that fold alike, and skip blank searches', async () => {
    const { fetch, client } = setup();
    fetch.mockImplementation(async () => json({ data: [hit] }));
    await client.searchTopics('Türev');
    await client.searchTopics('TUREV');
    await expect(client.searchTopics('   ')).resolves.toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('forgets everything on clearCache', async () => {
    const { fetch, client } = setup();
    fetch.mockImplementation(async () => json({ data: [examType] }));
    await client.examTypes();
    client.clearCache();
    await client.examTypes();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
