import type { EventOf } from '@pusula/contracts';
import { type Decider, DomainError } from '../decider';
import { requireCourse } from './catalogue-refs';

export type SchoolGradeEvent = EventOf<'SchoolGradeRecorded' | 'SchoolGradeRemoved'>;

export type SchoolGradeCommand =
  | {
      type: 'RecordSchoolGrade';
      data: {
        studentId: string;
        gradeId: string;
        courseId: string;
        term: string;
        examNo: number;
        score: number;
        takenOn: string | null;
        now: string;
      };
    }
  | { type: 'RemoveSchoolGrade'; data: { studentId: string; gradeId: string; now: string } };

export interface SchoolGradeState {
  grades: ReadonlyMap<string, { key: string; removed: boolean }>;
}

/** One stream per student: written-exam (yazılı) grades per course and term. */
export const schoolGradesStreamId = (studentId: string) => `school-grades-${studentId}`;

export const SCHOOL_GRADE_MESSAGES = {
  notFound: 'Not kaydı bulunamadı',
  exists: 'Bu not kaydı zaten var',
  duplicate: (course: string, term: string, examNo: number) =>
    `${course} dersinin ${term} dönemi ${examNo}. yazılı notu zaten girilmiş; önce eski kaydı silin`,
} as const;

const slotKey = (courseId: string, term: string, examNo: number) => `${courseId}|${term}|${examNo}`;

export const schoolGradesDecider: Decider<SchoolGradeCommand, SchoolGradeEvent, SchoolGradeState> = {
  initialState: () => ({ grades: new Map() }),

  decide(command, state) {
    const { studentId, gradeId, now } = command.data;
    switch (command.type) {
      case 'RecordSchoolGrade': {
        const { courseId, term, examNo, takenOn } = command.data;
        if (state.grades.has(gradeId)) throw new DomainError('CONFLICT', SCHOOL_GRADE_MESSAGES.exists);
        const course = requireCourse(courseId);
        const key = slotKey(course.id, term, examNo);
        if ([...state.grades.values()].some((g) => !g.removed && g.key === key))
          throw new DomainError('CONFLICT', SCHOOL_GRADE_MESSAGES.duplicate(course.name, term, examNo));
        const score = Math.round(command.data.score * 100) / 100;
        return [
          {
            type: 'SchoolGradeRecorded',
            data: {
              studentId,
              gradeId,
              courseId: course.id,
              courseName: course.name,
              term,
              examNo,
              score,
              takenOn,
              at: now,
            },
          },
        ];
      }
      case 'RemoveSchoolGrade': {
        const grade = state.grades.get(gradeId);
        if (!grade) throw new DomainError('NOT_FOUND', SCHOOL_GRADE_MESSAGES.notFound);
        if (grade.removed) return [];
        return [{ type: 'SchoolGradeRemoved', data: { studentId, gradeId, at: now } }];
      }
    }
  },

  evolve(state, event) {
    const grades = new Map(state.grades);
    if (event.type === 'SchoolGradeRecorded') {
      const d = event.data;
      grades.set(d.gradeId, { key: slotKey(d.courseId, d.term, d.examNo), removed: false });
    } else {
      const g = grades.get(event.data.gradeId);
      if (g) grades.set(event.data.gradeId, { ...g, removed: true });
    }
    return { grades };
  },
};
