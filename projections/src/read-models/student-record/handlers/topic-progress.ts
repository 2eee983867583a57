import type { Transaction } from 'kysely';
import type { ProjectedEvent } from '../../../projector';
import type { ReadModels } from '../../../schema';

type Trx = Transaction<ReadModels>;

/** Konu takibi: a state set by hand (coaching team or student) replaces whatever the topic had. */
export async function applyTopicStateEvent(trx: Trx, event: ProjectedEvent): Promise<boolean> {
  if (event.type !== 'TopicStateSet') return false;
  const d = event.data;
  const values = {
    course_id: d.courseId,
    state: d.state,
    source: 'HAND' as const,
    changed_by: d.setBy,
    changed_by_student: d.enteredBy === 'STUDENT',
    changed_at: d.at,
  };
  // done_at is kept while the topic is DONE and cleared otherwise; only a new DONE re-dates it.
  const done_at = d.state === 'DONE' ? d.at : null;
  await trx
    .insertInto('topic_progress')
    .values({ student_id: d.studentId, topic_id: d.topicId, ...values, done_at })
    .onConflict((oc) => oc.columns(['student_id', 'topic_id']).doUpdateSet({ ...values, done_at }))
    .execute();
  return true;
}

/**
 * Study on a topic starts it: a study block with done questions or minutes, or a finished homework, moves
 * the topic from başlanmadı to çalışılıyor. It never lowers or replaces anything else (a topic marked done
 * stays done), so hand-set states win; a later hand-set başlanmadı is raised again only by later study.
 * Runs before the plan and homework handlers, reading the block or homework as it was planned.
 */
export async function raiseStudiedTopics(trx: Trx, event: ProjectedEvent): Promise<void> {
  if (event.type === 'StudyBlockProgressRecorded') {
    const { doneQuestions, doneMinutes, blockId, studentId, at } = event.data;
    if ((doneQuestions ?? 0) <= 0 && (doneMinutes ?? 0) <= 0) return;
    const block = await trx
      .selectFrom('plan_blocks')
      .select(['course_id', 'topic_id'])
      .where('block_id', '=', blockId)
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    if (block?.topic_id) await raise(trx, studentId, block.course_id, [block.topic_id], at);
  } else if (event.type === 'HomeworkCompleted') {
    const { homeworkId, studentId, at } = event.data;
    const homework = await trx
      .selectFrom('homework')
      .select(['course_id', 'topic_ids'])
      .where('homework_id', '=', homeworkId)
      .where('student_id', '=', studentId)
      .executeTakeFirst();
    if (homework) await raise(trx, studentId, homework.course_id, homework.topic_ids, at);
  }
}

async function raise(trx: Trx, studentId: string, courseId: string, topicIds: string[], at: string) {
  for (const topicId of topicIds) {
    const values = {
      state: 'IN_PROGRESS' as const,
      source: 'AUTO' as const,
      changed_by: null,
      changed_by_student: false,
      changed_at: at,
      done_at: null,
    };
    await trx
      .insertInto('topic_progress')
      .values({ student_id: studentId, topic_id: topicId, course_id: courseId, ...values })
      .onConflict((oc) =>
        oc
          .columns(['student_id', 'topic_id'])
          .doUpdateSet(values)
          .where('topic_progress.state', '=', 'NOT_STARTED'),
      )
      .execute();
  }
}
