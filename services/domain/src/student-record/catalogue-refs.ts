import type { Course, ExamTest, ExamType, Topic } from '@pusula/contracts/education';
import { DomainError } from '../decider';
import { currentCatalogue } from '../education/versions';

/**
 * The education catalogue as the student record uses it: every course and topic id a plan, homework, deneme
 * or grade names must exist here (topic ids are permanent across catalogue versions).
 */

interface TopicEntry {
  topic: Topic;
  /** Exam courses that list the topic. */
  courseId: string;
}

let topicIndex: Map<string, TopicEntry> | undefined;
function topicsById(): Map<string, TopicEntry> {
  if (topicIndex) return topicIndex;
  topicIndex = new Map();
  for (const exam of currentCatalogue.examTypes()) {
    for (const course of currentCatalogue.courses(exam.code) ?? []) {
      for (const topic of currentCatalogue.topics(course.id, { limit: 10_000 })?.items ?? [])
        if (!topicIndex.has(topic.id)) topicIndex.set(topic.id, { topic, courseId: course.id });
    }
  }
  return topicIndex;
}

export function findCourse(courseId: string): Course | undefined {
  return currentCatalogue.course(courseId);
}

export function findTopic(topicId: string): Topic | undefined {
  return topicsById().get(topicId)?.topic;
}

export function findExamType(code: string): ExamType | undefined {
  const upper = code.trim().toLocaleUpperCase('tr-TR');
  return currentCatalogue.examTypes().find((e) => e.code === upper);
}

export function examTests(exam: ExamType): ExamTest[] {
  return exam.sessions.flatMap((s) => s.tests);
}

export function findExamTest(examType: string, testCode: string): ExamTest | undefined {
  const exam = findExamType(examType);
  return exam && examTests(exam).find((t) => t.code === testCode);
}

/**
 * The exam types a student sits denemes of, from their exam target: the exam itself (with TYT before an AYT
 * or YDT target: every YKS candidate sits TYT), or TYT and the exams of a score type's tests (SAY → TYT,
 * AYT). Every exam type when the target is unknown, so nobody is locked out of entering a deneme.
 */
export function examTypesForTarget(target: string | null): string[] {
  const all = currentCatalogue.examTypes();
  const exam = target ? findExamType(target) : undefined;
  if (exam) return exam.family === 'YKS' && exam.code !== 'TYT' ? ['TYT', exam.code] : [exam.code];
  const scoreType = target
    ? currentCatalogue.scoreTypes().find((t) => t.code === target.trim().toLocaleUpperCase('tr-TR'))
    : undefined;
  if (!scoreType) return all.map((e) => e.code);
  return [...new Set(['TYT', ...scoreType.tests.map((t) => t.examType)])];
}

/** The course, or a VALIDATION refusal naming the field. */
export function requireCourse(courseId: string, field = 'courseId'): Course {
  const course = findCourse(courseId);
  if (!course)
    throw new DomainError('VALIDATION', `Ders katalogda bulunamadı: ${courseId}`, {
      [field]: 'Ders katalogda bulunamadı',
    });
  return course;
}

/** The topic, which must be one of the course's topics. */
export function requireTopicOfCourse(courseId: string, topicId: string, field = 'topicId'): Topic {
  const topic = currentCatalogue.topics(courseId, { limit: 10_000 })?.items.find((t) => t.id === topicId);
  if (!topic) {
    const known = findTopic(topicId);
    const message = known
      ? `“${known.name}” konusu bu derse ait değil`
      : `Konu katalogda bulunamadı: ${topicId}`;
    throw new DomainError('VALIDATION', message, { [field]: message });
  }
  return topic;
}

/** Names for read models and answers (implements `CatalogueNames` of the contracts). */
export const studentRecordNames = {
  courseName: (courseId: string) => findCourse(courseId)?.name ?? courseId,
  topicName: (topicId: string) => findTopic(topicId)?.name ?? topicId,
  test(examType: string, testCode: string) {
    const test = findExamTest(examType, testCode);
    const parts = (test?.parts ?? []).map(({ courseId, name, questionCount }) => ({
      courseId,
      name,
      questionCount,
    }));
    return { name: test?.name ?? testCode, questionCount: test?.questionCount ?? 0, parts };
  },
  testsOf(examType: string) {
    const exam = findExamType(examType);
    return exam ? examTests(exam).map((t) => ({ testCode: t.code, testName: t.name })) : [];
  },
} as const;
