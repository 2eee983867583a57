import type {
  AttentionReason,
  HomeworkReminderKind,
  HomeworkStatus,
  MistakeCause,
  ResourceKind,
  ResourceUnit,
  SessionStatus,
  StudyActivity,
} from './common';
import type { WeeklySummaryFigures } from './record-events';

/** Answers of the `studentRecord.*` procedures and of /api/students/{id}/… (under `data`). */

export interface StudyBlockDto {
  blockId: string;
  day: number;
  /** Istanbul wall-clock start, HH:MM, and the same moment as an instant. */
  startTime: string;
  startAt: string;
  durationMinutes: number;
  courseId: string;
  courseName: string;
  topicId: string | null;
  topicName: string | null;
  activity: StudyActivity;
  targetQuestions: number | null;
  targetMinutes: number | null;
  doneQuestions: number | null;
  doneMinutes: number | null;
  /** 0–1: done against target (questions if targeted, else minutes), capped at 1. */
  completion: number;
  note: string | null;
  source: 'MANUAL' | 'TEMPLATE' | 'COPY';
  /** The done counts were last entered by the student in the student app („öğrenci girdi"). */
  enteredByStudent: boolean;
}

export interface WeeklyProgramDto {
  studentId: string;
  week: string;
  /** Monday and Sunday of the week (YYYY-MM-DD). */
  startDate: string;
  endDate: string;
  blocks: StudyBlockDto[];
  totals: {
    blocks: number;
    targetQuestions: number;
    doneQuestions: number;
    targetMinutes: number;
    doneMinutes: number;
    /** Mean completion of the blocks (0–1); null without blocks. */
    completion: number | null;
  };
}

export interface PlanTemplateDto {
  templateId: string;
  coachId: string;
  name: string;
  blocks: {
    day: number;
    startTime: string;
    durationMinutes: number;
    courseId: string;
    topicId: string | null;
    activity: StudyActivity;
    targetQuestions: number | null;
    targetMinutes: number | null;
    note: string | null;
  }[];
  updatedAt: string;
}

export interface GoalProgramDto {
  studentId: string;
  examFamily: 'YKS' | 'LGS';
  scoreType: string | null;
  target: {
    kind: 'RANK' | 'PERCENTILE' | 'UNIVERSITY';
    rankingOptionId: string | null;
    rank: number | null;
    percentile: number | null;
    university: string | null;
    department: string | null;
    /** LGS: the target high school (null when none was named). */
    school: string | null;
    /** "İlk 10.000", "%1", "%1 · Kabataş Erkek Lisesi", "Boğaziçi Üniversitesi – Bilgisayar Mühendisliği". */
    label: string;
  };
  targetNets: { examType: string; testCode: string; testName: string; net: number }[];
  milestones: {
    milestoneId: string;
    title: string;
    dueDate: string;
    done: boolean;
    completedAt: string | null;
  }[];
  updatedAt: string;
}

export interface CoachingSessionDto {
  sessionId: string;
  studentId: string;
  coachId: string;
  title: string;
  agenda: string | null;
  status: SessionStatus;
  startAt: string;
  endAt: string;
  report: string | null;
  /** Whether the parents may read the report (the coach chooses; off unless shared). */
  reportShared: boolean;
  cancelReason: string | null;
  closedAt: string | null;
}

export interface MockExamDto {
  examId: string;
  studentId: string;
  examType: string;
  name: string;
  takenOn: string;
  durationMinutes: number | null;
  /** A branş denemesi (one test), kept out of the total-net trend. */
  singleSubject: boolean;
  publisher: string | null;
  /** YKS: Türkiye-geneli rank (sıralama); never set on LGS. */
  rank: number | null;
  /** LGS: yüzdelik dilim; never set on YKS. */
  percentile: number | null;
  participants: number | null;
  tests: {
    testCode: string;
    testName: string;
    questionCount: number;
    correct: number;
    wrong: number;
    blank: number;
    net: number;
    /** The split by subject when it was entered (empty otherwise), in the catalogue's order of parts. */
    subjects: {
      courseId: string;
      name: string;
      /** null where the catalogue has no fixed count for the subject (Matematik / Geometri). */
      questionCount: number | null;
      correct: number;
      wrong: number;
      blank: number;
      net: number;
    }[];
  }[];
  totals: { correct: number; wrong: number; blank: number; questionCount: number };
  totalNet: number;
  weightedNet: number | null;
  estimatedScore: number | null;
  mistakes: {
    courseId: string;
    topicId: string;
    topicName: string;
    cause: MistakeCause;
    count: number;
    note: string | null;
  }[];
  recordedAt: string;
  /** The student entered it in the student app („öğrenci girdi"). */
  enteredByStudent: boolean;
  /** When the coaching team last corrected its results (students cannot correct); null if never. */
  correctedAt: string | null;
}

