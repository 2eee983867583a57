import { EDUCATION_API_BASE } from '@pusula/contracts/education';
import type { MiddlewareHandler } from 'hono';
import type { RestTable } from '../../http/rest-table';
import { RecentAnswers } from '../../infrastructure/recent-answers';
import { isFresh, markCacheable, notModified } from './cache-headers';

/** Distinct catalogue URLs whose JSON is kept; a few hundred KB at most, see RecentAnswers. */
const ANSWER_CAPACITY = 1000;

/**
 * A public catalogue answer depends on nothing but its URL and the catalogue, fixed while the process
 * runs: the JSON text of a successful answer is kept per path and query, so popular searches skip the
 * procedure call and the encoding, which set their tail latency. Failures are neither kept nor
 * marked cacheable, so a fixed mistake is seen at once. One store per process, like the search memo.
 */
const answers = new RecentAnswers<string>(ANSWER_CAPACITY);
const catalogueCache: MiddlewareHandler = async (c, next) => {
  if (isFresh(c)) return notModified(c);
  const key = pathAndQuery(c.req.url);
  const kept = answers.get(key);
  if (kept !== undefined) {
    markCacheable(c);
    return c.body(kept, 200, { 'Content-Type': 'application/json' });
  }
  await next();
  if (c.res.status !== 200) return;
  answers.set(key, await c.res.clone().text());
  markCacheable(c);
};

/** `/api/...?q=…` of a full request URL: the host a client sends must not multiply the kept answers. */
function pathAndQuery(url: string): string {
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}

const base = EDUCATION_API_BASE;
const catalogue = { method: 'GET', envelope: 'data', middleware: catalogueCache } as const;

/**
 * REST shims of spec §7 "Education system": `{ data }`, or `{ message }` with 400/404. Every answer comes
 * from the tRPC procedures, so validation and "not found" are decided once.
 */
export const EDUCATION_ROUTES: RestTable = [
  { ...catalogue, path: `${base}/exam-types`, procedure: 'education.examTypes' },
  { ...catalogue, path: `${base}/catalogue-scope`, procedure: 'education.scope' },
  { ...catalogue, path: `${base}/classes`, procedure: 'education.classLevels' },
  { ...catalogue, path: `${base}/field-options`, procedure: 'education.fieldOptions' },
  { ...catalogue, path: `${base}/ranking-options`, procedure: 'education.rankingOptions' },
  {
    ...catalogue,
    path: `${base}/exam-classes/:examType`,
    procedure: 'education.examClasses',
    input: ({ params }) => ({ examType: params.examType }),
  },
  {
    ...catalogue,
    path: `${base}/courses/:examType`,
    procedure: 'education.courses',
    input: ({ params }) => ({ examType: params.examType }),
  },
  {
    ...catalogue,
    path: `${base}/courses/:examType/:classLevel`,
    procedure: 'education.courses',
    input: ({ params }) => ({ examType: params.examType, classLevel: params.classLevel }),
  },
  // Before topics/:courseId, which would otherwise take "search" for a course id.
  {
    ...catalogue,
    path: `${base}/topics/search`,
    procedure: 'education.searchTopics',
    input: ({ query }) => ({ q: query.q, limit: query.limit }),
  },
  {
    ...catalogue,
    path: `${base}/topics/by-exam/:examType/:classLevel/:courseId`,
    procedure: 'education.topicsByExam',
    input: ({ params, query }) => ({
      examType: params.examType,
      classLevel: params.classLevel,
      courseId: params.courseId,
      limit: query.limit,
    }),
  },
  // Private to those who may see the student: never kept, never marked cacheable for shared caches.
  {
    method: 'GET',
    path: `${base}/student/:studentId/courses`,
    procedure: 'education.studentCourses',
    input: ({ params }) => ({ studentId: params.studentId }),
    envelope: 'data',
  },
  {
    ...catalogue,
    path: `${base}/topics/:courseId`,
    procedure: 'education.topics',
    input: ({ params, query }) => ({ courseId: params.courseId, page: query.page, limit: query.limit }),
  },
];
