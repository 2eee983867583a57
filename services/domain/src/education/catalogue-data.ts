import type {
  ClassLevel,
  ClassLevelCode,
  ExamType,
  ExamTypeCode,
  FieldOption,
  RankingOption,
  ScoreType,
} from '@pusula/contracts/education';

/**
 * The shape one catalogue version is written in. A new curriculum (2028) is a new value of this
 * type beside the old one; topic ids carry over wherever a topic carries over.
 */

export interface TopicData {
  /** Written by hand and never reused: plans and progress keep pointing at it. */
  readonly id: string;
  readonly name: string;
  readonly group?: string;
}

/** A course prepared for one exam; it owns its topics. */
export interface ExamCourseData {
  readonly id: string;
  readonly name: string;
  readonly examType: ExamTypeCode;
  readonly topics: readonly TopicData[];
}

/** A school course of one class; its topics are those of exam courses, listed by id. */
export interface SchoolCourseData {
  readonly id: string;
  readonly name: string;
  readonly classLevel: ClassLevelCode;
  readonly topicIds: readonly string[];
}

export interface CatalogueData {
  readonly version: string;
  /**
   * The exam year whose scope (which units and topics are asked) this version follows. The scope changes
   * from year to year (ÖSYM narrowed it in 2021 and 2023; MEB fixes LGS's units), so a version names it.
   */
  readonly scopeYear: number;
  /** A short Turkish note on that scope, where the reference gives one; null otherwise. */
  readonly scopeNote: string | null;
  readonly examTypes: readonly ExamType[];
  readonly scoreTypes: readonly ScoreType[];
  readonly classLevels: readonly ClassLevel[];
  /** Class levels whose students prepare for (and may sit) each exam. */
  readonly examClasses: Readonly<Record<ExamTypeCode, readonly ClassLevelCode[]>>;
  readonly fieldOptions: readonly FieldOption[];
  readonly rankingOptions: readonly RankingOption[];
  /** In display order: by exam, then as the exam's tests list them. */
  readonly examCourses: readonly ExamCourseData[];
  readonly schoolCourses: readonly SchoolCourseData[];
}

export const t = (id: string, name: string): TopicData => ({ id, name });

/** Marks neighbouring topics with a shared heading, keeping each topic's own id and name. */
export const group = (name: string, topics: readonly TopicData[]): TopicData[] =>
  topics.map((topic) => ({ ...topic, group: name }));
