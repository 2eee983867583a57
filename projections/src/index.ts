export { createReadDb, type ReadDb } from './db';
export { migrateReadModels } from './migrations';
export type { ProjectedEvent, Projector } from './projector';
export {
  ALL_PROJECTORS,
  coachingMessagesProjector,
  directoryProjector,
  familyMessagesProjector,
  focusLogProjector,
  invitationsProjector,
  mailOutboxProjector,
  messagesProjector,
  notesProjector,
  notificationsProjector,
  studentRecordProjector,
  videoCallsProjector,
} from './projectors';
export * from './read-models/coaching-messages/queries';
export * from './read-models/directory/admin-queries';
export * from './read-models/directory/advisor-queries';
export * from './read-models/directory/attention-rules-queries';
export * from './read-models/directory/organisation-queries';
export * from './read-models/directory/queries';
export * from './read-models/directory/student-queries';
export * from './read-models/family-messages/queries';
export * from './read-models/focus-log/queries';
export * from './read-models/invitations/queries';
export * from './read-models/mail-outbox/mailbox-queries';
export * from './read-models/messages/queries';
export * from './read-models/notes/list-queries';
export * from './read-models/notes/queries';
export { notificationIdFor } from './read-models/notifications/projector';
export * from './read-models/notifications/queries';
export * from './read-models/public-requests/queries';
export * from './read-models/student-record/queries';
export * from './read-models/video-calls/queries';
export {
  type CheckpointNotice,
  type CheckpointNotices,
  type LeadershipChange,
  listenForCheckpointNotices,
  PROJECTIONS_CHANNEL,
  ProjectionRunner,
  ProjectionWaitTimeout,
  type ProjectorStatus,
  type RunnerOptions,
  resetProjection,
} from './runner';
export type { ReadModels } from './schema';
