import { educationPaths as paths, educationResponseData as schemas } from '@pusula/contracts/education';
import { expect, it } from 'vitest';
import { startTestServer } from '../../testing';
import { dataOf, getter } from './test-client';

/** Every course and topic id the server hands out, in the order it hands them out. */
async function idsServed(): Promise<string[]> {
  const server = await startTestServer();
  try {
    const get = getter(server.url);
    const ids: string[] = [];
    for (const exam of dataOf(schemas.examTypes, await get(paths.examTypes()))) {
      for (const course of dataOf(schemas.courses, await get(paths.courses(exam.code)))) {
        const page = dataOf(schemas.topics, await get(`${paths.topics(course.id)}?limit=1000`));
        ids.push(course.id, ...page.items.map((t) => t.id));
      }
    }
    const hits = dataOf(schemas.search, await get(`${paths.search()}?q=a&limit=100`));
    ids.push(...hits.map((h) => h.topic.id));
    return ids;
  } finally {
    await server.close();
  }
}

// Progress and plans store these ids, so a restart (or a second process) must hand out the same ones.
it('serves the same course and topic ids after a restart', async () => {
  const before = await idsServed();
  expect(before.length).toBeGreaterThan(400);
  expect(await idsServed()).toEqual(before);
}, 120_000); // two full server starts: slow on a loaded two-core machine
