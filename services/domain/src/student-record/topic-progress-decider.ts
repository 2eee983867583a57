import type { EventOf, TopicState } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';
import { requireCourse, requireTopicOfCourse } from './catalogue-refs';

export type TopicProgressEvent = EventOf<'TopicStateSet'>;

export type TopicProgressCommand = {
  type: 'SetTopicState';
  data: {
    studentId: string;
    courseId: string;
    topicId: string;
    state: TopicState;
    /** The courses of the student's exam target and class, as the catalogue lists them now. */
    studentCourseIds: readonly string[];
    setBy: string;
    /** The student set it in the student app; their coach at the time is told. */
    byStudent?: { coachId: string | null };
    now: string;
  };
};

export interface TopicProgressState {
  /** Per topic: the latest state set by hand. */
  states: ReadonlyMap<string, TopicState>;
}

/** One stream per student: every state set by hand on their konu takibi checklist. */
export const topicProgressStreamId = (studentId: string) => `topic-progress-${studentId}`;

export const TOPIC_PROGRESS_MESSAGES = {
  notStudentsCourse: 'Bu ders öğrencinin sınav ve sınıf derslerinden biri değil',
} as const;

/**
 * Every hand-set state is recorded, also one equal to the last: the read model may have raised the topic
 * on its own since (a done study block), and "Bitti kalsın" after a review suggestion re-dates a DONE.
 * A double submit is caught by the write path's command id, not here.
 */
export const topicProgressDecider: Decider<TopicProgressCommand, TopicProgressEvent, TopicProgressState> = {
  initialState: () => ({ states: new Map() }),

  decide(command) {
    const { studentId, courseId, topicId, state, studentCourseIds, setBy, byStudent, now } = command.data;
    requireCourse(courseId);
    if (!studentCourseIds.includes(courseId))
      throw new DomainError('VALIDATION', TOPIC_PROGRESS_MESSAGES.notStudentsCourse, {
        courseId: TOPIC_PROGRESS_MESSAGES.notStudentsCourse,
      });
    requireTopicOfCourse(courseId, topicId);
    return [
      {
        type: 'TopicStateSet',
        data: {
          studentId,
          courseId,
          topicId,
          state,
          setBy,
          ...(byStudent ? { enteredBy: 'STUDENT' as const, coachId: byStudent.coachId } : {}),
          at: now,
        },
      },
    ];
  },

  evolve(state, event) {
    const states = new Map(state.states);
    states.set(event.data.topicId, event.data.state);
    return { states };
  },
};
