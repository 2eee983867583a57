import {
  type SetTopicStateInput,
  setTopicStateInput,
  studentRefInput,
  TOP_LOSING_TOPICS,
  type TopicChecklistDto,
} from '@pusula/contracts';
import { topicProgressDecider, topicProgressStreamId } from '@pusula/domain';
import * as catalogue from '@pusula/domain/education/index';
import { studentByIdQuery, topicProgressQuery } from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { defineCommandHandler } from '../../commands/command-handler';
import type { Actor } from '../../commands/handle-command';
import { names, notFound, nowIso, settleIn } from './record-commands';
import { reader, student, team, write } from './record-procedures';

const handleTopicProgress = defineCommandHandler(topicProgressDecider, topicProgressStreamId, settleIn);
const NO_STUDENT = 'Öğrenci bulunamadı';

/** The courses the student's exam target and class take (TYT's too for an AYT or YDT student). */
async function studentCourses(deps: AppDeps, studentId: string) {
  const row = await studentByIdQuery(deps.storage.db, studentId);
  if (!row) throw notFound(NO_STUDENT);
  return catalogue.coursesForStudent({ examTarget: row.exam_target, classLevel: row.class_level }) ?? [];
}

/** Konu takibi: every topic of the student's courses in catalogue order, with its state and wrong answers. */
export async function topicChecklist(deps: AppDeps, studentId: string): Promise<TopicChecklistDto> {
  const [courses, view] = await Promise.all([
    studentCourses(deps, studentId),
    topicProgressQuery(deps.storage.db, studentId, names),
  ]);
  const wrongByTopic = new Map(view.mistakesByTopic.map((m) => [m.topicId, m.count]));
  const checklist = courses.map((course) => {
    const topics = (catalogue.topics(course.id, { limit: 10_000 })?.items ?? []).map((topic) => {
      const row = view.topics.get(topic.id);
      return {
        topicId: topic.id,
        name: topic.name,
        group: topic.group,
        state: row?.state ?? ('NOT_STARTED' as const),
        source: row?.source ?? null,
        changedAt: row?.changedAt ?? null,
        changedByStudent: row?.changedByStudent ?? false,
        wrong: wrongByTopic.get(topic.id) ?? 0,
        reviewSuggestion:
          row?.state === 'DONE' && row.wrongSinceDone > 0 ? { wrong: row.wrongSinceDone } : null,
      };
    });
    return {
      courseId: course.id,
      courseName: course.name,
      total: topics.length,
      done: topics.filter((t) => t.state === 'DONE').length,
      topics,
    };
  });
  const topLosing = view.mistakesByTopic.slice(0, TOP_LOSING_TOPICS).map((m) => ({
    topicId: m.topicId,
    topicName: m.topicName,
    courseId: m.courseId,
    courseName: names.courseName(m.courseId),
    wrong: m.count,
  }));
  return { studentId, courses: checklist, topLosing };
}

/**
 * Sets one topic's state by hand, through the one write path (command ids are scoped to caller and
 * payload there). The course must be one the student takes now; `byStudent` marks the student app's.
 */
export async function setTopicState(
  deps: AppDeps,
  actor: Actor,
  input: Omit<SetTopicStateInput, 'commandId'> & { byStudent?: { coachId: string | null } },
  commandId: string,
) {
  const courses = await studentCourses(deps, input.studentId);
  await handleTopicProgress(
    deps,
    input.studentId,
    {
      type: 'SetTopicState',
      data: {
        ...input,
        studentCourseIds: courses.map((c) => c.id),
        setBy: actor.userId,
        now: nowIso(deps),
      },
    },
    { commandId, actor },
  );
  return topicChecklist(deps, input.studentId);
}

/** Konu takibi: the record's readers read it; the coaching team (coach, advisor) sets states. */
export const topicProgressProcedures = {
  topicChecklist: reader.input(studentRefInput).query(async ({ ctx, input }) => {
    await student(ctx, input.studentId);
    return topicChecklist(ctx.deps, input.studentId);
  }),
  setTopicState: team.input(setTopicStateInput).mutation(write(setTopicState)),
};
