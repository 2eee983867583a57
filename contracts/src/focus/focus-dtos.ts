/** Focus minutes of one course on one day. */
export interface FocusCourseMinutesDto {
  /** Null: blocks logged without a course. */
  courseId: string | null;
  courseName: string | null;
  minutes: number;
}

/** One Istanbul day of a student's focus log. */
export interface FocusDayDto {
  date: string;
  /** 1 = Monday … 7 = Sunday. */
  day: number;
  minutes: number;
  blocks: number;
  courses: FocusCourseMinutesDto[];
}

/** A week of focus minutes, day by day (every day present, zero when nothing was logged). */
export interface FocusWeekDto {
  studentId: string;
  week: string;
  startDate: string;
  endDate: string;
  totalMinutes: number;
  days: FocusDayDto[];
}

/** A logged block as its student sees it. */
export interface FocusBlockDto {
  blockId: string;
  minutes: number;
  startedAt: string;
  endedAt: string;
  day: string;
  courseId: string | null;
  topicId: string | null;
}
