import { TOKEN_STORAGE_KEY } from '@pusula/contracts/constants';
import {
  type ClassLevel,
  type Course,
  EDUCATION_CACHE_TTL_MS,
  EDUCATION_ERROR_MESSAGES,
  type EducationCallKind,
  type ExamType,
  educationEnvelope,
  educationErrorBody,
  educationPaths,
  educationResponseData,
  type FieldOption,
  type PagedTopics,
  type RankingOption,
  type StudentCourses,
  TOPIC_SEARCH_LIMIT,
  TOPICS_BY_EXAM_LIMIT_DEFAULT,
  TOPICS_PAGE_DEFAULTS,
  type Topic,
  type TopicSearchHit,
} from '@pusula/contracts/education';
import { foldForSearch } from '@pusula/contracts/text/index';

/** The browser's one way to the education catalogue (spec §7 "Education system"), cached per kind (§9). */
export interface CatalogueClient {
  examTypes(): Promise<ExamType[]>;
  classLevels(): Promise<ClassLevel[]>;
  fieldOptions(): Promise<FieldOption[]>;
  rankingOptions(): Promise<RankingOption[]>;
  examClasses(examType: string): Promise<ClassLevel[]>;
  courses(examType: string, classLevel?: string): Promise<Course[]>;
  /** The only education call that carries the sign-in token, and only when there is one. */
  studentCourses(studentId: string): Promise<Course[]>;
  topics(courseId: string, options?: { page?: number; limit?: number }): Promise<PagedTopics>;
  searchTopics(query: string, options?: { limit?: number }): Promise<TopicSearchHit[]>;
  topicsByExam(
    examType: string,
    classLevel: string,
    courseId: string,
    options?: { limit?: number },
  ): Promise<Topic[]>;
  /** Forgets everything cached, e.g. on sign-out. */
  clearCache(): void;
}

export interface CatalogueClientDeps {
  fetch?: typeof fetch;
  /** Prefix for the API paths; empty for the same origin. */
  baseUrl?: string;
  getToken?: () => string | null | undefined;
  now?: () => number;
}

export interface CacheEntry<T> {
  data: T;
  timestamp: number;
  expires: number;
}

/** A failed education call; `message` is the server's text or the Turkish fallback for the call. */
export class CatalogueError extends Error {
  override readonly name = 'CatalogueError';
  constructor(
    message: string,
    readonly kind: EducationCallKind,
    readonly status?: number,
  ) {
    super(message);
  }
}

interface Envelope<T> {
  safeParse(body: unknown): { success: true; data: { data: T } } | { success: false };
}

const envelopes = {
  examTypes: educationEnvelope(educationResponseData.examTypes),
  classLevels: educationEnvelope(educationResponseData.classLevels),
  fieldOptions: educationEnvelope(educationResponseData.fieldOptions),
  rankingOptions: educationEnvelope(educationResponseData.rankingOptions),
  examClasses: educationEnvelope(educationResponseData.examClasses),
  courses: educationEnvelope(educationResponseData.courses),
  studentCourses: educationEnvelope(educationResponseData.studentCourses),
  topics: educationEnvelope(educationResponseData.topics),
  topicsByExam: educationEnvelope(educationResponseData.topicsByExam),
  search: educationEnvelope(educationResponseData.search),
};

function storedToken(): string | null {
  try {
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    // Storage can be blocked (private mode, sandboxed frames); treat it as signed out.
    return null;
  }
}

const positive = (n: number | undefined, fallback: number) =>
  n !== undefined && Number.isFinite(n) && n >= 1 ? Math.trunc(n) : fallback;

