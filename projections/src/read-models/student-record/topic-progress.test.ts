import type { CatalogueNames, EventData, EventType } from '@pusula/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ProjectionRunner } from '../../runner';
import { appendToStream, openProjectorTest, TEST_STORAGE_KINDS, type TestStorage } from '../../testing';
import { studentRecordProjector } from './projector';
import { topicProgressQuery } from './queries';

const names: CatalogueNames = {
  courseName: (id) => `ders:${id}`,
  topicName: (id) => `konu:${id}`,
  test: () => ({ name: 'Matematik', questionCount: 40, parts: [] }),
  testsOf: () => [],
};
const at = (day: number) => new Date(Date.UTC(2026, 10, day, 9)).toISOString();

describe.each(TEST_STORAGE_KINDS)('konu takibi read model on %s', (kind) => {
  let storage: TestStorage;
  let runner: ProjectionRunner;

  beforeEach(async () => {
    ({ storage, runner } = await openProjectorTest(kind, [studentRecordProjector]));
  });
  afterEach(async () => {
    await runner.stop();
    await storage.close();
  });

  async function append<T extends EventType>(stream: string, type: T, data: EventData<T>) {
    await appendToStream(storage.store, stream, [{ type, data }]);
  }
  async function view(studentId = 's1') {
    const head = await storage.store.committedHead();
    if (head) await runner.waitFor(head);
    return topicProgressQuery(storage.db, studentId, names);
  }
  const setState = (
    topicId: string,
    state: EventData<'TopicStateSet'>['state'],
    day: number,
    byStudent = false,
  ) =>
    append('topic-progress-s1', 'TopicStateSet', {
      studentId: 's1',
      courseId: 'ayt-mat',
      topicId,
      state,
      setBy: byStudent ? 'student-account' : 'coach-1',
      ...(byStudent ? { enteredBy: 'STUDENT' as const } : {}),
      at: at(day),
    });
  async function studiedBlock(blockId: string, topicId: string, doneQuestions: number, day: number) {
    await append('weekly-plan-s1-2026-W48', 'StudyBlockPlanned', {
      studentId: 's1',
      week: '2026-W48',
      blockId,
      day: 1,
      startTime: '10:00',
      durationMinutes: 60,
      courseId: 'ayt-mat',
      topicId,
      activity: 'SORU_COZME',
      targetQuestions: 40,
      targetMinutes: null,
      note: null,
      source: 'MANUAL',
      plannedBy: 'coach-1',
      at: at(day),
    });
    await append('weekly-plan-s1-2026-W48', 'StudyBlockProgressRecorded', {
      studentId: 's1',
      week: '2026-W48',
      blockId,
      doneQuestions,
      doneMinutes: null,
      recordedBy: 'coach-1',
      at: at(day),
    });
  }
  async function denemeMistakes(examId: string, topicId: string, count: number, day: number) {
    await append(`mock-exam-${examId}`, 'MockExamRecorded', {
      examId,
      studentId: 's1',
      examType: 'AYT',
      name: `Deneme ${examId}`,
      takenOn: '2026-11-20',
      durationMinutes: null,
      tests: [{ testCode: 'mat', correct: 30, wrong: count, blank: 10 - count, net: 30 - count / 4 }],
      totalNet: 30 - count / 4,
      weightedNet: null,
      estimatedScore: null,
      recordedBy: 'coach-1',
      at: at(day),
    });
    await append(`mock-exam-${examId}`, 'MockExamMistakesRecorded', {
      examId,
      studentId: 's1',
      mistakes: [{ courseId: 'ayt-mat', topicId, cause: 'BILGI_EKSIGI', count, note: null }],
      at: at(day),
    });
  }

  it('keeps the state set by hand, with whether the student set it', async () => {
    await setState('t1', 'DONE', 2);
    await setState('t2', 'REVIEW', 3, true);
    const { topics } = await view();
    expect(topics.get('t1')).toMatchObject({ state: 'DONE', source: 'HAND', changedByStudent: false });
    expect(topics.get('t2')).toMatchObject({ state: 'REVIEW', source: 'HAND', changedByStudent: true });
    expect((await view('s2')).topics.size).toBe(0);
  });

  it('study starts a topic (done block, finished homework) but never lowers a hand-set state', async () => {
    await setState('done-topic', 'DONE', 1);
    await studiedBlock('b1', 'fresh', 12, 2);
    await studiedBlock('b2', 'done-topic', 12, 2);
    await studiedBlock('b3', 'zero', 0, 2);
    await append('homework-h1', 'HomeworkAssigned', {
      homeworkId: 'h1',
      studentId: 's1',
      coachId: 'coach-1',
      title: 'Türev 40 soru',
      courseId: 'ayt-mat',
      topicIds: ['hw-topic'],
      targetQuestions: 40,
      targetMinutes: null,
      description: null,
      dueAt: at(9),
      assignedBy: 'coach-1',
      at: at(2),
    });
    const before = await view();
    expect(before.topics.has('hw-topic')).toBe(false); // given is not studied
    await append('homework-h1', 'HomeworkCompleted', {
      homeworkId: 'h1',
      studentId: 's1',
      doneQuestions: 40,
      doneMinutes: null,
      late: false,
      completedBy: 'coach-1',
      at: at(3),
    });
    const { topics } = await view();
    expect(topics.get('fresh')).toMatchObject({ state: 'IN_PROGRESS', source: 'AUTO' });
    expect(topics.get('hw-topic')).toMatchObject({ state: 'IN_PROGRESS', source: 'AUTO' });
    expect(topics.get('done-topic')).toMatchObject({ state: 'DONE', source: 'HAND' });
    expect(topics.has('zero')).toBe(false);

    // A hand-set başlanmadı holds until later study raises it again.
    await setState('fresh', 'NOT_STARTED', 4);
    expect((await view()).topics.get('fresh')).toMatchObject({ state: 'NOT_STARTED', source: 'HAND' });
    await studiedBlock('b4', 'fresh', 5, 5);
    expect((await view()).topics.get('fresh')).toMatchObject({ state: 'IN_PROGRESS', source: 'AUTO' });
  });

  it('ranks wrong answers by topic across denemes and counts those entered after a topic was marked done', async () => {
    await denemeMistakes('e1', 'limit', 3, 2);
    await setState('limit', 'DONE', 3);
    await denemeMistakes('e2', 'limit', 2, 4);
    await denemeMistakes('e3', 'turev', 6, 4);
    const first = await view();
    expect(first.mistakesByTopic.map((m) => [m.topicId, m.count])).toEqual([
      ['turev', 6],
      ['limit', 5],
    ]);
    expect(first.topics.get('limit')?.wrongSinceDone).toBe(2);
    // "Bitti kalsın": marked done again, the earlier mistakes no longer suggest a review.
    await setState('limit', 'DONE', 5);
    expect((await view()).topics.get('limit')?.wrongSinceDone).toBe(0);
  });
});
