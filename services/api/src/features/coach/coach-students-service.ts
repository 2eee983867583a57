import type { AttentionReasonDto, StudentLastEntryDto } from '@pusula/contracts';
import {
  attentionQueueQuery,
  lastActivityByStudentQuery,
  studentLastEntriesQuery,
  studentsOfCoachQuery,
  unreadNotesByStudentQuery,
} from '@pusula/projections';
import type { AppDeps } from '../../app-deps';
import { names } from '../student-record/record-commands';

/** One of the coach's students as the coach panel lists it. */
export interface CoachStudentDto {
  id: string;
  firstName: string;
  lastName: string;
  classLevel: string;
  examTarget: string;
  school: string | null;
  assignedAt: string | null;
  /** The latest sign of study (progress, homework done, deneme, session held) or the assignment; null if none. */
  lastActivityAt: string | null;
  /** The student's own last entry in the student app; null while they have entered nothing there. */
  studentLastEntry: StudentLastEntryDto | null;
  /** Advisor notes about this student the coach has not read yet. */
  unreadNotes: number;
  /** Why the student needs attention now (empty: nothing to chase), most urgent first. */
  reasons: AttentionReasonDto[];
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * The coach's students in Turkish alphabetical order (the stored sort key), each with its class, exam
 * target, last activity, unread advisor notes and attention reasons. `onlyStudentId` narrows it to one
 * student (the caller has been authorised for that student).
 */
export async function coachStudents(
  deps: AppDeps,
  coachId: string,
  onlyStudentId?: string,
): Promise<CoachStudentDto[]> {
  const db = deps.storage.db;
  const rows = await studentsOfCoachQuery(db, coachId, onlyStudentId);
  const ids = rows.map((r) => r.id);
  const [activity, lastEntries, unread, attention] = await Promise.all([
    lastActivityByStudentQuery(db, ids),
    studentLastEntriesQuery(db, ids),
    unreadNotesByStudentQuery(db, coachId),
    attentionQueueQuery(db, { coachId }, deps.now(), names),
  ]);
  const reasons = new Map(attention.map((a) => [a.studentId, a.reasons]));
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    classLevel: r.class_level,
    examTarget: r.exam_target,
    school: r.school,
    assignedAt: iso(r.assigned_at),
    lastActivityAt: activity.get(r.id) ?? null,
    studentLastEntry: lastEntries.get(r.id) ?? null,
    unreadNotes: unread.get(r.id) ?? 0,
    reasons: reasons.get(r.id) ?? [],
  }));
}
