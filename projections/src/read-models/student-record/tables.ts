import type { AttentionReason, StudentEntryKind, TopicState, TopicStateSource } from '@pusula/contracts';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** One study block of a weekly program (Haftalık Program); removed blocks are deleted. */
export interface PlanBlocksTable {
  block_id: string;
  student_id: string;
  week: string;
  day: number;
  start_time: string;
  start_at: Timestamp;
  duration_minutes: number;
  course_id: string;
  topic_id: string | null;
  activity: 'KONU_CALISMA' | 'SORU_COZME' | 'TEKRAR' | 'DENEME';
  target_questions: number | null;
  target_minutes: number | null;
  done_questions: number | null;
  done_minutes: number | null;
  /** The done counts were last entered by the student in the student app. */
  entered_by_student: Generated<boolean>;
  /** 0–1, see `blockCompletion`. */
  completion: number;
  note: string | null;
  source: 'MANUAL' | 'TEMPLATE' | 'COPY';
  planned_at: Timestamp;
  updated_at: Timestamp;
}

/** Per student, week and weekday: how many blocks and the sum of their completion (attention: plan). */
export interface PlanDayProgressTable {
  student_id: string;
  week: string;
  day: number;
  blocks: number;
  completion_sum: number;
}

export interface PlanTemplatesTable {
  template_id: string;
  coach_id: string;
  name: string;
  blocks: Json<unknown[]>;
  updated_at: Timestamp;
}

/** The exam days an admin set (ÖSYM/MEB announce them), one per exam and year. */
export interface ExamDatesTable {
  family: 'YKS' | 'LGS';
  year: number;
  /** YYYY-MM-DD, Istanbul. */
  date: string;
  note: string | null;
  set_by: string;
  updated_at: Timestamp;
}

export interface GoalProgramsTable {
  student_id: string;
  exam_family: 'YKS' | 'LGS';
  score_type: string | null;
  target: Json<Record<string, unknown>>;
  target_nets: Json<{ examType: string; testCode: string; net: number }[]>;
  updated_at: Timestamp;
}

export interface GoalMilestonesTable {
  milestone_id: string;
  student_id: string;
  title: string;
  due_date: string;
  completed_at: Timestamp | null;
  created_at: Timestamp;
}

export interface CoachingSessionsTable {
  session_id: string;
  student_id: string;
  coach_id: string;
  title: string;
  agenda: string | null;
  status: 'SCHEDULED' | 'HELD' | 'MISSED' | 'CANCELLED';
  start_at: Timestamp;
  end_at: Timestamp;
  report: string | null;
  report_shared: Generated<boolean>;
  cancel_reason: string | null;
  closed_at: Timestamp | null;
  updated_at: Timestamp;
}

export interface MockExamsTable {
  exam_id: string;
  student_id: string;
  exam_type: string;
  name: string;
  taken_on: string;
  duration_minutes: number | null;
  tests: Json<
    {
      testCode: string;
      correct: number;
      wrong: number;
      blank: number;
      net: number;
      /** Absent on denemes entered without a split. */
      subjects?: { courseId: string; correct: number; wrong: number; blank: number; net: number }[];
    }[]
  >;
  total_net: number;
  weighted_net: number | null;
  estimated_score: number | null;
  mistakes: Json<{ courseId: string; topicId: string; cause: string; count: number; note: string | null }[]>;
  recorded_at: Timestamp;
  updated_at: Timestamp;
  /** The account that entered it (null on rows projected before it was kept). */
  recorded_by: string | null;
  entered_by_student: boolean;
  /** When the coaching team last corrected its results (the student app has no correction). */
  corrected_at: Timestamp | null;
  single_subject: boolean;
  publisher: string | null;
  /** YKS: the Türkiye-geneli rank the publisher announced. */
  standing_rank: number | null;
  /** LGS: the yüzdelik dilim the publisher announced. */
  standing_percentile: number | null;
  participants: number | null;
}

export interface HomeworkTable {
  homework_id: string;
  student_id: string;
  coach_id: string | null;
  title: string;
  course_id: string;
  topic_ids: Json<string[]>;
  target_questions: number | null;
  target_minutes: number | null;
  description: string | null;
  due_at: Timestamp;
  /** LATE is not stored: it is ASSIGNED past due_at, judged against the clock when read. */
  status: 'ASSIGNED' | 'DONE' | 'CANCELLED';
  completed_at: Timestamp | null;
  completed_late: boolean;
  done_questions: number | null;
  done_minutes: number | null;
  /** „Bitirdim" came from the student in the student app. */
  completed_by_student: Generated<boolean>;
  reminders: Json<string[]>;
  assigned_at: Timestamp;
}

