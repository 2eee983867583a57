import type { EventOf } from '@pusula/contracts';
import type { Projector } from '../../projector';

/**
 * The focus log: one row per `FocusBlockLogged`, keyed by the block id, so a batch seen again (a crash
 * before the checkpoint moved) or a replay inserts nothing twice.
 */
export const focusLogProjector: Projector = {
  name: 'focus-log',
  version: 1,
  handles: ['FocusBlockLogged'],
  tables: ['focus_blocks'],

  async apply(trx, events) {
    const rows = events
      .filter((e): e is typeof e & EventOf<'FocusBlockLogged'> => e.type === 'FocusBlockLogged')
      .map(({ data: d }) => ({
        block_id: d.blockId,
        student_id: d.studentId,
        day: d.day,
        minutes: d.minutes,
        course_id: d.courseId,
        topic_id: d.topicId,
        started_at: d.startedAt,
        ended_at: d.endedAt,
      }));
    if (rows.length === 0) return;
    await trx
      .insertInto('focus_blocks')
      .values(rows)
      .onConflict((oc) => oc.column('block_id').doNothing())
      .execute();
  },
};
