import type { ColumnType } from 'kysely';
import type { CoachingThreadTables } from './read-models/coaching-messages/tables';
import type { DirectoryTables } from './read-models/directory/tables';
import type { FamilyThreadTables } from './read-models/family-messages/tables';
import type { FocusTables } from './read-models/focus-log/tables';
import type { InvitationTables } from './read-models/invitations/tables';
import type { MailTables } from './read-models/mail-outbox/tables';
import type { MessagesTables } from './read-models/messages/tables';
import type { NotesTables } from './read-models/notes/tables';
import type { NotificationTables } from './read-models/notifications/tables';
import type { PublicRequestsTables } from './read-models/public-requests/tables';
import type { StudentRecordTables } from './read-models/student-record/tables';
import type { VideoCallTables } from './read-models/video-calls/tables';
import type { ServiceTables } from './service-tables';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** The runner's own table: where each projector has got to in the log. */
export interface ProjectionCheckpointsTable {
  name: string;
  /** Position of the last event applied; null before the first. */
  position: string | null;
  version: number;
  updated_at: Timestamp;
}

/**
 * The whole database as Kysely sees it: each read model's tables (`read-models/<name>/tables.ts`), the
 * tables services/api keeps beside them, and the checkpoints.
 */
export interface ReadModels
  extends NotesTables,
    DirectoryTables,
    NotificationTables,
    MessagesTables,
    PublicRequestsTables,
    VideoCallTables,
    StudentRecordTables,
    FamilyThreadTables,
    CoachingThreadTables,
    MailTables,
    InvitationTables,
    FocusTables,
    ServiceTables {
  projection_checkpoints: ProjectionCheckpointsTable;
}