export interface SchoolGradesTable {
  grade_id: string;
  student_id: string;
  course_id: string;
  course_name: string;
  term: string;
  exam_no: number;
  score: number;
  taken_on: string | null;
  recorded_at: Timestamp;
}

export interface StudyResourcesTable {
  resource_id: string;
  student_id: string;
  course_id: string;
  title: string;
  kind: 'KITAP' | 'SORU_BANKASI' | 'DENEME_SETI' | 'VIDEO' | 'DIGER';
  unit: 'PAGE' | 'TEST';
  total: number;
  done: number;
  added_at: Timestamp;
  updated_at: Timestamp;
}

export interface CoachNotesTable {
  note_id: string;
  student_id: string;
  coach_id: string;
  content: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WeeklySummariesTable {
  student_id: string;
  week: string;
  parent_ids: Json<string[]>;
  figures: Json<Record<string, unknown>>;
  prepared_at: Timestamp;
}

/** Attention reasons that events start and end (falling nets, a missed session). */
export interface StudentAttentionTable {
  student_id: string;
  reason: 'NET_FALLING' | 'SESSION_MISSED';
  /** The net series (`TYT`, `TYT/mat`, `TYT/mat/brans`, see `netSeriesKey`), or the session id. */
  ref_id: string;
  text: string;
  since: Timestamp;
  /** NET_FALLING: the series and its figures (`NetSeriesRef` & `NetFall`), for the queue's text. */
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
}

/**
 * Attention reasons that start at a known future moment unless an event comes first: overdue homework
 * (fires at its due time) and inactivity (fires N days after the last study record). The projector keeps
 * the moment; the queue shows the timers whose moment has passed.
 */
export interface AttentionTimersTable {
  student_id: string;
  reason: 'HOMEWORK_OVERDUE' | 'NO_ACTIVITY' | 'NO_MOCK_EXAM' | 'SESSION_NOT_CLOSED';
  /** The homework or session id; '' for inactivity and for no deneme. */
  ref_id: string;
  fires_at: Timestamp;
  data: Json<Record<string, string | null>>;
}

/** The latest acknowledgement ("Ertele") of each reason of a student. */
export interface AttentionAcknowledgementsTable {
  student_id: string;
  reason: AttentionReason;
  ref_id: string;
  since: string;
  note: string;
  until: Timestamp;
  acknowledged_by: string;
  acknowledged_at: Timestamp;
}

/** Per student: their last entry in the student app (block progress, „bitirdim", a focus block). */
export interface StudentAppActivityTable {
  student_id: string;
  last_entry_at: Timestamp;
  last_entry_kind: StudentEntryKind;
}

/** Konu takibi: a topic's state on a student's checklist (no row: başlanmadı, never touched). */
export interface TopicProgressTable {
  student_id: string;
  topic_id: string;
  course_id: string;
  state: TopicState;
  source: TopicStateSource;
  /** Who set it by hand; null when study raised it. */
  changed_by: string | null;
  changed_by_student: Generated<boolean>;
  changed_at: Timestamp;
  /** When it was last marked DONE (deneme mistakes entered after it suggest a review). */
  done_at: Timestamp | null;
}

/** The `student-record` projector's tables, one or more per tab of the record. */
export interface StudentRecordTables {
  plan_blocks: PlanBlocksTable;
  plan_day_progress: PlanDayProgressTable;
  plan_templates: PlanTemplatesTable;
  goal_programs: GoalProgramsTable;
  exam_dates: ExamDatesTable;
  goal_milestones: GoalMilestonesTable;
  coaching_sessions: CoachingSessionsTable;
  mock_exams: MockExamsTable;
  homework: HomeworkTable;
  school_grades: SchoolGradesTable;
  study_resources: StudyResourcesTable;
  coach_notes: CoachNotesTable;
  weekly_summaries: WeeklySummariesTable;
  student_attention: StudentAttentionTable;
  attention_timers: AttentionTimersTable;
  student_app_activity: StudentAppActivityTable;
  attention_acknowledgements: AttentionAcknowledgementsTable;
  topic_progress: TopicProgressTable;
}
