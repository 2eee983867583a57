import type { Transaction } from 'kysely';
import type { ProjectedEvent } from '../../../projector';
import type { ReadModels } from '../../../schema';
import { noteActivity, noteMockExam } from './attention';
import { noteStudentEntry } from './student-entries';

type Trx = Transaction<ReadModels>;
/** Students whose net series must be judged again after the batch. */
export type TouchedExams = Set<string>;

export async function applyExamEvent(
  trx: Trx,
  event: ProjectedEvent,
  touched: TouchedExams,
): Promise<boolean> {
  switch (event.type) {
    case 'MockExamRecorded':
    case 'MockExamResultsCorrected': {
      const d = event.data;
      const values = {
        exam_type: d.examType,
        name: d.name,
        taken_on: d.takenOn,
        duration_minutes: d.durationMinutes,
        single_subject: d.singleSubject === true,
        // Absent on denemes recorded before they were kept (and whenever nobody gave them).
        publisher: d.publisher ?? null,
        standing_rank: d.rank ?? null,
        standing_percentile: d.percentile ?? null,
        participants: d.participants ?? null,
        tests: JSON.stringify(d.tests),
        total_net: d.totalNet,
        weighted_net: d.weightedNet,
        estimated_score: d.estimatedScore,
        updated_at: d.at,
      };
      const recording = event.type === 'MockExamRecorded';
      const entry = recording
        ? {
            recorded_by: event.data.recordedBy,
            entered_by_student: event.data.enteredBy === 'STUDENT',
            corrected_at: null,
          }
        : { recorded_by: null, entered_by_student: false, corrected_at: d.at };
      await trx
        .insertInto('mock_exams')
        .values({
          exam_id: d.examId,
          student_id: d.studentId,
          ...values,
          ...entry,
          mistakes: '[]',
          recorded_at: d.at,
        })
        // A correction keeps who entered it and marks the correction; a recording is the entry itself.
        .onConflict((oc) =>
          oc
            .column('exam_id')
            .doUpdateSet(recording ? { ...values, ...entry } : { ...values, corrected_at: d.at }),
        )
        .execute();
      touched.add(d.studentId);
      if (recording) await noteActivity(trx, d.studentId, d.at);
      if (recording) await noteMockExam(trx, d.studentId, d.at, d.takenOn);
      if (recording && event.data.enteredBy === 'STUDENT')
        await noteStudentEntry(trx, d.studentId, d.at, 'MOCK_EXAM');
      return true;
    }
    case 'MockExamMistakesRecorded':
      await trx
        .updateTable('mock_exams')
        .set({ mistakes: JSON.stringify(event.data.mistakes), updated_at: event.data.at })
        .where('exam_id', '=', event.data.examId)
        .execute();
      return true;
    case 'MockExamDeleted': {
      const row = await trx
        .deleteFrom('mock_exams')
        .where('exam_id', '=', event.data.examId)
        .returning(['exam_id'])
        .executeTakeFirst();
      if (row) touched.add(event.data.studentId);
      return true;
    }
    default:
      return false;
  }
}
