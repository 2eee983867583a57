import {
  type EventOf,
  FOCUS_CLOCK_SKEW_MS,
  isoWeekOf,
  istanbulDate,
  logFocusBlockInput,
} from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';
import { currentCatalogue } from '../education/versions';
import { requireTopicOfCourse } from '../student-record/catalogue-refs';
import { parseOrRefuse } from '../validation';

export type FocusLogEvent = EventOf<'FocusBlockLogged'>;

export interface LogFocusBlock {
  type: 'LogFocusBlock';
  data: {
    studentId: string;
    /** Derived from the command id: the same block sent again is the same block. */
    blockId: string;
    commandId: string;
    minutes: number;
    startedAt: string;
    endedAt: string;
    courseId: string | null;
    topicId: string | null;
    /** The student's exam target and class, for which courses they may log (read by the caller). */
    student: { examTarget: string | null; classLevel: string | null };
    loggedBy: string;
    now: string;
  };
}
export type FocusLogCommand = LogFocusBlock;

export interface FocusLogState {
  /** Logged blocks of the week: their ids (a repeat is a no-op) and spans (an overlap is refused). */
  blocks: ReadonlyMap<string, { start: number; end: number }>;
}

/** One stream per student and ISO week of the block's start (Istanbul). */
export const focusLogStreamId = (studentId: string, week: string) => `focus-log-${studentId}-${week}`;

/** The week a block belongs to: the Istanbul week its start falls in. */
export const focusWeekOf = (startedAt: string) => isoWeekOf(new Date(startedAt));

export const FOCUS_MESSAGES = {
  endBeforeStart: 'Bitiş zamanı başlangıçtan sonra olmalı',
  inFuture: 'Gelecekte biten bir odak bloğu kaydedilemez',
  longerThanSpan: 'Odak süresi, başlangıç ile bitiş arasındaki süreden uzun olamaz',
  topicWithoutCourse: 'Konu seçildiyse ders de seçilmeli',
  courseNotForStudent: 'Bu ders öğrencinin sınavına ait değil',
  overlap: 'Bu zaman aralığında zaten bir odak bloğu kayıtlı',
} as const;

const MINUTE = 60_000;
const refuse = (field: string, message: string) =>
  new DomainError('VALIDATION', message, { [field]: message });

/** Course and topic, if given, must be in the catalogue for the student's exam target and class. */
function checkSubject(data: LogFocusBlock['data']) {
  if (data.courseId === null) {
    if (data.topicId !== null) throw refuse('courseId', FOCUS_MESSAGES.topicWithoutCourse);
    return;
  }
  const courses = currentCatalogue.coursesForStudent(data.student) ?? [];
  if (!courses.some((c) => c.id === data.courseId))
    throw refuse('courseId', FOCUS_MESSAGES.courseNotForStudent);
  if (data.topicId !== null) requireTopicOfCourse(data.courseId, data.topicId);
}

/**
 * The focus log of one student week: the student logs a finished focus block from the timer. Minutes are
 * whole (1–180) and fit in the block's span (pauses make a span longer, never shorter); a block ends after
 * it starts and not in the future (a client clock may run a little ahead); a repeated block id appends
 * nothing, and another block overlapping one already logged is refused (the same phase logged twice).
 */
export const focusLogDecider: Decider<FocusLogCommand, FocusLogEvent, FocusLogState> = {
  initialState: () => ({ blocks: new Map() }),

  decide(command, state) {
    const { data } = command;
    if (state.blocks.has(data.blockId)) return [];
    const input = parseOrRefuse(logFocusBlockInput.omit({ commandId: true }), {
      minutes: data.minutes,
      startedAt: data.startedAt,
      endedAt: data.endedAt,
      courseId: data.courseId,
      topicId: data.topicId,
    });
    const start = Date.parse(input.startedAt);
    const end = Date.parse(input.endedAt);
    if (end <= start) throw refuse('endedAt', FOCUS_MESSAGES.endBeforeStart);
    if (end > Date.parse(data.now) + FOCUS_CLOCK_SKEW_MS) throw refuse('endedAt', FOCUS_MESSAGES.inFuture);
    // A clock shows whole seconds: allow one minute of rounding between the minutes and the span.
    if (input.minutes * MINUTE > end - start + MINUTE) throw refuse('minutes', FOCUS_MESSAGES.longerThanSpan);
    checkSubject({ ...data, courseId: input.courseId, topicId: input.topicId });
    for (const other of state.blocks.values())
      if (start < other.end && other.start < end) throw new DomainError('CONFLICT', FOCUS_MESSAGES.overlap);
    return [
      {
        type: 'FocusBlockLogged',
        data: {
          studentId: data.studentId,
          blockId: data.blockId,
          commandId: data.commandId,
          minutes: input.minutes,
          startedAt: new Date(start).toISOString(),
          endedAt: new Date(end).toISOString(),
          day: istanbulDate(new Date(start)),
          courseId: input.courseId,
          topicId: input.topicId,
          loggedBy: data.loggedBy,
          at: data.now,
        },
      },
    ];
  },

  evolve(state, event) {
    const blocks = new Map(state.blocks);
    blocks.set(event.data.blockId, {
      start: Date.parse(event.data.startedAt),
      end: Date.parse(event.data.endedAt),
    });
    return { blocks };
  },
};
