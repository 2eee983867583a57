import { z } from 'zod';
import { countField, isoWeekField, recordIdField } from '../student-record/common';
import type { HomeworkDto, MockExamDto, StudyBlockDto } from '../student-record/record-dtos';
import { ownMockExamInput, recordMistakesInput } from '../student-record/record-inputs';

/**
 * The student app (role STUDENT): inputs and answers of `studentApp.*`. No input names a student: the
 * server takes the student from the signed-in account, so a student can only ever reach their own record.
 */

const commandId = z.uuid({ error: 'İşlem kimliği geçerli bir UUID olmalı' }).optional();
const optionalCount = (label: string, max: number) =>
  countField(label, max)
    .nullable()
    .optional()
    .transform((n) => n ?? null);

export const studentWeekInput = z.object({ week: isoWeekField.optional() }).optional();

/** „Ne kadar çözdün?": absolute counts for one of the student's own blocks (this week unless named). */
export const studentProgressInput = z
  .object({
    blockId: recordIdField('Blok'),
    week: isoWeekField.optional(),
    doneQuestions: optionalCount('Çözülen soru sayısı', 5000),
    doneMinutes: optionalCount('Çalışılan süre', 1440),
    commandId,
  })
  .refine((p) => p.doneQuestions !== null || p.doneMinutes !== null, {
    message: 'Çözülen soru sayısı veya çalışılan süre girilmeli',
    path: ['doneQuestions'],
  });

/** „Bitirdim" on one of the student's own homework; the counts are optional. */
export const studentHomeworkDoneInput = z.object({
  homeworkId: recordIdField('Ödev'),
  doneQuestions: optionalCount('Çözülen soru sayısı', 5000),
  doneMinutes: optionalCount('Çalışılan süre', 1440),
  commandId,
});

export interface StudentDayDto {
  /** 1 = Monday … 7 = Sunday, and its calendar day (YYYY-MM-DD, Istanbul). */
  day: number;
  date: string;
  blocks: StudyBlockDto[];
  /** Mean completion of the day's blocks (0–1); null without blocks. */
  completion: number | null;
}

export interface StudentWeekDto {
  week: string;
  startDate: string;
  endDate: string;
  days: StudentDayDto[];
  /** Mean completion of the week's blocks (0–1); null without blocks. */
  completion: number | null;
}

export interface StudentTodayDto {
  firstName: string;
  coach: { firstName: string; lastName: string } | null;
  week: string;
  today: StudentDayDto;
  /** Open homework (not done, not cancelled), soonest due first; overdue ones included. */
  homework: HomeworkDto[];
  weekCompletion: number | null;
}

/** „Denemeler": a deneme the student sat, entered by themselves (the same sheet as the coach's form). */
export const studentMockExamInput = ownMockExamInput;
export type StudentMockExamInput = z.infer<typeof studentMockExamInput>;

/** Wrong answers by topic with a cause, on one of the student's own denemes (the whole list, as the coach's). */
export const studentMockExamMistakesInput = recordMistakesInput.omit({ studentId: true });

export interface StudentMockExamsDto {
  /** The exam types the student sits (from their exam target), the first being the form's default. */
  examTypes: string[];
  /** Latest first. */
  exams: MockExamDto[];
}
