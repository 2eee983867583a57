import { EDUCATION_API_BASE } from '@pusula/contracts/education';
import type { Context, Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import { callerFor, respond } from '../../http/rest';
import { RecentAnswers } from '../../infrastructure/recent-answers';
import { isFresh, markCacheable, notModified } from './cache-headers';

type Caller = ReturnType<typeof callerFor>;

/** Distinct catalogue URLs whose JSON is kept; a few hundred KB at most, see RecentAnswers. */
const ANSWER_CAPACITY = 1000;

/**
 * REST shims of spec §7 "Education system": `{ data }`, or `{ message }` with 400/404. Every answer comes
 * from the tRPC procedures, so validation and "not found" are decided once.
 */
export function installEducationRoutes(app: Hono, deps: AppDeps): void {
  // A public catalogue answer depends on nothing but its URL and the catalogue, fixed while the process
  // runs: the JSON text of a successful answer is kept per path and query, so popular searches skip the
  // procedure call and the encoding. Failures are not kept.
  const answers = new RecentAnswers<string>(ANSWER_CAPACITY);
  const get = (path: string, call: (api: Caller, c: Context) => Promise<unknown>) =>
    app.get(`${EDUCATION_API_BASE}${path}`, async (c) => {
      if (isFresh(c)) return notModified(c);
      const key = pathAndQuery(c.req.url);
      const kept = answers.get(key);
      if (kept !== undefined) {
        markCacheable(c);
        return c.body(kept, 200, { 'Content-Type': 'application/json' });
      }
      const response = await respond(c, 'data', async () => {
        const data = await call(callerFor(c, deps), c);
        // After the call: failures stay uncached, so a fixed mistake is seen at once.
        markCacheable(c);
        return data;
      });
      if (response.status === 200) answers.set(key, await response.clone().text());
      return response;
    });
  const q = (c: Context, name: string) => c.req.query(name);
  // The handler is not typed by its path, so Hono cannot promise the parameter; the input schema refuses ''.
  const p = (c: Context, name: string) => c.req.param(name) ?? '';

  get('/exam-types', (api) => api.education.examTypes());
  get('/classes', (api) => api.education.classLevels());
  get('/field-options', (api) => api.education.fieldOptions());
  get('/ranking-options', (api) => api.education.rankingOptions());
  get('/exam-classes/:examType', (api, c) => api.education.examClasses({ examType: p(c, 'examType') }));
  get('/courses/:examType', (api, c) => api.education.courses({ examType: p(c, 'examType') }));
  get('/courses/:examType/:classLevel', (api, c) =>
    api.education.courses({ examType: p(c, 'examType'), classLevel: p(c, 'classLevel') }),
  );
  // Before topics/:courseId, which would otherwise take "search" for a course id.
  get('/topics/search', (api, c) => api.education.searchTopics({ q: q(c, 'q'), limit: q(c, 'limit') }));
  get('/topics/by-exam/:examType/:classLevel/:courseId', (api, c) =>
    api.education.topicsByExam({
      examType: p(c, 'examType'),
      classLevel: p(c, 'classLevel'),
      courseId: p(c, 'courseId'),
      limit: q(c, 'limit'),
    }),
  );
  // Private to those who may see the student: never marked cacheable for shared caches.
  app.get(`${EDUCATION_API_BASE}/student/:studentId/courses`, (c) =>
    respond(c, 'data', () => callerFor(c, deps).education.studentCourses({ studentId: p(c, 'studentId') })),
  );
  get('/topics/:courseId', (api, c) =>
    api.education.topics({ courseId: p(c, 'courseId'), page: q(c, 'page'), limit: q(c, 'limit') }),
  );
}

/** `/api/...?q=…` of a full request URL: the host a client sends must not multiply the kept answers. */
function pathAndQuery(url: string): string {
  return url.slice(url.indexOf('/', url.indexOf('//') + 2));
}
