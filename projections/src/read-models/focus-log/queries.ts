import {
  addDays,
  type CatalogueNames,
  type FocusCourseMinutesDto,
  type FocusDayDto,
  type FocusWeekDto,
  weekStartDate,
} from '@pusula/contracts';
import type { ReadDb } from '../../db';

/**
 * A student's focus minutes in one ISO week, day by day (Istanbul days) and course by course: every day
 * is present, with zero minutes when nothing was logged. Courses are ordered by minutes, then by name.
 */
export async function focusWeekQuery(
  db: ReadDb,
  studentId: string,
  week: string,
  names: Pick<CatalogueNames, 'courseName'>,
): Promise<FocusWeekDto> {
  const startDate = weekStartDate(week);
  const endDate = addDays(startDate, 6);
  const rows = await db
    .selectFrom('focus_blocks')
    .select(['day', 'course_id'])
    .select((eb) => [eb.fn.sum<string>('minutes').as('minutes'), eb.fn.countAll<string>().as('blocks')])
    .where('student_id', '=', studentId)
    .where('day', '>=', startDate)
    .where('day', '<=', endDate)
    .groupBy(['day', 'course_id'])
    .execute();
  const days: FocusDayDto[] = Array.from({ length: 7 }, (_, i) => ({
    date: addDays(startDate, i),
    day: i + 1,
    minutes: 0,
    blocks: 0,
    courses: [],
  }));
  for (const row of rows) {
    const day = days.find((d) => d.date === row.day);
    if (!day) continue;
    const minutes = Number(row.minutes);
    day.minutes += minutes;
    day.blocks += Number(row.blocks);
    const course: FocusCourseMinutesDto = {
      courseId: row.course_id,
      courseName: row.course_id ? names.courseName(row.course_id) : null,
      minutes,
    };
    day.courses.push(course);
  }
  for (const day of days)
    day.courses.sort(
      (a, b) =>
        b.minutes - a.minutes || (a.courseName ?? '\uffff').localeCompare(b.courseName ?? '\uffff', 'tr-TR'),
    );
  return {
    studentId,
    week,
    startDate,
    endDate,
    totalMinutes: days.reduce((sum, d) => sum + d.minutes, 0),
    days,
  };
}
