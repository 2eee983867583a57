import {
  type ClassLevel,
  type ClassLevelCode,
  type Course,
  type ExamType,
  type ExamTypeCode,
  type FieldOption,
  type PagedTopics,
  type RankingOption,
  type ScoreType,
  TOPIC_SEARCH_LIMIT,
  TOPICS_BY_EXAM_LIMIT_DEFAULT,
  TOPICS_PAGE_DEFAULTS,
  type Topic,
  type TopicSearchHit,
} from '@pusula/contracts/education';
import { foldForSearch } from '@pusula/contracts/text/index';
import type { CatalogueData } from './catalogue-data';
import { buildTopicSearchIndex, type SearchableTopic } from './search';

export interface PageOptions {
  page?: number;
  limit?: number;
}

export interface LimitOptions {
  limit?: number;
}

export interface StudentCourseQuery {
  /** An exam (TYT, AYT, YDT, LGS) or a YKS score type (SAY, EA, SÖZ, DİL); none for school courses only. */
  examTarget?: string | null;
  classLevel?: string | null;
}

/**
 * Read-only queries over one catalogue version. Codes are matched case- and accent-insensitively
 * ("söz", "SOZ" and "SÖZ" are one score type); an unknown exam type, class level or course gives
 * `undefined`, which callers report as "not found".
 */
export interface EducationCatalogue {
  readonly version: string;
  /** Which exam year's scope this version follows, with its note: see `CatalogueData`. */
  scope(): CatalogueScope;
  examTypes(): ExamType[];
  scoreTypes(): ScoreType[];
  classLevels(): ClassLevel[];
  examClasses(examType: string): ClassLevel[] | undefined;
  fieldOptions(): FieldOption[];
  rankingOptions(): RankingOption[];
  courses(examType: string, classLevel?: string): Course[] | undefined;
  schoolCourses(classLevel: string): Course[] | undefined;
  course(courseId: string): Course | undefined;
  topics(courseId: string, options?: PageOptions): PagedTopics | undefined;
  searchTopics(query: string, options?: LimitOptions): TopicSearchHit[];
  topicsByExam(
    examType: string,
    classLevel: string,
    courseId: string,
    options?: LimitOptions,
  ): Topic[] | undefined;
  coursesForStudent(query: StudentCourseQuery): Course[] | undefined;
}

export interface CatalogueScope {
  version: string;
  scopeYear: number;
  scopeNote: string | null;
}

interface CourseEntry {
  readonly course: Course;
  readonly topics: readonly Topic[];
}

const codeKey = (code: string) => foldForSearch(code);

