import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface AccountsTable {
  id: string;
  role: 'ADVISOR' | 'COACH' | 'STUDENT' | 'PARENT' | 'ADMIN';
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  password_hash: string;
  is_active: boolean;
  package_id: string | null;
  package_name: string | null;
  student_limit: number | null;
  student_count: number;
  /** For a coach: the advisor whose roster holds them. */
  advisor_id: string | null;
  /** The organisation (kurum) of an advisor, coach or student account; null for parents and admins. */
  organisation_id: string | null;
  title: string | null;
  department: string | null;
  specialization: string | null;
  coach_count: number;
  max_coach_limit: number | null;
  /** The advisor's questionnaire answers. */
  profile_answers: ColumnType<Record<string, string | string[]> | null, string | null, string | null>;
  consent_version: string | null;
  consent_at: Timestamp | null;
  /** An admin gave a temporary password: nothing but the password change until it is changed. */
  must_change_password: ColumnType<boolean, boolean | undefined, boolean>;
  /** The owner opened a verification link (accounts the admin or the seed made count as verified). */
  email_verified: ColumnType<boolean, boolean | undefined, boolean>;
  /** A parent receives the weekly summary e-mail (until they opt out). */
  weekly_summary_mail: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** `turkishSortKey` of the full name: PGlite sorts with the C collation only. */
  sort_key: string;
  search_text: string;
}

export interface StudentsTable {
  id: string;
  first_name: string;
  last_name: string;
  class_level: string;
  exam_target: string;
  school: string | null;
  phone: string | null;
  advisor_id: string | null;
  coach_id: string | null;
  /** The organisation the student record belongs to. */
  organisation_id: string | null;
  assigned_at: Timestamp | null;
  created_at: Timestamp;
  sort_key: string;
  search_text: string;
}

export interface OrganisationsTable {
  id: string;
  kind: 'COMPANY' | 'INDEPENDENT';
  name: string;
  founder_id: string;
  package_id: string | null;
  /** Null: no trial running (organisations from before trials, or an activated package). */
  trial_ends_at: Timestamp | null;
  created_at: Timestamp;
}

/** An organisation's attention thresholds: null where it follows the platform's (`ATTENTION_RULES`). */
export interface OrganisationAttentionRulesTable {
  organisation_id: string;
  plan_completion_percent: number | null;
  inactivity_days: number | null;
  no_mock_exam_days: number | null;
  session_close_hours: number | null;
  net_fall_sensitivity: 'HASSAS' | 'DENGELI' | 'TEMKINLI' | null;
  changed_by: string;
  changed_at: Timestamp;
}

export interface ParentStudentsTable {
  parent_id: string;
  student_id: string;
  linked_at: Timestamp;
}

/** The `directory` projector's tables. */
export interface DirectoryTables {
  organisations: OrganisationsTable;
  organisation_attention_rules: OrganisationAttentionRulesTable;
  accounts: AccountsTable;
  students: StudentsTable;
  parent_students: ParentStudentsTable;
}
