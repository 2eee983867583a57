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
export { notificationIdFor } from './projectors/notifications/notifications-projector';
export * from './queries/advisor';
export * from './queries/attention-rules';
export * from './queries/coaching-messages';
export * from './queries/directory';
export * from './queries/family-messages';
export * from './queries/focus';
export * from './queries/invitations';
export * from './queries/mail';
export * from './queries/messages';
export * from './queries/note-lists';
export * from './queries/notes';
export * from './queries/notifications';
export * from './queries/organisations';
export * from './queries/public-requests';
export * from './queries/student-record';
export * from './queries/video';
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
