/**
 * The exam days announced by ÖSYM (YKS) and MEB (LGS), per year, each with where it was read. A date goes in
 * here only with its source: none of the project's reference files or the product spec gives a date yet,
 * so the list is empty and the dates an admin enters under „Sınav tarihleri" (events `ExamDateSet`) are the
 * ones in use. An admin's date for a family and year wins over this list.
 */

export const EXAM_DATE_FAMILIES = ['YKS', 'LGS'] as const;
export type ExamDateFamily = (typeof EXAM_DATE_FAMILIES)[number];

export interface OfficialExamDate {
  family: ExamDateFamily;
  /** The exam's year (YKS 2027 is sat in 2027). */
  year: number;
  /** Its first day, YYYY-MM-DD in Istanbul (YKS: the TYT session). */
  date: string;
  /** Where the date was read: the announcement and its day. */
  source: string;
}

export const OFFICIAL_EXAM_DATES: readonly OfficialExamDate[] = [];