function positiveInt(value: number | undefined, fallback: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.max(1, Math.trunc(value));
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function byCode<T>(items: readonly T[], code: (item: T) => string): ReadonlyMap<string, T> {
  return new Map(items.map((item) => [codeKey(code(item)), item]));
}

export function createCatalogue(data: CatalogueData): EducationCatalogue {
  deepFreeze(data);
  const examTypeByCode = byCode(data.examTypes, (e) => e.code);
  const scoreTypeByCode = byCode(data.scoreTypes, (s) => s.code);
  const classByCode = byCode(data.classLevels, (c) => c.code);
  const classesOf = (exam: ExamTypeCode) =>
    (data.examClasses[exam] ?? [])
      .map((code) => classByCode.get(codeKey(code)))
      .filter((c) => c !== undefined);

  const entries = new Map<string, CourseEntry>();
  const topicById = new Map<string, Topic>();
  const searchable: SearchableTopic[] = [];
  let order = 0;

  for (const source of data.examCourses) {
    order += 1;
    const topics = source.topics.map(
      (topic, i): Topic => ({
        id: topic.id,
        courseId: source.id,
        name: topic.name,
        group: topic.group ?? null,
        order: i + 1,
      }),
    );
    const course: Course = {
      id: source.id,
      name: source.name,
      kind: 'exam',
      examType: source.examType,
      classLevels: [...(data.examClasses[source.examType] ?? [])],
      topicCount: topics.length,
      order,
    };
    entries.set(codeKey(course.id), deepFreeze({ course, topics }));
    for (const topic of topics) {
      if (topicById.has(topic.id)) throw new Error(`Konu kimliği iki kez kullanılmış: ${topic.id}`);
      topicById.set(topic.id, topic);
      searchable.push({
        topic,
        course: { id: course.id, name: course.name },
        courseOrder: order,
        examType: course.examType,
      });
    }
  }

  for (const source of data.schoolCourses) {
    order += 1;
    const topics = source.topicIds.map((id) => {
      const topic = topicById.get(id);
      if (topic === undefined) throw new Error(`${source.id} dersi bilinmeyen konuya bağlı: ${id}`);
      return topic;
    });
    const course: Course = {
      id: source.id,
      name: source.name,
      kind: 'school',
      examType: null,
      classLevels: [source.classLevel],
      topicCount: topics.length,
      order,
    };
    entries.set(codeKey(course.id), deepFreeze({ course, topics }));
  }

  const allEntries = [...entries.values()];
  const examCoursesOf = (exam: ExamTypeCode) =>
    allEntries.filter((e) => e.course.examType === exam).map((e) => e.course);
  const schoolCoursesOf = (classLevel: ClassLevelCode) =>
    allEntries
      .filter((e) => e.course.kind === 'school' && e.course.classLevels.includes(classLevel))
      .map((e) => e.course);
  const searchIndex = buildTopicSearchIndex(searchable);

  const findExam = (code: string) => examTypeByCode.get(codeKey(code));
  const findClass = (code: string) => classByCode.get(codeKey(code));

  // Every YKS score is computed with the TYT score, so a YKS target always brings the TYT courses.
  function targetCourses(target: string): Course[] | undefined {
    const exam = findExam(target);
    // Every YKS candidate sits TYT: a student aiming at AYT or YDT studies TYT's courses too, first.
    if (exam !== undefined && exam.family === 'YKS' && exam.code !== 'TYT')
      return [...examCoursesOf('TYT'), ...examCoursesOf(exam.code)];
    if (exam !== undefined) return examCoursesOf(exam.code);
    const scoreType = scoreTypeByCode.get(codeKey(target));
    if (scoreType === undefined) return undefined;
    const ids = new Set<string>();
    for (const ref of scoreType.tests) {
      const test = findExam(ref.examType)
        ?.sessions.flatMap((s) => s.tests)
        .find((tst) => tst.code === ref.testCode);
      for (const part of test?.parts ?? []) ids.add(part.courseId);
    }
    const tyt = examCoursesOf('TYT');
    const rest = allEntries.map((e) => e.course).filter((c) => ids.has(c.id) && c.examType !== 'TYT');
    return [...tyt, ...rest];
  }

  return {
    version: data.version,
    scope: () => ({ version: data.version, scopeYear: data.scopeYear, scopeNote: data.scopeNote }),
    examTypes: () => [...data.examTypes],
    scoreTypes: () => [...data.scoreTypes],
    classLevels: () => [...data.classLevels],
    examClasses(examType) {
      const exam = findExam(examType);
      return exam && classesOf(exam.code);
    },
    fieldOptions: () => [...data.fieldOptions],
    rankingOptions: () => [...data.rankingOptions],

    courses(examType, classLevel) {
      const exam = findExam(examType);
      if (exam === undefined) return undefined;
      if (classLevel === undefined) return examCoursesOf(exam.code);
      const level = findClass(classLevel);
      if (level === undefined) return undefined;
      return examCoursesOf(exam.code).filter((c) => c.classLevels.includes(level.code));
    },

    schoolCourses(classLevel) {
      const level = findClass(classLevel);
      return level && schoolCoursesOf(level.code);
    },

    course: (courseId) => entries.get(codeKey(courseId))?.course,

    topics(courseId, options = {}) {
      const entry = entries.get(codeKey(courseId));
      if (entry === undefined) return undefined;
      const page = positiveInt(options.page, TOPICS_PAGE_DEFAULTS.page);
      const limit = positiveInt(options.limit, TOPICS_PAGE_DEFAULTS.limit);
      const start = (page - 1) * limit;
      return { items: entry.topics.slice(start, start + limit), total: entry.topics.length, page, limit };
    },

    searchTopics(query, options = {}) {
      const limit = Math.min(positiveInt(options.limit, TOPIC_SEARCH_LIMIT.default), TOPIC_SEARCH_LIMIT.max);
      return searchIndex.search(query, limit);
    },

    topicsByExam(examType, classLevel, courseId, options = {}) {
      const exam = findExam(examType);
      const level = findClass(classLevel);
      const entry = entries.get(codeKey(courseId));
      if (exam === undefined || level === undefined || entry === undefined) return undefined;
      if (entry.course.examType !== exam.code) return undefined;
      if (!entry.course.classLevels.includes(level.code)) return [];
      return entry.topics.slice(0, positiveInt(options.limit, TOPICS_BY_EXAM_LIMIT_DEFAULT));
    },

    coursesForStudent({ examTarget, classLevel }) {
      const level = classLevel == null ? undefined : findClass(classLevel);
      if (classLevel != null && level === undefined) return undefined;
      const forTarget = examTarget == null ? [] : targetCourses(examTarget);
      if (forTarget === undefined) return undefined;
      if (level === undefined) return forTarget;
      return [...forTarget.filter((c) => c.classLevels.includes(level.code)), ...schoolCoursesOf(level.code)];
    },
  };
}
