import type { EventOf } from '@pusula/contracts';
import { describe, expect, it } from 'vitest';
import { inStream, projectorSpec } from '../../projector-spec';
import { TEST_STORAGE_KINDS } from '../../testing';
import { focusLogProjector } from './projector';
import { focusWeekQuery } from './queries';

const names = {
  courseName: (id: string) => ({ 'tyt-tmat': 'Temel Matematik', 'tyt-fiz': 'Fizik' })[id] ?? id,
};

function block(
  blockId: string,
  day: string,
  minutes: number,
  courseId: string | null,
  studentId = 'stu',
): EventOf<'FocusBlockLogged'> {
  return {
    type: 'FocusBlockLogged',
    data: {
      studentId,
      blockId,
      commandId: `cmd-${blockId}`,
      minutes,
      startedAt: `${day}T06:00:00.000Z`,
      endedAt: `${day}T07:00:00.000Z`,
      day,
      courseId,
      topicId: null,
      loggedBy: 'acc',
      at: `${day}T07:00:00.000Z`,
    },
  };
}

describe.each(TEST_STORAGE_KINDS)('focus log projector on %s', (kind) => {
  const spec = projectorSpec(kind, focusLogProjector);

  it('sums minutes per Istanbul day and course, and a replay or a rebuild gives the same answer', () =>
    spec
      .given(
        inStream(
          'focus-log-stu-2026-W48',
          block('a', '2026-11-24', 25, 'tyt-tmat'),
          block('b', '2026-11-24', 25, 'tyt-tmat'),
        ),
      )
      .when(
        inStream(
          'focus-log-stu-2026-W48',
          block('c', '2026-11-24', 30, 'tyt-fiz'),
          block('d', '2026-11-29', 10, null),
        ),
        // Another week and another student stay out of this week's answer.
        inStream('focus-log-stu-2026-W49', block('e', '2026-11-30', 45, 'tyt-tmat')),
        inStream('focus-log-other-2026-W48', block('f', '2026-11-24', 50, 'tyt-tmat', 'other')),
      )
      .then(async (db) => {
        const week = await focusWeekQuery(db, 'stu', '2026-W48', names);
        expect(week).toMatchObject({ week: '2026-W48', startDate: '2026-11-23', endDate: '2026-11-29' });
        expect(week.totalMinutes).toBe(90);
        expect(week.days.map((d) => [d.date, d.day, d.minutes, d.blocks])).toEqual([
          ['2026-11-23', 1, 0, 0],
          ['2026-11-24', 2, 80, 3],
          ['2026-11-25', 3, 0, 0],
          ['2026-11-26', 4, 0, 0],
          ['2026-11-27', 5, 0, 0],
          ['2026-11-28', 6, 0, 0],
          ['2026-11-29', 7, 10, 1],
        ]);
        expect(week.days[1]!.courses).toEqual([
          { courseId: 'tyt-tmat', courseName: 'Temel Matematik', minutes: 50 },
          { courseId: 'tyt-fiz', courseName: 'Fizik', minutes: 30 },
        ]);
        expect(week.days[6]!.courses).toEqual([{ courseId: null, courseName: null, minutes: 10 }]);
      }));

  it('keeps one row per logged block', () =>
    spec
      .given()
      .when(
        inStream('focus-log-stu-2026-W48', block('a', '2026-11-24', 25, 'tyt-tmat')),
        inStream('focus-log-other-2026-W48', block('f', '2026-11-24', 50, null, 'other')),
      )
      .thenRows('focus_blocks', [
        { block_id: 'a', student_id: 'stu', day: '2026-11-24', minutes: 25, course_id: 'tyt-tmat' },
        { block_id: 'f', student_id: 'other', day: '2026-11-24', minutes: 50, course_id: null },
      ]));
});
