export {
  type CatalogueScope,
  createCatalogue,
  type EducationCatalogue,
  type LimitOptions,
  type PageOptions,
  type StudentCourseQuery,
} from './catalogue';
export { catalogue2026 } from './catalogue-2026';
export type { CatalogueData, ExamCourseData, SchoolCourseData, TopicData } from './catalogue-data';
export { searchKey } from './search';
export { CATALOGUE_VERSIONS, CURRENT_CATALOGUE_VERSION, currentCatalogue } from './versions';

import { currentCatalogue } from './versions';

// The current version's queries as plain functions; they hold no `this`, so they can be passed around.
export const {
  scope,
  examTypes,
  scoreTypes,
  classLevels,
  examClasses,
  fieldOptions,
  rankingOptions,
  courses,
  schoolCourses,
  course,
  topics,
  searchTopics,
  topicsByExam,
  coursesForStudent,
} = currentCatalogue;
