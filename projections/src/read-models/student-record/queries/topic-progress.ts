import type { CatalogueNames, MockExamTrendDto, TopicState, TopicStateSource } from '@pusula/contracts';
import type { ReadDb } from '../../../db';
import { mistakesByTopic } from './mock-exams';
import { iso } from './row-values';

export interface TopicProgressRow {
  courseId: string;
  state: TopicState;
  source: TopicStateSource;
  changedAt: string;
  changedByStudent: boolean;
  /** Wrong answers in denemes whose mistakes were entered after the topic was last marked DONE. */
  wrongSinceDone: number;
}

export interface TopicProgressView {
  /** Per topic id; a topic without a row was never touched (başlanmadı). */
  topics: Map<string, TopicProgressRow>;
  /** Across every deneme of the student (full and branş, every exam type), most first. */
  mistakesByTopic: MockExamTrendDto['mistakesByTopic'];
}

/** The konu takibi rows of one student and the wrong answers by topic from their denemes. */
export async function topicProgressQuery(
  db: ReadDb,
  studentId: string,
  names: CatalogueNames,
): Promise<TopicProgressView> {
  const [rows, exams] = await Promise.all([
    db.selectFrom('topic_progress').selectAll().where('student_id', '=', studentId).execute(),
    db
      .selectFrom('mock_exams')
      .select(['mistakes', 'updated_at'])
      .where('student_id', '=', studentId)
      .execute(),
  ]);
  const topics = new Map<string, TopicProgressRow>();
  for (const r of rows) {
    const doneAt = r.state === 'DONE' && r.done_at ? new Date(r.done_at).getTime() : null;
    let wrongSinceDone = 0;
    if (doneAt !== null)
      for (const e of exams)
        if (new Date(e.updated_at).getTime() > doneAt)
          for (const m of e.mistakes) if (m.topicId === r.topic_id) wrongSinceDone += m.count;
    topics.set(r.topic_id, {
      courseId: r.course_id,
      state: r.state,
      source: r.source,
      changedAt: iso(r.changed_at),
      changedByStudent: r.changed_by_student,
      wrongSinceDone,
    });
  }
  return { topics, mistakesByTopic: mistakesByTopic(exams, names) };
}