export function createCatalogueClient(deps: CatalogueClientDeps = {}): CatalogueClient {
  const doFetch = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = deps.baseUrl ?? '';
  const getToken = deps.getToken ?? storedToken;
  const now = deps.now ?? Date.now;

  const caches = new Map<EducationCallKind, Map<string, CacheEntry<unknown>>>();
  const inFlight = new Map<string, Promise<unknown>>();
  const cacheOf = (kind: EducationCallKind) => {
    let cache = caches.get(kind);
    if (cache === undefined) {
      cache = new Map();
      caches.set(kind, cache);
    }
    return cache;
  };

  async function request<T>(
    kind: EducationCallKind,
    envelope: Envelope<T>,
    path: string,
    query: Record<string, string | number> | undefined,
    withToken: boolean,
  ): Promise<T> {
    const fallback = EDUCATION_ERROR_MESSAGES[kind];
    const search = query
      ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`
      : '';
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = withToken ? getToken() : null;
    if (token) headers.Authorization = `Bearer ${token}`;

    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}${search}`, { method: 'GET', headers });
    } catch {
      throw new CatalogueError(fallback, kind);
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      const error = educationErrorBody.safeParse(body);
      const message = error.success && error.data.message.trim() !== '' ? error.data.message : fallback;
      throw new CatalogueError(message, kind, response.status);
    }
    const parsed = envelope.safeParse(body);
    if (!parsed.success) throw new CatalogueError(fallback, kind, response.status);
    return parsed.data.data;
  }

  /**
   * Fresh cache, else the one request already under way for the key, else a new request. A failed
   * request falls back to whatever was cached for the key, however old.
   */
  function load<T>(
    kind: EducationCallKind,
    envelope: Envelope<T>,
    args: readonly (string | number)[],
    path: string,
    options: { query?: Record<string, string | number>; withToken?: boolean } = {},
  ): Promise<T> {
    const key = JSON.stringify(args);
    const cache = cacheOf(kind);
    const cached = cache.get(key) as CacheEntry<T> | undefined;
    if (cached !== undefined && now() < cached.expires) return Promise.resolve(cached.data);

    const flightKey = `${kind}:${key}`;
    const pending = inFlight.get(flightKey) as Promise<T> | undefined;
    if (pending !== undefined) return pending;

    const promise = request(kind, envelope, path, options.query, options.withToken ?? false)
      .then(
        (data) => {
          const timestamp = now();
          cache.set(key, { data, timestamp, expires: timestamp + EDUCATION_CACHE_TTL_MS[kind] });
          return data;
        },
        (error: unknown) => {
          const stale = cache.get(key) as CacheEntry<T> | undefined;
          if (stale !== undefined) return stale.data;
          throw error;
        },
      )
      .finally(() => inFlight.delete(flightKey));
    inFlight.set(flightKey, promise);
    return promise;
  }

  return {
    examTypes: () => load('examTypes', envelopes.examTypes, [], educationPaths.examTypes()),
    classLevels: () => load('classLevels', envelopes.classLevels, [], educationPaths.classLevels()),
    fieldOptions: () => load('fieldOptions', envelopes.fieldOptions, [], educationPaths.fieldOptions()),
    rankingOptions: () =>
      load('rankingOptions', envelopes.rankingOptions, [], educationPaths.rankingOptions()),
    examClasses: (examType) =>
      load('examClasses', envelopes.examClasses, [examType], educationPaths.examClasses(examType)),
    courses: (examType, classLevel) =>
      load(
        'courses',
        envelopes.courses,
        [examType, classLevel ?? ''],
        educationPaths.courses(examType, classLevel),
      ),
    studentCourses: (studentId) =>
      load<StudentCourses>(
        'studentCourses',
        envelopes.studentCourses,
        [studentId],
        educationPaths.studentCourses(studentId),
        {
          withToken: true,
        },
      ).then((data) => data.courses),
    topics: (courseId, options = {}) => {
      const page = positive(options.page, TOPICS_PAGE_DEFAULTS.page);
      const limit = positive(options.limit, TOPICS_PAGE_DEFAULTS.limit);
      return load('topics', envelopes.topics, [courseId, page, limit], educationPaths.topics(courseId), {
        query: { page, limit },
      });
    },
    searchTopics: (query, options = {}) => {
      const q = query.trim();
      // Spellings that fold alike ("Türev", "turev") get the same answer, so they share one entry.
      const folded = foldForSearch(q);
      if (folded === '') return Promise.resolve([]);
      const limit = Math.min(positive(options.limit, TOPIC_SEARCH_LIMIT.default), TOPIC_SEARCH_LIMIT.max);
      return load('search', envelopes.search, [folded, limit], educationPaths.search(), {
        query: { q, limit },
      });
    },
    topicsByExam: (examType, classLevel, courseId, options = {}) => {
      const limit = positive(options.limit, TOPICS_BY_EXAM_LIMIT_DEFAULT);
      return load(
        'topicsByExam',
        envelopes.topicsByExam,
        [examType, classLevel, courseId, limit],
        educationPaths.topicsByExam(examType, classLevel, courseId),
        { query: { limit } },
      );
    },
    clearCache() {
      caches.clear();
    },
  };
}

/** The app's instance: same-origin API, token from local storage. */
export const catalogueClient: CatalogueClient = createCatalogueClient();
