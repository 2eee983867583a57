import { type EventOf, type HomeworkReminderKind, istanbulDate, istanbulInstant } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';
import { requireCourse, requireTopicOfCourse } from './catalogue-refs';

export type HomeworkEvent = EventOf<
  'HomeworkAssigned' | 'HomeworkCompleted' | 'HomeworkCancelled' | 'HomeworkReminderDue'
>;

export interface HomeworkSheet {
  title: string;
  courseId: string;
  topicIds: string[];
  targetQuestions: number | null;
  targetMinutes: number | null;
  description: string | null;
  dueAt: string;
}

export type HomeworkCommand =
  | {
      type: 'AssignHomework';
      data: {
        homeworkId: string;
        studentId: string;
        coachId: string | null;
        sheet: HomeworkSheet;
        assignedBy: string;
        /** The student's linked parents, who are told of it. */
        parentIds?: string[];
        now: string;
      };
    }
  | {
      type: 'CompleteHomework';
      data: {
        homeworkId: string;
        studentId?: string;
        doneQuestions: number | null;
        doneMinutes: number | null;
        completedBy: string;
        /** The student said „Bitirdim" in the student app: the homework's coach is told. */
        byStudent?: boolean;
        now: string;
      };
    }
  | { type: 'CancelHomework'; data: { homeworkId: string; studentId?: string; now: string } }
  | {
      type: 'SendHomeworkReminder';
      data: { homeworkId: string; kind: HomeworkReminderKind; parentIds?: string[]; now: string };
    };

export type HomeworkState =
  | { status: 'none' }
  | {
      status: 'ASSIGNED' | 'DONE' | 'CANCELLED';
      studentId: string;
      coachId: string | null;
      title: string;
      dueAt: string;
      assignedAt: string;
      reminders: ReadonlySet<HomeworkReminderKind>;
    };

/** One stream per homework (Ödevler ve Görevler): given, done or cancelled, and the reminders sent. */
export const homeworkStreamId = (homeworkId: string) => `homework-${homeworkId}`;

/** A due day alone means the end of that day in Istanbul. */
export const dueAtOfDate = (date: string) =>
  new Date(Date.parse(istanbulInstant(date, '23:59')) + 59_000).toISOString();

/** Reminders for the day a homework is due start at this Istanbul hour. */
export const DUE_DAY_REMINDER_TIME = '08:00';

/**
 * The reminder that is due at `now`, if any (at most one at a time; each kind is sent once):
 *  - DUE_IN_24H from 24 h before the due time, until the due-day reminder takes over (only for homework
 *    given at least 24 h ahead);
 *  - DUE_TODAY from 08:00 Istanbul on the due day until the due time (not for homework given that morning
 *    or later);
 *  - OVERDUE from the due time on.
 * A window that passed unseen (the scheduler was down) is skipped: a late "24 hours left" would be wrong.
 */
export function dueHomeworkReminder(
  homework: { dueAt: string; assignedAt: string },
  now: Date,
): HomeworkReminderKind | null {
  const due = Date.parse(homework.dueAt);
  const assigned = Date.parse(homework.assignedAt);
  const t = now.getTime();
  if (t >= due) return 'OVERDUE';
  const dueDayStart = Date.parse(istanbulInstant(istanbulDate(new Date(due)), DUE_DAY_REMINDER_TIME));
  if (dueDayStart < due && t >= dueDayStart) return assigned < dueDayStart ? 'DUE_TODAY' : null;
  const dayBefore = due - 24 * 3_600_000;
  if (t >= dayBefore && assigned <= dayBefore) return 'DUE_IN_24H';
  return null;
}

export const HOMEWORK_MESSAGES = {
  notFound: 'Ödev bulunamadı',
  exists: 'Bu ödev zaten verildi',
  dueInPast: 'Son teslim ileri bir zaman olmalı',
  cancelled: 'İptal edilmiş bir ödev tamamlanamaz',
  alreadyDone: 'Ödev zaten tamamlandı',
  doneCannotCancel: 'Tamamlanmış bir ödev iptal edilemez',
} as const;

