import {
  educationPaths as paths,
  educationResponseData as schemas,
  TOPICS_BY_EXAM_LIMIT_DEFAULT,
  TOPICS_PAGE_DEFAULTS,
} from '@pusula/contracts/education';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server';
import { startTestServer } from '../../testing';
import { type Answer, dataOf, getter } from './test-client';

let server: RunningServer;
let get: ReturnType<typeof getter>;
beforeAll(async () => {
  server = await startTestServer();
  get = getter(server.url);
});
afterAll(() => server?.close());

describe('education REST answers have the contract shapes', () => {
  it('exam types, class levels, field and ranking options', async () => {
    const exams = dataOf(schemas.examTypes, await get(paths.examTypes()));
    expect(exams.map((e) => e.code)).toEqual(['TYT', 'AYT', 'YDT', 'LGS']);
    const classes = dataOf(schemas.classLevels, await get(paths.classLevels()));
    expect(classes.map((c) => c.code)).toContain('mezun');
    expect(dataOf(schemas.fieldOptions, await get(paths.fieldOptions())).length).toBeGreaterThan(0);
    expect(dataOf(schemas.rankingOptions, await get(paths.rankingOptions())).length).toBeGreaterThan(0);
  });

  it('exam classes, with codes matched regardless of case', async () => {
    const lgs = dataOf(schemas.examClasses, await get(paths.examClasses('LGS')));
    expect(lgs.map((c) => c.code)).toEqual(['7', '8']);
    expect(dataOf(schemas.examClasses, await get(paths.examClasses('lgs')))).toEqual(lgs);
  });

  it('courses of an exam, and of an exam at a class level', async () => {
    const tyt = dataOf(schemas.courses, await get(paths.courses('TYT')));
    expect(tyt.length).toBeGreaterThan(0);
    expect(tyt.every((c) => c.examType === 'TYT')).toBe(true);
    const at9 = dataOf(schemas.courses, await get(paths.courses('TYT', '9')));
    expect(at9.every((c) => c.classLevels.includes('9'))).toBe(true);
    expect(dataOf(schemas.courses, await get(paths.courses('LGS', '8'))).length).toBeGreaterThan(0);
  });

  it('topics of a course: page 1 of 50 unless asked', async () => {
    const page = dataOf(schemas.topics, await get(paths.topics('ayt-mat')));
    expect(page).toMatchObject({ ...TOPICS_PAGE_DEFAULTS, total: 30 });
    expect(page.items.map((t) => t.order)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(page.items.every((t) => t.courseId === 'ayt-mat')).toBe(true);
  });

  it('topic search hits', async () => {
    const hits = dataOf(schemas.search, await get(`${paths.search()}?q=integral`));
    expect(hits[0]).toMatchObject({
      topic: { name: 'İntegral' },
      course: { id: 'ayt-mat' },
      examType: 'AYT',
    });
  });

  it('topics by exam, class level and course: up to 100 unless asked', async () => {
    const all = dataOf(schemas.topicsByExam, await get(paths.topicsByExam('AYT', '12', 'ayt-mat')));
    expect(all).toHaveLength(Math.min(30, TOPICS_BY_EXAM_LIMIT_DEFAULT));
    const three = dataOf(
      schemas.topicsByExam,
      await get(`${paths.topicsByExam('AYT', '12', 'ayt-mat')}?limit=3`),
    );
    expect(three).toEqual(all.slice(0, 3));
    // A class level the exam is not taken in has no topics for it (not an error: the level exists).
    expect(dataOf(schemas.topicsByExam, await get(paths.topicsByExam('AYT', '5', 'ayt-mat')))).toEqual([]);
  });
});

describe('education REST caching', () => {
  const cacheHeaders = (answer: Answer) => ({
    cacheControl: answer.headers.get('cache-control'),
    etag: answer.headers.get('etag'),
  });

  it('marks answers public for five minutes with one tag per catalogue version', async () => {
    const exams = cacheHeaders(await get(paths.examTypes()));
    expect(exams.cacheControl).toBe('public, max-age=300');
    expect(exams.etag).toMatch(/^W\/"edu-2026-/);
    expect(cacheHeaders(await get(`${paths.search()}?q=tur`))).toEqual(exams);
  });

  it('answers 304 without a body when the client holds the current tag', async () => {
    const { etag } = cacheHeaders(await get(paths.topics('tyt-tr')));
    const again = await get(paths.topics('tyt-tr'), { 'If-None-Match': `W/"old", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.body).toBeUndefined();
    expect(cacheHeaders(again).etag).toBe(etag);
    expect((await get(paths.topics('tyt-tr'), { 'If-None-Match': 'W/"edu-2025-1-x"' })).status).toBe(200);
  });

  it('leaves failures uncached', async () => {
    const missing = await get(paths.topics('yok'));
    expect(missing.status).toBe(404);
    // Not marked cacheable, so the API's default applies: nobody keeps it.
    expect(cacheHeaders(missing)).toEqual({ cacheControl: 'no-store', etag: null });
    // Asked again, still the failure: no kept answer stands in for it.
    const again = await get(paths.topics('yok'));
    expect(again.status).toBe(404);
    expect(again.body).toEqual(missing.body);
  });

  it('answers a repeated request (the kept JSON) exactly as the first time, per path and query', async () => {
    const first = await get(`${paths.search()}?q=a&limit=3`);
    const second = await get(`${paths.search()}?q=a&limit=3`);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(cacheHeaders(second)).toEqual(cacheHeaders(first));
    // Another limit is another answer, not the kept one.
    const five = dataOf(schemas.search, await get(`${paths.search()}?q=a&limit=5`));
    expect((first.body as { data: unknown[] }).data).toHaveLength(3);
    expect(five.length).toBeGreaterThan(3);
  });
});
