import { z } from 'zod';
import { recordIdField } from './common';
import { enteredByStudent } from './record-events';

/*
 * Konu takibi: the checklist of catalogue topics the coach and the student share, one state per topic.
 * Stream: topic-progress-{studentId} (every hand-set state of one student's topics, with who set it).
 */

/** In the order a topic normally moves through; the automatic feed only ever raises NOT_STARTED. */
export const TOPIC_STATES = ['NOT_STARTED', 'IN_PROGRESS', 'DONE', 'REVIEW'] as const;
export type TopicState = (typeof TOPIC_STATES)[number];
export const TOPIC_STATE_LABELS: Record<TopicState, string> = {
  NOT_STARTED: 'Başlanmadı',
  IN_PROGRESS: 'Çalışılıyor',
  DONE: 'Bitti',
  REVIEW: 'Tekrar',
};

/** How many topics "En çok kaybettiren konular" lists. */
export const TOP_LOSING_TOPICS = 5;

export const topicStateSet = z.object({
  studentId: z.string(),
  courseId: z.string(),
  topicId: z.string(),
  state: z.enum(TOPIC_STATES),
  setBy: z.string(),
  /** Set only when the student set it in the student app: „öğrenci girdi", and their coach is told. */
  ...enteredByStudent,
  at: z.string(),
});

const commandId = z.uuid({ error: 'İşlem kimliği geçerli bir UUID olmalı' }).optional();
const topicStateField = z.enum(TOPIC_STATES, {
  error: 'Durum NOT_STARTED, IN_PROGRESS, DONE veya REVIEW olmalı',
});

/** The coaching team sets one topic's state on a student's checklist. */
export const setTopicStateInput = z.object({
  studentId: recordIdField('Öğrenci'),
  courseId: recordIdField('Ders'),
  topicId: recordIdField('Konu'),
  state: topicStateField,
  commandId,
});
export type SetTopicStateInput = z.infer<typeof setTopicStateInput>;

/** The student sets one of their own topics (the account names the student, never the request). */
export const studentTopicStateInput = setTopicStateInput.omit({ studentId: true });

/** Where a topic's state came from: set by hand, or raised by a done study block or a finished homework. */
export type TopicStateSource = 'HAND' | 'AUTO';

export interface TopicItemDto {
  topicId: string;
  name: string;
  /** The catalogue's shared heading ("Problemler"), if any. */
  group: string | null;
  state: TopicState;
  /** null: never touched (başlanmadı by default). */
  source: TopicStateSource | null;
  changedAt: string | null;
  /** The student set the current state in the student app. */
  changedByStudent: boolean;
  /** Wrong answers on this topic across all the student's denemes. */
  wrong: number;
  /**
   * A DONE topic with wrong answers in denemes whose mistakes were entered after it was marked done: the
   * views offer "Tekrara al" with „denemede X yanlış"; null otherwise.
   */
  reviewSuggestion: { wrong: number } | null;
}

export interface TopicCourseDto {
  courseId: string;
  courseName: string;
  total: number;
  done: number;
  /** In catalogue order. */
  topics: TopicItemDto[];
}

export interface LosingTopicDto {
  topicId: string;
  topicName: string;
  courseId: string;
  courseName: string;
  wrong: number;
}

export interface TopicChecklistDto {
  studentId: string;
  /** The courses of the student's exam target and class (TYT's too for an AYT/YDT student). */
  courses: TopicCourseDto[];
  /** Topics by wrong answers across every deneme of the student, most first (at most TOP_LOSING_TOPICS). */
  topLosing: LosingTopicDto[];
}