/** The homework, which must be the named student's when a student is named. */
function existing(state: HomeworkState, studentId?: string) {
  if (state.status === 'none' || (studentId !== undefined && state.studentId !== studentId))
    throw new DomainError('NOT_FOUND', HOMEWORK_MESSAGES.notFound);
  return state;
}

export const homeworkDecider: Decider<HomeworkCommand, HomeworkEvent, HomeworkState> = {
  initialState: () => ({ status: 'none' }),

  decide(command, state) {
    const { homeworkId, now } = command.data;
    switch (command.type) {
      case 'AssignHomework': {
        if (state.status !== 'none') throw new DomainError('CONFLICT', HOMEWORK_MESSAGES.exists);
        const { sheet, studentId, coachId, assignedBy, parentIds } = command.data;
        requireCourse(sheet.courseId);
        for (const [i, id] of sheet.topicIds.entries())
          requireTopicOfCourse(sheet.courseId, id, `topicIds.${i}`);
        if (Date.parse(sheet.dueAt) <= Date.parse(now))
          throw new DomainError('VALIDATION', HOMEWORK_MESSAGES.dueInPast, {
            dueAt: HOMEWORK_MESSAGES.dueInPast,
          });
        return [
          {
            type: 'HomeworkAssigned',
            data: {
              homeworkId,
              studentId,
              coachId,
              ...sheet,
              topicIds: [...new Set(sheet.topicIds)],
              assignedBy,
              ...(parentIds?.length ? { parentIds: [...new Set(parentIds)] } : {}),
              at: now,
            },
          },
        ];
      }
      case 'CompleteHomework': {
        const hw = existing(state, command.data.studentId);
        if (hw.status === 'CANCELLED') throw new DomainError('CONFLICT', HOMEWORK_MESSAGES.cancelled);
        if (hw.status === 'DONE') throw new DomainError('CONFLICT', HOMEWORK_MESSAGES.alreadyDone);
        const { doneQuestions, doneMinutes, completedBy, byStudent } = command.data;
        return [
          {
            type: 'HomeworkCompleted',
            data: {
              homeworkId,
              studentId: hw.studentId,
              doneQuestions,
              doneMinutes,
              late: Date.parse(now) > Date.parse(hw.dueAt),
              completedBy,
              ...(byStudent ? { enteredBy: 'STUDENT' as const, coachId: hw.coachId } : {}),
              at: now,
            },
          },
        ];
      }
      case 'CancelHomework': {
        const hw = existing(state, command.data.studentId);
        if (hw.status === 'CANCELLED') return [];
        if (hw.status === 'DONE') throw new DomainError('CONFLICT', HOMEWORK_MESSAGES.doneCannotCancel);
        return [{ type: 'HomeworkCancelled', data: { homeworkId, studentId: hw.studentId, at: now } }];
      }
      case 'SendHomeworkReminder': {
        // The scheduler's command: silent when there is nothing (more) to remind.
        if (state.status !== 'ASSIGNED' || state.reminders.has(command.data.kind)) return [];
        if (dueHomeworkReminder(state, new Date(now)) !== command.data.kind) return [];
        const { studentId, coachId, title, dueAt } = state;
        return [
          {
            type: 'HomeworkReminderDue',
            data: {
              homeworkId,
              studentId,
              coachId,
              parentIds: command.data.parentIds ?? [],
              kind: command.data.kind,
              title,
              dueAt,
              at: now,
            },
          },
        ];
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'HomeworkAssigned': {
        const { studentId, coachId, title, dueAt, at } = event.data;
        return { status: 'ASSIGNED', studentId, coachId, title, dueAt, assignedAt: at, reminders: new Set() };
      }
      case 'HomeworkCompleted':
        return state.status === 'none' ? state : { ...state, status: 'DONE' };
      case 'HomeworkCancelled':
        return state.status === 'none' ? state : { ...state, status: 'CANCELLED' };
      case 'HomeworkReminderDue':
        return state.status === 'none'
          ? state
          : { ...state, reminders: new Set([...state.reminders, event.data.kind]) };
    }
  },
};
