/**
 * The education REST paths, apart from the schemas in education.ts: the service worker's offline rules and
 * every portal's tRPC client read them, and should not load zod for that.
 */
export const EDUCATION_API_BASE = '/api/education-system';

const seg = encodeURIComponent;

/** Paths of the education REST calls; "topics/search" must be routed before "topics/{courseId}". */
export const educationPaths = {
  examTypes: () => `${EDUCATION_API_BASE}/exam-types`,
  /** Which exam year's scope the catalogue version follows: `{ data: { version, scopeYear, scopeNote } }`. */
  catalogueScope: () => `${EDUCATION_API_BASE}/catalogue-scope`,
  classLevels: () => `${EDUCATION_API_BASE}/classes`,
  fieldOptions: () => `${EDUCATION_API_BASE}/field-options`,
  rankingOptions: () => `${EDUCATION_API_BASE}/ranking-options`,
  examClasses: (examType: string) => `${EDUCATION_API_BASE}/exam-classes/${seg(examType)}`,
  courses: (examType: string, classLevel?: string) =>
    classLevel === undefined
      ? `${EDUCATION_API_BASE}/courses/${seg(examType)}`
      : `${EDUCATION_API_BASE}/courses/${seg(examType)}/${seg(classLevel)}`,
  studentCourses: (studentId: string) => `${EDUCATION_API_BASE}/student/${seg(studentId)}/courses`,
  topics: (courseId: string) => `${EDUCATION_API_BASE}/topics/${seg(courseId)}`,
  search: () => `${EDUCATION_API_BASE}/topics/search`,
  topicsByExam: (examType: string, classLevel: string, courseId: string) =>
    `${EDUCATION_API_BASE}/topics/by-exam/${seg(examType)}/${seg(classLevel)}/${seg(courseId)}`,
} as const;