/** A deneme's publisher and the Türkiye-geneli standing it announced (YKS rank, LGS percentile). */
export interface MockExamStanding {
  publisher: string | null;
  rank: number | null;
  percentile: number | null;
  participants: number | null;
}

export interface MockExamTrendDto {
  studentId: string;
  examType: string;
  /** Full denemes in date order; one point per deneme. */
  points: (MockExamStanding & {
    examId: string;
    name: string;
    takenOn: string;
    totalNet: number;
    nets: Record<string, number>;
  })[];
  /**
   * Branş denemes in date order, one point per deneme (its one test): drawn as their own line per test,
   * never in the full denemes' lines or averages.
   */
  branchPoints: (MockExamStanding & {
    examId: string;
    name: string;
    takenOn: string;
    testCode: string;
    net: number;
  })[];
  /** Per test code: its name, for legends. */
  tests: { testCode: string; testName: string }[];
  average: number | null;
  lastThreeAverage: number | null;
  /** Mistakes of these denemes by cause and by topic (most frequent first). */
  mistakesByCause: { cause: MistakeCause; count: number }[];
  mistakesByTopic: { topicId: string; topicName: string; courseId: string; count: number }[];
}

export interface HomeworkDto {
  homeworkId: string;
  studentId: string;
  title: string;
  courseId: string;
  courseName: string;
  topicIds: string[];
  targetQuestions: number | null;
  targetMinutes: number | null;
  description: string | null;
  dueAt: string;
  status: HomeworkStatus;
  completedAt: string | null;
  completedLate: boolean;
  doneQuestions: number | null;
  doneMinutes: number | null;
  /** „Bitirdim" came from the student in the student app. */
  completedByStudent: boolean;
  remindersSent: HomeworkReminderKind[];
  assignedAt: string;
}

export interface SchoolGradeDto {
  gradeId: string;
  courseId: string;
  courseName: string;
  term: string;
  examNo: number;
  score: number;
  takenOn: string | null;
}

export interface SchoolGradesDto {
  studentId: string;
  grades: SchoolGradeDto[];
  /** Mean score per course and term. */
  averages: { courseId: string; courseName: string; term: string; average: number; count: number }[];
}

export interface StudyResourceDto {
  resourceId: string;
  courseId: string;
  courseName: string;
  title: string;
  kind: ResourceKind;
  unit: ResourceUnit;
  total: number;
  done: number;
  /** 0–1. */
  progress: number;
  updatedAt: string;
}

export interface CoachNoteDto {
  noteId: string;
  studentId: string;
  coachId: string;
  content: string;
  createdAt: string;
  updatedAt: string;
}

export interface AttentionReasonDto {
  code: AttentionReason;
  /**
   * What the reason is about, unique with `code` per student: the net series (`TYT/mat`), the session or
   * homework id, the week of a plan verdict; '' for a reason a student has only once.
   */
  ref: string;
  /** Turkish, ready to show. */
  text: string;
  /** Since when the reason holds. */
  since: string;
}

export interface AttentionItemDto {
  studentId: string;
  studentName: string;
  classLevel: string;
  examTarget: string;
  coachId: string | null;
  coachName: string | null;
  reasons: AttentionReasonDto[];
}

export interface StudentOverviewDto {
  student: {
    id: string;
    firstName: string;
    lastName: string;
    classLevel: string;
    examTarget: string;
    coachName: string | null;
  };
  week: WeeklyProgramDto;
  exams: MockExamDto[];
  trend: MockExamTrendDto | null;
  homework: HomeworkDto[];
  sessions: CoachingSessionDto[];
  goal: GoalProgramDto | null;
  lastWeeklySummary: { week: string; figures: WeeklySummaryFigures; preparedAt: string } | null;
}

/**
 * Catalogue names the read side needs to answer (course, topic and test names). The catalogue lives in the
 * domain package, which projections may not import, so the api passes an implementation in.
 */
export interface CatalogueNames {
  courseName(courseId: string): string;
  topicName(topicId: string): string;
  test(
    examType: string,
    testCode: string,
  ): {
    name: string;
    questionCount: number;
    parts: { courseId: string; name: string; questionCount: number | null }[];
  };
  testsOf(examType: string): { testCode: string; testName: string }[];
}

/** What a student last entered in the student app. */
export type StudentEntryKind = 'BLOCK_PROGRESS' | 'HOMEWORK_DONE' | 'FOCUS_BLOCK' | 'MOCK_EXAM';

/** The student's own last entry in the student app; null while they have entered nothing. */
export interface StudentLastEntryDto {
  at: string;
  kind: StudentEntryKind;
}
