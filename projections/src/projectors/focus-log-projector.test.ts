import type { EventOf } from '@pusula/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { focusWeekQuery } from '../queries/focus';
import type { ProjectionRunner } from '../runner';
import {
  appendToStream,
  applyLogAgain,
  openProjectorTest,
  TEST_STORAGE_KINDS,
  type TestStorage,
} from '../testing';
import { focusLogProjector } from './focus-log-projector';

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
  let storage: TestStorage;
  let runner: ProjectionRunner;
  afterEach(async () => {
    await runner.stop();
    await storage.close();
  });

  const append = (stream: string, events: EventOf<'FocusBlockLogged'>[]) =>
    appendToStream(storage.store, stream, events);
  const rows = () => storage.db.selectFrom('focus_blocks').selectAll().orderBy('block_id').execute();

  it('sums minutes per Istanbul day and course, and a replay or a rebuild gives the same rows', async () => {
    ({ storage, runner } = await openProjectorTest(kind, [focusLogProjector]));
    await append('focus-log-stu-2026-W48', [
      block('a', '2026-11-24', 25, 'tyt-tmat'),
      block('b', '2026-11-24', 25, 'tyt-tmat'),
    ]);
    await append('focus-log-stu-2026-W48', [
      block('c', '2026-11-24', 30, 'tyt-fiz'),
      block('d', '2026-11-29', 10, null),
    ]);
    // Another week and another student stay out of this week's answer.
    await append('focus-log-stu-2026-W49', [block('e', '2026-11-30', 45, 'tyt-tmat')]);
    const { position } = await append('focus-log-other-2026-W48', [
      block('f', '2026-11-24', 50, 'tyt-tmat', 'other'),
    ]);
    await runner.waitFor(position, ['focus-log']);

    const week = await focusWeekQuery(storage.db, 'stu', '2026-W48', names);
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

    const before = await rows();
    expect(before).toHaveLength(6);
    // A batch seen again (a crash before the checkpoint moved) inserts nothing twice.
    await applyLogAgain(storage, focusLogProjector);
    expect(await rows()).toEqual(before);
    await runner.rebuild(['focus-log']);
    expect(await rows()).toEqual(before);
    expect(await focusWeekQuery(storage.db, 'stu', '2026-W48', names)).toEqual(week);
  });
});
