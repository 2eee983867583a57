import type { EventOf } from '@pusula/contracts';
import { describe, it } from 'vitest';
import { given } from '../testing';
import { topicProgressDecider } from './topic-progress-decider';

const now = '2026-11-26T09:00:00.000Z';
const setState = {
  studentId: 's1',
  courseId: 'ayt-mat',
  topicId: 'ayt-mat-029',
  state: 'DONE' as const,
  studentCourseIds: ['tyt-mat', 'ayt-mat'],
  setBy: 'coach-1',
  now,
};
const setDone: EventOf<'TopicStateSet'> = {
  type: 'TopicStateSet',
  data: {
    studentId: 's1',
    courseId: 'ayt-mat',
    topicId: 'ayt-mat-029',
    state: 'DONE',
    setBy: 'coach-1',
    at: now,
  },
};

describe('topic progress decider (konu takibi)', () => {
  it('records a state set by the coaching team, with who set it', () => {
    given(topicProgressDecider).when({ type: 'SetTopicState', data: setState }).thenEmits([setDone]);
  });

  it('marks a state the student set themselves, with their coach then (who is told)', () => {
    given(topicProgressDecider)
      .when({
        type: 'SetTopicState',
        data: {
          ...setState,
          state: 'IN_PROGRESS',
          setBy: 'student-1',
          byStudent: { coachId: 'coach-1' },
        },
      })
      .thenEmits([
        {
          ...setDone,
          data: {
            ...setDone.data,
            state: 'IN_PROGRESS',
            setBy: 'student-1',
            enteredBy: 'STUDENT',
            coachId: 'coach-1',
          },
        },
      ]);
  });

  it('given a topic marked done, when it is marked done again (a review suggestion declined), then it is re-dated', () => {
    const later = '2026-11-28T09:00:00.000Z';
    given(topicProgressDecider, [setDone])
      .when({ type: 'SetTopicState', data: { ...setState, now: later } })
      .thenEmits([{ ...setDone, data: { ...setDone.data, at: later } }]);
  });

  it('refuses a course outside the catalogue and one the student does not take', () => {
    given(topicProgressDecider)
      .when({ type: 'SetTopicState', data: { ...setState, courseId: 'yok-mat' } })
      .thenRefuses('VALIDATION', 'Ders katalogda bulunamadı: yok-mat');
    given(topicProgressDecider)
      .when({ type: 'SetTopicState', data: { ...setState, studentCourseIds: ['tyt-mat'] } })
      .thenRefuses('VALIDATION', 'Bu ders öğrencinin sınav ve sınıf derslerinden biri değil');
  });

  it("refuses a topic of another course and one the catalogue doesn't know", () => {
    given(topicProgressDecider)
      .when({ type: 'SetTopicState', data: { ...setState, topicId: 'ayt-fiz-001' } })
      .thenRefuses('VALIDATION', /bu derse ait değil/);
    given(topicProgressDecider)
      .when({ type: 'SetTopicState', data: { ...setState, topicId: 'ayt-mat-999' } })
      .thenRefuses('VALIDATION', 'Konu katalogda bulunamadı: ayt-mat-999');
  });
});
